// Properties of the showdown over random deals and random options: the evaluator agrees with a
// brute force written straight from the rulings (every subset of cards, every Crown choice, every
// Moon value), its best is never worse than any single condition the brute force finds, a Crown is
// worth at least any real card in its place (DY-3), and the winners are consistent (DY-17).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { conditionOrder, DAY_CONDITIONS, type DayCondition } from '../../../src/engine/day/conditions.ts';
import {
  CROWN,
  DAY_CARDS,
  DAY_SUITS,
  dayRank,
  daySuit,
  makeDayCard,
  MOON,
  type DaySuit,
} from '../../../src/engine/day/deck.ts';
import { DAY_OPTIONS, type DayOptions } from '../../../src/engine/day/options.ts';
import { compareResults, evaluateShowdown, showdownWinners, type DayResult } from '../../../src/engine/day/results.ts';

interface Plain {
  readonly rank: number;
  readonly suit: DaySuit | null;
}

interface Claim {
  readonly condition: DayCondition;
  readonly points: number;
  readonly key: readonly number[];
}

const optionsArb = fc
  .record({
    moonValue: fc.constantFrom(13 as const, 0 as const, 'both' as const),
    dayMiddle: fc.constantFrom('final' as const, 'second' as const),
    dayDealerBoth: fc.boolean(),
    fullDayPoints: fc.constantFrom(7 as const, 6 as const),
    highCard: fc.constantFrom('top' as const, 'kickers' as const),
    consecutiveHoleCards: fc.constantFrom(2 as const, 1 as const),
    runsCompareTop: fc.boolean(),
    eclipseCountsFolded: fc.boolean(),
  })
  .map((o) => DAY_OPTIONS.parse(o));

/** Eleven different cards: 2 hole, 3 community, 4 shown by two other players, 2 folded; the Crown often in the hand. */
const dealArb = fc
  .tuple(
    fc.shuffledSubarray(DAY_CARDS as string[], { minLength: 11, maxLength: 11 }),
    fc.option(fc.nat(4), { freq: 2 }),
  )
  .map(([cards, crownAt]) => {
    const out = cards.slice();
    if (crownAt !== null) {
      const at = out.indexOf(CROWN);
      if (at >= 0) [out[at], out[crownAt]] = [out[crownAt] as string, CROWN];
      else out[crownAt] = CROWN;
    }
    return out;
  });

function highOf(rank: number, o: DayOptions): number {
  if (rank === 0) return 14;
  if (rank === MOON) return o.moonValue === 0 ? 0 : 13;
  return rank;
}

function runChoices(rank: number, o: DayOptions): number[] {
  if (rank !== MOON) return [rank];
  return o.moonValue === 13 ? [13] : o.moonValue === 0 ? [0] : [0, 13];
}

function subsets(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  if (n < size) return [];
  return [...subsets(n - 1, size), ...subsets(n - 1, size - 1).map((s) => [...s, n - 1])];
}

/** The run tops a set of slots can make, trying every Moon value. */
function runTops(hand: readonly Plain[], slots: readonly number[], o: DayOptions): number[] {
  let assignments: number[][] = [[]];
  for (const slot of slots)
    assignments = assignments.flatMap((a) => runChoices(hand[slot]!.rank, o).map((v) => [...a, v]));
  return assignments.flatMap((values) => {
    const sorted = values.slice().sort((a, b) => a - b);
    return sorted.every((v, i) => i === 0 || v === sorted[i - 1]! + 1) ? [sorted[sorted.length - 1]!] : [];
  });
}

function isDay(hand: readonly Plain[], o: DayOptions): boolean {
  const own = hand[0]!.suit;
  if (own !== hand[1]!.suit || (own !== 'Rising' && own !== 'Setting')) return false;
  const middle = o.dayMiddle === 'final' ? 4 : 3;
  if (hand[middle]!.suit !== 'Risen') return false;
  const other = own === 'Rising' ? 'Setting' : 'Rising';
  const dealer = [2, 3, 4].filter((s) => s !== middle).filter((s) => hand[s]!.suit === other);
  return o.dayDealerBoth ? dealer.length === 2 : dealer.length >= 1;
}

