// Dawn with its tools (core/with-tools.ts): hand-written positions, every action of a plausible
// shape, determinization and the probes example files read. Tests, example files, the suites, the
// practice tests and the strong bot (search.ts) use this; a page loads game.ts alone and fetches
// this module only when a reader opens a link or a position (the quiz deals
// with game.ts, its question makers bringing what they need of the tools).

import { withTools } from '../core/with-tools.ts';
import type { Game } from '../core/game.ts';
import { dawnGame, type DawnAction, type DawnOptions, type DawnRule, type DawnState, type DawnView } from './game.ts';
import { determinizeDawn } from './hidden.ts';
import { candidateActions } from './legal.ts';
import { dawnFromPosition } from './position.ts';
import { emptyDawnPosition, dawnPositionOf } from './position-of.ts';
import { DAWN_PROBES } from './probes.ts';

export type { DawnAction } from './actions.ts';
export type { DawnOptions } from './options.ts';
export type { DawnRule } from './rules.ts';
export type { DawnState } from './state.ts';
export type { DawnView } from './view.ts';

export type DawnGame = Game<DawnState, DawnAction, DawnOptions, DawnView, DawnRule>;

export const dawn: DawnGame = withTools(dawnGame, {
  fromPosition: dawnFromPosition,
  positionOf: dawnPositionOf,
  emptyPosition: emptyDawnPosition,
  candidateActions,
  determinize: determinizeDawn,
  turn: (state) => state.turn,
  probes: DAWN_PROBES,
});
