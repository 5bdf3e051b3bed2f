// DWYN's options (the rulings with an option, content/docs/dwyn.mdx#rulings; options.ts): the
// documented defaults, every alternative accepted, and out-of-range values refused with an
// OptionsError that says what is allowed.
import { describe, expect, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { DWYN_DEFAULTS } from '../../../src/engine/dwyn/options.ts';
import { dwyn, options } from './helpers.ts';

function refusedOptions(input: unknown): string {
  try {
    dwyn.parseOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error(`options ${JSON.stringify(input)} were accepted`);
}

describe('DWYN options', () => {
  test('the defaults are the rulings: 3 players, anticlockwise, X low, no refill, 200 turns, a draw, one game', () => {
    expect(options()).toEqual({
      players: 3,
      direction: 'anticlockwise',
      xRank: 'low',
      refillAfterLayout: false,
      maxTurnsAfterKrown: 200,
      stalemateResolution: 'draw',
      matchGames: 1,
    });
    expect(options()).toEqual(DWYN_DEFAULTS);
    expect(dwyn.players).toEqual({ min: 2, max: 6 });
  });

  test('every alternative is accepted', () => {
    expect(
      options({
        players: 6,
        direction: 'clockwise',
        xRank: 'high',
        refillAfterLayout: true,
        maxTurnsAfterKrown: 10,
        stalemateResolution: 'krownHolderIfBodyComplete',
        matchGames: 25,
      }),
    ).toEqual({
      players: 6,
      direction: 'clockwise',
      xRank: 'high',
      refillAfterLayout: true,
      maxTurnsAfterKrown: 10,
      stalemateResolution: 'krownHolderIfBodyComplete',
      matchGames: 25,
    });
    expect(options({ players: 2 }).players).toBe(2);
    expect(options({ maxTurnsAfterKrown: 10_000 }).maxTurnsAfterKrown).toBe(10_000);
  });

  test('out-of-range values and unknown options are refused with a sentence', () => {
    expect(refusedOptions({ maxTurnsAfterKrown: 9 })).toBe(
      'The turn limit after the KROWN must be 10 to 10000, not 9.',
    );
    expect(refusedOptions({ matchGames: 0 })).toBe('A match is 1 to 25 games, not 0.');
    expect(refusedOptions({ matchGames: 26 })).toBe('A match is 1 to 25 games, not 26.');
    expect(refusedOptions({ refillAfterLayout: 'yes' })).toBe(
      'Option refillAfterLayout must be true or false, not yes.',
    );
    expect(refusedOptions({ players: 1 })).toMatch(/2 to 6/);
    expect(refusedOptions({ players: 7 })).toMatch(/2 to 6/);
    expect(refusedOptions({ xRank: 'middle' })).toMatch(/xRank/);
    expect(refusedOptions({ jokers: true })).toBe('DWYN has no option "jokers".');
  });
});
