// Every example file replays through its engine with all its expects holding, and the runner's
// errors name the file and the step.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decodeRecord } from '../../src/engine/core/record-codec.ts';
import { replay } from '../../src/engine/core/replay.ts';
import { gameById, GAMES } from '../../src/engine/registry.ts';
import { runExample } from '../../src/examples/runner.ts';
import { ExampleError, parseExampleFile } from '../../src/examples/script.ts';

const ids = GAMES.map((entry) => entry.game.id);
const files = ids.flatMap((game) =>
  readdirSync(`content/examples/${game}`)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `content/examples/${game}/${f}`),
);

describe('every example file replays', () => {
  test('there are examples for every game', () => {
    for (const game of ids) expect(files.some((f) => f.includes(`/${game}/`))).toBe(true);
  });

  for (const file of files) {
    test(file, () => {
      const script = parseExampleFile(readFileSync(file, 'utf8'), file);
      const run = runExample(script);
      expect(run.frames).toHaveLength(script.steps.length + 1);
      const rules = Object.keys(gameById(script.game).game.rules);
      for (const frame of run.frames) {
        expect(frame.say.length).toBeGreaterThan(0);
        if (frame.index > 0) expect(rules).toContain(frame.rule);
      }
      // Each example checks something beyond "it replays".
      expect(script.steps.some((step) => Object.keys(step.expect).length > 0)).toBe(true);
    });
  }
});

