// What the Dark Hearts sandbox loads (core/manifest.ts, PlayManifest): the game without its tools;
// the bot and the tools are fetched when first needed.

import type { PlayManifest } from '../core/manifest.ts';
import { onDemand } from '../core/on-demand.ts';
import { darkHeartsGame } from './game.ts';
import { darkHeartsMoveWords } from './move-words.ts';

export const DARK_HEARTS_PLAY: PlayManifest = {
  game: darkHeartsGame,
  bot: onDemand(() => import('./bot.ts').then((module) => module.darkHeartsHeuristicBot)),
  withTools: onDemand(() => import('./index.ts').then((module) => module.darkHearts)),
  position: onDemand(() => import('./position-kit.ts').then((module) => module.DARK_HEARTS_POSITION)),
  move: darkHeartsMoveWords,
};
