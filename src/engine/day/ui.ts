// What Day's components may use: the view and action types, the action notation and card names.
// The components import from here (and from core) only, never from the engine's internals.

export type { DayAction } from './actions.ts';
export { formatDayAction } from './actions.ts';
export { DAY_DECK, dayCardName, dayFacts, makeDayCard, theDayCard } from './deck.ts';
export type { DayCondition } from './conditions.ts';
export { DAY_RULES, type DayRule } from './rules.ts';
export type { CrownStandIn, HandResult, PotResult, SeatResult, TieFlip } from './state.ts';
export type { DaySeatView, DayView, PotView } from './view.ts';
