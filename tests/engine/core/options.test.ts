// Option books (core/options.ts): one declaration gives the parser and its messages, the defaults,
// the sandbox's form fields and the random suite's variants.
import { describe, expect, expectTypeOf, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { choice, defineOptions, flag, int, players, type OptionsOf } from '../../../src/engine/core/options.ts';
import { optionFields, optionVariants } from '../../../src/engine/core/option-lists.ts';

const BOOK = defineOptions(
  'Test Game',
  {
    players: players({ min: 2, max: 5, default: 4, sandbox: [2, 3, 4] }),
    speed: choice({
      label: 'Speed',
      default: 'slow',
      values: [
        { value: 'slow', label: 'Slow and steady' },
        { value: 'fast', label: 'Fast' },
        { value: 3, label: 'Three' },
      ],
      sandbox: ['slow', 'fast'],
    }),
    jokers: flag({ label: 'Jokers', default: false, advanced: true }),
    target: int({
      label: 'Play to',
      default: 10,
      min: 1,
      max: 50,
      sandbox: [10, 20],
      valueLabel: (n) => `${n} points`,
    }),
    limit: int({
      label: 'Limit',
      default: 100,
      min: 10,
      max: 1000,
      refuse: (v, key) => `${key} is 10 to 1000, not ${v}.`,
    }),
  },
  (options) => {
    if (options.speed === 3 && options.players > 3) throw new OptionsError('Speed 3 is for at most 3 players.');
  },
);

const TWO_ONLY = defineOptions('Duel', {
  players: players({ min: 2, max: 2 }),
  mode: choice({ label: 'Mode', default: 'a', values: [{ value: 'a', label: 'A' }] }),
});

function refused(book: { parse(input: unknown): unknown }, input: unknown): string {
  try {
    book.parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(input)} was accepted`);
}

describe('parsing', () => {
  test('defaults fill what is not given; given values are kept; the input is not changed', () => {
    expect(BOOK.defaults).toEqual({ players: 4, speed: 'slow', jokers: false, target: 10, limit: 100 });
    const input = { speed: 'fast', target: 50 };
    expect(BOOK.parse(input)).toEqual({ ...BOOK.defaults, speed: 'fast', target: 50 });
    expect(input).toEqual({ speed: 'fast', target: 50 });
    expect(BOOK.parse(undefined)).toEqual(BOOK.defaults);
  });

  test('each kind of option refuses a bad value with a sentence naming it', () => {
    expect(refused(BOOK, { players: 6 })).toBe('Test Game is for 2 to 5 players, not 6.');
    expect(refused(BOOK, { players: '3' })).toBe('Test Game is for 2 to 5 players, not 3.');
    expect(refused(BOOK, { speed: 'warp' })).toBe('Option speed must be one of slow, fast, 3, not warp.');
    expect(refused(BOOK, { speed: '3' })).toBe('Option speed must be one of slow, fast, 3, not 3.');
    expect(refused(BOOK, { jokers: 'yes' })).toBe('Option jokers must be true or false, not yes.');
    expect(refused(BOOK, { target: 2.5 })).toBe('Option target must be a whole number from 1 to 50, not 2.5.');
    expect(refused(BOOK, { limit: 5 })).toBe('limit is 10 to 1000, not 5.');
    expect(refused(BOOK, { colour: 'red' })).toBe('Test Game has no option "colour".');
    expect(refused(BOOK, [1])).toBe('Test Game options must be an object.');
    expect(refused(BOOK, { speed: 3, players: 4 })).toBe('Speed 3 is for at most 3 players.');
    expect(BOOK.parse({ speed: 3, players: 3 }).speed).toBe(3);
  });

  test('a fixed player count is accepted but not kept; any other count is refused', () => {
    expect(TWO_ONLY.parse({ players: 2 })).toEqual({ mode: 'a' });
    expect(TWO_ONLY.players).toEqual({ min: 2, max: 2, default: 2 });
    expect(refused(TWO_ONLY, { players: 3 })).toBe('Duel is for exactly 2 players, not 3.');
  });

  test('the type follows the declaration', () => {
    expectTypeOf<OptionsOf<typeof BOOK>>().toEqualTypeOf<{
      readonly players: number;
      readonly speed: 'slow' | 'fast' | 3;
      readonly jokers: boolean;
      readonly target: number;
      readonly limit: number;
    }>();
    expectTypeOf<OptionsOf<typeof TWO_ONLY>>().toEqualTypeOf<{ readonly mode: 'a' }>();
  });
});

describe('the sandbox form', () => {
  test('fields list what the sandbox offers, with labels, in declaration order', () => {
    expect(optionFields(BOOK)).toEqual([
      {
        key: 'players',
        label: 'Players',
        choices: [2, 3, 4].map((n) => ({ value: n, label: String(n) })),
        advanced: false,
      },
      {
        key: 'speed',
        label: 'Speed',
        choices: [
          { value: 'slow', label: 'Slow and steady' },
          { value: 'fast', label: 'Fast' },
        ],
        advanced: false,
      },
      {
        key: 'jokers',
        label: 'Jokers',
        choices: [
          { value: true, label: 'Yes' },
          { value: false, label: 'No' },
        ],
        advanced: true,
      },
      {
        key: 'target',
        label: 'Play to',
        choices: [
          { value: 10, label: '10 points' },
          { value: 20, label: '20 points' },
        ],
        advanced: false,
      },
    ]);
  });

  test('an option with one value or no sandbox values has no field; a fixed player count neither', () => {
    expect(optionFields(TWO_ONLY)).toEqual([]);
  });
});

describe("the random suite's variants", () => {
  const variants = optionVariants(BOOK);

  test('every player count first, with the defaults', () => {
    expect(variants.filter((v) => v.option === null).map((v) => [v.name, v.options])).toEqual([
      ['2 players', { players: 2 }],
      ['3 players', { players: 3 }],
      ['4 players', { players: 4 }],
      ['5 players', { players: 5 }],
    ]);
  });

  test('then every other value of every option, at the usual and the smallest table, where allowed', () => {
    const others = variants.filter((v) => v.option !== null).map((v) => v.name);
    expect(others).toEqual([
      '4 players, speed fast',
      '2 players, speed fast',
      // Speed 3 is refused with 4 players, so it is played with 2 only.
      '2 players, speed 3',
      '4 players, jokers true',
      '2 players, jokers true',
      '4 players, target 20',
      '2 players, target 20',
      // No sandbox values and no suite values: only the default is played.
    ]);
    for (const variant of variants) expect(() => BOOK.parse(variant.options)).not.toThrow();
  });

  test('a fixed player count adds no players key', () => {
    expect(optionVariants(TWO_ONLY)).toEqual([{ name: '2 players', players: 2, options: {}, option: null }]);
  });
});
