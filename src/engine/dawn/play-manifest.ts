// What the Dawn sandbox loads (core/manifest.ts, PlayManifest): the game without its tools;
// the bot and the tools are fetched when first needed.

import type { PlayManifest } from '../core/manifest.ts';
import { onDemand } from '../core/on-demand.ts';
import { dawnGame } from './game.ts';
import { dawnMoveWords } from './move-words.ts';

export const DAWN_PLAY: PlayManifest = {
  game: dawnGame,
  bot: onDemand(() => import('./bot.ts').then((module) => module.dawnHeuristicBot)),
  withTools: onDemand(() => import('./index.ts').then((module) => module.dawn)),
  position: onDemand(() => import('./position-kit.ts').then((module) => module.DAWN_POSITION)),
  move: dawnMoveWords,
};
