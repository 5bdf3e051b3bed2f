// Game id -> engine, for code that serves every game alike (example runner, random-game suite,
// benchmarks). Islands import their own game directly so a page ships only the engine it uses.

import type { AnyGame, Bot } from './core/game.ts';
import { dawn } from './dawn/index.ts';
import { blackAndRedHeuristicBot } from './black-and-red/bot.ts';
import { blackAndRed } from './black-and-red/index.ts';
import { dawnHeuristicBot } from './dawn/bot.ts';
import { darkHeartsHeuristicBot } from './dark-hearts/bot.ts';
import { darkHearts } from './dark-hearts/index.ts';

export interface RegisteredGame {
  readonly game: AnyGame;
  /** The heuristic bot the sandbox seats against the reader. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bot: Bot<any, any>;
  /** The game's rules page, where its rule anchors, examples and sandbox live. */
  readonly page: string;
  /** Player counts the random-game suite covers. */
  readonly playerCounts: readonly number[];
  /** Options for a given player count (and defaults otherwise). */
  optionsFor(players: number): unknown;
}

export const GAMES: Readonly<Record<string, RegisteredGame>> = {
  dawn: {
    game: dawn,
    bot: dawnHeuristicBot,
    page: '/dawn/',
    playerCounts: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    optionsFor: (players) => ({ players }),
  },
  'black-and-red': {
    game: blackAndRed,
    bot: blackAndRedHeuristicBot,
    page: '/black-and-red/',
    playerCounts: [2],
    optionsFor: () => ({}),
  },
  'dark-hearts': {
    game: darkHearts,
    bot: darkHeartsHeuristicBot,
    page: '/dark-hearts/',
    playerCounts: [3, 4],
    optionsFor: (players) => ({ players }),
  },
};

export function gameById(id: string): RegisteredGame {
  const found = GAMES[id];
  if (!found) throw new Error(`No game called "${id}"; known games: ${Object.keys(GAMES).join(', ')}.`);
  return found;
}
