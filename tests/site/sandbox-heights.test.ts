// Each game with a sandbox has its sandbox-heights.json (written by npm run measure:heights), and
// <Sandbox> turns it into the empty box's style. (Whether the height still matches the first deal
// is for the browser to say: npm run measure:heights again writes what it finds.)
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { sandboxHeightsPath, sandboxStyle, type SandboxHeights } from '../../src/site/sandbox-heights.ts';

describe("each game's sandbox height", () => {
  for (const { game } of GAMES.filter((entry) => entry.components.sandbox)) {
    test(`${game.id}: a phone's and a wider screen's height, which become the sandbox's style`, () => {
      const heights = JSON.parse(
        readFileSync(`src/components/${game.id}/sandbox-heights.json`, 'utf8'),
      ) as SandboxHeights;
      expect(Object.keys(heights).sort(), 'run npm run measure:heights').toEqual(['phone', 'wide']);
      // A first deal is a table, its controls and its toolbar: tens of rem, never nothing.
      for (const rem of [heights.phone, heights.wide]) expect(rem).toBeGreaterThan(20);
      expect(sandboxStyle(game.id, { [sandboxHeightsPath(game.id)]: heights })).toBe(
        `--wh-sandbox-phone:${heights.phone}rem;--wh-sandbox-wide:${heights.wide}rem`,
      );
    });
  }

  test('a game never measured, or a file not in its shape, gets no style: the stylesheet keeps its default', () => {
    const files = { [sandboxHeightsPath('moon')]: { phone: 60, wide: 50 } };
    expect(sandboxStyle('sun', files)).toBe('');
    expect(sandboxStyle('moon', { [sandboxHeightsPath('moon')]: [60, 50] as unknown as SandboxHeights })).toBe('');
  });
});
