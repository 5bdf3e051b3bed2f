// Events can carry private cards (a drawn card, a pair picked up face down). Redaction is done in
// one place so no view of the log can show a card its viewer may not see.

import type { GameEvent, Viewer } from './game.ts';

export function canSee<R extends string>(event: GameEvent<R>, viewer: Viewer): boolean {
  return viewer === 'all' || event.visibleTo === undefined || event.visibleTo.includes(viewer);
}

export function redactEvent<R extends string>(event: GameEvent<R>, viewer: Viewer): GameEvent<R> {
  if (canSee(event, viewer) || event.cards === undefined) return event;
  const { cards: _hidden, ...rest } = event;
  return rest;
}
