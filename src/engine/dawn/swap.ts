// The swap (rules swap-arrange, swap-take, swap-pick-up, leftover-pairs). Arranging and taking are simultaneous: each seat
// submits on its own and nothing happens until the last one does. Picking up goes in turn from
// the dealer's left; the two pairs left at the end sit out the hand.
//
// Each function fills in `next`, the one copy of the state the action makes (state.ts, DawnDraft).

import type { Card } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { leftOf, rightOf, seatCount, seatLetter } from '../core/seats.ts';
import type { DawnRule } from './rules.ts';
import { pickedPairs, type DawnDraft, type FaceDownPair } from './state.ts';
import { checkEveryHand } from './win.ts';

type Events = EventSink<DawnRule>;

export function shiftCard(next: DawnDraft, seat: Seat, at: number, events: Events): void {
  const hand = (next.hands[seat] ?? []).slice();
  const moved = hand[at] as Card;
  hand[at] = hand[at + 1] as Card;
  hand[at + 1] = moved;
  events?.push({ kind: 'shift', rule: 'swap-arrange', seat });
  next.hands = replaceAt(next.hands, seat, hand);
}

export function finishArranging(next: DawnDraft, seat: Seat, events: Events): void {
  events?.push({ kind: 'ready', rule: 'swap-arrange', seat });
  next.ready = replaceAt(next.ready, seat, true);
  if (!next.ready.includes(false)) next.phase = 'take';
}

export function chooseTake(next: DawnDraft, seat: Seat, positions: readonly [number, number], events: Events): void {
  events?.push({ kind: 'take-chosen', rule: 'swap-take', seat });
  next.takes = replaceAt(next.takes, seat, positions);
  if (!next.takes.includes(null)) resolveTakes(next, events);
}

/** Everyone's two cards leave the hands at once and lie face down in front of their owners. */
function resolveTakes(next: DawnDraft, events: Events): void {
  const n = seatCount(next);
  const hands: Card[][] = [];
  const pairs: FaceDownPair[] = [];
  for (let owner = 0; owner < n; owner++) {
    const drawer = rightOf(owner, n);
    const [first, second] = next.takes[drawer] ?? [0, 1];
    const hand = next.hands[owner] ?? [];
    const cards = [hand[first] as Card, hand[second] as Card];
    const kept: Card[] = [];
    for (let i = 0; i < hand.length; i++) if (i !== first && i !== second) kept.push(hand[i] as Card);
    hands.push(kept);
    pairs.push({ id: seatLetter(owner), owner, takenBy: drawer, cards, pickedBy: null });
    events?.push({
      kind: 'taken',
      rule: 'swap-take',
      seat: drawer,
      cards,
      visibleTo: [owner],
      detail: { from: owner },
    });
  }
  for (const pair of next.pairs) pairs.push(pair);
  next.hands = hands;
  next.pairs = pairs;
  next.phase = 'pick';
  checkEveryHand(next, events);
}

export function pickUp(next: DawnDraft, seat: Seat, id: string, events: Events): void {
  let at = 0;
  while (at < next.pairs.length && (next.pairs[at] as FaceDownPair).id !== id) at++;
  const pair = next.pairs[at] as FaceDownPair;
  events?.push({
    kind: 'pick',
    rule: 'swap-pick-up',
    seat,
    cards: pair.cards,
    visibleTo: pair.owner === null ? [seat] : [seat, pair.owner],
    detail: { pair: id },
  });
  const picked: FaceDownPair = { id, owner: pair.owner, takenBy: pair.takenBy, cards: pair.cards, pickedBy: seat };
  next.pairs = replaceAt(next.pairs, at, picked);
  next.hands = replaceAt(next.hands, seat, (next.hands[seat] ?? []).concat(pair.cards));
  const n = seatCount(next);
  if (pickedPairs(next.pairs) < n) return;
  events?.push({ kind: 'leftover', rule: 'leftover-pairs', detail: { pairs: leftover(next.pairs) } });
  const first = leftOf(next.dealer, n);
  events?.push({ kind: 'first-lead', rule: 'lead-any-card', seat: first });
  next.phase = 'play';
  next.turn = first;
  next.firstFailer = null;
}

/** The pairs nobody picked up, named: "S1 and S2". */
function leftover(pairs: readonly FaceDownPair[]): string {
  return pairs
    .filter((p) => p.pickedBy === null)
    .map((p) => p.id)
    .join(' and ');
}
