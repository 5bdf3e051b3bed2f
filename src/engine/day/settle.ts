// The end of a hand (rules last-player-standing, showdown, all-in, tie-breaker, rake,
// session-end). An uncalled bet goes back to its owner; the pot is split into a main pot and side
// pots by what each live player put in; each pot goes to the best hand among the players who put
// in enough for it (DY-17: each hand scored by conditions.ts, compared by winnersOf), level hands
// flipping cards from the deck (DY-18), and the house rakes rakePercent of each pot, rounded down.
// A pot split between winners gives the odd chips one each to the winners nearest the dealer's
// left. When everyone else has folded, the last player takes the pot and shows nothing.
//
// Every random playout ends its hands here, so the showdown scores each hand once, as numbers
// (no object per hand), and names it by its interned label; the cards behind a result and the
// Crown's choice are worked out only for the events of a win with the Crown (apply).

import type { Card } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Draft, Seat } from '../core/game.ts';
import { DAY_CONDITIONS, newScore, scoreFive, type DayCondition, type Score } from './conditions.ts';
import { dayIndex, MOON, rankAt, suitNumberAt } from './deck.ts';
import type { DayRule } from './rules.ts';
import { cardsOf, labelOf, winnersOf } from './showdown.ts';
import { isLive, type DayState, type PotResult, type SeatResult, type TieFlip } from './state.ts';
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
 * reached it. `seats` are the seats in order from the dealer's left.
 */
function buildPots(committed: readonly number[], live: readonly boolean[], seats: readonly Seat[]): Pot[] {
  const pots: Pot[] = [];
  let previous = 0;
  for (;;) {
    // The next level: the least a live seat put in above the last one.
    let level = -1;
    for (const s of seats) {
      const c = committed[s] as number;
      if (live[s] && c > previous && (level < 0 || c < level)) level = c;
    }
    if (level < 0) break;
    let amount = 0;
    const eligible: Seat[] = [];
    for (const s of seats) {
      const c = committed[s] as number;
      if (c > previous) amount += Math.min(c, level) - previous;
      if (live[s] && c >= level) eligible.push(s);
    }
    pots.push({ amount, eligible });
    previous = level;
  }
  // Folded chips above every live player's level (an uncalled bet is returned first, so none).
  let above = 0;
  for (const c of committed) if (c > previous) above += c - previous;
  const last = pots[pots.length - 1];
  if (above > 0 && last !== undefined) last.amount += above;
  return pots;
}

/** Each seat's score at this showdown: one Score per seat, reused from hand to hand. */
const SCORES: Score[] = Array.from({ length: 8 }, newScore);
/** The five cards of the hand being scored, as deck indices: hole, hole, then the community. */
const FIVE = [0, 0, 0, 0, 0];

/**
 * The end of the hand, on the draft the hand's last action made (play.ts): the uncalled bet, the
 * showdown, the pots, the rake, and the end of the session.
 */
