// The rules a game page's quick start names: the rule sections its `## Quick start` links to
// (`[the pile skips down](#draw-around)`). A lesson covers each of them (check.ts).

import { gameById } from '../engine/registry.ts';

export function quickStartRules(mdx: string, game: string): string[] {
  const rules = gameById(game).game.rules as Record<string, string>;
  const start = mdx.search(/^## Quick start/m);
  if (start < 0) return [];
  const rest = mdx.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const linked = [...section.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1] as string);
  return [...new Set(linked.filter((id) => id in rules))];
}
