// A turn (rules discard-then-draw to going-out): discard a card of the run's colour without going over 31, then draw;
// a player who cannot discard says "go" and draws nothing, and the other carries on alone. A run
// ends at exactly 31, or when both have said go; the last to discard then leads the next run and
// picks its colour with that first discard. Going out is checked after every draw.
// Written for speed, as this is the hot path of every playout and bot search: a turn works out its
// changes in local variables and copies the state once, as one object literal listing every field
// (V8 builds that many times faster than a spread), sharing the arrays that did not change. Events
// go to `events` with `events?.push`, so step, which passes null, never builds them.

import { cardIndex, isRedAt, oneStandardCard, rankAt, STANDARD_DECK, type Card } from '../core/cards.ts';
import { oneSeat, type EventSink } from '../core/events.ts';
import type { Draft, GameEvent, Seat } from '../core/game.ts';
import { appended, replaceAt } from '../core/lists.ts';
import { shuffle } from '../core/rng.ts';
import { LIMIT } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { finishHand } from './scoring.ts';
import {
  draftOf,
  colourOf,
  handColour,
  valueOf,
  type BlackAndRedState,
  type Colour,
  type HandResult,
  type Play,
} from './state.ts';

type Events = EventSink<BlackAndRedRule>;

export function discard(state: BlackAndRedState, seat: Seat, card: Card, events: Events): BlackAndRedState {
  const { options } = state;
  const next = draftOf(state);
  const index = cardIndex(card);
  const value = valueOf(rankAt(index), options.cardValues);
  const leading = state.runColour === null;
  next.total = state.total + value;
  events?.push(discardEvent(seat, index, value, next.total, leading));
  next.run = appended(state.run, card);
  next.runColour = state.runColour ?? (isRedAt(index) ? 'red' : 'black');
  next.plays = appended(state.plays, playOf(seat, index, state.total, next.runColour));
  next.turns = state.turns + 1;
  next.lastDiscarder = seat;

  // The draw (rules target-colour, stock-out): the face-up card on player one's first turn, else
  // the stock's top. An empty stock is rebuilt from the finished runs, or else the hand is a draw.
  if (next.stock.length === 0 && options.stockOut === 'reshuffle' && next.discards.length > 0) {
    [next.stock, next.rng] = shuffle(next.discards, next.rng);
    events?.push({ kind: 'stock-rebuilt', rule: 'stock-out', detail: { count: next.stock.length } });
    next.discards = [];
  }
  const drawn = next.stock[0];
  if (drawn !== undefined) {
    events?.push(drawEvent(seat, drawn, state.upcardShowing));
    next.stock = next.stock.slice(1);
    next.upcardShowing = false;
  }
  const hand = discardAndDraw(state.hands[seat] ?? [], card, drawn);
  next.hands = replaceAt(state.hands, seat, hand);

  let result: HandResult | null = null;
  const colour = drawn === undefined ? null : handColour(hand);
  if (drawn === undefined) {
    events?.push({ kind: 'drawn-hand', rule: 'stock-out', detail: { rebuilt: false } });
    result = { scorers: [], reason: 'stockOut' };
  } else if (colour !== null) {
    const own = colour === state.targets[seat];
    events?.push({ kind: 'out', rule: 'going-out', seat, cards: hand, detail: { colour, points: own ? 3 : 1 } });
    result = { scorers: [{ seat, points: own ? 3 : 1 }], reason: own ? 'ownColour' : 'otherColour' };
  } else if (capped(next.turns, options.maxTurns, events)) {
    result = { scorers: [], reason: 'turnCap' };
  } else if (next.total === LIMIT) {
    next.turn = options.after31Leader === 'playerWhoMade31' ? seat : 1 - seat;
    events?.push({ kind: 'thirty-one', rule: 'thirty-one', seat, detail: { leader: next.turn } });
    closeRun(next);
  } else {
    // The other player is next, unless they have said go: then this one carries on alone.
    const other = 1 - seat;
    next.turn = state.goes[other] ? seat : other;
  }
  return result === null ? next : finishHand(next, result, events);
}

export function sayGo(state: BlackAndRedState, seat: Seat, events: Events): BlackAndRedState {
  events?.push((GO_EVENTS[seat * (LIMIT + 1) + state.total] ??= goEvent(seat, state.total)));
  const next = draftOf(state);
  next.turns = state.turns + 1;
  next.goes = replaceAt(state.goes, seat, true);
  // A go is a play both players see: nothing of the run's colour fitted (read by tells.ts).
  if (state.runColour !== null) next.plays = appended(state.plays, playOf(seat, -1, state.total, state.runColour));

  let result: HandResult | null = null;
  if (capped(next.turns, state.options.maxTurns, events)) {
    result = { scorers: [], reason: 'turnCap' };
  } else if (!state.goes[1 - seat]) {
    // The other player carries on alone.
    next.turn = 1 - seat;
  } else {
    // Both have said go (rule next-run): the last to discard leads the next run.
    next.turn = state.lastDiscarder ?? seat;
    events?.push({ kind: 'run-over', rule: 'next-run', seat: next.turn, detail: { total: state.total } });
    closeRun(next);
  }
  return result === null ? next : finishHand(next, result, events);
}

