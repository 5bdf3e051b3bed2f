// What Day's worked examples (content/examples/day/*.yaml) must teach; the generic examples test
// (tests/examples/examples.test.ts) replays them with every expect and reopens each step.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseExampleFile, type ExampleScript } from '../../../src/examples/script.ts';

const DIR = 'content/examples/day';
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => `${DIR}/${f}`);
const scripts = new Map<string, ExampleScript>(
  files.map((file) => {
    const script = parseExampleFile(readFileSync(file, 'utf8'), file);
    return [script.id, script];
  }),
);

describe('the Day examples teach what the page says they do', () => {
  /** The script's steps' actions, and every expect key it checks. */
  const actions = (id: string): string[] => (scripts.get(id)?.steps ?? []).map((s) => s.action.split(' ')[0] ?? '');
  const checks = (id: string): Record<string, unknown> =>
    Object.assign({}, ...(scripts.get(id)?.steps ?? []).map((s) => s.expect)) as Record<string, unknown>;

  test("the original's four examples are all there", () => {
    for (const id of ['day/source-example', 'day/three-twos', 'day/dealers-crown', 'day/substitution-penalty']) {
      expect(scripts.has(id), id).toBe(true);
    }
  });

  test("the original's first example: the Crown is a 6 for A's Consecutive and the 7s are pairs", () => {
    expect(checks('day/source-example')).toMatchObject({
      'best.A': 'Consecutive: 4-5-6-7 (4)',
      potWinners: [['A']],
    });
    const last = scripts.get('day/source-example')?.steps.at(-1);
    expect(last?.say).toMatch(/2 of a kind/);
  });

  test("the original's fourth example: the substitution costs a point, and a substituted Highest Card keeps its 1", () => {
    expect(checks('day/substitution-penalty')).toMatchObject({
      'best.A': '3 of a kind: 2s (1)',
      'best.C': 'Highest Card: 12 (1)',
      potWinners: [['B']],
    });
  });

  test('the betting hand has a raise, a fold and a call', () => {
    expect(actions('day/betting-round')).toEqual(expect.arrayContaining(['raise', 'fold', 'call', 'check', 'bet']));
  });

  test('the all-in hand ends with a main pot and a side pot won by different players', () => {
    expect(actions('day/side-pot')).toContain('allin');
    expect(checks('day/side-pot')['potWinners']).toEqual([['A'], ['B']]);
  });

  test('each win condition beyond Highest Card has an example showing it', () => {
    const labels = [...scripts.values()].flatMap((script) =>
      script.steps.flatMap((step) =>
        Object.entries(step.expect)
          .filter(([key]) => key.startsWith('best.'))
          .map(([, value]) => String(value)),
      ),
    );
    for (const start of ['2 of a kind', '3 of a kind', 'Eclipse', 'Consecutive', 'Full Consecutive', 'Day']) {
      expect(
        labels.some((label) => label.startsWith(start)),
        start,
      ).toBe(true);
    }
  });

  test('the tie-breaker example flips cards', () => {
    const events = (scripts.get('day/tie-breaker')?.steps.at(-1)?.expect['events'] ?? []) as string[];
    expect(events.filter((rule) => rule === 'tie-breaker').length).toBeGreaterThanOrEqual(2);
  });
});
