// What <Example> and <Sandbox> check before they render, as plain functions (the Astro components
// only supply what exists): an unknown example or game, or a game whose manifest lacks the
// island, fails the build with a message that names what exists.

import { GAMES, gameById, type GameManifest } from '../engine/registry.ts';

export type IslandKind = 'examples' | 'sandbox' | 'practice';

/** The wrapper in src/components/<game>/ that hydrates each kind of island. */
const ISLAND_FILES: Readonly<Record<IslandKind, string>> = {
  examples: 'Stepper.astro',
  sandbox: 'Sandbox.astro',
  practice: 'Practice.tsx',
};

/**
 * The path (as Vite globs it from src/astro) of `game`'s island wrapper of `kind`. `present` are
 * the wrapper files that exist; `tag` is how the page wrote the component, for the message.
 */
export function islandPath(
  game: string,
  kind: IslandKind,
  tag: string,
  present: readonly string[],
  games: readonly GameManifest[] = GAMES,
): string {
  let manifest: GameManifest;
  try {
    manifest = gameById(game, games);
  } catch (error) {
    throw new Error(`${tag}: ${(error as Error).message}`);
  }
  if (!manifest.components[kind]) {
    const users = games.filter((entry) => entry.components[kind]).map((entry) => entry.game.id);
    throw new Error(`${tag}: ${manifest.game.title}'s manifest has no ${kind}; games with one: ${users.join(', ')}.`);
  }
  const path = `../components/${game}/${ISLAND_FILES[kind]}`;
  if (!present.includes(path)) {
    throw new Error(
      `${tag}: src/components/${game}/${ISLAND_FILES[kind]} is missing; the manifest says the page uses it.`,
    );
  }
  return path;
}

/**
 * The error of an <Example id="..."> that names no example among `ids` ("dawn/draw-around", the
 * `examples` collection's): it lists the game's examples, or all.
 */
export function unknownExample(id: string, ids: readonly string[]): never {
  const game = id.split('/')[0] ?? '';
  const sorted = [...ids].sort();
  const same = sorted.filter((known) => known.startsWith(`${game}/`));
  throw new Error(
    `<Example id="${id}" />: there is no example file content/examples/${id}.yaml. ` +
      (same.length > 0 ? `${game} has: ${same.join(', ')}.` : `Examples: ${sorted.join(', ')}.`),
  );
}
