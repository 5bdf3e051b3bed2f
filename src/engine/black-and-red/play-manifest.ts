// What the Black & Red sandbox loads (core/manifest.ts, PlayManifest): the game without its tools;
// the bot and the tools are fetched when first needed.

import type { PlayManifest } from '../core/manifest.ts';
import { onDemand } from '../core/on-demand.ts';
import { blackAndRedGame } from './game.ts';

export const BLACK_AND_RED_PLAY: PlayManifest = {
  game: blackAndRedGame,
  bot: onDemand(() => import('./bot.ts').then((module) => module.blackAndRedHeuristicBot)),
  withTools: onDemand(() => import('./index.ts').then((module) => module.blackAndRed)),
  position: onDemand(() => import('./position-kit.ts').then((module) => module.BLACK_AND_RED_POSITION)),
};
