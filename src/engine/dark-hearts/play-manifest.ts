// What the Dark Hearts sandbox loads (core/manifest.ts, PlayManifest): the game without its tools, and the bot.

import type { PlayManifest } from '../core/manifest.ts';
import { darkHeartsHeuristicBot } from './bot.ts';
import { darkHeartsGame } from './game.ts';

export const DARK_HEARTS_PLAY: PlayManifest = {
  game: darkHeartsGame,
  bot: darkHeartsHeuristicBot,
  withTools: () => import('./index.ts').then((module) => module.darkHearts),
};
