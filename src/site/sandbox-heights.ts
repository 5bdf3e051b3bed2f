// The height a game's sandbox keeps until its first hand is on the table, so that nothing below it
// moves as the hand appears: the height of the first deal (the page's own seed, nothing saved or
// linked), in rem, on a phone (390 px) and wider (1280 px). scripts/measure-heights.ts measures it
// in the browser on the built site and writes it into the game's own folder,
// src/components/<game>/sandbox-heights.json; <Sandbox> reads it here.

/** A game's sandbox-heights.json, in rem. */
export interface SandboxHeights {
  readonly phone: number;
  readonly wide: number;
}

/** Where each game's sandbox height lies, from the game's id (as src/astro globs them). */
export function sandboxHeightsPath(game: string): string {
  return `../components/${game}/sandbox-heights.json`;
}

/**
 * The style that gives game `game`'s empty sandbox its height, from the games' files as Vite globs
 * them (by sandboxHeightsPath). A game never measured gets none: the stylesheet's default.
 */
export function sandboxStyle(game: string, files: Readonly<Record<string, SandboxHeights>>): string {
  const heights = files[sandboxHeightsPath(game)];
  // (Read as written, JSON: a file not in this shape counts as never measured.)
  if (typeof heights?.phone !== 'number' || typeof heights.wide !== 'number') return '';
  return `--wh-sandbox-phone:${heights.phone}rem;--wh-sandbox-wide:${heights.wide}rem`;
}
