// What the DWYN sandbox loads (core/manifest.ts, PlayManifest): the game without its tools; the
// bot and the tools are fetched when first needed.

import type { PlayManifest } from '../core/manifest.ts';
import { onDemand } from '../core/on-demand.ts';
import { dwynGame } from './game.ts';
import { dwynMoveWords } from './move-words.ts';

export const DWYN_PLAY: PlayManifest = {
  game: dwynGame,
  bot: onDemand(() => import('./bot.ts').then((module) => module.dwynHeuristicBot)),
  withTools: onDemand(() => import('./index.ts').then((module) => module.dwyn)),
  position: onDemand(() => import('./position-kit.ts').then((module) => module.DWYN_POSITION)),
  move: dwynMoveWords,
};
