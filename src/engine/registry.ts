// Every game the site has, in site order: the one list a new game is added to. The manifests
// (src/engine/<game>/manifest.ts) say the rest. Code that serves every game alike reads it: the
// example runner, the suites, the benchmarks, the home page, the sidebar and the browser tests.
// Islands import their own game directly, so a page ships only the engine it uses.

import { BLACK_AND_RED } from './black-and-red/manifest.ts';
import type { GameManifest } from './core/manifest.ts';
import { DARK_HEARTS } from './dark-hearts/manifest.ts';
import { DAWN } from './dawn/manifest.ts';
import { DAY } from './day/manifest.ts';
import { DWYN } from './dwyn/manifest.ts';

export type { GameManifest } from './core/manifest.ts';

export const GAMES: readonly GameManifest[] = [DAWN, DAY, BLACK_AND_RED, DWYN, DARK_HEARTS];

/** The manifest of game `id` in `games`; an unknown id is an error that lists the known ones. */
export function gameById(id: string, games: readonly GameManifest[] = GAMES): GameManifest {
  const found = games.find((entry) => entry.game.id === id);
  if (!found) {
    throw new Error(`No game called "${id}"; known games: ${games.map((entry) => entry.game.id).join(', ')}.`);
  }
  return found;
}
