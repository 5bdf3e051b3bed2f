// Dark Hearts with its tools (core/with-tools.ts): hand-written positions, every action of a
// plausible shape, determinization and the probes example files read. Tests, example files, the
// suites, the practice tests and the strong bot (search.ts) use this; a page loads game.ts alone and
// fetches this module only when a reader opens a link or a position (the quiz deals
// with game.ts, its question makers bringing what they need of the tools).

import { withTools } from '../core/with-tools.ts';
import type { Game } from '../core/game.ts';
import {
  darkHeartsGame,
  type DarkHeartsAction,
  type DarkHeartsOptions,
  type DarkHeartsRule,
  type DarkHeartsState,
  type DarkHeartsView,
} from './game.ts';
import { determinizeDarkHearts } from './hidden.ts';
import { candidateActions } from './legal.ts';
import { darkHeartsFromPosition } from './position.ts';
import { emptyDarkHeartsPosition, darkHeartsPositionOf } from './position-of.ts';
import { DARK_HEARTS_PROBES } from './probes.ts';
import { turn } from './state.ts';

export type { DarkHeartsAction } from './actions.ts';
export type { DarkHeartsRule } from './rules.ts';
export type { DarkHeartsState } from './state.ts';

type DarkHeartsGame = Game<DarkHeartsState, DarkHeartsAction, DarkHeartsOptions, DarkHeartsView, DarkHeartsRule>;

export const darkHearts: DarkHeartsGame = withTools(darkHeartsGame, {
  fromPosition: darkHeartsFromPosition,
  positionOf: darkHeartsPositionOf,
  emptyPosition: emptyDarkHeartsPosition,
  candidateActions,
  determinize: determinizeDarkHearts,
  turn,
  probes: DARK_HEARTS_PROBES,
});
