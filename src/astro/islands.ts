// Finds a game's island wrapper for <Example> and <Sandbox>. Astro hydrates only components named
// in a template, never one picked at run time, so each game's folder holds two tiny wrappers that
// name its islands (src/components/<game>/Stepper.astro with client:load, Sandbox.astro with
// client:visible), and these shared components pick the wrapper by the game's id. The manifest says
// which the game's page uses; anything missing fails the build with a message naming what exists.

import { GAMES, gameById } from '../engine/registry.ts';

type Kind = 'examples' | 'sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Astro component factories are untyped here
type AstroComponent = (...args: any[]) => any;

const FILES: Readonly<Record<Kind, string>> = { examples: 'Stepper.astro', sandbox: 'Sandbox.astro' };

const wrappers = import.meta.glob<{ default: AstroComponent }>('../components/*/{Stepper,Sandbox}.astro', {
  eager: true,
});

export function islandFor(game: string, kind: Kind, tag: string): AstroComponent {
  const users = GAMES.filter((entry) => entry.components[kind]).map((entry) => entry.game.id);
  let manifest;
  try {
    manifest = gameById(game);
  } catch (error) {
    throw new Error(`${tag}: ${(error as Error).message}`);
  }
  if (!manifest.components[kind]) {
    throw new Error(`${tag}: ${manifest.game.title}'s manifest has no ${kind}; games with one: ${users.join(', ')}.`);
  }
  const file = `../components/${game}/${FILES[kind]}`;
  const found = wrappers[file]?.default;
  if (!found) throw new Error(`${tag}: ${file.slice(3)} is missing; the manifest says the page uses it.`);
  return found;
}