describe('"play on from here" opens the sandbox at that step', () => {
  for (const file of files) {
    test(file, () => {
      const run = runExample(parseExampleFile(readFileSync(file, 'utf8'), file));
      const { game } = gameById(run.game);
      for (const frame of run.frames) {
        expect(frame.playOn).toMatch(/^#play=/);
        const record = decodeRecord(frame.playOn.slice('#play='.length), game);
        expect(record.actions).toHaveLength(frame.index);
        expect(game.view(replay(game, record).state, 'all')).toEqual(frame.view);
      }
    });
  }
});

const BASE = `title: Test
intro: Three players; A must follow a 7.
options: { players: 3 }
position:
  turn: A
  hands: { A: [6H, 9C], B: [KS, 2D], C: [QC, 3H] }
  pile: [7S]
  stock: [4D]
steps:
`;
const FILE = 'content/examples/dawn/broken.yaml';
const run =
  (steps: string): (() => unknown) =>
  () =>
    runExample(parseExampleFile(BASE + steps, FILE));

describe('the runner names the file and the step', () => {
  test('an illegal step', () => {
    expect(run('  - { seat: A, action: draw, say: x, rule: must-play }\n')).toThrow(
      /broken\.yaml: step 1 \(A: draw\): A cannot draw: You hold a 6, so you must play it rather than draw\. \(rule: must-play\)/,
    );
  });

  test('a failed expect', () => {
    const steps =
      '  - { seat: A, action: 6H, say: x, rule: one-lower }\n  - { seat: B, action: draw, say: y, rule: draw-when-unable, expect: { turn: A } }\n';
    expect(run(steps)).toThrow(/broken\.yaml: step 2 \(B: draw\): expect turn: expected "A", got "C"/);
  });

  test('an unknown rule id', () => {
    expect(run('  - { seat: A, action: 6H, say: x, rule: no-such-rule }\n')).toThrow(
      /broken\.yaml: step 1: "no-such-rule" is not a Dawn rule id/,
    );
  });

  test('an unknown check', () => {
    expect(run('  - { seat: A, action: 6H, say: x, rule: one-lower, expect: { colour: red } }\n')).toThrow(
      /step 1 \(A: 6H\): expect colour: no such check/,
    );
  });

  test('a notation error', () => {
    expect(run('  - { seat: A, action: 6X, say: x, rule: one-lower }\n')).toThrow(
      /step 1 \(A: 6X\): "6X" is not a card/,
    );
  });

  test('an impossible position', () => {
    const broken = BASE.replace('[6H, 9C]', '[6H, 9C, KS, KS]');
    expect(() =>
      runExample(parseExampleFile(`${broken}  - { seat: A, action: 6H, say: x, rule: one-lower }\n`, FILE)),
    ).toThrow(/broken\.yaml: position: KS appears 3 times, but 1 deck has only one/);
  });

  test('a file that is not YAML, or not where examples live', () => {
    expect(() => parseExampleFile('title: [unclosed', FILE)).toThrow(ExampleError);
    expect(() => parseExampleFile('title: [unclosed', FILE)).toThrow(
      /^content\/examples\/dawn\/broken\.yaml: not valid YAML/,
    );
    expect(() => parseExampleFile('title: x\n', 'examples/x.yaml')).toThrow(/content\/examples\/<game>\/<slug>\.yaml/);
  });

  test('a "has" check holds when the list holds those items among others, a "lacks" check when it holds none', () => {
    const step = (expect: string): string =>
      `  - { seat: A, action: 6H, say: x, rule: one-lower, expect: ${expect} }\n`;
    expect(run(step('{ hand.B: { has: [KS] }, pile: { has: 6H }, hand.A: { lacks: [6H, KS] } }'))).not.toThrow();
    expect(run(step('{ hand.B: { has: [KS, 7H] } }'))).toThrow(/expect hand\.B: expected it to hold \["7H"\], got /);
    expect(run(step('{ hand.A: { lacks: [9C] } }'))).toThrow(/expect hand\.A: expected it to hold none of \["9C"\]/);
    expect(run(step('{ needed: { has: 5 } }'))).toThrow(/a "has" check reads a list/);
  });

  test('a "cards" check reads the cards the step\'s events show, of one seat with an argument', () => {
    const step = (expect: string): string =>
      `  - { seat: A, action: 6H, say: x, rule: one-lower, expect: ${expect} }\n`;
    expect(run(step('{ cards: [6H], cards.A: { has: [6H] }, cards.B: [] }'))).not.toThrow();
    expect(run(step('{ cards.B: { has: [6H] } }'))).toThrow(/expect cards\.B: expected it to hold \["6H"\], got \[\]/);
  });

  test('expects compare hands as sets and events in order', () => {
    const steps =
      '  - { seat: A, action: 6H, say: x, rule: one-lower, expect: { hand.A: [9C], events: [one-lower], legal: [draw], toAct: [B] } }\n';
    expect(run(steps)).not.toThrow();
  });
});

describe('a file its schema refuses names the file, the step and the field, a problem a line', () => {
  const STEP = '  - { seat: A, action: 6H, say: x, rule: one-lower }\n';
  const before = (field: string): string => BASE.replace('steps:\n', `${field}\nsteps:\n`);
  test.each([
    [
      'an unknown field',
      before('surprise: 1') + STEP,
      `${FILE}: unknown field "surprise" (allowed: title, intro, rule, options, seed, position, steps).`,
    ],
    [
      'an unknown field in a step',
      `${BASE}  - { seat: A, action: 6H, say: x, rule: one-lower, expects: { turn: B } }\n`,
      `${FILE}: step 1: unknown field "expects" (allowed: seat, action, say, rule, expect).`,
    ],
    ['a missing field', BASE.replace('title: Test\n', '') + STEP, `${FILE}: title: missing; it must be text.`],
    [
      'a missing field in a step',
      `${BASE + STEP}  - { seat: B, action: draw, rule: draw-when-unable }\n`,
      `${FILE}: step 2: say: missing; it must be text.`,
    ],
    ['a wrong type', before('seed: seven') + STEP, `${FILE}: seed: must be a number, not "seven".`],
    ['empty text', BASE + STEP.replace('say: x', "say: ' '"), `${FILE}: step 1: say: must be text, not empty.`],
    ['no steps', BASE.replace('steps:\n', 'steps: []\n'), `${FILE}: steps: must be a list of one step or more.`],
    [
      'two problems',
      `${before('seed: 1.5')}  - { seat: A, action: 6H, say: x, rule: one-lower, expect: [turn] }\n`,
      `${FILE}: seed: must be a whole number, not 1.5.\n${FILE}: step 1: expect: must be a mapping, not ["turn"].`,
    ],
  ])('%s', (_what, yaml, message) => {
    expect(() => parseExampleFile(yaml, FILE)).toThrow(ExampleError);
    expect(() => parseExampleFile(yaml, FILE)).toThrow(new ExampleError(message));
  });

  test('a number is read as text, and a left-out field takes its default', () => {
    const script = parseExampleFile(`${BASE}  - { seat: A, action: 6H, say: 6, rule: one-lower }\n`, FILE);
    expect(script).toMatchObject({ id: 'dawn/broken', game: 'dawn', file: FILE, rule: null, seed: 1 });
    expect(script.steps[0]).toEqual({ seat: 'A', action: '6H', say: '6', rule: 'one-lower', expect: {} });
  });
});
