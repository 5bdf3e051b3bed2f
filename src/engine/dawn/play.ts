// The play (rules one-lower to stock-rebuilt): one pile, each card exactly one rank lower; a seat
// that cannot follow draws; when the turn comes back round to the first seat that failed, it must
// go lower still or, if it cannot, clear the pile and start again. An Ace always clears the pile.
//
// Each function fills in `next`, the one copy of the state the action makes (state.ts, DawnDraft).

import { oneStandardCard, rankOf, type Card } from '../core/cards.ts';
import { oneSeat, type EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { shuffle } from '../core/rng.ts';
import { nextSeat, seatCount } from '../core/seats.ts';
import { highestBelow } from './legal.ts';
import type { DawnRule } from './rules.ts';
import { inFallback, neededRank, type DawnDraft, type DawnState } from './state.ts';
import { checkHand } from './win.ts';

// Written for speed: cards are added or removed with one copy of the final length (withCard,
// withoutOne), and apply's events share frozen one-card and one-seat lists (events are read-only)
// instead of new ones.

type Events = EventSink<DawnRule>;

/** Plays `card` from `seat`'s hand. */
export function playFromHand(next: DawnDraft, seat: Seat, card: Card, events: Events): void {
  events?.push({ kind: 'play', rule: playRule(next), seat, cards: oneStandardCard(card) });
  next.hands = replaceAt(next.hands, seat, withoutOne(next.hands[seat] ?? [], card));
  afterPlay(next, seat, card, events);
}

/** Which rule allowed this play: a lead, a follow one lower, or the draw-around fallback. */
function playRule(state: DawnState): DawnRule {
  if (neededRank(state) === null) return 'lead-any-card';
  return inFallback(state) ? 'draw-around' : 'one-lower';
}

function afterPlay(next: DawnDraft, seat: Seat, card: Card, events: Events): void {
  next.pile = withCard(next.pile, card);
  next.firstFailer = null;
  if (checkHand(next, seat, events)) return;
  if (rankOf(card) === 1) {
    events?.push({ kind: 'pile-cleared', rule: 'ace-clears-pile', seat, detail: { count: next.pile.length } });
    next.discards = next.discards.concat(next.pile);
    next.pile = [];
    next.turn = seat;
    return;
  }
  next.turn = nextSeat(seat, seatCount(next));
}

export function draw(next: DawnDraft, seat: Seat, events: Events): void {
  const needed = neededRank(next) ?? 0;
  refillStock(next, events);
  const card = next.stock[0];
  if (card === undefined) {
    events?.push({ kind: 'no-card', rule: 'stock-rebuilt', seat, detail: { needed } });
    failed(next, seat, events);
    return;
  }
  next.stock = next.stock.slice(1);
  if (rankOf(card) === needed) {
    events?.push({ kind: 'play', rule: 'drawn-card-played', seat, cards: oneStandardCard(card), detail: DRAWN });
    afterPlay(next, seat, card, events);
    if (next.phase === 'play') refillStock(next, events);
    return;
  }
  events?.push({
    kind: 'draw',
    rule: 'draw-when-unable',
    seat,
    cards: oneStandardCard(card),
    visibleTo: oneSeat(seat),
    detail: { needed },
  });
  next.hands = replaceAt(next.hands, seat, withCard(next.hands[seat] ?? [], card));
  refillStock(next, events);
  failed(next, seat, events);
}

/** `seat` could not play: the turn moves on, and may come back round to the first who failed. */
function failed(next: DawnDraft, seat: Seat, events: Events): void {
  const firstFailer = next.firstFailer ?? seat;
  const turn = nextSeat(seat, seatCount(next));
  next.turn = turn;
  next.firstFailer = firstFailer;
  if (turn !== firstFailer) return;
  const needed = neededRank(next) ?? 0;
  if (highestBelow(next.hands[turn] ?? [], needed) !== null) {
    events?.push({ kind: 'back-to-first', rule: 'draw-around', seat: turn, detail: { needed } });
    return;
  }
  events?.push({ kind: 'reset', rule: 'all-fail-reset', seat: turn, detail: { needed, count: next.pile.length } });
  next.firstFailer = null;
  next.discards = next.discards.concat(next.pile);
  next.pile = [];
}

/** An empty stock is rebuilt from every played card except the pile's top card (rule stock-rebuilt). */
function refillStock(next: DawnDraft, events: Events): void {
  if (next.stock.length > 0) return;
  const reusable = next.discards.concat(next.pile.slice(0, -1));
  if (reusable.length === 0) return;
  const [stock, rng] = shuffle(reusable, next.rng);
  events?.push({ kind: 'stock-rebuilt', rule: 'stock-rebuilt', detail: { count: stock.length } });
  next.stock = stock;
  next.rng = rng;
  next.discards = [];
  next.pile = next.pile.slice(-1);
}

const DRAWN = Object.freeze({ drawn: true });

/** `cards` with `card` added at the end. */
function withCard(cards: readonly Card[], card: Card): Card[] {
  return cards.toSpliced(cards.length, 0, card);
}

/** `cards` without its first `card`. */
function withoutOne(cards: readonly Card[], card: Card): Card[] {
  const out = cards.slice();
  const at = out.indexOf(card);
  if (at < 0) return out;
  for (let i = at; i + 1 < out.length; i++) out[i] = out[i + 1] as Card;
  out.pop();
  return out;
}
