// Substitution and betting (rules substitution, betting, betting-limits, all-in, final-card,
// final-betting, last-player-standing). Each action makes one copy of the state (state.ts, draftOf)
// and the rules below set only what changes on it, sharing the rest: a choice or a bet, then
// whoever is next, the end of a round (the final card, a new round) and the end of the hand
// (settle.ts) all write to that one draft. Events go to `events` with `events?.push`, so step
// (null) builds none.

import type { Card } from '../core/cards.ts';
import { oneCard, oneSeat, type EventSink } from '../core/events.ts';
import type { Draft, GameEvent, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { dayIndex, DECK_SIZE } from './deck.ts';
import { needsAction } from './legal.ts';
import { MAX_PLAYERS } from './options.ts';
import type { DayRule } from './rules.ts';
import { finishHand } from './settle.ts';
import { draftOf, flags, livePlayers, only, zeros, type DayState } from './state.ts';

type Events = EventSink<DayRule>;
type Next = Draft<DayState>;

/** Events that name only a seat: one frozen event per seat, shared (apply builds none for them). */
const seatEvents = (kind: string, rule: DayRule): readonly GameEvent<DayRule>[] =>
  Array.from({ length: MAX_PLAYERS }, (_, seat) => Object.freeze({ kind, rule, seat }));
const KEEPS = seatEvents('keep', 'substitution');
const FIRST_ROUNDS = seatEvents('round', 'betting');
const FINAL_ROUNDS = seatEvents('round', 'final-betting');
const CHECKS = seatEvents('check', 'betting');
const FOLDS = seatEvents('fold', 'betting');

/** Step 2 (DY-7): `card` goes face down to the muck and the deck's top card takes its place. */
export function swap(state: DayState, seat: Seat, card: Card, events: Events): DayState {
  const drawn = state.deck[0] as Card;
  const hand = state.hands[seat] ?? [];
  events?.push(swapEvent(seat, card, drawn));
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, hand[0] === card ? [drawn, hand[1] as Card] : [hand[0] as Card, drawn]);
  next.deck = state.deck.slice(1);
  next.mucked = replaceAt(state.mucked, seat, card);
  return afterChoice(next, seat, events);
}

/** The swap, seen by the seat alone: one frozen event per seat and pair of cards, shared. */
function swapEvent(seat: Seat, card: Card, drawn: Card): GameEvent<DayRule> {
  const id = (seat * DECK_SIZE + dayIndex(card)) * DECK_SIZE + dayIndex(drawn);
  let event = SWAP_EVENTS[id];
  if (event === undefined) {
    event = Object.freeze({
      kind: 'swap',
      rule: 'substitution',
      seat,
      cards: Object.freeze([card, drawn]),
      visibleTo: oneSeat(seat),
    });
    SWAP_EVENTS[id] = event;
  }
  return event;
}
const SWAP_EVENTS: (GameEvent<DayRule> | undefined)[] = Array.from(
  { length: MAX_PLAYERS * DECK_SIZE * DECK_SIZE },
  () => undefined,
);

export function keep(state: DayState, seat: Seat, events: Events): DayState {
  events?.push(KEEPS[seat] as GameEvent<DayRule>);
  return afterChoice(draftOf(state), seat, events);
}

/** The seat has chosen: the next seat yet to choose, or the first round of betting. */
function afterChoice(next: Next, seat: Seat, events: Events): DayState {
  next.decided = replaceAt(next.decided, seat, true);
  const n = next.hands.length;
  for (let i = 1; i < n; i++) {
    const s = (seat + i) % n;
    if (next.decided[s] !== true) {
      next.turn = s;
      return next;
    }
  }
  return startRound(next, 'bet1', events);
}

/** A betting round begins (rules betting, final-betting): clockwise from the dealer's left. */
function startRound(next: Next, phase: 'bet1' | 'bet2', events: Events): DayState {
  const n = next.hands.length;
  next.phase = phase;
  next.roundBets = zeros(n);
  next.currentBet = 0;
  next.raises = 0;
  next.lastRaise = 0;
  next.acted = flags(n, false);
  next.turn = nextToAct(next, next.dealer);
  if (next.turn < 0) return endRound(next, events);
  events?.push((phase === 'bet1' ? FIRST_ROUNDS : FINAL_ROUNDS)[next.turn] as GameEvent<DayRule>);
  return next;
}

/** Every live player has matched the bet, folded or is all in: the final card, or the showdown. */
function endRound(next: Next, events: Events): DayState {
  if (next.phase === 'bet2') return finishHand(next, events);
  const final = next.deck[0] as Card;
  events?.push({ kind: 'final-card', rule: 'final-card', seat: next.dealer, cards: oneCard(final) });
  next.deck = next.deck.slice(1);
  next.community = next.community.concat(final);
  return startRound(next, 'bet2', events);
}

