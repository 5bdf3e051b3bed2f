// The end of a hand (rules last-player-standing, showdown, all-in, tie-breaker, rake,
// session-end). An uncalled bet goes back to its owner; the pot is split into a main pot and side
// pots by what each live player put in; each pot goes to the best hand among the players who put
// in enough for it (DY-17: each hand scored by conditions.ts, compared by winnersOf), level hands
// flipping cards from the deck (DY-18), and the house rakes rakePercent of each pot, rounded down.
// A pot split between winners gives the odd chips one each to the winners nearest the dealer's
// left. When everyone else has folded, the last player takes the pot and shows nothing.
//
// Every random playout ends its hands here, so the showdown scores each hand once, as numbers,
// and names it by its interned label; the cards behind each result and the Crown's part are laid
// out once per live player, for the table's explanation of the hand.

import type { Card } from '../core/cards.ts';
import { oneCard, type EventSink } from '../core/events.ts';
import type { Draft, GameEvent, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { DAY_CONDITIONS, newScore, type DayCondition, type Score } from './conditions.ts';
import { makeDayCard } from './deck.ts';
import { MAX_PLAYERS, type MoonValue } from './options.ts';
import type { DayRule } from './rules.ts';
import { cardsOf, labelOf, moonsRevealed, scoreHand, winnersOf } from './showdown.ts';
import { flags, keep, NONE, zeros, type DayState, type PotResult, type SeatResult, type TieFlip } from './state.ts';
import { tieBreakWinners } from './tie-breaker.ts';

type Events = EventSink<DayRule>;

interface Pot {
  amount: number;
  /** In order from the dealer's left. */
  eligible: Seat[];
}

/**
 * Main pot first, then the side pots, from what each seat put in: each live seat's total is a
 * level, and a pot holds everyone's chips between one level and the next, for the live seats that
 * reached it (in order from the dealer's left).
 */
export function buildPots(committed: readonly number[], live: readonly boolean[], dealer: Seat): Pot[] {
  const n = committed.length;
  // The levels, lowest first: each a live seat's total (lists allocated at their final length).
  let levels = 0;
  for (let previous = 0; ; levels++) {
    const level = nextLevel(committed, live, previous);
    if (level < 0) break;
    previous = level;
  }
  const pots = new Array<Pot>(levels);
  let previous = 0;
  for (let p = 0; p < levels; p++) {
    const level = nextLevel(committed, live, previous);
    let amount = 0;
    let reached = 0;
    for (let s = 0; s < n; s++) {
      const c = committed[s] as number;
      if (c > previous) amount += Math.min(c, level) - previous;
      if (live[s] && c >= level) reached++;
    }
    const eligible = new Array<Seat>(reached);
    for (let i = 1, k = 0; i <= n; i++) {
      const s = (dealer + i) % n;
      if (live[s] && (committed[s] as number) >= level) eligible[k++] = s;
    }
    pots[p] = { amount, eligible };
    previous = level;
  }
  // Folded chips above every live player's level (an uncalled bet is returned first, so none).
  let above = 0;
  for (let s = 0; s < n; s++) if ((committed[s] as number) > previous) above += (committed[s] as number) - previous;
  const last = pots[levels - 1];
  if (above > 0 && last !== undefined) last.amount += above;
  return pots;
}

/** The least a live seat put in above `previous`, or -1. */
function nextLevel(committed: readonly number[], live: readonly boolean[], previous: number): number {
  let level = -1;
  for (let s = 0; s < committed.length; s++) {
    const c = committed[s] as number;
    if (live[s] && c > previous && (level < 0 || c < level)) level = c;
  }
  return level;
}

/** Each seat's score at this showdown: one Score per seat, reused from hand to hand. */
const SCORES: Score[] = Array.from({ length: MAX_PLAYERS }, newScore);
/** The suits of the Moons in each seat's hole cards, at this showdown. */
const MOONS = new Int32Array(MAX_PLAYERS);

/**
 * The end of the hand, on the draft the hand's last action made (play.ts): the uncalled bet, the
 * showdown, the pots, the rake, and the end of the session.
 */
export function finishHand(next: Draft<DayState>, events: Events): DayState {
  const n = next.hands.length;
  const options = next.options;
  const dealer = next.dealer;
  const stacks = next.stacks.slice();
  let committed = next.committed;
  const live = next.folded.map((folded, s) => !folded && next.inHand[s] === true);
  let liveCount = 0;
  for (let s = 0; s < n; s++) if (live[s]) liveCount++;

  // An uncalled bet: the most any seat put in, when nobody else matched it.
  let returned: { seat: Seat; amount: number } | null = null;
  let top = 0;
  for (let s = 1; s < n; s++) if ((committed[s] as number) > (committed[top] as number)) top = s;
  let second = 0;
  for (let s = 0; s < n; s++) if (s !== top) second = Math.max(second, committed[s] as number);
  if ((committed[top] as number) > second) {
    const amount = (committed[top] as number) - second;
    committed = replaceAt(committed, top, second);
    stacks[top] = (stacks[top] as number) + amount;
    returned = { seat: top, amount };
    events?.push({ kind: 'uncalled', rule: 'betting', seat: top, detail: { chips: amount } });
  }

  const showdown = liveCount > 1;
  let seatResults: readonly SeatResult[] = NONE;
  if (showdown) {
    seatResults = scoreShowdown(next, live, liveCount, events);
    next.shown = live;
  }

  const pots = buildPots(committed, live, dealer);
  const potResults = new Array<PotResult>(pots.length);
  let raked = 0;
  let ties: TieBreaks | null = null;
  for (let index = 0; index < pots.length; index++) {
    const { amount, eligible } = pots[index] as Pot;
    let winners: Seat[];
    let rule: DayRule;
    if (eligible.length === 1 || !showdown) {
      winners = eligible;
      rule = showdown ? 'all-in' : 'last-player-standing';
    } else {
      const found = winnersOf(eligible.map((s) => SCORES[s] as Score));
      winners = found.winners.map((i) => eligible[i] as Seat);
      rule = found.rule;
      if (found.tie) {
        ties ??= { deck: next.deck, flips: next.flips.slice(), settled: new Map() };
        winners = breakTie(winners, ties, options.moonValue, events);
      }
    }
    const rake = Math.floor((amount * options.rakePercent) / 100);
    raked += rake;
    if (rake > 0) events?.push({ kind: 'rake', rule: 'rake', detail: { chips: rake, pot: index } });
    // The odd chips one each to the winners nearest the dealer's left.
    const net = amount - rake;
    const each = Math.floor(net / winners.length);
    const odd = net - each * winners.length;
    const shares = winners.map((_, i) => (i < odd ? each + 1 : each));
    for (let i = 0; i < winners.length; i++) {
      const seat = winners[i] as Seat;
      stacks[seat] = (stacks[seat] as number) + (shares[i] as number);
      if (events !== null) {
        const result = seatResults.find((r) => r.seat === seat);
        events.push(winEvent(result, seat, rule, shares[i] as number, index, pots.length, winners.length));
      }
    }
    potResults[index] = { amount, rake, eligible, winners, shares, rule };
  }

  let withChips = 0;
  let most = 0;
  for (let s = 0; s < n; s++) {
    if ((stacks[s] as number) > 0) withChips++;
    most = Math.max(most, stacks[s] as number);
  }
  const handNumber = next.handNumber;
  next.phase = 'handOver';
  next.winners = NONE;
  if (withChips <= 1 || handNumber >= options.maxHands) {
    next.phase = 'over';
    next.winners = stacks.flatMap((c, s) => (c === most ? [s] : []));
    events?.push({
      kind: 'session-over',
      rule: 'session-end',
      detail: { hands: handNumber, allChips: withChips <= 1, chips: most },
    });
  }
  for (let s = 0; s < n; s++) {
    if (next.inHand[s] && stacks[s] === 0) events?.push({ kind: 'out', rule: 'chips', seat: s });
  }
  if (ties !== null) {
    next.deck = ties.deck;
    next.flips = ties.flips;
  }
  next.stacks = stacks;
  next.committed = zeros(n);
  next.roundBets = zeros(n);
  next.currentBet = 0;
  next.acted = flags(n, false);
  next.turn = -1;
  next.rakeTaken = next.rakeTaken + raked;
  next.lastHand = { hand: handNumber, showdown, pots: potResults, results: seatResults, returned };
  return next;
}

/**
 * The showdown (rules showdown, crown, substitution-penalty): every live hand (`count` of them) is
 * shown and scored (into SCORES), clockwise from the dealer's left; the results, in that order.
 */
function scoreShowdown(state: DayState, live: readonly boolean[], count: number, events: Events): SeatResult[] {
  const n = state.hands.length;
  const options = state.options;
  // Moons revealed (DY-16): each live hand's, and the folded hands' (counted by eclipseCountsFolded).
  let folded = 0;
  for (let s = 0; s < n; s++) {
    MOONS[s] = moonsRevealed(state.hands[s] as readonly Card[]);
    if (!live[s] && state.inHand[s]) folded |= MOONS[s] as number;
  }
  if (events !== null) {
    for (let i = 1; i <= n; i++) {
      const seat = (state.dealer + i) % n;
      if (live[seat])
        events.push({ kind: 'show', rule: 'showdown', seat, cards: state.hands[seat] as readonly Card[] });
    }
  }
  const results = new Array<SeatResult>(count);
  let at = 0;
  for (let i = 1; i <= n; i++) {
    const seat = (state.dealer + i) % n;
    if (!live[seat]) continue;
    let others = 0;
    for (let other = 0; other < n; other++) if (other !== seat && live[other]) others |= MOONS[other] as number;
    const substituted = state.mucked[seat] !== null;
    const hole = state.hands[seat] as readonly Card[];
    const outside = options.eclipseCountsFolded ? others | folded : others;
    const score = scoreHand(hole, state.community, outside, substituted, options, SCORES[seat] as Score);
    const condition = DAY_CONDITIONS[score.condition] as DayCondition;
    const label = labelOf(score, options);
    // What the table shows of the result (rule showdown): the cards that make it, the Crown's part.
    const made = cardsOf(score, [hole[0] as Card, hole[1] as Card, ...state.community], options, others);
    results[at++] = {
      seat,
      condition,
      rule: condition,
      points: score.points,
      adjusted: score.adjusted,
      label,
      cards: made.used,
      crown: made.crown,
    };
    events?.push({
      kind: 'result',
      rule: substituted && score.adjusted < score.points ? 'substitution-penalty' : condition,
      seat,
      cards: made.used,
      detail: { label, points: score.points, adjusted: score.adjusted, condition },
    });
  }
  return results;
}

/** A share of a pot won: at a showdown, with the winning hand's label and points, and the Crown's card if it was used. */
function winEvent(
  result: SeatResult | undefined,
  seat: Seat,
  rule: DayRule,
  chips: number,
  pot: number,
  pots: number,
  split: number,
): GameEvent<DayRule> {
  const detail: Record<string, string | number | boolean> = { chips, pot, pots, split };
  if (result !== undefined) {
    detail['label'] = result.label;
    detail['points'] = result.adjusted;
    if (result.crown?.as === 'card') detail['crown'] = makeDayCard(result.crown.rank, result.crown.suit);
  }
  return { kind: 'win', rule, seat, detail };
}

/** The tie-breaker's part in one hand: the deck it flips from, its flips, who won each tie it settled. */
interface TieBreaks {
  deck: readonly Card[];
  readonly flips: TieFlip[];
  /** The winners of a tie, by its players (bit s for seat s). */
  readonly settled: Map<number, Seat[]>;
}

/**
 * The tie-breaker (DY-18): each tied player flips a card from the deck, the highest wins, those
 * still level flip again; if the deck runs out they split. A tie among the same players in another
 * pot of the hand is settled by the flips already made.
 */
function breakTie(tied: Seat[], ties: TieBreaks, moonValue: MoonValue, events: Events): Seat[] {
  let players = 0;
  for (const seat of tied) players |= 1 << seat;
  const known = ties.settled.get(players);
  if (known !== undefined) return known;
  let still = tied;
  while (still.length > 1) {
    if (ties.deck.length < still.length) {
      events?.push({ kind: 'tie-split', rule: 'tie-breaker', detail: { players: still.length } });
      break;
    }
    const cards = ties.deck.slice(0, still.length);
    ties.deck = ties.deck.slice(still.length);
    still.forEach((seat, i) => {
      ties.flips.push({ seat, card: cards[i] as Card });
      events?.push({ kind: 'flip', rule: 'tie-breaker', seat, cards: oneCard(cards[i] as Card) });
    });
    still = tieBreakWinners(cards, moonValue).map((i) => still[i] as Seat);
  }
  return keep(ties.settled, players, still);
}
