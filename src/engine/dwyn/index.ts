// DWYN with its tools (core/define-game.ts, withTools): hand-written positions, every action of a
// plausible shape, determinization and the probes example files read. Tests, example files and the
// suites use this; pages load game.ts alone and fetch this module only when a reader opens a position.

import type { Game } from '../core/game.ts';
import { withTools } from '../core/with-tools.ts';
import { dwynGame, type DwynAction, type DwynOptions, type DwynRule, type DwynState, type DwynView } from './game.ts';
import { determinizeDwyn } from './hidden.ts';
import { candidateActions } from './legal.ts';
import { dwynFromPosition } from './position.ts';
import { DWYN_PROBES } from './probes.ts';

export type { DwynAction } from './actions.ts';
export type { DwynRule } from './rules.ts';
export type { DwynState } from './state.ts';

type DwynGame = Game<DwynState, DwynAction, DwynOptions, DwynView, DwynRule>;

export const dwyn: DwynGame = withTools(dwynGame, {
  fromPosition: dwynFromPosition,
  candidateActions,
  determinize: determinizeDwyn,
  turn: (state) => (state.phase === 'play' ? state.turn : null),
  probes: DWYN_PROBES,
});
