// The start of a game after the deal (rules opening-layout, first-discard; DW-6, DW-9). In turn
// order, every player who was dealt body cards lays them all out: one action each, with no choice,
// so the worked examples and the sandbox show it as a step. With refillAfterLayout the hand is then
// refilled to seven from the stock and any body card drawn is laid out too, as often as needed,
// stopping while a card is left above the KROWN to start the discard pile. When everyone has laid
// out, the stock's top card starts the discard pile; a STEAL or DWYN there is buried at a random
// place below the top and above the KROWN, and the next card is turned.

import type { EventSink } from '../core/events.ts';
import type { Draft, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { randomInt } from '../core/rng.ts';
import { leftOf, nextSeat } from '../core/seats.ts';
import { DWYN, isBody, STEAL, type DwynCard } from './deck.ts';
import { HAND_SIZE } from './options.ts';
import type { DwynRule } from './rules.ts';
import { draftOf, type DwynState } from './state.ts';

type Events = EventSink<DwynRule>;

/** The first player: the dealer's left-hand neighbour, whichever way turns then go (DW-5). */
function firstPlayer(state: Pick<DwynState, 'dealer' | 'hands'>): Seat {
  return leftOf(state.dealer, state.hands.length);
}

/** The next seat from `after` (exclusive) in turn order that holds a body card, before the first player comes round again. */
function nextToLayOut(state: DwynState, after: Seat | null): Seat {
  const n = state.hands.length;
  const first = firstPlayer(state);
  let seat = after === null ? first : nextSeat(after, n, state.options.direction);
  for (let i = 0; i < n; i++) {
    if (after !== null && seat === first) return -1;
    if ((state.hands[seat] ?? []).some(isBody)) return seat;
    seat = nextSeat(seat, n, state.options.direction);
    if (after === null && seat === first) return -1;
  }
  return -1;
}

/** A freshly dealt state: the first lay-out to make, or, when nobody has a body card, play. */
export function beginGame(state: DwynState, events: Events): DwynState {
  const seat = nextToLayOut(state, null);
  const next = draftOf(state);
  if (seat >= 0) {
    next.stage = 'layout';
    next.turn = seat;
    return next;
  }
  return startPlay(next, events);
}

/** Rule opening-layout: `seat` lays out every body card in hand (and refills, by the option). */
export function layOutDealt(state: DwynState, seat: Seat, events: Events): DwynState {
  const next = draftOf(state);
  let hand = state.hands[seat] ?? [];
  const stock = state.stock.slice();
  const laid: DwynCard[] = [];
  let refilled = 0;
  for (;;) {
    const kept: DwynCard[] = [];
    for (const card of hand) (isBody(card) ? laid : kept).push(card);
    hand = kept;
    const room = Math.min(HAND_SIZE - hand.length, stock.length - 2);
    if (!state.options.refillAfterLayout || room <= 0) break;
    const drawn = stock.splice(0, room);
    refilled += drawn.length;
    hand = hand.concat(drawn);
    if (!drawn.some(isBody)) break;
  }
  next.hands = replaceAt(state.hands, seat, hand);
  next.tableaux = replaceAt(state.tableaux, seat, (state.tableaux[seat] ?? []).concat(laid));
  next.stock = stock;
  events?.push({ kind: 'opening-layout', rule: 'opening-layout', seat, cards: laid });
  if (refilled > 0) events?.push({ kind: 'refill', rule: 'opening-layout', seat, detail: { count: refilled } });
  const after = nextToLayOut(next, seat);
  if (after >= 0) {
    next.turn = after;
    return next;
  }
  return startPlay(next, events);
}

/** Rule first-discard: the first discard is turned, and the first player's turn begins. */
function startPlay(next: Draft<DwynState>, events: Events): DwynState {
  const stock = next.stock.slice();
  const discards = next.discards.slice();
  let rng = next.rng;
  while (stock.length > 1) {
    const top = stock[0] as DwynCard;
    if (top !== STEAL && top !== DWYN) {
      stock.shift();
      discards.push(top);
      events?.push({ kind: 'first-discard', rule: 'first-discard', cards: [top] });
      break;
    }
    // Only STEAL and DWYN cards above the KROWN: the pile starts empty.
    if (!stock.some((card, i) => i < stock.length - 1 && card !== STEAL && card !== DWYN)) break;
    stock.shift();
    // Below the new top, above the KROWN: places 1 to length - 1 of the rest.
    const [at, after] = randomInt(1, Math.max(1, stock.length - 1), rng);
    rng = after;
    stock.splice(at, 0, top);
    events?.push({ kind: 'buried', rule: 'first-discard', cards: [top] });
  }
  next.stock = stock;
  next.discards = discards;
  next.rng = rng;
  next.stage = 'draw';
  next.turn = firstPlayer(next);
  return next;
}
