// Finds a game's island wrapper for <Example> and <Sandbox>. Astro hydrates only components named
// in a template, never one picked at run time, so each game's folder holds two tiny wrappers that
// name its islands (src/components/<game>/Stepper.astro and Sandbox.astro, both client:visible),
// and these shared components pick the wrapper by the game's id. The checks (and
// their messages naming what exists) are in src/site/page-parts.ts.

import { islandPath, type IslandKind } from '../site/page-parts.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Astro component factories are untyped here
type AstroComponent = (...args: any[]) => any;

const wrappers = import.meta.glob<{ default: AstroComponent }>('../components/*/{Stepper,Sandbox}.astro', {
  eager: true,
});

export function islandFor(game: string, kind: Exclude<IslandKind, 'practice'>, tag: string): AstroComponent {
  const path = islandPath(game, kind, tag, Object.keys(wrappers));
  return (wrappers[path] as { default: AstroComponent }).default;
}
