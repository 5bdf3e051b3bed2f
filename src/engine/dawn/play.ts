// The play (rules one-lower to stock-rebuilt): one pile, each card exactly one rank lower; a seat
// that cannot follow draws; when the turn comes back round to the first seat that failed, it must
// go lower still or, if it cannot, clear the pile and start again. An Ace always clears the pile.

import { rankOf, removeCards, type Card } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { shuffle } from '../core/rng.ts';
import { highestBelow } from './legal.ts';
import type { DawnRule } from './rules.ts';
import { replaceAt } from '../core/lists.ts';
import { nextSeat, seatCount } from '../core/seats.ts';
import { neededRank, type DawnState } from './state.ts';
import { checkHand } from './win.ts';

type Events = GameEvent<DawnRule>[];

/** Plays `card` from `seat`'s hand; `rule` says why this card was the one allowed. */
export function playFromHand(state: DawnState, seat: Seat, card: Card, rule: DawnRule, events: Events): DawnState {
  const hand = removeCards(state.hands[seat] ?? [], [card]) ?? [];
  events.push({ kind: 'play', rule, seat, cards: [card] });
  return afterPlay({ ...state, hands: replaceAt(state.hands, seat, hand) }, seat, card, events);
}

function afterPlay(state: DawnState, seat: Seat, card: Card, events: Events): DawnState {
  const played: DawnState = { ...state, pile: [...state.pile, card], firstFailer: null };
  const checked = checkHand(played, seat, events);
  if (checked.phase !== 'play') return checked;
  if (rankOf(card) === 1) {
    events.push({ kind: 'pile-cleared', rule: 'ace-clears-pile', seat, detail: { count: played.pile.length } });
    return { ...played, pile: [], discards: [...played.discards, ...played.pile], turn: seat };
  }
  return { ...played, turn: nextSeat(seat, seatCount(state)) };
}

export function draw(state: DawnState, seat: Seat, events: Events): DawnState {
  const needed = neededRank(state) ?? 0;
  const stocked = refillStock(state, events);
  const card = stocked.stock[0];
  if (card === undefined) {
    events.push({ kind: 'no-card', rule: 'stock-rebuilt', seat, detail: { needed } });
    return failed(stocked, seat, events);
  }
  const drawn: DawnState = { ...stocked, stock: stocked.stock.slice(1) };
  if (rankOf(card) === needed) {
    events.push({ kind: 'play', rule: 'drawn-card-played', seat, cards: [card], detail: { drawn: true } });
    const next = afterPlay(drawn, seat, card, events);
    return next.phase === 'play' ? refillStock(next, events) : next;
  }
  events.push({ kind: 'draw', rule: 'draw-when-unable', seat, cards: [card], visibleTo: [seat], detail: { needed } });
  const kept: DawnState = { ...drawn, hands: replaceAt(drawn.hands, seat, [...(drawn.hands[seat] ?? []), card]) };
  return failed(refillStock(kept, events), seat, events);
}

/** `seat` could not play: the turn moves on, and may come back round to the first who failed. */
function failed(state: DawnState, seat: Seat, events: Events): DawnState {
  const firstFailer = state.firstFailer ?? seat;
  const next = nextSeat(seat, seatCount(state));
  if (next !== firstFailer) return { ...state, firstFailer, turn: next };
  const needed = neededRank(state) ?? 0;
  if (highestBelow(state.hands[next] ?? [], needed) !== null) {
    events.push({ kind: 'back-to-first', rule: 'draw-around', seat: next, detail: { needed } });
    return { ...state, firstFailer, turn: next };
  }
  events.push({ kind: 'reset', rule: 'all-fail-reset', seat: next, detail: { needed, count: state.pile.length } });
  return { ...state, firstFailer: null, turn: next, pile: [], discards: [...state.discards, ...state.pile] };
}

/** An empty stock is rebuilt from every played card except the pile's top card (rule stock-rebuilt). */
function refillStock(state: DawnState, events: Events): DawnState {
  if (state.stock.length > 0) return state;
  const top = state.pile.slice(-1);
  const reusable = [...state.discards, ...state.pile.slice(0, -1)];
  if (reusable.length === 0) return state;
  const [stock, rng] = shuffle(reusable, state.rng);
  events.push({ kind: 'stock-rebuilt', rule: 'stock-rebuilt', detail: { count: stock.length } });
  return { ...state, stock, rng, discards: [], pile: top };
}
