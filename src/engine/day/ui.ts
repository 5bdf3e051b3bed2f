// What Day's components may use: the view and action types, the deck's cards and names, the
// conditions a hand can make, the rule book and the showdown's results. The components import from here (and from core) only, never from
// the engine's internals.

export type { DayAction } from './actions.ts';
export { DAY_DECK, dayCardName, dayFacts, makeDayCard, theDayCard } from './deck.ts';
export type { DayCondition } from './conditions.ts';
export { DAY_RULES } from './rules.ts';
export { FIXED_MAX_RAISES } from './limit.ts';
export type { CrownStandIn, PotResult, SeatResult } from './state.ts';
export type { DaySeatView, DayView } from './view.ts';
