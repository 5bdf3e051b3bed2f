// Day's options (the rulings among DY-1 to DY-17 with an option, and DY-8;
// content/docs/day.mdx#rulings): defaults, every value accepted, bad values refused with a message,
// and the setup form.
import { describe, expect, test } from 'vitest';
import { OptionsError } from '../../../src/engine/core/errors.ts';
import { DAY_DEFAULTS, DAY_OPTIONS, parseDayOptions } from '../../../src/engine/day/options.ts';
import { optionFields, optionVariants } from '../../../src/engine/core/option-lists.ts';

function refused(input: unknown): string {
  try {
    parseDayOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError);
    return (error as Error).message;
  }
  throw new Error(`options ${JSON.stringify(input)} were accepted`);
}

describe('defaults', () => {
  test('an empty object gives the documented defaults', () => {
    expect(parseDayOptions({})).toEqual({
      players: 4,
      moonValue: 13,
      dedicatedDealer: false,
      dayMiddle: 'final',
      dayDealerBoth: false,
      fullDayPoints: 7,
      highCard: 'top',
      consecutiveHoleCards: 2,
      runsCompareTop: false,
      eclipseCountsFolded: false,
      ante: 1,
      limit: 'fixed',
      rakePercent: 0,
      startingChips: 100,
      maxHands: 50,
    });
    expect(parseDayOptions(undefined)).toEqual(DAY_DEFAULTS);
    expect(DAY_OPTIONS.players).toEqual({ min: 2, max: 8, default: 4 });
  });
});

describe('accepted values', () => {
  test.each([2, 3, 4, 5, 6, 7, 8])('%i players', (players) => {
    expect(parseDayOptions({ players }).players).toBe(players);
  });

  test.each([
    ['moonValue', 13],
    ['moonValue', 0],
    ['moonValue', 'both'],
    ['dedicatedDealer', true],
    ['dayMiddle', 'second'],
    ['dayDealerBoth', true],
    ['fullDayPoints', 6],
    ['highCard', 'kickers'],
    ['consecutiveHoleCards', 1],
    ['runsCompareTop', true],
    ['eclipseCountsFolded', true],
    ['ante', 0],
    ['ante', 10],
    ['limit', 'pot'],
    ['limit', 'no-limit'],
    ['rakePercent', 5],
    ['startingChips', 1000],
    ['maxHands', 1],
  ])('%s = %j', (key, value) => {
    expect(parseDayOptions({ [key]: value })).toEqual({ ...DAY_DEFAULTS, [key]: value });
  });
});

describe('refused values', () => {
  test.each([1, 9, 0, 2.5, '4'])('%j players', (players) => {
    expect(refused({ players })).toMatch(/Day is for 2 to 8 players/);
  });

  test.each([
    [{ moonValue: 12 }, /Option moonValue must be one of 13, 0, both, not 12/],
    [{ moonValue: '13' }, /Option moonValue must be one of 13, 0, both, not 13/],
    [{ dayMiddle: 'first' }, /dayMiddle must be one of final, second/],
    [{ fullDayPoints: 8 }, /fullDayPoints must be one of 7, 6/],
    [{ highCard: 'all' }, /highCard must be one of top, kickers/],
    [{ consecutiveHoleCards: 0 }, /consecutiveHoleCards must be one of 2, 1/],
    [{ runsCompareTop: 'yes' }, /runsCompareTop must be true or false, not yes/],
    [{ dedicatedDealer: 1 }, /dedicatedDealer must be true or false/],
    [{ eclipseCountsFolded: null }, /eclipseCountsFolded must be true or false/],
    [{ limit: 'spread' }, /limit must be one of fixed, pot, no-limit, not spread/],
    [{ ante: -1 }, /The ante is a whole number of chips from 0 to 10, not -1/],
    [{ ante: 1.5 }, /The ante is a whole number of chips/],
    [{ rakePercent: 25 }, /The rake is a whole percentage from 0 to 20, not 25/],
    [{ startingChips: 5 }, /starts with a whole number of chips from 10 to 10000, not 5/],
    [{ maxHands: 0 }, /A session is 1 to 1000 hands, not 0/],
    [{ wildCrown: true }, /Day has no option "wildCrown"/],
  ])('%j', (input, message) => {
    expect(refused(input)).toMatch(message);
  });

  test('options must be an object', () => {
    expect(refused([])).toMatch(/Day options must be an object/);
  });
});

describe('the setup form', () => {
  test('labels in plain words, every option offered', () => {
    const fields = optionFields(DAY_OPTIONS);
    const labels = Object.fromEntries(fields.map((f) => [f.key, f.label]));
    expect(labels.moonValue).toBe('A Moon counts as');
    expect(labels.players).toBe('Players');
    expect(Object.keys(labels).sort()).toEqual(Object.keys(DAY_DEFAULTS).sort());
    const moon = fields.find((f) => f.key === 'moonValue');
    expect(moon?.choices.map((c) => c.label)).toEqual([
      '13, above the 12',
      '0, below the 1',
      'Either, like an Ace in poker',
    ]);
  });

  test('the random-game suite plays every player count and every other value of each option', () => {
    const variants = optionVariants(DAY_OPTIONS);
    expect(variants.filter((v) => v.option === null).map((v) => v.players)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (const key of ['moonValue', 'dayMiddle', 'fullDayPoints', 'highCard', 'limit', 'maxHands']) {
      expect(variants.some((v) => v.option === key)).toBe(true);
    }
    for (const variant of variants) expect(() => parseDayOptions(variant.options)).not.toThrow();
  });
});
