// Black & Red's options (players-and-deck, running-total, dealt-one-colour, thirty-one, stock-out, match): defaults, the player
// count, and validation with clear messages.
import { describe, expect, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import { BLACK_AND_RED_DEFAULTS } from '../../../src/engine/black-and-red/options.ts';
import { options } from './helpers.ts';

function refusedOptions(input: unknown): string {
  try {
    blackAndRed.parseOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error(`options ${JSON.stringify(input)} were accepted`);
}

describe('defaults', () => {
  test('an empty object gives the documented defaults', () => {
    expect(options()).toEqual({
      cardValues: 'cribbage',
      after31Leader: 'playerWhoMade31',
      bothMonoDealt: 'bothScore',
      stockOut: 'reshuffle',
      targetScore: 11,
      maxTurns: 400,
    });
    expect(options()).toEqual(BLACK_AND_RED_DEFAULTS);
  });

  test('undefined means all defaults', () => {
    expect(blackAndRed.parseOptions(undefined)).toEqual(BLACK_AND_RED_DEFAULTS);
  });

  test('given values override the defaults and the rest stay', () => {
    const parsed = options({ cardValues: 'ranked', targetScore: 5 });
    expect(parsed).toEqual({ ...BLACK_AND_RED_DEFAULTS, cardValues: 'ranked', targetScore: 5 });
  });

  test('every alternative value is accepted', () => {
    expect(options({ cardValues: 'ranked' }).cardValues).toBe('ranked');
    expect(options({ after31Leader: 'opponent' }).after31Leader).toBe('opponent');
    expect(options({ bothMonoDealt: 'playerOneOnly' }).bothMonoDealt).toBe('playerOneOnly');
    expect(options({ stockOut: 'drawHand' }).stockOut).toBe('drawHand');
    expect(options({ targetScore: 1 }).targetScore).toBe(1);
    expect(options({ targetScore: 100 }).targetScore).toBe(100);
    expect(options({ maxTurns: 10 }).maxTurns).toBe(10);
    expect(options({ maxTurns: 10000 }).maxTurns).toBe(10000);
  });

  test('parsing does not change the input', () => {
    const input = { cardValues: 'ranked' };
    options(input);
    expect(input).toEqual({ cardValues: 'ranked' });
  });
});

describe('players (players-and-deck)', () => {
  test('the game advertises exactly 2 players', () => {
    expect(blackAndRed.players).toEqual({ min: 2, max: 2 });
  });

  test('players: 2 is accepted and is not kept as an option', () => {
    expect(options({ players: 2 })).toEqual(BLACK_AND_RED_DEFAULTS);
  });

  test.each([3, 1, 4, 0, '2'])('players: %s is refused', (players) => {
    expect(refusedOptions({ players })).toBe(`Black & Red is for exactly 2 players, not ${String(players)}.`);
  });

  test('a new game always has two hands', () => {
    expect(blackAndRed.seatCount(blackAndRed.newGame(options({ players: 2 }), 3))).toBe(2);
  });
});

describe('validation', () => {
  test.each([null, 5, 'ranked', [1, 2]])('options that are not an object (%s) are refused', (input) => {
    expect(refusedOptions(input)).toBe('Black & Red options must be an object.');
  });

  test('an unknown option is refused by name', () => {
    expect(refusedOptions({ decks: 2 })).toBe('Black & Red has no option "decks".');
    expect(refusedOptions({ cardvalues: 'ranked' })).toBe('Black & Red has no option "cardvalues".');
  });

  test.each([
    ['cardValues', 'aces-high', 'cribbage, ranked'],
    ['after31Leader', 'dealer', 'playerWhoMade31, opponent'],
    ['bothMonoDealt', 'nobody', 'bothScore, playerOneOnly'],
    ['stockOut', 'end', 'reshuffle, drawHand'],
  ])('%s must be one of its values', (name, value, allowed) => {
    expect(refusedOptions({ [name]: value })).toBe(`Option ${name} must be one of ${allowed}, not ${value}.`);
  });

  test('a non-string choice is refused too', () => {
    expect(refusedOptions({ cardValues: 1 })).toMatch(/^Option cardValues must be one of cribbage, ranked, not 1\.$/);
    expect(refusedOptions({ stockOut: null })).toMatch(/not null\.$/);
  });

  test.each([0, 101, 2.5, -11, '11', null])('targetScore %s is refused', (targetScore) => {
    expect(refusedOptions({ targetScore })).toBe(
      `The match must be played to 1 to 100 points, not ${String(targetScore)}.`,
    );
  });

  test.each([9, 10001, 40.5, '400', 0])('maxTurns %s is refused', (maxTurns) => {
    expect(refusedOptions({ maxTurns })).toBe(`The turn limit must be 10 to 10000, not ${String(maxTurns)}.`);
  });
});
