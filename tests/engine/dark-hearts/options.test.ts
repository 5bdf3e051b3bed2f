// Options (two-faces, players-and-deck, pass-cycle, hearts-broken, lead-restriction, shooting-the-moon, game-end): defaults, 3 or 4 players, and
// every option validated with an OptionsError that says what is wrong.
import { describe, expect, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { darkHearts } from '../../../src/engine/dark-hearts/index.ts';
import { DARK_HEARTS_DEFAULTS, handSize, parseDarkHeartsOptions } from '../../../src/engine/dark-hearts/options.ts';

describe('defaults', () => {
  test('no options gives the rulings defaults', () => {
    const expected = {
      players: 4,
      deckMapping: 'designed',
      passCycle3p: 'L,R,H,H',
      queenBreaks: true,
      leadQueenBeforeBroken: false,
      moonRule: 'soleTaker',
      endScore: 100,
      winnerTie: 'shared',
    };
    expect(parseDarkHeartsOptions({})).toEqual(expected);
    expect(parseDarkHeartsOptions(undefined)).toEqual(expected);
    expect(DARK_HEARTS_DEFAULTS).toEqual(expected);
    expect(darkHearts.parseOptions({})).toEqual(expected);
  });

  test('given options override the defaults one by one, the rest keep theirs', () => {
    const o = parseDarkHeartsOptions({ players: 3, moonRule: 'allPoints' });
    expect(o.players).toBe(3);
    expect(o.moonRule).toBe('allPoints');
    expect(o.queenBreaks).toBe(true);
    expect(o.endScore).toBe(100);
  });

  test('every alternative of every option is accepted', () => {
    const accepted: Record<string, unknown>[] = [
      { players: 3 },
      { players: 4 },
      { deckMapping: 'designed' },
      { passCycle3p: 'L,R,H,H' },
      { passCycle3p: 'L,R,H' },
      { queenBreaks: false },
      { queenBreaks: true },
      { leadQueenBeforeBroken: true },
      { leadQueenBeforeBroken: false },
      { moonRule: 'soleTaker' },
      { moonRule: 'allPoints' },
      { endScore: 1 },
      { endScore: 50 },
      { endScore: 1000 },
      { winnerTie: 'shared' },
      { winnerTie: 'otherShadeBreaks' },
    ];
    for (const input of accepted) {
      const parsed = parseDarkHeartsOptions(input) as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(input)) expect(parsed[key]).toBe(value);
    }
  });

  test('the game declares 3 to 4 players; hands are 13 with four and 17 with three', () => {
    expect(darkHearts.players).toEqual({ min: 3, max: 4 });
    expect(handSize(4)).toBe(13);
    expect(handSize(3)).toBe(17);
  });
});

describe('rejections name the problem (OptionsError)', () => {
  test.each([2, 5, 1, 0, -4, 3.5, '4', null, true])('players %j: only 3 or 4 (players-and-deck)', (players) => {
    expect(() => parseDarkHeartsOptions({ players })).toThrow(OptionsError);
    expect(() => parseDarkHeartsOptions({ players })).toThrow(
      `Dark Hearts is for 3 or 4 players, not ${String(players)}.`,
    );
  });

  test.each([
    [{ deckMapping: 'real' }, 'Option deckMapping must be one of designed, not real.'],
    [{ passCycle3p: 'L,R,A,H' }, 'Option passCycle3p must be one of L,R,H,H, L,R,H, not L,R,A,H.'],
    [{ passCycle3p: 3 }, 'Option passCycle3p must be one of L,R,H,H, L,R,H, not 3.'],
    [{ moonRule: 'classic' }, 'Option moonRule must be one of soleTaker, allPoints, not classic.'],
    [{ winnerTie: 'split' }, 'Option winnerTie must be one of shared, otherShadeBreaks, not split.'],
    [{ queenBreaks: 'yes' }, 'Option queenBreaks must be true or false, not yes.'],
    [{ queenBreaks: 1 }, 'Option queenBreaks must be true or false, not 1.'],
    [{ leadQueenBeforeBroken: null }, 'Option leadQueenBeforeBroken must be true or false, not null.'],
    [{ endScore: 0 }, 'The game must end at a score from 1 to 1000, not 0.'],
    [{ endScore: 1001 }, 'The game must end at a score from 1 to 1000, not 1001.'],
    [{ endScore: 99.5 }, 'The game must end at a score from 1 to 1000, not 99.5.'],
    [{ endScore: '100' }, 'The game must end at a score from 1 to 1000, not 100.'],
    [{ endScore: -100 }, 'The game must end at a score from 1 to 1000, not -100.'],
  ])('%j', (input, message) => {
    expect(() => parseDarkHeartsOptions(input)).toThrow(OptionsError);
    expect(() => parseDarkHeartsOptions(input)).toThrow(message);
  });

  test('an unknown option is named', () => {
    expect(() => parseDarkHeartsOptions({ decks: 2 })).toThrow(OptionsError);
    expect(() => parseDarkHeartsOptions({ decks: 2 })).toThrow('Dark Hearts has no option "decks".');
    // Double Hearts (double-hearts) is not implemented, so it is not an option either.
    expect(() => parseDarkHeartsOptions({ doubleHearts: true })).toThrow('Dark Hearts has no option "doubleHearts".');
  });

  test.each([null, 4, 'players: 4', [4], true])('options that are not an object (%j) are refused', (input) => {
    expect(() => parseDarkHeartsOptions(input)).toThrow(OptionsError);
    expect(() => parseDarkHeartsOptions(input)).toThrow('Dark Hearts options must be an object.');
  });
});
