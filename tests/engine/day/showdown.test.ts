// The showdown around the conditions (rules showdown, substitution-penalty, equal-points,
// tie-breaker): the substitution floor (DY-7), winners by adjusted points then inside one condition
// (DY-17), the tie-breaker flips (DY-18), and hands the evaluator refuses.
import { describe, expect, test } from 'vitest';
import { NotationError, PositionError } from '../../../src/engine/core/errors.ts';
import { compareResults, evaluateShowdown, showdownWinners } from '../../../src/engine/day/results.ts';
import { tieBreakValue, tieBreakWinners } from '../../../src/engine/day/tie-breaker.ts';
import { best, options, table } from './helpers.ts';

describe('the substitution penalty (DY-7)', () => {
  test.each([
    ['highest card', '12R 3S', '1Rn 5S 9R', 'highest-card', 1, 1],
    ['x of a kind', '7S 10R', '7Rn 2Rn 4S', 'x-of-a-kind', 2, 1],
    ['consecutive', '4R 6S', '5Rn 7S 12R', 'consecutive', 4, 3],
    ['full consecutive', '4R 6S', '5Rn 7S 8R', 'full-consecutive', 5, 4],
    ['day', '3R 9R', '5S 11Rn 2Rn', 'day', 6, 5],
    ['full day', '4R 6R', '5S 8S 7Rn', 'full-day', 7, 6],
  ])('%s: one point less, never below 1', (_, hole, community, condition, points, adjusted) => {
    const plain = best(hole, community);
    const swapped = best(hole, community, {}, { substituted: true });
    expect(plain).toMatchObject({ condition, points, adjusted: points, substituted: false });
    expect(swapped).toMatchObject({ condition, points, adjusted, substituted: true });
  });

  test('after the penalty, equal points from different conditions go to the tie-breaker', () => {
    const results = [
      best('4R 6S', '5Rn 7S 12R', {}, { substituted: true }),
      best('MoonR 4S', 'MoonRn 9S 2R', {}, { shown: 'MoonS 6R' }),
    ];
    expect(results.map((r) => [r.condition, r.adjusted])).toEqual([
      ['consecutive', 3],
      ['eclipse', 3],
    ]);
    expect(showdownWinners(results)).toEqual({ winners: [0, 1], tie: true, rule: 'tie-breaker' });
    expect(compareResults(results[0]!, results[1]!)).toBe(0);
  });
});

describe('winners (DY-17)', () => {
  test('the higher adjusted points win, citing the winning condition', () => {
    const results = table(['4R 6S', '7S 7R'], '5Rn 7Rn 12R');
    expect(results.map((r) => r.condition)).toEqual(['consecutive', 'x-of-a-kind']);
    expect(showdownWinners(results)).toEqual({ winners: [0], tie: false, rule: 'consecutive' });
    expect(compareResults(results[0]!, results[1]!)).toBeGreaterThan(0);
    expect(compareResults(results[1]!, results[0]!)).toBeLessThan(0);
  });

  test('several conditions level on points: each is settled inside, the survivors go to the tie-breaker', () => {
    // A substituted Consecutive (3), an Eclipse holding one Moon and an Eclipse holding two.
    const consecutive = best('4R 6S', '5Rn 7S 12R', {}, { substituted: true });
    const oneMoon = best('MoonR 4S', 'MoonRn 9S 2R', {}, { shown: 'MoonS 6R' });
    const twoMoons = best('MoonR MoonS', 'MoonRn 9S 2R');
    expect(twoMoons.key).toEqual([2]);
    expect(showdownWinners([consecutive, oneMoon, twoMoons])).toEqual({
      winners: [0, 2],
      tie: true,
      rule: 'tie-breaker',
    });
    expect(showdownWinners([oneMoon, twoMoons])).toEqual({ winners: [1], tie: false, rule: 'equal-points' });
  });

  test('one player left is the winner', () => {
    expect(showdownWinners([best('12R 3S', '1Rn 5S 9R')])).toEqual({ winners: [0], tie: false, rule: 'highest-card' });
    expect(() => showdownWinners([])).toThrow(RangeError);
  });
});

describe('the tie-breaker (DY-18)', () => {
  test('suns by number, the Crown above the Moon, suits never count', () => {
    expect(tieBreakValue('7R', 13)).toBe(7);
    expect(tieBreakValue('MoonS', 13)).toBe(13);
    expect(tieBreakValue('Crown', 13)).toBe(14);
    expect(tieBreakWinners(['12R', 'MoonS', '3Rn'], 13)).toEqual([1]);
    expect(tieBreakWinners(['MoonS', 'Crown'], 13)).toEqual([1]);
    expect(tieBreakWinners(['9R', '9S'], 13)).toEqual([0, 1]);
  });

  test('moonValue 0: the Moon flips lowest; both: highest of the suns, as a poker Ace', () => {
    expect(tieBreakValue('MoonR', 0)).toBe(0);
    expect(tieBreakWinners(['MoonR', '1S'], 0)).toEqual([1]);
    expect(tieBreakWinners(['MoonR', '12S'], 'both')).toEqual([0]);
    expect(() => tieBreakWinners([], 13)).toThrow(RangeError);
  });
});

describe('hands the evaluator refuses', () => {
  const o = options();
  test('wrong counts', () => {
    expect(() => evaluateShowdown({ hole: ['7R'], community: ['1R', '2R', '3R'] }, o)).toThrow(PositionError);
    expect(() => evaluateShowdown({ hole: ['7R', '8R'], community: ['1R', '2R'] }, o)).toThrow(
      /needs all 3 community cards/,
    );
  });

  test('a card twice, here or in the revealed hands', () => {
    expect(() => evaluateShowdown({ hole: ['7R', '7R'], community: ['1R', '2R', '3R'] }, o)).toThrow(
      /7R appears twice/,
    );
    expect(() => evaluateShowdown({ hole: ['7R', '8R'], community: ['1R', '2R', '3R'], shown: ['1R'] }, o)).toThrow(
      PositionError,
    );
  });

  test('a card that is not a Day card', () => {
    expect(() => evaluateShowdown({ hole: ['7H', '8R'], community: ['1R', '2R', '3R'] }, o)).toThrow(NotationError);
  });

  test('the inputs are not changed', () => {
    const hand = Object.freeze({
      hole: Object.freeze(['Crown', '4R']),
      community: Object.freeze(['7Rn', '9Rn', '5S']),
    });
    expect(best('Crown 4R', '7Rn 9Rn 5S').condition).toBe('consecutive');
    expect(evaluateShowdown(hand, o).condition).toBe('consecutive');
    expect(hand.hole).toEqual(['Crown', '4R']);
  });
});
