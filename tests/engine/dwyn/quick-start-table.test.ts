// The quick start's picture (src/engine/dwyn/page.ts, drawn by components/dwyn/TurnPicture.astro):
// the position the bots reach still shows a turn as the picture's caption tells it. If the deal or
// the bots change, this fails: choose another seed or number of moves in page.ts.
import { describe, expect, test } from 'vitest';
import { quickStartTable } from '../../../src/engine/dwyn/page.ts';

describe("DWYN's quick start table", () => {
  const view = quickStartTable();
  const seat = (s: number) => view.seats[s];

  test('is before the KROWN, with A to draw, seen from A', () => {
    expect(view.phase).toBe('play');
    expect(view.krownDrawn).toBe(false);
    expect(view.stage).toBe('draw');
    expect(view.turn).toBe(0);
    expect(view.viewer).toBe(0);
    expect(view.stock).toBeGreaterThan(5);
    expect(view.discards.length).toBeGreaterThan(3);
    expect(view.seats.filter((s) => s.cards !== undefined).map((s) => s.seat)).toEqual([0]);
    expect(seat(0)?.tableau.length).toBeGreaterThan(0);
  });

  test('B has a whole body of mixed suits, all of it open to a STEAL or a DWYN', () => {
    expect(seat(1)?.body).toBe(true);
    expect(seat(1)?.protectedSuits).toEqual([]);
  });

  test('C has the three cards of one suit, protected, and one card beside them that is not', () => {
    expect(seat(2)?.protectedSuits).toHaveLength(1);
    expect(seat(2)?.tableau).toHaveLength(4);
  });
});
