// A Day player that bets by hand strength. It sees only its view and the legal actions.
// - Its chance to win is estimated by sampling: the cards it cannot see (other players' hole
//   cards, the deck, others' mucked cards) are dealt at random to the players still in and to the
//   final card, SAMPLES times, and every hand is scored as the showdown scores it (conditions.ts,
//   scoreFive: numbers, no objects), so a decision takes a fraction of a millisecond. A tie counts
//   as a share. The samples come from a generator seeded by what the view shows, so the bot is
//   deterministic. (Twice or four times the samples won no more against random players or against
//   this bot, measured over 150 sessions a table; so 60 it stays.)
// - Substitution: it compares keeping with swapping each card (the new card drawn from the unseen
//   cards, the penalty included) on the same samples, and swaps only for a clear gain.
// - Betting: it bets or raises when its chance clearly beats an equal share, calls when the chance
//   beats the pot odds (the call over the pot after calling), and otherwise checks or folds.

import type { Card } from '../core/cards.ts';
import type { Bot, Seat } from '../core/game.ts';
import { makeRandom, type Random } from '../core/rng.ts';
import type { DayAction } from './actions.ts';
import { compareScores, newScore, scoreFive, type Score } from './conditions.ts';
import { DAY_CARDS, dayIndex, MOON, rankAt, suitNumberAt } from './deck.ts';
import { MAX_PLAYERS } from './options.ts';
import type { DayView } from './view.ts';

const SAMPLES = 60;

function seedOf(view: DayView, seat: Seat): number {
  let h = view.handNumber * 7919 + seat * 104729 + view.pot * 31 + view.currentBet;
  for (const card of [...view.community, ...(view.seats[seat]?.cards ?? [])]) {
    for (let i = 0; i < card.length; i++) h = Math.imul(h ^ card.charCodeAt(i), 0x01000193);
  }
  return h | 0;
}

/** Deals `count` distinct cards to the front of `pool` (a partial shuffle of the scratch copy). */
function draw(pool: Int32Array, size: number, count: number, random: Random): void {
  for (let i = 0; i < count; i++) {
    const j = random.int(i, size - 1);
    const tmp = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = tmp;
  }
}

/** The suits of the Moons among two cards (deck indices), as a mask. */
function moonsOf(a: number, b: number): number {
  return (rankAt(a) === MOON ? 1 << suitNumberAt(a) : 0) | (rankAt(b) === MOON ? 1 << suitNumberAt(b) : 0);
}

// Scratch for the samples: the unseen cards, each player's five cards (hole, hole, community),
// the Moons each player's hole cards show, and each player's score. Player 0 is the bot.
const POOL = new Int32Array(DAY_CARDS.length);
const FIVES = Array.from({ length: MAX_PLAYERS }, () => [0, 0, 0, 0, 0]);
const MOONS = new Int32Array(MAX_PLAYERS);
const SCORES: Score[] = Array.from({ length: MAX_PLAYERS }, newScore);

/**
 * The bot's share of the pot over the samples for each of `options` (hole cards to hold; a swapped
 * option draws its new card as `null` in the list and is penalised). Every hand is scored as the
 * showdown scores it (conditions.ts), each player seeing the others' hole cards as shown.
 */
