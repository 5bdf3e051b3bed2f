// What the Day sandbox loads (core/manifest.ts, PlayManifest): the game without its tools, and the bot.

import type { PlayManifest } from '../core/manifest.ts';
import { dayBot } from './bot.ts';
import { dayGame } from './game.ts';

export const DAY_PLAY: PlayManifest = {
  game: dayGame,
  bot: dayBot,
  withTools: () => import('./index.ts').then((module) => module.day),
};
