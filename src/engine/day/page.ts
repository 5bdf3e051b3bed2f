// What Day's page computes with the engine while the site is built, beyond ui.ts: the win
// conditions, the default options and the showdown evaluator, which score the examples of the
// win-conditions table (components/day/win-conditions.ts). Kept out of ui.ts because the islands
// import that: re-exported there, the option book's setup would ride along into every Day island.

export { DAY_CONDITIONS } from './conditions.ts';
export { DAY_DEFAULTS, type DayOptions } from './options.ts';
export { evaluateShowdown } from './results.ts';
