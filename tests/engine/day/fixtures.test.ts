// The source's example game and notes, with the suits the Day page's worked examples give them
// (content/examples/day/: source-example, three-twos, dealers-crown, substitution-penalty), replayed
// through the showdown evaluator. The betting steps ("everyone calls") come with the full engine.
import { describe, expect, test } from 'vitest';
import { showdownWinners } from '../../../src/engine/day/results.ts';
import { best, table } from './helpers.ts';

describe("day/source-example: the source's example game (DY-3, DY-12, DY-20)", () => {
  const holes = ['Crown 4R', '7S 10R', '7R 3S'];
  const community = '7Rn 9Rn 5S';
  const opts = { dedicatedDealer: true, moonValue: 13 };
  const results = table(holes, community, opts);

  test('P1: Consecutive, 4 points, 4 and the Crown as 6 with 5 and 7 from the community', () => {
    expect(results[0]).toMatchObject({
      condition: 'consecutive',
      points: 4,
      adjusted: 4,
      label: 'Consecutive: 4-5-6-7',
    });
    expect(results[0]?.cards).toEqual(['4R', '5S', 'Crown', '7Rn']);
    expect(results[0]?.crown).toMatchObject({ as: 'card', rank: 6 });
  });

  test('P2 and P3: a pair of 7s, reported as 2 of a kind, not 3 (DY-20)', () => {
    for (const r of results.slice(1)) {
      expect(r).toMatchObject({ condition: 'x-of-a-kind', points: 2, key: [2, 7], label: '2 of a kind: 7s' });
    }
    expect(results[1]?.cards).toEqual(['7S', '7Rn']);
    expect(results[2]?.cards).toEqual(['7R', '7Rn']);
  });

  test('P1 wins', () => {
    expect(showdownWinners(results)).toEqual({ winners: [0], tie: false, rule: 'consecutive' });
  });

  test('second check: without P1, P2 and P3 tie and go to the tie-breaker', () => {
    const without = table(holes.slice(1), community, opts);
    expect(showdownWinners(without)).toEqual({ winners: [0, 1], tie: true, rule: 'tie-breaker' });
  });

  test('no Day for P1 with the Crown: the final card is not Risen, and the dealer has no Setting card anyway', () => {
    expect(results[0]?.condition).not.toBe('day');
    // The example has a Setting final card so that no Day fires (the ruling "The suits in the
    // original's example", content/docs/day.mdx#rulings-choices); by DY-14 a Risen one would
    // not make one either, since a Day also needs the other suit among the dealer's first two cards
    // (both Risen).
    expect(best('Crown 4R', '7Rn 9Rn 5Rn', opts).condition).toBe('consecutive');
    expect(best('Crown 4R', '7S 9Rn 5Rn', opts).condition).toBe('day');
  });
});

describe('day/three-twos: three 2s beat two 5s (DY-11)', () => {
  test('both X of a kind, P1 wins on the count', () => {
    const results = table(['2R 2S', '5R 5S'], '2Rn 9R 11S');
    expect(results.map((r) => [r.condition, r.points, r.key])).toEqual([
      ['x-of-a-kind', 2, [3, 2]],
      ['x-of-a-kind', 2, [2, 5]],
    ]);
    expect(results[0]?.label).toBe('3 of a kind: 2s');
    expect(showdownWinners(results)).toEqual({ winners: [0], tie: false, rule: 'equal-points' });
  });
});

describe("day/dealers-crown: the dealer's Crown counts for each player (DY-3)", () => {
  const results = table(['7R 8S', '3R 12S'], 'Crown 9Rn 3S');

  test('P1: Consecutive with the Crown as 10 or 6, 4 points', () => {
    expect(results[0]).toMatchObject({ condition: 'consecutive', points: 4 });
    expect([6, 10]).toContain(results[0]?.crown?.as === 'card' ? results[0].crown.rank : -1);
  });

  test('P2: three 3s with the Crown, 2 points', () => {
    expect(results[1]).toMatchObject({ condition: 'x-of-a-kind', points: 2, key: [3, 3] });
    expect(results[1]?.crown).toMatchObject({ as: 'card', rank: 3 });
  });

  test('the same Crown stood for different cards for each player; P1 wins', () => {
    expect(showdownWinners(results)).toEqual({ winners: [0], tie: false, rule: 'consecutive' });
  });
});

describe('day/substitution-penalty: the substitution penalty (DY-7)', () => {
  test("EX2 with P1 substituted: P1's three 2s score 1, P2's pair 2, P2 wins", () => {
    const results = table(['2R 2S', '5R 5S'], '2Rn 9R 11S', {}, [true, false]);
    expect(results.map((r) => [r.points, r.adjusted])).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(showdownWinners(results)).toEqual({ winners: [1], tie: false, rule: 'x-of-a-kind' });
  });

  test('the floor: a substituted Highest Card still scores 1', () => {
    expect(best('12R 3S', '1Rn 5S 9R', {}, { substituted: true })).toMatchObject({
      condition: 'highest-card',
      points: 1,
      adjusted: 1,
    });
  });
});
