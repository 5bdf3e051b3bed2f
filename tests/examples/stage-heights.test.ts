// Each game's stage-heights.json (written by npm run measure:heights) holds a height for every one
// of its worked examples and for no example that is gone, and <Example> turns them into the
// stepper's style. (Whether the heights still fit the steps is for the browser to say:
// tests/e2e/steps.spec.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { heightsPath, stageStyle, type HeightsFile } from '../../src/site/stage-heights.ts';

const games = GAMES.filter((entry) => entry.components.examples).map((entry) => entry.game.id);

const files: Record<string, HeightsFile> = Object.fromEntries(
  games.map((game) => [
    heightsPath(game),
    JSON.parse(readFileSync(`src/components/${game}/stage-heights.json`, 'utf8')) as HeightsFile,
  ]),
);

describe("each game's stage heights", () => {
  for (const game of games) {
    test(`${game}: a phone's and a desktop's heights for each example, and only those`, () => {
      const slugs = readdirSync(`content/examples/${game}`)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => file.replace(/\.yaml$/, ''))
        .sort();
      const heights = files[heightsPath(game)] ?? {};
      expect(Object.keys(heights).sort(), 'run npm run measure:heights').toEqual(slugs);
      for (const [slug, { stage, centre }] of Object.entries(heights)) {
        expect([stage.length, centre.length], slug).toEqual([2, 2]);
        for (const rem of stage) expect(rem, slug).toBeGreaterThan(10);
        stage.forEach((rem, i) => expect(centre[i], `${slug}: the middle within the box`).toBeLessThan(rem));
      }
    });
  }

  test("an example's heights become its stepper's style; an example never measured gets none", () => {
    const file = { first: { stage: [30.5, 25.25], centre: [8, 0] } } as const;
    expect(stageStyle('moon/first', { [heightsPath('moon')]: file })).toBe(
      '--wh-stage-phone:30.5rem;--wh-stage-wide:25.25rem;--wh-centre-phone:8rem',
    );
    expect(stageStyle('moon/second', { [heightsPath('moon')]: file })).toBe('');
    expect(stageStyle('sun/first', { [heightsPath('moon')]: file })).toBe('');
  });
});
