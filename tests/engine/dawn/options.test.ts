// Dawn's options (rules players-and-decks, dawn, simultaneous-dawn, match, dusk): defaults, validation, and the deck counts.
import { describe, expect, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { autoDecks, DAWN_DEFAULTS, deckCount, stockLeft } from '../../../src/engine/dawn/options.ts';
import { newGame, options } from './helpers.ts';

function refused(input: unknown): string {
  try {
    dawn.parseOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error(`options ${JSON.stringify(input)} were accepted`);
}

describe('defaults', () => {
  test('an empty object gives the documented defaults', () => {
    expect(options()).toEqual({
      players: 4,
      decks: 'auto',
      variant: 'dawn',
      dawnCheck: 'anyPoint',
      simultaneousDawn: 'firstClockwiseFromDealerLeft',
      matchHands: 1,
    });
    expect(options()).toEqual(DAWN_DEFAULTS);
  });

  test('undefined means all defaults', () => {
    expect(dawn.parseOptions(undefined)).toEqual(DAWN_DEFAULTS);
  });

  test('given values override the defaults and the rest stay', () => {
    const parsed = options({ players: 6, variant: 'dusk' });
    expect(parsed.players).toBe(6);
    expect(parsed.variant).toBe('dusk');
    expect(parsed.decks).toBe('auto');
    expect(parsed.matchHands).toBe(1);
  });

  test('the game advertises 2 to 11 players', () => {
    expect(dawn.players).toEqual({ min: 2, max: 11 });
  });
});

describe('players (players-and-decks)', () => {
  test.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('%i players are accepted', (players) => {
    expect(options({ players }).players).toBe(players);
  });

  test.each([1, 12, 0, -3, 2.5])('%s players are rejected', (players) => {
    expect(refused({ players })).toMatch(/2 to 11 players/);
  });

  test('a non-number player count is rejected', () => {
    expect(refused({ players: '4' })).toMatch(/2 to 11 players, not 4/);
  });
});

describe('decks (players-and-decks)', () => {
  const expected: [number, number, number][] = [
    // players, decks, stock after the deal
    [2, 1, 24],
    [3, 1, 12],
    [4, 2, 52],
    [5, 2, 40],
    [6, 2, 28],
    [7, 2, 16],
    [8, 3, 56],
    [9, 3, 44],
    [10, 3, 32],
    [11, 3, 20],
  ];

  test.each(expected)("'auto' with %i players uses %i deck(s) and leaves a stock of %i", (players, decks, stock) => {
    expect(autoDecks(players)).toBe(decks);
    expect(deckCount(options({ players }))).toBe(decks);
    expect(stockLeft(players, decks)).toBe(stock);
    const state = newGame({ players }, 42);
    expect(state.decks).toBe(decks);
    expect(state.stock).toHaveLength(stock);
    expect(dawn.deckCards(state)).toHaveLength(52 * decks);
  });

  test('explicit deck counts 1 to 4 are accepted when they leave a stock', () => {
    expect(deckCount(options({ players: 2, decks: 1 }))).toBe(1);
    expect(deckCount(options({ players: 4, decks: 3 }))).toBe(3);
    expect(deckCount(options({ players: 11, decks: 4 }))).toBe(4);
    expect(newGame({ players: 2, decks: 4 }).stock).toHaveLength(4 * 52 - 24 - 4);
  });

  test('an explicit deck count that leaves no stock is rejected with a clear message', () => {
    // 1 deck, 4 players: 48 + 4 = 52 cards dealt, zero stock.
    const message = refused({ players: 4, decks: 1 });
    expect(message).toMatch(/1 deck cannot deal 4 hands of 12/);
    expect(message).toMatch(/use more decks/);
    expect(refused({ players: 9, decks: 2 })).toMatch(/2 decks cannot deal 9 hands/);
  });

  test('the smallest stock an explicit count may leave is 1', () => {
    // 2 decks and 8 players: 104 - 96 - 4 = 4 cards of stock.
    expect(newGame({ players: 8, decks: 2 }).stock).toHaveLength(4);
  });

  test.each([0, 5, 1.5, 'two', null])('decks %s is rejected', (decks) => {
    expect(refused({ decks })).toMatch(/Decks must be 'auto' or 1 to 4/);
  });
});

describe('other options', () => {
  test('unknown options are rejected by name', () => {
    expect(refused({ player: 4 })).toBe('Dawn has no option "player".');
    expect(refused({ jokers: true })).toMatch(/no option "jokers"/);
  });

  test('options must be an object', () => {
    expect(refused(null)).toMatch(/must be an object/);
    expect(refused([4])).toMatch(/must be an object/);
    expect(refused('players=4')).toMatch(/must be an object/);
  });

  test('variant is dawn or dusk', () => {
    expect(options({ variant: 'dusk' }).variant).toBe('dusk');
    expect(options({ variant: 'dawn' }).variant).toBe('dawn');
    expect(refused({ variant: 'noon' })).toMatch(/variant must be one of dawn, dusk, not noon/);
  });

  test('dawnCheck is anyPoint or turnBoundariesOnly', () => {
    expect(options({ dawnCheck: 'turnBoundariesOnly' }).dawnCheck).toBe('turnBoundariesOnly');
    expect(refused({ dawnCheck: 'never' })).toMatch(/dawnCheck must be one of anyPoint, turnBoundariesOnly/);
  });

  test('simultaneousDawn is firstClockwiseFromDealerLeft or shared', () => {
    expect(options({ simultaneousDawn: 'shared' }).simultaneousDawn).toBe('shared');
    expect(refused({ simultaneousDawn: 'random' })).toMatch(
      /simultaneousDawn must be one of firstClockwiseFromDealerLeft, shared/,
    );
    expect(refused({ simultaneousDawn: 1 })).toMatch(/simultaneousDawn/);
  });

  test('matchHands is a whole number from 1 to 25', () => {
    expect(options({ matchHands: 5 }).matchHands).toBe(5);
    expect(options({ matchHands: 25 }).matchHands).toBe(25);
    for (const bad of [0, 26, 2.5, '3']) expect(refused({ matchHands: bad })).toMatch(/A match is 1 to 25 hands/);
  });
});