/** The run is over: its discards join the finished pile and the count restarts. */
function closeRun(next: Draft<BlackAndRedState>): void {
  next.discards = joined(next.discards, next.run);
  next.run = [];
  next.total = 0;
  next.runColour = null;
  next.goes = [false, false];
}

/** `first`, then `second`: a new array of exactly that length. */
function joined(first: readonly Card[], second: readonly Card[]): Card[] {
  const out = new Array<Card>(first.length + second.length);
  for (let i = 0; i < first.length; i++) out[i] = first[i] as Card;
  for (let i = 0; i < second.length; i++) out[first.length + i] = second[i] as Card;
  return out;
}

/** `hand` without one copy of `card`, with `drawn` (if any) added at the end: one new array. */
function discardAndDraw(hand: readonly Card[], card: Card, drawn: Card | undefined): Card[] {
  const out = hand.slice();
  const at = out.indexOf(card);
  if (at < 0) throw new Error(`${card} is not in the hand.`);
  for (let i = at; i < out.length - 1; i++) out[i] = out[i + 1] as Card;
  if (drawn === undefined) out.pop();
  else out[out.length - 1] = drawn;
  return out;
}

// The events of discards, draws and goes repeat exactly (the same seat, card and count), so each
// is made once, frozen, and shared from a table by a number made of what it says: apply builds no
// object for them. Written for speed.

type Event = GameEvent<BlackAndRedRule>;
/** Discards by seat and card, then (a table made as the card is first discarded) by count, value and lead. */
const DISCARD_EVENTS = new Array<(Event | undefined)[] | undefined>(2 * 52).fill(undefined);
const DRAW_EVENTS = new Array<Event | undefined>(2 * 52 * 2).fill(undefined);
const GO_EVENTS = new Array<Event | undefined>(2 * (LIMIT + 1)).fill(undefined);

/**
 * A discard of the card at `index` (cardIndex) bringing the count to `total` (`value` is the card's,
 * by the options' card values).
 */
function discardEvent(seat: Seat, index: number, value: number, total: number, leading: boolean): Event {
  const card = STANDARD_DECK.cards[index] as Card;
  const byCard = (DISCARD_EVENTS[seat * 52 + index] ??= new Array<Event | undefined>((LIMIT + 1) * 14 * 2).fill(
    undefined,
  ));
  return (byCard[(total * 14 + value) * 2 + (leading ? 1 : 0)] ??= Object.freeze({
    kind: 'discard',
    rule: leading ? 'run-colour' : 'running-total',
    seat,
    cards: oneStandardCard(card),
    detail: Object.freeze({ value, total, colour: colourOf(card), leading }),
  }));
}

const UPCARD = Object.freeze({ upcard: true });
const STOCK = Object.freeze({ upcard: false });

/** A draw: the face-up upcard is seen by both players, a card from the stock only by its taker. */
function drawEvent(seat: Seat, card: Card, upcard: boolean): Event {
  return (DRAW_EVENTS[(seat * 52 + cardIndex(card)) * 2 + (upcard ? 1 : 0)] ??= Object.freeze(
    upcard
      ? { kind: 'draw', rule: 'discard-then-draw', seat, cards: oneStandardCard(card), detail: UPCARD }
      : {
          kind: 'draw',
          rule: 'discard-then-draw',
          seat,
          cards: oneStandardCard(card),
          visibleTo: oneSeat(seat),
          detail: STOCK,
        },
  ));
}

/** Plays (state.plays) by seat, card or go, count and colour: made once each and shared, as the events are. */
const PLAYS = new Array<Play | undefined>(2 * 53 * (LIMIT + 1) * 2).fill(undefined);

/** The play of the card at `index` (cardIndex), or a go (-1), on a count of `total`. */
function playOf(seat: Seat, index: number, total: number, colour: Colour): Play {
  const card = index < 0 ? null : (STANDARD_DECK.cards[index] as Card);
  const key = ((seat * 53 + (index < 0 ? 52 : index)) * (LIMIT + 1) + total) * 2 + (colour === 'red' ? 1 : 0);
  return (PLAYS[key] ??= Object.freeze({ seat, card, total, colour }));
}

function goEvent(seat: Seat, total: number): Event {
  return Object.freeze({ kind: 'go', rule: 'go', seat, detail: Object.freeze({ total }) });
}

/** The turn cap (rule turn-cap): a hand that runs this long is a draw. */
function capped(turns: number, maxTurns: number, events: Events): boolean {
  if (turns < maxTurns) return false;
  events?.push({ kind: 'drawn-hand', rule: 'turn-cap', detail: { turns } });
  return true;
}