function equities(
  view: DayView,
  seat: Seat,
  options: readonly (readonly (Card | null)[])[],
  samples: number,
): number[] {
  const me = view.seats[seat];
  const hole = me?.cards ?? [];
  const known = new Set<Card>([...hole, ...view.community, ...view.flips.map((f) => f.card)]);
  if (me?.mucked !== undefined) known.add(me.mucked);
  const opponents = view.seats.filter((s) => s.seat !== seat && s.inHand && !s.folded);
  const unseen = DAY_CARDS.filter((card) => !known.has(card)).map(dayIndex);
  const random = makeRandom(seedOf(view, seat));
  const totals = options.map(() => 0);
  const shown = view.community.length;
  const missing = 3 - shown;
  const players = opponents.length + 1;
  const dealt = opponents.length * 2 + missing + 1;
  const community = view.community.map(dayIndex);
  const optionCards = options.map((option) => option.map((card) => (card === null ? -1 : dayIndex(card))));
  const swappedOption = options.map((option) => option.includes(null) || me?.substituted === true);
  for (let k = 0; k < samples; k++) {
    POOL.set(unseen);
    draw(POOL, unseen.length, dealt, random);
    const spare = POOL[dealt - 1] as number;
    // Everyone's five cards: the community (the missing cards drawn after the opponents' holes).
    for (let p = 0; p < players; p++) {
      const five = FIVES[p] as number[];
      for (let c = 0; c < 3; c++) {
        five[2 + c] = c < shown ? (community[c] as number) : (POOL[opponents.length * 2 + c - shown] as number);
      }
      if (p > 0) {
        five[0] = POOL[2 * (p - 1)] as number;
        five[1] = POOL[2 * (p - 1) + 1] as number;
        MOONS[p] = moonsOf(five[0], five[1]);
      }
    }
    for (let o = 0; o < options.length; o++) {
      const mine = FIVES[0] as number[];
      const cards = optionCards[o] as number[];
      mine[0] = cards[0] === -1 ? spare : (cards[0] as number);
      mine[1] = cards[1] === -1 ? spare : (cards[1] as number);
      MOONS[0] = moonsOf(mine[0], mine[1]);
      let all = 0;
      for (let p = 0; p < players; p++) all |= MOONS[p] as number;
      for (let p = 0; p < players; p++) {
        // The Moons the others show: every other hand's (a suit's Moon is in one hand only).
        const outside = all & ~(MOONS[p] as number);
        const substituted = p === 0 ? (swappedOption[o] as boolean) : opponents[p - 1]?.substituted === true;
        scoreFive(FIVES[p] as number[], outside, substituted, view.options, SCORES[p] as Score);
      }
      let ties = 0;
      let lost = false;
      for (let p = 1; p < players; p++) {
        const c = compareScores(SCORES[0] as Score, SCORES[p] as Score);
        if (c < 0) {
          lost = true;
          break;
        }
        if (c === 0) ties++;
      }
      if (!lost) totals[o] = (totals[o] ?? 0) + 1 / (ties + 1);
    }
  }
  return totals.map((t) => t / samples);
}

/** The seat's chance to win the pot with its hole cards as they are, over `samples` sampled deals. */
export function strength(view: DayView, seat: Seat, samples: number = SAMPLES): number {
  return equities(view, seat, [view.seats[seat]?.cards ?? []], samples)[0] ?? 0;
}

/** The chance above which the bot bets or raises: clearly more than an equal share of the pot. */
export function betBar(view: DayView): number {
  let players = 0;
  for (const s of view.seats) if (s.inHand && !s.folded) players++;
  return Math.max(0.5, 1.5 / players);
}

export const dayBot: Bot<DayView, DayAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (view.phase === 'substitute') return substitute(view, legal, seat);
  const me = view.seats[seat];
  const toCall = view.currentBet - (me?.roundBet ?? 0);
  const equity = strength(view, seat, SAMPLES);
  const find = (type: DayAction['type']): DayAction | undefined => legal.find((a) => a.type === type);
  const raises = legal.filter((a) => a.type === 'bet' || a.type === 'raise');
  const callOrAllIn = find('call') ?? (toCall > 0 ? find('allin') : undefined);
  if (equity > betBar(view) && (view.raises < 2 || equity > 0.75)) {
    const raise = raises[Math.min(raises.length - 1, equity > 0.8 ? 2 : 1)] ?? raises[0];
    if (raise !== undefined) return raise;
    if (equity > 0.85 && find('allin') !== undefined) return find('allin') as DayAction;
  }
  if (toCall <= 0) return find('check') ?? first;
  const odds = toCall / (view.pot + toCall);
  if (equity >= odds && callOrAllIn !== undefined) return callOrAllIn;
  return find('fold') ?? first;
};

function substitute(view: DayView, legal: readonly DayAction[], seat: Seat): DayAction {
  const hole = view.seats[seat]?.cards ?? [];
  const keep = legal.find((a) => a.type === 'keep') ?? (legal[0] as DayAction);
  const swaps = legal.filter((a): a is Extract<DayAction, { type: 'swap' }> => a.type === 'swap');
  const options = [hole, ...swaps.map((s) => hole.map((c) => (c === s.card ? null : c)))];
  const shares = equities(view, seat, options, 30);
  let best = 0;
  for (let i = 1; i < shares.length; i++) if ((shares[i] ?? 0) > (shares[best] ?? 0) + 0.03) best = i;
  return best === 0 ? keep : (swaps[best - 1] as DayAction);
}
