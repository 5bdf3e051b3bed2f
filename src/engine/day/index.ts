// Day with its tools (core/with-tools.ts): hand-written positions, every action of a plausible
// shape, determinization and the probes example files read. Tests, example files, the suites, the
// practice tests and the strong bot (search.ts) use this; a page loads game.ts alone and fetches
// this module only when a reader opens a link or a position (the quiz deals
// with game.ts, its question makers bringing what they need of the tools).

import { withTools } from '../core/with-tools.ts';
import type { Game } from '../core/game.ts';
import { candidateActions } from './candidates.ts';
import { dayGame, type DayAction, type DayOptions, type DayRule, type DayState, type DayView } from './game.ts';
import { determinizeDay } from './hidden.ts';
import { dayFromPosition } from './position.ts';
import { emptyDayPosition, dayPositionOf } from './position-of.ts';
import { DAY_PROBES } from './probes.ts';

export type { DayRule } from './rules.ts';
export type { DayState } from './state.ts';
export { chipTotal } from './position.ts';

type DayGame = Game<DayState, DayAction, DayOptions, DayView, DayRule>;

export const day: DayGame = withTools(dayGame, {
  fromPosition: dayFromPosition,
  positionOf: dayPositionOf,
  emptyPosition: emptyDayPosition,
  candidateActions,
  determinize: determinizeDay,
  turn: (state) => (state.turn >= 0 && state.phase !== 'handOver' && state.phase !== 'over' ? state.turn : null),
  probes: DAY_PROBES,
});
