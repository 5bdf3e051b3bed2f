// Events can carry private cards (a drawn card, a pair picked up face down). Redaction is done in
// one place so no view of the log can show a card its viewer may not see.

import type { Card } from './deck.ts';
import type { GameEvent, Seat, Viewer } from './game.ts';

/**
 * Where rule code reports what happened: apply passes a collector, a deal a list, step null. Rule
 * code only writes `events?.push({...})`, so with null the event object is never even built.
 */
export type EventSink<R extends string> = { push(event: GameEvent<R>): unknown } | null;

export function canSee<R extends string>(event: GameEvent<R>, viewer: Viewer): boolean {
  return viewer === 'all' || event.visibleTo === undefined || event.visibleTo.includes(viewer);
}

export function redactEvent<R extends string>(event: GameEvent<R>, viewer: Viewer): GameEvent<R> {
  if (canSee(event, viewer) || event.cards === undefined) return event;
  const { cards: _hidden, ...rest } = event;
  return rest;
}

// Events often name one card or one seat. These lists are shared and frozen (events are read-only),
// so building an event allocates no list for them: apply's cost per action stays low. (A standard
// card's list is found faster by its place in the deck: cards.ts, oneStandardCard.)
const ONE_CARD = new Map<Card, readonly Card[]>();
const ONE_SEAT: (readonly Seat[])[] = [];

/** The list of just `card`: the same frozen list every time. */
export function oneCard(card: Card): readonly Card[] {
  let cards = ONE_CARD.get(card);
  if (cards === undefined) {
    cards = Object.freeze([card]);
    ONE_CARD.set(card, cards);
  }
  return cards;
}

/** The list of just `seat`: the same frozen list every time. */
export function oneSeat(seat: Seat): readonly Seat[] {
  return (ONE_SEAT[seat] ??= Object.freeze([seat]));
}
