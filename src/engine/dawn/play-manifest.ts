// What the Dawn sandbox loads (core/manifest.ts, PlayManifest): the game without its tools, and the bot.

import type { PlayManifest } from '../core/manifest.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawnGame } from './game.ts';

export const DAWN_PLAY: PlayManifest = {
  game: dawnGame,
  bot: dawnHeuristicBot,
  withTools: () => import('./index.ts').then((module) => module.dawn),
};
