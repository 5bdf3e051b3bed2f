// The quick start's picture (src/engine/dark-hearts/page.ts, drawn by
// components/dark-hearts/TurnPicture.astro): the position the bots reach still shows a turn as the
// picture's caption tells it. If the deal or the bots change, this fails: choose another seed or
// number of moves in page.ts.
import { describe, expect, test } from 'vitest';
import { faceSuit } from '../../../src/engine/dark-hearts/ui.ts';
import { quickStartTable } from '../../../src/engine/dark-hearts/page.ts';

describe("Dark Hearts' quick start table", () => {
  const { view, plays } = quickStartTable();
  const trick = view.trick;

  test('is mid-trick, after the first, with A to play, seen from A', () => {
    expect(view.phase).toBe('play');
    expect(view.turn).toBe(0);
    expect(view.viewer).toBe(0);
    expect(view.tricksPlayed).toBeGreaterThanOrEqual(1);
    expect(trick?.leader).not.toBe(0);
    expect(trick?.plays.length).toBeGreaterThanOrEqual(2);
    expect(view.seats.filter((seat) => seat.cards !== undefined).map((seat) => seat.seat)).toEqual([0]);
  });

  test('A must follow suit in the shade of the trick, with two or more cards, one of them a heart in the other shade', () => {
    if (!trick) throw new Error('no trick');
    const other = trick.shade === 'L' ? 'D' : 'L';
    const led = faceSuit(trick.plays[0]?.card ?? '', trick.shade);
    expect(plays.length).toBeGreaterThanOrEqual(2);
    expect(plays.every((card) => faceSuit(card, trick.shade) === led)).toBe(true);
    expect(plays.some((card) => faceSuit(card, other) === 'H')).toBe(true);
  });
});
