// Black & Red with its tools (core/with-tools.ts): hand-written positions, every action of a
// plausible shape, determinization and the probes example files read. Tests, example files, the
// suites, the practice tests and the strong bot (search.ts) use this; a page loads game.ts alone and
// fetches this module only when a reader opens a link or a position (the quiz deals
// with game.ts, its question makers bringing what they need of the tools).

import { withTools } from '../core/with-tools.ts';
import type { Game } from '../core/game.ts';
import {
  blackAndRedGame,
  type BlackAndRedAction,
  type BlackAndRedOptions,
  type BlackAndRedRule,
  type BlackAndRedState,
  type BlackAndRedView,
} from './game.ts';
import { determinizeBlackAndRed } from './hidden.ts';
import { candidateActions } from './legal.ts';
import { blackAndRedFromPosition } from './position.ts';
import { emptyBlackAndRedPosition, blackAndRedPositionOf } from './position-of.ts';
import { BLACK_AND_RED_PROBES } from './probes.ts';

export type { BlackAndRedAction } from './actions.ts';
export type { BlackAndRedState } from './state.ts';

type BlackAndRedGame = Game<BlackAndRedState, BlackAndRedAction, BlackAndRedOptions, BlackAndRedView, BlackAndRedRule>;

export const blackAndRed: BlackAndRedGame = withTools(blackAndRedGame, {
  fromPosition: blackAndRedFromPosition,
  positionOf: blackAndRedPositionOf,
  emptyPosition: emptyBlackAndRedPosition,
  candidateActions,
  determinize: determinizeBlackAndRed,
  turn: (state) => state.turn,
  probes: BLACK_AND_RED_PROBES,
});