/** Every condition the five cards meet, for every real card the Crown could be. */
function bruteForce(five: readonly string[], revealed: readonly string[], o: DayOptions): Claim[] {
  const plain = five.map((c): Plain => ({ rank: dayRank(c), suit: daySuit(c) }));
  const highs = plain.map((p) => highOf(p.rank, o)).sort((a, b) => b - a);
  const claims: Claim[] = [
    { condition: 'highest-card', points: 1, key: o.highCard === 'top' ? highs.slice(0, 1) : highs },
  ];
  const crownAt = five.indexOf(CROWN);
  const realisations: Plain[][] =
    crownAt < 0
      ? [plain]
      : DAY_SUITS.flatMap((suit) =>
          Array.from({ length: 13 }, (_, i) => plain.map((p, slot) => (slot === crownAt ? { rank: i + 1, suit } : p))),
        );
  const outsideMoons = revealed.filter((c) => dayRank(c) === MOON).map(daySuit);
  for (const hand of realisations) {
    for (const rank of new Set(hand.map((p) => p.rank))) {
      const count = hand.filter((p) => p.rank === rank).length;
      if (count >= 2) claims.push({ condition: 'x-of-a-kind', points: 2, key: [count, highOf(rank, o)] });
    }
    const moons = new Set([...hand.filter((p) => p.rank === MOON).map((p) => p.suit), ...outsideMoons]);
    const held = hand.slice(0, 2).filter((p) => p.rank === MOON).length;
    if (moons.size === 3 && held >= 1) claims.push({ condition: 'eclipse', points: 3, key: [held] });
    for (const slots of subsets(5, 4)) {
      if (slots.filter((s) => s < 2).length < o.consecutiveHoleCards) continue;
      for (const top of runTops(hand, slots, o)) {
        claims.push({ condition: 'consecutive', points: 4, key: o.runsCompareTop ? [top] : [] });
      }
    }
    const fullTops = runTops(hand, [0, 1, 2, 3, 4], o);
    for (const top of fullTops)
      claims.push({ condition: 'full-consecutive', points: 5, key: o.runsCompareTop ? [top] : [] });
    if (isDay(hand, o)) {
      claims.push({ condition: 'day', points: 6, key: [] });
      if (fullTops.length > 0) claims.push({ condition: 'full-day', points: o.fullDayPoints, key: [] });
    }
  }
  return claims;
}

function compareClaims(a: Claim, b: Claim): number {
  if (a.points !== b.points) return a.points - b.points;
  if (a.condition !== b.condition) return conditionOrder(a.condition) - conditionOrder(b.condition);
  for (let i = 0; i < Math.min(a.key.length, b.key.length); i++)
    if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
  return 0;
}

function evaluate(deal: readonly string[], o: DayOptions, substituted = false): DayResult {
  return evaluateShowdown(
    {
      hole: deal.slice(0, 2),
      community: deal.slice(2, 5),
      shown: deal.slice(5, 9),
      folded: deal.slice(9, 11),
      substituted,
    },
    o,
  );
}

