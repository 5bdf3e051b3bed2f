// Dealing a hand (rules chips, deal, dealer, next-hand): every seat with chips antes (all it has
// if that is less: it is then all in), gets two hole cards, and the dealer lays two community cards
// face up. A seat with no chips is out: no cards, no turns. Substitution follows, clockwise from
// the dealer's left. The first dealer is the last seat, so A is on the dealer's left in hand 1; the
// deal (with dedicatedDealer, the dealer button) moves to the next seat with chips each hand.

import type { Card } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { DAY_CARDS } from './deck.ts';
import { nextDealer } from './legal.ts';
import type { DayOptions } from './options.ts';
import type { DayRule } from './rules.ts';
import type { DayState } from './state.ts';

type Events = EventSink<DayRule>;

export function dealDayGame(options: DayOptions, seed: number): Applied<DayState, DayRule> {
  const events: GameEvent<DayRule>[] = [];
  const stacks = Array.from({ length: options.players }, () => options.startingChips);
  return { state: dealHand(options, seedRng(seed), options.players - 1, 1, stacks, 0, events), events };
}

/** The next hand of the session (rule next-hand). */
export function dealNextHand(state: DayState, events: Events): DayState {
  return dealHand(
    state.options,
    state.rng,
    nextDealer(state),
    state.handNumber + 1,
    state.stacks,
    state.rakeTaken,
    events,
  );
}

export function dealHand(
  options: DayOptions,
  rng: RngState,
  dealer: Seat,
  handNumber: number,
  chips: readonly number[],
  rakeTaken: number,
  events: Events,
): DayState {
  const n = chips.length;
  const [cards, next] = shuffle(DAY_CARDS, rng);
  const inHand = chips.map((c) => c > 0);
  const stacks = chips.slice();
  const committed = new Array<number>(n).fill(0);
  events?.push({
    kind: 'deal',
    rule: options.dedicatedDealer ? 'dealer' : 'deal',
    seat: dealer,
    detail: { hand: handNumber, house: options.dedicatedDealer },
  });
  // Clockwise from the dealer's left: antes, then two cards each, one at a time.
  const order: Seat[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (dealer + i) % n;
    if (inHand[seat]) order.push(seat);
  }
  for (const seat of order) {
    const ante = Math.min(options.ante, stacks[seat] ?? 0);
    if (ante === 0) continue;
    stacks[seat] = (stacks[seat] ?? 0) - ante;
    committed[seat] = ante;
    events?.push({ kind: 'ante', rule: 'chips', seat, detail: { chips: ante, allIn: stacks[seat] === 0 } });
  }
  const hands: Card[][] = Array.from({ length: n }, () => []);
  let top = 0;
  for (let round = 0; round < 2; round++) for (const seat of order) hands[seat]?.push(cards[top++] as Card);
  for (const seat of order) {
    events?.push({ kind: 'hole', rule: 'deal', seat, cards: hands[seat] ?? [], visibleTo: [seat] });
  }
  const community = [cards[top] as Card, cards[top + 1] as Card];
  top += 2;
  events?.push({ kind: 'community', rule: 'deal', seat: dealer, cards: community });
  return {
    options,
    rng: next,
    handNumber,
    dealer,
    phase: 'substitute',
    deck: cards.slice(top),
    hands,
    community,
    mucked: new Array<Card | null>(n).fill(null),
    decided: inHand.map((x) => !x),
    stacks,
    committed,
    roundBets: new Array<number>(n).fill(0),
    currentBet: 0,
    raises: 0,
    lastRaise: 0,
    inHand,
    folded: new Array<boolean>(n).fill(false),
    acted: new Array<boolean>(n).fill(false),
    turn: order[0] ?? -1,
    rakeTaken,
    flips: [],
    shown: new Array<boolean>(n).fill(false),
    lastHand: null,
    winners: [],
  };
}
