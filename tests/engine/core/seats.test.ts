// Seats (core/seats.ts): letters, parsing, and clockwise order.
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../../src/engine/core/errors.ts';
import { clockwiseFrom, leftOf, parseSeat, seatLetter } from '../../../src/engine/core/seats.ts';

describe('seats', () => {
  test('seats are letters from A', () => {
    expect([0, 1, 2, 10].map(seatLetter)).toEqual(['A', 'B', 'C', 'K']);
  });

  test('parseSeat reads a letter in either case', () => {
    expect(parseSeat('A', 3)).toBe(0);
    expect(parseSeat(' c ', 3)).toBe(2);
    expect(parseSeat('K', 11)).toBe(10);
  });

  test('parseSeat refuses seats the table does not have', () => {
    for (const bad of ['D', 'AB', '', '1', '@']) {
      expect(() => parseSeat(bad, 3)).toThrow(NotationError);
    }
    expect(() => parseSeat('D', 3)).toThrow('"D" is not a seat; seats are A to C.');
  });

  test('left is the next seat clockwise, wrapping round', () => {
    expect(leftOf(0, 4)).toBe(1);
    expect(leftOf(3, 4)).toBe(0);
    expect(clockwiseFrom(2, 4)).toEqual([2, 3, 0, 1]);
    expect(clockwiseFrom(0, 2)).toEqual([0, 1]);
  });
});
