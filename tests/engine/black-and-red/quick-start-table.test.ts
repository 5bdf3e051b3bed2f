// The quick start's picture (src/engine/black-and-red/page.ts, drawn by
// components/black-and-red/TurnPicture.astro): the position the bots reach still shows a turn as the
// picture's caption tells it. If the deal or the bots change, this fails: choose another seed or
// number of moves in page.ts.
import { describe, expect, test } from 'vitest';
import { isRed } from '../../../src/engine/core/cards.ts';
import { cardValue } from '../../../src/engine/black-and-red/ui.ts';
import { quickStartTable } from '../../../src/engine/black-and-red/page.ts';

describe("Black & Red's quick start table", () => {
  const { view, discards } = quickStartTable();
  const me = view.seats[0];

  test('is mid-run, with A to discard, seen from A', () => {
    expect(view.phase).toBe('play');
    expect(view.turn).toBe(0);
    expect(view.viewer).toBe(0);
    expect(view.run.length).toBeGreaterThanOrEqual(2);
    expect(view.seats.some((seat) => seat.saidGo)).toBe(false);
    expect(view.seats[1]?.cards).toBeUndefined();
  });

  test("the run is A's own colour, and A may throw two or more of the hand's cards of it, staying at 31 or under", () => {
    expect(view.runColour).toBe(me?.target);
    expect(discards.length).toBeGreaterThanOrEqual(2);
    expect(discards.length).toBeLessThan(me?.cards?.length ?? 0);
    for (const card of discards) {
      expect(isRed(card) ? 'red' : 'black').toBe(view.runColour);
      expect(view.total + cardValue(card, view.options.cardValues)).toBeLessThanOrEqual(31);
    }
  });
});
