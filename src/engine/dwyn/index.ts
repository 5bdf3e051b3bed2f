// DWYN with its tools (core/with-tools.ts): hand-written positions, every action of a plausible
// shape, determinization and the probes example files read. Tests, example files, the suites, the
// practice tests and the strong bot (search.ts) use this; a page loads game.ts alone and fetches
// this module only when a reader opens a link or a position (the quiz deals
// with game.ts, its question makers bringing what they need of the tools).

import type { Game } from '../core/game.ts';
import { withTools } from '../core/with-tools.ts';
import { dwynGame, type DwynAction, type DwynOptions, type DwynRule, type DwynState, type DwynView } from './game.ts';
import { determinizeDwyn } from './hidden.ts';
import { candidateActions } from './legal.ts';
import { dwynFromPosition } from './position.ts';
import { emptyDwynPosition, dwynPositionOf } from './position-of.ts';
import { DWYN_PROBES } from './probes.ts';

export type { DwynAction } from './actions.ts';
export type { DwynRule } from './rules.ts';
export type { DwynState } from './state.ts';

type DwynGame = Game<DwynState, DwynAction, DwynOptions, DwynView, DwynRule>;

export const dwyn: DwynGame = withTools(dwynGame, {
  fromPosition: dwynFromPosition,
  positionOf: dwynPositionOf,
  emptyPosition: emptyDwynPosition,
  candidateActions,
  determinize: determinizeDwyn,
  turn: (state) => (state.phase === 'play' ? state.turn : null),
  probes: DWYN_PROBES,
});
