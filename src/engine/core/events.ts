// Events can carry private cards (a drawn card, a pair picked up face down). Redaction is done in
// one place so no view of the log can show a card its viewer may not see.

import type { GameEvent, Viewer } from './game.ts';

/**
 * Where rule code reports what happened: apply passes a list, step passes null. Rule code writes
 * `events?.push({...})`, so with null the event object is never even built.
 */
export type EventSink<R extends string> = GameEvent<R>[] | null;

export function canSee<R extends string>(event: GameEvent<R>, viewer: Viewer): boolean {
  return viewer === 'all' || event.visibleTo === undefined || event.visibleTo.includes(viewer);
}

export function redactEvent<R extends string>(event: GameEvent<R>, viewer: Viewer): GameEvent<R> {
  if (canSee(event, viewer) || event.cards === undefined) return event;
  const { cards: _hidden, ...rest } = event;
  return rest;
}
