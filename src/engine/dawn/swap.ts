// The swap (rules swap-arrange, swap-take, swap-pick-up, leftover-pairs). Arranging and taking are simultaneous: each seat
// submits on its own and nothing happens until the last one does. Picking up goes in turn from
// the dealer's left; the two pairs left at the end sit out the hand.

import type { Card } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { leftOf, rightOf, seatCount, seatLetter } from '../core/seats.ts';
import type { DawnRule } from './rules.ts';
import type { DawnState, FaceDownPair } from './state.ts';
import { checkEveryHand } from './win.ts';

type Events = GameEvent<DawnRule>[];

export function shiftCard(state: DawnState, seat: Seat, at: number, events: Events): DawnState {
  const hand = (state.hands[seat] ?? []).slice();
  const moved = hand[at] as Card;
  hand[at] = hand[at + 1] as Card;
  hand[at + 1] = moved;
  events.push({ kind: 'shift', rule: 'swap-arrange', seat });
  return { ...state, hands: replaceAt(state.hands, seat, hand) };
}

export function finishArranging(state: DawnState, seat: Seat, events: Events): DawnState {
  const ready = replaceAt(state.ready, seat, true);
  events.push({ kind: 'ready', rule: 'swap-arrange', seat });
  if (ready.includes(false)) return { ...state, ready };
  return { ...state, ready, phase: 'take' };
}

export function chooseTake(
  state: DawnState,
  seat: Seat,
  positions: readonly [number, number],
  events: Events,
): DawnState {
  const takes = replaceAt(state.takes, seat, positions);
  events.push({ kind: 'take-chosen', rule: 'swap-take', seat });
  const next = { ...state, takes };
  return takes.includes(null) ? next : resolveTakes(next, events);
}

/** Everyone's two cards leave the hands at once and lie face down in front of their owners. */
function resolveTakes(state: DawnState, events: Events): DawnState {
  const n = seatCount(state);
  const hands: Card[][] = [];
  const taken: FaceDownPair[] = [];
  for (let owner = 0; owner < n; owner++) {
    const drawer = rightOf(owner, n);
    const positions = state.takes[drawer] ?? [0, 1];
    const hand = state.hands[owner] ?? [];
    const cards = positions.map((p) => hand[p] as Card);
    hands.push(hand.filter((_, i) => !positions.includes(i)));
    taken.push({ id: seatLetter(owner), owner, takenBy: drawer, cards, pickedBy: null });
    events.push({ kind: 'taken', rule: 'swap-take', seat: drawer, cards, visibleTo: [owner], detail: { from: owner } });
  }
  const next: DawnState = { ...state, hands, pairs: [...taken, ...state.pairs], phase: 'pick' };
  return checkEveryHand(next, events);
}

export function pickUp(state: DawnState, seat: Seat, id: string, events: Events): DawnState {
  const pair = state.pairs.find((p) => p.id === id) as FaceDownPair;
  const pairs = state.pairs.map((p) => (p === pair ? { ...p, pickedBy: seat } : p));
  const hands = replaceAt(state.hands, seat, [...(state.hands[seat] ?? []), ...pair.cards]);
  const visibleTo = pair.owner === null ? [seat] : [seat, pair.owner];
  events.push({ kind: 'pick', rule: 'swap-pick-up', seat, cards: pair.cards, visibleTo, detail: { pair: id } });
  const next: DawnState = { ...state, pairs, hands };
  const n = seatCount(state);
  if (pairs.filter((p) => p.pickedBy !== null).length < n) return next;
  const left = pairs.filter((p) => p.pickedBy === null).map((p) => p.id);
  events.push({ kind: 'leftover', rule: 'leftover-pairs', detail: { pairs: left.join(' and ') } });
  const first = leftOf(state.dealer, n);
  events.push({ kind: 'first-lead', rule: 'lead-any-card', seat: first });
  return { ...next, phase: 'play', turn: first, firstFailer: null };
}
