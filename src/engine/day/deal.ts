// Dealing a hand (rules chips, deal, dealer, next-hand): every seat with chips antes (all it has
// if that is less: it is then all in), gets two hole cards, and the dealer lays two community cards
// face up. A seat with no chips is out: no cards, no turns. Substitution follows, clockwise from
// the dealer's left. The first dealer is the last seat, so A is on the dealer's left in hand 1; the
// deal (with dedicatedDealer, the dealer button) moves to the next seat with chips each hand.

import type { Card } from '../core/cards.ts';
import { oneSeat, type EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { seedRng, shuffle, type RngState } from '../core/rng.ts';
import { DAY_CARDS } from './deck.ts';
import { nextDealer } from './legal.ts';
import { MAX_ANTE, MAX_PLAYERS, type DayOptions } from './options.ts';
import type { DayRule } from './rules.ts';
import { flags, keep, noCards, NONE, table, zeros, type DayState, type TieFlip } from './state.ts';

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

function dealHand(
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
  events?.push(dealEvent(dealer, handNumber, options.dedicatedDealer));
  // Clockwise from the dealer's left, every seat with chips: antes, then two cards each, one at a
  // time (the k-th seat of m gets cards k and m + k).
  let dealt = 0;
  for (let s = 0; s < n; s++) if ((chips[s] as number) > 0) dealt++;
  const everyone = dealt === n;
  const inHand = everyone ? flags(n, true) : chips.map((c) => c > 0);
  const stacks = chips.slice();
  const committed = zeros(n).slice();
  const hands: (readonly Card[])[] = chips.map(() => NONE);
  let turn = -1;
  for (let i = 1, k = 0; i <= n; i++) {
    const seat = (dealer + i) % n;
    if (!inHand[seat]) continue;
    if (turn < 0) turn = seat;
    const ante = Math.min(options.ante, stacks[seat] as number);
    if (ante > 0) {
      stacks[seat] = (stacks[seat] as number) - ante;
      committed[seat] = ante;
      events?.push(anteEvent(seat, ante, stacks[seat] === 0));
    }
    hands[seat] = [cards[k] as Card, cards[dealt + k] as Card];
    k++;
  }
  if (events !== null) {
    for (let i = 1; i <= n; i++) {
      const seat = (dealer + i) % n;
      if (inHand[seat])
        events.push({
          kind: 'hole',
          rule: 'deal',
          seat,
          cards: hands[seat] as readonly Card[],
          visibleTo: oneSeat(seat),
        });
    }
  }
  const community = [cards[2 * dealt] as Card, cards[2 * dealt + 1] as Card];
  events?.push({ kind: 'community', rule: 'deal', seat: dealer, cards: community });
  return {
    options,
    rng: next,
    handNumber,
    dealer,
    phase: 'substitute',
    deck: dropFront(cards, 2 * dealt + 2),
    hands,
    community,
    mucked: noCards(n),
    decided: everyone ? flags(n, false) : inHand.map((x) => !x),
    stacks,
    committed,
    roundBets: zeros(n),
    currentBet: 0,
    raises: 0,
    lastRaise: 0,
    inHand,
    folded: flags(n, false),
    acted: flags(n, false),
    turn,
    rakeTaken,
    flips: NO_FLIPS,
    shown: flags(n, false),
    lastHand: null,
    winners: NONE,
  };
}

// The deal's events that carry no card recur session after session: each is built once and shared,
// frozen (apply builds none for them).

function dealEvent(dealer: Seat, hand: number, house: boolean): GameEvent<DayRule> {
  const id = (hand * 2 + (house ? 1 : 0)) * MAX_PLAYERS + dealer;
  return (
    DEAL_EVENTS.get(id) ??
    keep(
      DEAL_EVENTS,
      id,
      Object.freeze({ kind: 'deal', rule: house ? 'dealer' : 'deal', seat: dealer, detail: { hand, house } }),
    )
  );
}
const DEAL_EVENTS = new Map<number, GameEvent<DayRule>>();

function anteEvent(seat: Seat, chips: number, allIn: boolean): GameEvent<DayRule> {
  return (ANTE_EVENTS[(chips * 2 + (allIn ? 1 : 0)) * MAX_PLAYERS + seat] ??= Object.freeze({
    kind: 'ante',
    rule: 'chips',
    seat,
    detail: { chips, allIn },
  }));
}
const ANTE_EVENTS = table<GameEvent<DayRule>>((MAX_ANTE + 1) * 2 * MAX_PLAYERS);

/**
 * `cards` less its first `count`, spliced off in place: the shuffled list is ours, so it becomes the
 * deck without a second copy (splice is as fast as slice here; a loop of shifts is five times slower).
 */
function dropFront(cards: Card[], count: number): Card[] {
  cards.splice(0, count);
  return cards;
}

/** No flips yet: shared, not frozen (a tie-break copies it). */
const NO_FLIPS: readonly TieFlip[] = [];