export function finishHand(next: Draft<DayState>, events: Events): DayState {
  const n = next.hands.length;
  const options = next.options;
  const stacks = next.stacks.slice();
  const committed = next.committed.slice();
  const live: boolean[] = [];
  for (let s = 0; s < n; s++) live.push(isLive(next, s));
  // Seats in order from the dealer's left, and the live ones among them.
  const seats: Seat[] = [];
  const liveSeats: Seat[] = [];
  for (let i = 1; i <= n; i++) {
    const s = (next.dealer + i) % n;
    seats.push(s);
    if (live[s]) liveSeats.push(s);
  }

  // An uncalled bet: the most any seat put in, when nobody else matched it.
  let returned: { seat: Seat; amount: number } | null = null;
  let top = -1;
  for (let s = 0; s < n; s++) if (top < 0 || (committed[s] as number) > (committed[top] as number)) top = s;
  let second = 0;
  for (let s = 0; s < n; s++) if (s !== top) second = Math.max(second, committed[s] as number);
  if (top >= 0 && (committed[top] as number) > second) {
    const amount = (committed[top] as number) - second;
    committed[top] = second;
    stacks[top] = (stacks[top] as number) + amount;
    returned = { seat: top, amount };
    events?.push({ kind: 'uncalled', rule: 'betting', seat: top, detail: { chips: amount } });
  }

  const showdown = liveSeats.length > 1;
  const seatResults: SeatResult[] = [];
  if (showdown) {
    // Moons revealed (DY-16): each live hand's, and the folded hands' (counted by eclipseCountsFolded).
    let folded = 0;
    const moons: number[] = [];
    for (let s = 0; s < n; s++) {
      const mask = moonsIn(next.hands[s] ?? []);
      moons.push(mask);
      if (next.inHand[s] && !live[s]) folded |= mask;
    }
    for (const seat of liveSeats) {
      events?.push({ kind: 'show', rule: 'showdown', seat, cards: next.hands[seat] ?? [] });
    }
    for (let k = 2; k < 5; k++) FIVE[k] = dayIndex(next.community[k - 2] as Card);
    for (const seat of liveSeats) {
      let outside = options.eclipseCountsFolded ? folded : 0;
      for (const other of liveSeats) if (other !== seat) outside |= moons[other] as number;
      const hole = next.hands[seat] ?? [];
      FIVE[0] = dayIndex(hole[0] as Card);
      FIVE[1] = dayIndex(hole[1] as Card);
      const substituted = next.mucked[seat] !== null;
      const score = scoreFive(FIVE, outside, substituted, options, SCORES[seat] as Score);
      const condition = DAY_CONDITIONS[score.condition] as DayCondition;
      const label = labelOf(score, options);
      seatResults.push({ seat, condition, points: score.points, adjusted: score.adjusted, label });
      events?.push({
        kind: 'result',
        rule: substituted && score.adjusted < score.points ? 'substitution-penalty' : condition,
        seat,
        detail: { label, points: score.points, adjusted: score.adjusted, condition },
      });
    }
    next.shown = live;
  }

  // Tie-breaks already played among the same players are not flipped again.
  let deck = next.deck;
  const flips: TieFlip[] = next.flips.slice();
  const tieBreaks = new Map<number, Seat[]>();
  const breakTie = (tied: Seat[]): Seat[] => {
    let players = 0;
    for (const seat of tied) players |= 1 << seat;
    const known = tieBreaks.get(players);
    if (known !== undefined) return known;
    let still = tied;
    while (still.length > 1) {
      if (deck.length < still.length) {
        events?.push({ kind: 'tie-split', rule: 'tie-breaker', detail: { players: still.length } });
        break;
      }
      const cards = deck.slice(0, still.length) as Card[];
      deck = deck.slice(still.length);
      still.forEach((seat, i) => {
        flips.push({ seat, card: cards[i] as Card });
        events?.push({ kind: 'flip', rule: 'tie-breaker', seat, cards: [cards[i] as Card] });
      });
      const best = tieBreakWinners(cards, options.moonValue);
      still = best.map((i) => still[i] as Seat);
    }
    tieBreaks.set(players, still);
    return still;
  };

  const potResults: PotResult[] = [];
  let raked = 0;
  const pots = buildPots(committed, live, seats);
  pots.forEach((pot, index) => {
    const eligible = pot.eligible;
    let winners: Seat[];
    let rule: DayRule;
    if (eligible.length === 1 || !showdown) {
      winners = eligible;
      rule = showdown ? 'all-in' : 'last-player-standing';
    } else {
      const found = winnersOf(eligible.map((s) => SCORES[s] as Score));
      winners = found.winners.map((i) => eligible[i] as Seat);
      rule = found.rule;
      if (found.tie) winners = breakTie(winners);
    }
    const rake = Math.floor((pot.amount * options.rakePercent) / 100);
    raked += rake;
    if (rake > 0) events?.push({ kind: 'rake', rule: 'rake', detail: { chips: rake, pot: index } });
    const net = pot.amount - rake;
    const each = Math.floor(net / winners.length);
    let odd = net - each * winners.length;
    const shares = winners.map(() => each + (odd-- > 0 ? 1 : 0));
    winners.forEach((seat, i) => {
      stacks[seat] = (stacks[seat] as number) + (shares[i] as number);
      if (events !== null)
        events.push(winEvent(next, seat, rule, shares[i] as number, index, pots.length, winners, showdown));
    });
    potResults.push({ amount: pot.amount, rake, eligible, winners, shares, rule });
  });

  let withChips = 0;
  let most = 0;
  for (const chips of stacks) {
    if (chips > 0) withChips++;
    most = Math.max(most, chips);
  }
  const handNumber = next.handNumber;
  next.phase = 'handOver';
  next.winners = [];
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
  next.deck = deck;
  next.stacks = stacks;
  next.committed = new Array<number>(n).fill(0);
  next.roundBets = new Array<number>(n).fill(0);
  next.currentBet = 0;
  next.acted = new Array<boolean>(n).fill(false);
  next.turn = -1;
  next.rakeTaken = next.rakeTaken + raked;
  next.flips = flips;
  next.lastHand = { hand: handNumber, showdown, pots: potResults, results: seatResults, returned };
  return next;
}

/** Suits of the Moons among `cards` (bit 0 Rising, 1 Risen, 2 Setting). */
function moonsIn(cards: readonly Card[]): number {
  let mask = 0;
  for (const card of cards) {
    const index = dayIndex(card);
    if (rankAt(index) === MOON) mask |= 1 << suitNumberAt(index);
  }
  return mask;
}

/** A share of a pot won: at a showdown, with the winning hand's label and points, and the Crown's card if it was used. */
function winEvent(
  state: DayState,
  seat: Seat,
  rule: DayRule,
  chips: number,
  pot: number,
  pots: number,
  winners: readonly Seat[],
  showdown: boolean,
): NonNullable<Events>[number] {
  const detail: Record<string, string | number | boolean> = { chips, pot, pots, split: winners.length };
  if (showdown) {
    const score = SCORES[seat] as Score;
    detail['label'] = labelOf(score, state.options);
    detail['points'] = score.adjusted;
    if (score.crown >= 0) {
      const hole = state.hands[seat] ?? [];
      const cards = [hole[0] as Card, hole[1] as Card, ...state.community];
      const { crown } = cardsOf(score, cards, cards.map(dayIndex), state.options);
      if (crown?.as === 'card') detail['crown'] = crown.card;
    }
  }
  return { kind: 'win', rule, seat, detail };
}
