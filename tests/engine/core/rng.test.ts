// Seeded randomness (core/rng.ts): deterministic, serialisable, and shuffle is a permutation.
import { describe, expect, test } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { makeRandom, randomInt, seedRng, shuffle } from '../../../src/engine/core/rng.ts';

const ITEMS = Array.from({ length: 52 }, (_, i) => i);

describe('seedRng', () => {
  test('the same seed gives the same plain-number state', () => {
    expect(seedRng(42)).toEqual(seedRng(42));
    expect(seedRng(42).every((n) => typeof n === 'number')).toBe(true);
    expect(seedRng(42)).not.toEqual(seedRng(43));
  });

  test('the state survives JSON, so a saved game continues identically', () => {
    const rng = shuffle(ITEMS, seedRng(7))[1];
    const copy = JSON.parse(JSON.stringify(rng)) as number[];
    expect(shuffle(ITEMS, copy)).toEqual(shuffle(ITEMS, rng));
  });
});

describe('shuffle', () => {
  test('is deterministic for a given generator state', () => {
    expect(shuffle(ITEMS, seedRng(1))).toEqual(shuffle(ITEMS, seedRng(1)));
  });

  test('returns a permutation and leaves its input alone', () => {
    const input = ITEMS.slice();
    for (let seed = 0; seed < 50; seed++) {
      const [out] = shuffle(input, seedRng(seed));
      expect(out).toHaveLength(52);
      expect(out.slice().sort((a, b) => a - b)).toEqual(ITEMS);
    }
    expect(input).toEqual(ITEMS);
  });

  test('actually shuffles, and different seeds give different orders', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) orders.add(shuffle(ITEMS, seedRng(seed))[0].join());
    expect(orders.size).toBe(30);
    expect(orders.has(ITEMS.join())).toBe(false);
  });

  test('advances the generator: shuffling again with the new state gives a new order', () => {
    const [first, next] = shuffle(ITEMS, seedRng(3));
    const [second, after] = shuffle(ITEMS, next);
    expect(second).not.toEqual(first);
    expect(next).not.toEqual(seedRng(3));
    expect(after).not.toEqual(next);
  });

  test('handles empty and single lists', () => {
    expect(shuffle([], seedRng(1))[0]).toEqual([]);
    expect(shuffle(['x'], seedRng(1))[0]).toEqual(['x']);
  });

  test('every item lands in every position about equally often', () => {
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    let rng = seedRng(11);
    const runs = 8000;
    for (let i = 0; i < runs; i++) {
      const [out, next] = shuffle([0, 1, 2, 3], rng);
      rng = next;
      out.forEach((item, position) => {
        const row = counts[item];
        if (row) row[position] = (row[position] ?? 0) + 1;
      });
    }
    for (const row of counts) for (const count of row) expect(Math.abs(count / runs - 0.25)).toBeLessThan(0.03);
  });
});

describe('randomInt', () => {
  test('stays in range, is deterministic, and advances the state', () => {
    let rng = seedRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const [value, next] = randomInt(3, 8, rng);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(8);
      expect(Number.isInteger(value)).toBe(true);
      seen.add(value);
      rng = next;
    }
    expect(seen.size).toBe(6);
    expect(randomInt(0, 100, seedRng(9))).toEqual(randomInt(0, 100, seedRng(9)));
  });
});

describe('makeRandom', () => {
  test('the same seed gives the same sequence', () => {
    const a = makeRandom(8);
    const b = makeRandom(8);
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    const seqB = Array.from({ length: 20 }, () => b.int(0, 1000));
    expect(seqA).toEqual(seqB);
    const c = makeRandom(9);
    expect(Array.from({ length: 20 }, () => c.int(0, 1000))).not.toEqual(seqA);
  });

  test('pick returns an item of the list, and covers it', () => {
    const random = makeRandom(1);
    const items = ['a', 'b', 'c'];
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const item = random.pick(items);
      expect(items).toContain(item);
      seen.add(item);
    }
    expect(seen.size).toBe(3);
  });

  test('pick from an empty list is an error', () => {
    expect(() => makeRandom(1).pick([])).toThrow(/empty/);
  });
});

describe('the same draws as pure-rand, which dealt every game before', () => {
  test('seeding, every draw of a range and every shuffle agree with pure-rand for many seeds', () => {
    for (let seed = -50; seed < 450; seed++) {
      const theirs = xoroshiro128plus(seed);
      expect(seedRng(seed)).toEqual(theirs.getState());
      const ours = makeRandom(seed);
      for (let i = 0; i < 40; i++) {
        const to = (i * 7919 + seed * 31) % 700;
        expect(ours.int(0, to)).toBe(uniformInt(theirs, 0, to));
      }
      const state = seedRng(seed);
      const [mine, after] = shuffle(ITEMS, state);
      const gen = xoroshiro128plusFromState(state);
      const expected = ITEMS.slice();
      for (let i = expected.length - 1; i > 0; i--) {
        const j = uniformInt(gen, 0, i);
        [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
      }
      expect(mine).toEqual(expected);
      expect(after).toEqual(gen.getState());
      expect(randomInt(3, 9, state)).toEqual([uniformInt(xoroshiro128plusFromState(state), 3, 9), expect.anything()]);
    }
  });

  test('ranges of one and two values, and a full 32-bit range', () => {
    const ours = makeRandom(5);
    const theirs = xoroshiro128plus(5);
    for (let i = 0; i < 100; i++) {
      expect(ours.int(4, 4)).toBe(uniformInt(theirs, 4, 4));
      expect(ours.int(0, 1)).toBe(uniformInt(theirs, 0, 1));
      expect(ours.int(0, 4294967295)).toBe(uniformInt(theirs, 0, 4294967295));
    }
  });
});
