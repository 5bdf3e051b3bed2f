// The rules a game page's quick start names: the rule sections its quick start
// (content/docs/<game>/_quick-start.mdx, the partial the page shows under `## Quick start`) links to
// (`[the pile skips down](#draw-around)`). A lesson covers each of them (check.ts).

import { gameById } from '../engine/registry.ts';

/** The rule ids `quickStart` (a quick start partial's MDX) links to, each once, in order. */
export function quickStartRules(quickStart: string, game: string): string[] {
  const rules = gameById(game).game.rules as Record<string, string>;
  const linked = [...quickStart.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1] as string);
  return [...new Set(linked.filter((id) => id in rules))];
}

/**
 * `game`'s quick start among `found`, the partials a glob over every game's found
 * (`import.meta.glob('/content/docs/*\/_quick-start.mdx')`, keyed by path); a game without one is
 * an error naming the file it needs.
 */
export function quickStartOf<T>(found: Readonly<Record<string, T>>, game: string): T {
  const path = `/content/docs/${game}/_quick-start.mdx`;
  const partial = found[path];
  if (partial === undefined) {
    throw new Error(`${path.slice(1)} is missing: a game page's quick start is that partial (its card prints it).`);
  }
  return partial;
}
