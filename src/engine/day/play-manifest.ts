// What the Day sandbox loads (core/manifest.ts, PlayManifest): the game without its tools;
// the bot and the tools are fetched when first needed.

import type { PlayManifest } from '../core/manifest.ts';
import { onDemand } from '../core/on-demand.ts';
import { dayGame } from './game.ts';
import { dayMoveWords } from './move-words.ts';

export const DAY_PLAY: PlayManifest = {
  game: dayGame,
  bot: onDemand(() => import('./bot.ts').then((module) => module.dayBot)),
  withTools: onDemand(() => import('./index.ts').then((module) => module.day)),
  position: onDemand(() => import('./position-kit.ts').then((module) => module.DAY_POSITION)),
  move: dayMoveWords,
};
