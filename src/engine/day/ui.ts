// What Day's components may use: the view and action types, the action notation and card names.
// The components import from here (and from core) only, never from the engine's internals.

export type { DayAction } from './actions.ts';
export { formatDayAction } from './actions.ts';
export { dayCardName, dayFacts } from './deck.ts';
export type { DaySeatView, DayView } from './view.ts';
