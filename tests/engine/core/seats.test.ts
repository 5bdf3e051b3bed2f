// Seats (core/seats.ts): letters, parsing, and the order of play in either direction.
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../../src/engine/core/errors.ts';
import {
  clockwiseFrom,
  leftOf,
  nextSeat,
  parseSeat,
  rightOf,
  seatCount,
  seatLetter,
  seatOrNone,
  seatsWhere,
  turnOrder,
} from '../../../src/engine/core/seats.ts';

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

  test('parseSeat refuses a seat given as a number with a sentence, not a crash', () => {
    // A hand-written position may say `dealer: 1`; the reader is told to write a letter.
    expect(() => parseSeat(1 as unknown as string, 3)).toThrow('"1" is not a seat; seats are A to C.');
    expect(() => parseSeat(1 as unknown as string, 3)).toThrow(NotationError);
  });

  test('left is the next seat clockwise, wrapping round', () => {
    expect(leftOf(0, 4)).toBe(1);
    expect(leftOf(3, 4)).toBe(0);
    expect(clockwiseFrom(2, 4)).toEqual([2, 3, 0, 1]);
    expect(clockwiseFrom(0, 2)).toEqual([0, 1]);
  });
});

describe('turn direction', () => {
  test('clockwise goes to the left, anticlockwise to the right, both wrapping round', () => {
    expect(nextSeat(0, 4)).toBe(1);
    expect(nextSeat(3, 4, 'clockwise')).toBe(0);
    expect(nextSeat(0, 4, 'anticlockwise')).toBe(3);
    expect(nextSeat(2, 4, 'anticlockwise')).toBe(1);
    expect(rightOf(0, 5)).toBe(4);
  });

  test('turn order lists every seat once from the first, in the direction of play', () => {
    expect(turnOrder(2, 5)).toEqual([2, 3, 4, 0, 1]);
    expect(turnOrder(2, 5, 'anticlockwise')).toEqual([2, 1, 0, 4, 3]);
    expect(clockwiseFrom(1, 3)).toEqual([1, 2, 0]);
  });

  test('seatsWhere, seatOrNone and seatCount', () => {
    expect(seatsWhere(5, (s) => s % 2 === 0)).toEqual([0, 2, 4]);
    expect(seatOrNone(2)).toBe('C');
    expect(seatOrNone(null)).toBe('none');
    expect(seatCount({ hands: [[], [], []] })).toBe(3);
  });
});
