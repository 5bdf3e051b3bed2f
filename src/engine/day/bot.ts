// A Day player that bets by hand strength. It sees only its view and the legal actions.
// - Its chance to win is estimated by sampling: the cards it cannot see (other players' hole
//   cards, the deck, others' mucked cards) are dealt at random to the players still in and to the
//   final card, SAMPLES times, and every hand is scored with the showdown evaluator. A tie counts
//   as a share. The samples come from a generator seeded by what the view shows, so the bot is
//   deterministic.
// - Substitution: it compares keeping with swapping each card (the new card drawn from the unseen
//   cards, the penalty included) on the same samples, and swaps only for a clear gain.
// - Betting: it bets or raises when its chance clearly beats an equal share, calls when the chance
//   beats the pot odds (the call over the pot after calling), and otherwise checks or folds.

import type { Card } from '../core/cards.ts';
import type { Bot, Seat } from '../core/game.ts';
import { makeRandom, type Random } from '../core/rng.ts';
import type { DayAction } from './actions.ts';
import { DAY_CARDS } from './deck.ts';
import { compareResults, evaluateShowdown, type DayResult } from './showdown.ts';
import type { DayView } from './view.ts';

const SAMPLES = 60;

function seedOf(view: DayView, seat: Seat): number {
  let h = view.handNumber * 7919 + seat * 104729 + view.pot * 31 + view.currentBet;
  for (const card of [...view.community, ...(view.seats[seat]?.cards ?? [])]) {
    for (let i = 0; i < card.length; i++) h = Math.imul(h ^ card.charCodeAt(i), 0x01000193);
  }
  return h | 0;
}

/** Draws `count` distinct cards from `pool` (a partial shuffle of a scratch copy). */
function draw(pool: Card[], count: number, random: Random): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < count; i++) {
    const j = random.int(i, pool.length - 1);
    const tmp = pool[i] as Card;
    pool[i] = pool[j] as Card;
    pool[j] = tmp;
    out.push(pool[i] as Card);
  }
  return out;
}

/**
 * The bot's share of the pot over the samples for each of `options` (hole cards to hold; a swapped
 * option draws its new card as `null` in the list and is penalised).
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
  const unseen = DAY_CARDS.filter((card) => !known.has(card));
  const random = makeRandom(seedOf(view, seat));
  const totals = options.map(() => 0);
  const missing = 3 - view.community.length;
  for (let k = 0; k < samples; k++) {
    const pool = unseen.slice();
    const dealt = draw(pool, opponents.length * 2 + missing + 1, random);
    const community = [...view.community, ...dealt.slice(opponents.length * 2, opponents.length * 2 + missing)];
    const spare = dealt[dealt.length - 1] as Card;
    const holes = opponents.map((_, i) => [dealt[2 * i] as Card, dealt[2 * i + 1] as Card]);
    options.forEach((option, o) => {
      const mine = option.map((c) => c ?? spare);
      const swapped = option.includes(null) || me?.substituted === true;
      const everyone = [mine, ...holes];
      const results: DayResult[] = everyone.map((h, i) =>
        evaluateShowdown(
          {
            hole: h,
            community,
            substituted: i === 0 ? swapped : opponents[i - 1]?.substituted === true,
            shown: everyone.flatMap((other, j) => (j === i ? [] : other)),
          },
          view.options,
        ),
      );
      const mineResult = results[0] as DayResult;
      let ties = 0;
      let lost = false;
      for (let i = 1; i < results.length; i++) {
        const c = compareResults(mineResult, results[i] as DayResult);
        if (c < 0) {
          lost = true;
          break;
        }
        if (c === 0) ties++;
      }
      if (!lost) totals[o] = (totals[o] ?? 0) + 1 / (ties + 1);
    });
  }
  return totals.map((t) => t / samples);
}

export const dayBot: Bot<DayView, DayAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (view.phase === 'substitute') return substitute(view, legal, seat);
  const me = view.seats[seat];
  const toCall = view.currentBet - (me?.roundBet ?? 0);
  const hole = me?.cards ?? [];
  const [equity = 0] = equities(view, seat, [hole], SAMPLES);
  const players = view.seats.filter((s) => s.inHand && !s.folded).length;
  const fair = 1 / players;
  const find = (type: DayAction['type']): DayAction | undefined => legal.find((a) => a.type === type);
  const raises = legal.filter((a) => a.type === 'bet' || a.type === 'raise');
  const callOrAllIn = find('call') ?? (toCall > 0 ? find('allin') : undefined);
  if (equity > Math.max(0.5, fair * 1.5) && (view.raises < 2 || equity > 0.75)) {
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