describe('the evaluator against a brute force', () => {
  test.prop([dealArb, optionsArb, fc.boolean()], { numRuns: 1000 })(
    'the best result is the brute force best, and never worse than any condition it finds',
    (deal, o, substituted) => {
      const result = evaluate(deal, o, substituted);
      const revealed = [...deal.slice(5, 9), ...(o.eclipseCountsFolded ? deal.slice(9, 11) : [])];
      const claims = bruteForce(deal.slice(0, 5), revealed, o);
      const mine: Claim = { condition: result.condition, points: result.points, key: result.key };
      for (const claim of claims) expect(compareClaims(mine, claim), JSON.stringify(claim)).toBeGreaterThanOrEqual(0);
      const top = claims.reduce((a, b) => (compareClaims(a, b) >= 0 ? a : b));
      expect(mine).toEqual(top);
      expect(result.adjusted).toBe(substituted ? Math.max(1, result.points - 1) : result.points);
      expect(DAY_CONDITIONS).toContain(result.condition);
    },
  );

  test.prop([dealArb, optionsArb], { numRuns: 500 })(
    "the cards shown are the hand's own, or Moons revealed by others for an Eclipse; the Crown is reported when used",
    (deal, o) => {
      const result = evaluate(deal, o);
      const five = deal.slice(0, 5);
      for (const card of result.cards) {
        if (!five.includes(card)) {
          expect(result.condition).toBe('eclipse');
          expect(deal.slice(5)).toContain(card);
        }
      }
      expect(new Set(result.cards).size).toBe(result.cards.length);
      expect(result.crown !== null).toBe(result.cards.includes(CROWN));
      if (result.crown?.as === 'card')
        expect(result.crown.card).toBe(makeDayCard(result.crown.rank, result.crown.suit));
      expect(result.label.length).toBeGreaterThan(0);
    },
  );
});

describe('the Crown (DY-3)', () => {
  test.prop([dealArb.filter((d) => d.slice(0, 5).includes(CROWN)), optionsArb], { numRuns: 300 })(
    'is at least as good as the same hand with any unseen real card in its place',
    (deal, o) => {
      const withCrown = evaluate(deal, o);
      const at = deal.indexOf(CROWN);
      for (const card of DAY_CARDS) {
        if (deal.includes(card)) continue;
        const replaced = evaluate(
          deal.map((c, i) => (i === at ? card : c)),
          o,
        );
        const order =
          withCrown.adjusted - replaced.adjusted ||
          withCrown.points - replaced.points ||
          conditionOrder(withCrown.condition) - conditionOrder(replaced.condition) ||
          compareClaims(withCrown, replaced);
        expect(order, `Crown as ${card}: ${replaced.label} vs ${withCrown.label}`).toBeGreaterThanOrEqual(0);
      }
    },
  );
});

describe('winners (DY-17)', () => {
  const tableArb = fc.tuple(
    fc.shuffledSubarray(DAY_CARDS as string[], { minLength: 19, maxLength: 19 }),
    fc.integer({ min: 2, max: 8 }),
    fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    optionsArb,
  );

  test.prop([tableArb], { numRuns: 300 })(
    'winners hold the top points, beat every loser, and tie only among themselves',
    ([cards, n, subs, o]) => {
      const community = cards.slice(0, 3);
      const holes = Array.from({ length: n }, (_, i) => cards.slice(3 + 2 * i, 5 + 2 * i));
      const results = holes.map((hole, i) =>
        evaluateShowdown(
          { hole, community, substituted: subs[i] ?? false, shown: holes.filter((_, j) => j !== i).flat() },
          o,
        ),
      );
      const { winners, tie, rule } = showdownWinners(results);
      expect(winners.length).toBeGreaterThan(0);
      expect(tie).toBe(winners.length > 1);
      if (tie) expect(rule).toBe('tie-breaker');
      const top = Math.max(...results.map((r) => r.adjusted));
      for (const w of winners) expect(results[w]!.adjusted).toBe(top);
      results.forEach((r, i) => {
        if (winners.includes(i)) {
          for (const w of winners) expect(compareResults(r, results[w]!)).toBe(0);
        } else {
          expect(winners.some((w) => compareResults(results[w]!, r) > 0)).toBe(true);
        }
      });
      // The order the players are listed in does not matter.
      const reversed = showdownWinners(results.slice().reverse());
      expect(reversed.winners.map((w) => n - 1 - w).sort()).toEqual(winners.slice().sort());
    },
  );
});
