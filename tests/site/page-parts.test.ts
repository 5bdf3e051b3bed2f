// <Example> and <Sandbox> fail the build, naming what exists, when a page names an example or a
// game the site does not have (src/site/page-parts.ts, which the Astro components call).
import { describe, expect, test } from 'vitest';
import type { GameManifest } from '../../src/engine/core/manifest.ts';
import { GAMES } from '../../src/engine/registry.ts';
import { islandPath, unknownExample } from '../../src/site/page-parts.ts';
import { gameCards } from '../../src/site/games.ts';

const PRESENT = GAMES.flatMap(({ game }) => [
  `../components/${game.id}/Stepper.astro`,
  `../components/${game.id}/Sandbox.astro`,
]);
const IDS = ['dawn/swap', 'dawn/draw-around', 'dark-hearts/pass'];

describe('islands', () => {
  test("each game's wrappers are found from its manifest", () => {
    for (const { game } of GAMES) {
      expect(islandPath(game.id, 'examples', 'x', PRESENT)).toBe(`../components/${game.id}/Stepper.astro`);
      expect(islandPath(game.id, 'sandbox', 'x', PRESENT)).toBe(`../components/${game.id}/Sandbox.astro`);
    }
  });

  test('an unknown game names the games there are', () => {
    expect(() => islandPath('dwin', 'sandbox', '<Sandbox game="dwin" />', PRESENT)).toThrow(
      '<Sandbox game="dwin" />: No game called "dwin"; known games: dawn, day, black-and-red, dwyn, dark-hearts.',
    );
  });

  test('a game whose manifest has no sandbox names the games that have one; a missing wrapper is named', () => {
    const dawn = GAMES[0] as GameManifest;
    const quiet: GameManifest = { ...dawn, components: { examples: true, sandbox: false, practice: true } };
    const games = [quiet, ...GAMES.slice(1)];
    expect(() => islandPath('dawn', 'sandbox', '<Sandbox game="dawn" />', PRESENT, games)).toThrow(
      '<Sandbox game="dawn" />: Dawn\'s manifest has no sandbox; games with one: day, black-and-red, dwyn, dark-hearts.',
    );
    expect(() => islandPath('dawn', 'examples', '<Example id="dawn/swap" />', [])).toThrow(
      '<Example id="dawn/swap" />: src/components/dawn/Stepper.astro is missing; the manifest says the page uses it.',
    );
  });
});

describe('examples', () => {
  test("an unknown id lists the game's examples, or every example for an unknown game", () => {
    expect(() => unknownExample('dawn/swapp', IDS)).toThrow(
      '<Example id="dawn/swapp" />: there is no example file content/examples/dawn/swapp.yaml. dawn has: dawn/draw-around, dawn/swap.',
    );
    expect(() => unknownExample('day/betting', IDS)).toThrow(
      'Examples: dark-hearts/pass, dawn/draw-around, dawn/swap.',
    );
  });
});

describe('the home page list', () => {
  test('one card per manifest, in site order, with the players as readers read them', () => {
    expect(gameCards().map((c) => [c.name, c.players, c.page])).toEqual([
      ['Dawn', '2 to 11', '/dawn/'],
      ['Day', '2 to 8', '/day/'],
      ['Black & Red', '2', '/black-and-red/'],
      ['DWYN', '2 to 6', '/dwyn/'],
      ['Dark Hearts', '3 or 4', '/dark-hearts/'],
    ]);
  });
});