export function check(state: DayState, seat: Seat, events: Events): DayState {
  events?.push(CHECKS[seat] as GameEvent<DayRule>);
  const next = draftOf(state);
  next.acted = replaceAt(state.acted, seat, true);
  return afterBet(next, seat, events);
}

export function fold(state: DayState, seat: Seat, events: Events): DayState {
  events?.push(FOLDS[seat] as GameEvent<DayRule>);
  const next = draftOf(state);
  next.folded = replaceAt(state.folded, seat, true);
  next.acted = replaceAt(state.acted, seat, true);
  return afterBet(next, seat, events);
}

/**
 * Puts the seat's round total up to `to` (a call, bet, raise or all in: rules betting,
 * betting-limits, all-in). Going above the current bet is a raise (a bet when none was open). A full
 * one (at least the last full bet or raise) reopens the action for everyone else; a short all in
 * does not: the seats that have acted stay so, and may raise again only once what they face adds
 * up to a full raise (legal.ts, raiseClosed).
 */
export function putIn(state: DayState, seat: Seat, to: number, events: Events): DayState {
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const chips = Math.min(to - roundBet, stack);
  const total = roundBet + chips;
  const allIn = chips === stack;
  const bet = state.currentBet;
  const next = draftOf(state);
  next.stacks = replaceAt(state.stacks, seat, stack - chips);
  next.committed = replaceAt(state.committed, seat, (state.committed[seat] ?? 0) + chips);
  next.roundBets = replaceAt(state.roundBets, seat, total);
  const by = total - bet;
  if (by <= 0) {
    events?.push(chipsEvent('call', seat, chips, total, allIn, total < bet));
    next.acted = replaceAt(state.acted, seat, true);
    return afterBet(next, seat, events);
  }
  events?.push(chipsEvent(bet === 0 ? 'bet' : 'raise', seat, chips, total, allIn, by < state.lastRaise));
  next.currentBet = total;
  if (bet > 0) next.raises = state.raises + 1;
  if (by < state.lastRaise) {
    // A short all in: everyone must still match it, but nobody's turn is reopened.
    next.acted = replaceAt(state.acted, seat, true);
  } else {
    next.lastRaise = by;
    // Only the bettor has acted: everyone else must answer the bet, and may raise it.
    next.acted = only(state.acted.length, seat);
  }
  return afterBet(next, seat, events);
}

/**
 * A call (rule betting, or all-in), a bet or a raise (rule betting-limits, or all-in), with the
 * chips put in and the seat's total for the round; `short` marks a call for less than the bet, or
 * a raise by less than a full raise (an all in either way). The same small amounts by the same
 * seat recur hand after hand, so events of fewer than 256 chips are built once and shared, frozen.
 */
function chipsEvent(
  kind: 'call' | 'bet' | 'raise',
  seat: Seat,
  chips: number,
  total: number,
  allIn: boolean,
  short: boolean,
): GameEvent<DayRule> {
  const shared = chips < 256 && total < 256;
  const kinds = kind === 'call' ? 0 : kind === 'bet' ? 1 : 2;
  const id = ((((kinds * MAX_PLAYERS + seat) * 256 + chips) * 256 + total) * 2 + (allIn ? 1 : 0)) * 2 + (short ? 1 : 0);
  let event = shared ? CHIP_EVENTS.get(id) : undefined;
  if (event === undefined) {
    event = {
      kind,
      rule: allIn ? 'all-in' : kind === 'call' ? 'betting' : 'betting-limits',
      seat,
      detail: kind === 'call' || short ? { chips, total, allIn, short } : { chips, total, allIn },
    };
    if (shared) CHIP_EVENTS.set(id, Object.freeze(event));
  }
  return event;
}
const CHIP_EVENTS = new Map<number, GameEvent<DayRule>>();

/** After a check, call, bet, raise or fold: the hand ends with one player left, else the next seat, or the round ends. */
function afterBet(next: Next, seat: Seat, events: Events): DayState {
  if (livePlayers(next) === 1) {
    next.turn = -1;
    return finishHand(next, events);
  }
  next.turn = nextToAct(next, seat);
  return next.turn < 0 ? endRound(next, events) : next;
}

/** The next seat clockwise after `seat` that must act in this betting round, or -1. */
function nextToAct(state: DayState, seat: Seat): number {
  const n = state.hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (needsAction(state, s)) return s;
  }
  return -1;
}
