// The showdown evaluator (conditions.ts works the Crown out instead of trying it as each card)
// against the evaluator it replaced, kept as an oracle (oracle.ts): for random hands, many with the
// Crown, under every combination of the options the showdown reads, the result is the same in
// every part: condition, rule, points, adjusted, cards, what the Crown stood for, key and label
// (but for a Moon from a folded hand, which the evaluator counts and no longer lists).
//
// The random hands are fast-check's, new ones at each run. Each hand of the every-option check is
// tried under all 768 combinations: 50 hands in npm test, 200 in the deep run (RANDOM_SUITE=deep,
// npm run test:deep).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CROWN, DAY_CARDS } from '../../../src/engine/day/deck.ts';
import { DAY_OPTIONS, type DayOptions } from '../../../src/engine/day/options.ts';
import { compareResults, evaluateShowdown, showdownWinners } from '../../../src/engine/day/results.ts';
import { oracleShowdown } from './oracle.ts';

/** Hands for the every-option check. */
const RUNS = process.env['RANDOM_SUITE'] === 'deep' ? 200 : 50;

/** Every combination of the options the showdown reads: 3 x 2^6 x 2 x ... = 768. */
const COMBINATIONS: DayOptions[] = [];
for (const moonValue of [13, 0, 'both'] as const)
  for (const dayMiddle of ['final', 'second'] as const)
    for (const dayDealerBoth of [false, true])
      for (const fullDayPoints of [7, 6] as const)
        for (const highCard of ['top', 'kickers'] as const)
          for (const consecutiveHoleCards of [2, 1] as const)
            for (const runsCompareTop of [false, true])
              for (const eclipseCountsFolded of [false, true])
                COMBINATIONS.push(
                  DAY_OPTIONS.parse({
                    moonValue,
                    dayMiddle,
                    dayDealerBoth,
                    fullDayPoints,
                    highCard,
                    consecutiveHoleCards,
                    runsCompareTop,
                    eclipseCountsFolded,
                  }),
                );

/** Eleven different cards (2 hole, 3 community, 4 shown, 2 folded), the Crown in the hand most of the time. */
const dealArb = fc
  .tuple(
    fc.shuffledSubarray(DAY_CARDS as string[], { minLength: 11, maxLength: 11 }),
    fc.option(fc.nat(4), { freq: 5 }),
    fc.nat(4),
  )
  .map(([cards, crownAt, moons]) => {
    const out = cards.slice();
    // Moons often, so Eclipses and runs through the Moon come up.
    for (let k = 0; k < moons; k++) {
      const moon = ['MoonR', 'MoonRn', 'MoonS'][k % 3] as string;
      if (!out.includes(moon)) out[(k * 3 + 1) % 11] = moon;
    }
    if (crownAt !== null) {
      const at = out.indexOf(CROWN);
      if (at >= 0) [out[at], out[crownAt]] = [out[crownAt] as string, CROWN];
      else out[crownAt] = CROWN;
    }
    return out;
  })
  .filter((cards) => new Set(cards).size === cards.length);

function both(deal: readonly string[], o: DayOptions, substituted: boolean) {
  const hand = {
    hole: deal.slice(0, 2),
    community: deal.slice(2, 5),
    shown: deal.slice(5, 9),
    folded: deal.slice(9, 11),
    substituted,
  };
  const oracle = oracleShowdown(hand, o);
  // The evaluator lists an Eclipse's Moons only where they were seen: a Moon counted from a folded
  // hand (eclipseCountsFolded) is not shown, as folded hands never are; the oracle listed it.
  const seen = new Set([...hand.hole, ...hand.community, ...hand.shown]);
  const cards = oracle.cards.filter((card) => !card.startsWith('Moon') || seen.has(card));
  return { fast: evaluateShowdown(hand, o), oracle: { ...oracle, cards } };
}

describe('the evaluator against the one it replaced', () => {
  test.prop([dealArb, fc.boolean()], { numRuns: RUNS })('the same result under every option', (deal, substituted) => {
    for (const o of COMBINATIONS) {
      const { fast, oracle } = both(deal, o, substituted);
      // Compared as text first (fast), then in full where they differ, for the message.
      if (JSON.stringify(fast) !== JSON.stringify(oracle))
        expect(fast, JSON.stringify({ deal, o })).toStrictEqual(oracle);
    }
  });

  test('every hand of a Crown and four cards from a small deck, under every option', () => {
    // Exhaustive over the hands of a 17-card corner of the deck: runs at both ends, all three
    // Moons, pairs and triples, every suit.
    const pool = [
      'Crown',
      'MoonR',
      'MoonRn',
      'MoonS',
      '1R',
      '1S',
      '2Rn',
      '3R',
      '4S',
      '10R',
      '11Rn',
      '12S',
      '12R',
      '5Rn',
      '5S',
      '6R',
      '7Rn',
    ];
    const options = COMBINATIONS.filter((_, i) => i % 7 === 0);
    let hands = 0;
    const others = pool.slice(1);
    for (let crownAt = 0; crownAt < 5; crownAt++) {
      for (let a = 0; a < others.length; a++)
        for (let b = a + 1; b < others.length; b++)
          for (let c = b + 1; c < others.length; c++)
            for (let d = c + 1; d < others.length; d++) {
              if ((a + b + c + d) % 5 !== crownAt) continue;
              const four = [others[a], others[b], others[c], others[d]] as string[];
              const five = [...four.slice(0, crownAt), CROWN, ...four.slice(crownAt)];
              const rest = others.filter((card) => !four.includes(card));
              const deal = [...five, ...rest.slice(0, 4), ...rest.slice(4, 6)];
              for (const o of options) {
                const { fast, oracle } = both(deal, o, false);
                if (JSON.stringify(fast) !== JSON.stringify(oracle))
                  expect(fast, JSON.stringify({ deal, o })).toEqual(oracle);
              }
              hands++;
            }
    }
    expect(hands).toBeGreaterThan(300);
  });

  test.prop(
    [fc.shuffledSubarray(DAY_CARDS as string[], { minLength: 19, maxLength: 19 }), fc.integer({ min: 2, max: 8 })],
    {
      numRuns: 200,
    },
  )('the same winners at a table', (cards, n) => {
    for (const o of COMBINATIONS.filter((_, i) => i % 31 === 0)) {
      const community = cards.slice(0, 3);
      const holes = Array.from({ length: n }, (_, i) => cards.slice(3 + 2 * i, 5 + 2 * i));
      const hand = (i: number) => ({ hole: holes[i]!, community, shown: holes.filter((_, j) => j !== i).flat() });
      const fast = holes.map((_, i) => evaluateShowdown(hand(i), o));
      const oracle = holes.map((_, i) => oracleShowdown(hand(i), o));
      expect(showdownWinners(fast)).toEqual(showdownWinners(oracle));
      for (let i = 1; i < n; i++)
        expect(Math.sign(compareResults(fast[0]!, fast[i]!))).toBe(Math.sign(compareResults(oracle[0]!, oracle[i]!)));
    }
  });
});
