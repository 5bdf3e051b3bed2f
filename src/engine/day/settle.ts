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
import { dayIndex, MOON, rankAt, suitNumberAt, type DaySuit } from './deck.ts';
import { MAX_PLAYERS } from './options.ts';
import type { DayRule } from './rules.ts';
import { cardsOf, labelOf, scoreHand, winnersOf } from './showdown.ts';
import {
  flags,
  NONE,
  zeros,
  type CrownStandIn,
  type DayState,
  type PotResult,
  type SeatResult,
  type TieFlip,
} from './state.ts';
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
const NO_RESULTS: readonly SeatResult[] = Object.freeze([]);

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
  let top = -1;
  for (let s = 0; s < n; s++) if (top < 0 || (committed[s] as number) > (committed[top] as number)) top = s;
  let second = 0;
  for (let s = 0; s < n; s++) if (s !== top) second = Math.max(second, committed[s] as number);
  if (top >= 0 && (committed[top] as number) > second) {
    const amount = (committed[top] as number) - second;
    committed = replaceAt(committed, top, second);
    stacks[top] = (stacks[top] as number) + amount;
    returned = { seat: top, amount };
    events?.push({ kind: 'uncalled', rule: 'betting', seat: top, detail: { chips: amount } });
  }

  const showdown = liveCount > 1;
  let seatResults = NO_RESULTS;
  if (showdown) {
    seatResults = scoreShowdown(next, live, events);
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
      if (found.tie) winners = (ties ??= new TieBreaks(next, events)).settle(winners);
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
        events.push(winEvent(next, seat, rule, shares[i] as number, index, pots.length, winners.length, showdown));
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
 * The showdown (rules showdown, crown, substitution-penalty): every live hand is shown and scored
 * (into SCORES), clockwise from the dealer's left; the results, in that order.
 */
function scoreShowdown(state: DayState, live: readonly boolean[], events: Events): SeatResult[] {
  const n = state.hands.length;
  const options = state.options;
  // Moons revealed (DY-16): each live hand's, and the folded hands' (counted by eclipseCountsFolded).
  let folded = 0;
  let shown = 0;
  for (let s = 0; s < n; s++) {
    const mask = moonsIn(state.hands[s] ?? NO_CARDS);
    MOONS[s] = mask;
    if (live[s]) shown |= 1 << s;
    else if (state.inHand[s]) folded |= mask;
  }
  if (events !== null) {
    for (let i = 1; i <= n; i++) {
      const seat = (state.dealer + i) % n;
      if (live[seat]) events.push({ kind: 'show', rule: 'showdown', seat, cards: state.hands[seat] ?? NO_CARDS });
    }
  }
  let count = 0;
  for (let s = 0; s < n; s++) if (live[s]) count++;
  const results = new Array<SeatResult>(count);
  let at = 0;
  for (let i = 1; i <= n; i++) {
    const seat = (state.dealer + i) % n;
    if (!live[seat]) continue;
    let others = 0;
    for (let other = 0; other < n; other++)
      if (other !== seat && (shown & (1 << other)) !== 0) others |= MOONS[other] as number;
    const outside = options.eclipseCountsFolded ? others | folded : others;
    const substituted = state.mucked[seat] !== null;
    const hole = state.hands[seat] ?? NO_CARDS;
    const score = scoreHand(hole, state.community, outside, substituted, options, SCORES[seat] as Score);
    const condition = DAY_CONDITIONS[score.condition] as DayCondition;
    const label = labelOf(score, options);
    // What the table shows of the result (rule showdown): the cards that make it, the Crown's part.
    const five = [hole[0] as Card, hole[1] as Card, ...state.community];
    const made = cardsOf(score, five, five.map(dayIndex), options, others);
    const crown = made.crown === null || made.crown.as === 'highest' ? made.crown : standIn(made.crown);
    results[at++] = {
      seat,
      condition,
      rule: condition,
      points: score.points,
      adjusted: score.adjusted,
      label,
      cards: made.used,
      crown,
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

/**
 * The tie-breaker (DY-18) for the pots of one hand: each tied player flips a card from the deck, the
 * highest wins, those still level flip again; if the deck runs out they split. A tie among the same
 * players in another pot is settled by the flips already made.
 */
class TieBreaks {
  deck: readonly Card[];
  readonly flips: TieFlip[];
  private readonly settled = new Map<number, Seat[]>();

  constructor(
    private readonly state: DayState,
    private readonly events: Events,
  ) {
    this.deck = state.deck;
    this.flips = state.flips.slice();
  }

  settle(tied: Seat[]): Seat[] {
    let players = 0;
    for (const seat of tied) players |= 1 << seat;
    const known = this.settled.get(players);
    if (known !== undefined) return known;
    let still = tied;
    while (still.length > 1) {
      if (this.deck.length < still.length) {
        this.events?.push({ kind: 'tie-split', rule: 'tie-breaker', detail: { players: still.length } });
        break;
      }
      const cards = this.deck.slice(0, still.length);
      this.deck = this.deck.slice(still.length);
      still.forEach((seat, i) => {
        this.flips.push({ seat, card: cards[i] as Card });
        this.events?.push({ kind: 'flip', rule: 'tie-breaker', seat, cards: oneCard(cards[i] as Card) });
      });
      const best = tieBreakWinners(cards, this.state.options.moonValue);
      still = best.map((i) => still[i] as Seat);
    }
    this.settled.set(players, still);
    return still;
  }
}

/** What the Crown played, as a rank and suit: not a card of the deck (state.ts, CrownStandIn). */
function standIn(crown: { readonly rank: number; readonly suit: DaySuit }): CrownStandIn {
  return { as: 'card', rank: crown.rank, suit: crown.suit };
}

/** Suits of the Moons among `cards` (bit 0 Rising, 1 Risen, 2 Setting). */
function moonsIn(cards: readonly Card[]): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const index = dayIndex(cards[i] as Card);
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
  split: number,
  showdown: boolean,
): GameEvent<DayRule> {
  const detail: Record<string, string | number | boolean> = { chips, pot, pots, split };
  if (showdown) {
    const score = SCORES[seat] as Score;
    detail['label'] = labelOf(score, state.options);
    detail['points'] = score.adjusted;
    if (score.crown >= 0) {
      const hole = state.hands[seat] ?? NO_CARDS;
      const cards = [hole[0] as Card, hole[1] as Card, ...state.community];
      const { crown } = cardsOf(score, cards, cards.map(dayIndex), state.options);
      if (crown?.as === 'card') detail['crown'] = crown.card;
    }
  }
  return { kind: 'win', rule, seat, detail };
}

const NO_CARDS: readonly Card[] = Object.freeze([]);
