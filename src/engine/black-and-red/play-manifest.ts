// What the Black & Red sandbox loads (core/manifest.ts, PlayManifest): the game without its tools, and the bot.

import type { PlayManifest } from '../core/manifest.ts';
import { blackAndRedHeuristicBot } from './bot.ts';
import { blackAndRedGame } from './game.ts';

export const BLACK_AND_RED_PLAY: PlayManifest = {
  game: blackAndRedGame,
  bot: blackAndRedHeuristicBot,
  withTools: () => import('./index.ts').then((module) => module.blackAndRed),
};
