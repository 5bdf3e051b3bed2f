// The quick start's picture (src/engine/dawn/page.ts, drawn by components/dawn/TurnPicture.astro):
// the position the bots reach still shows a turn as the picture's caption tells it. If the deal or
// the bots change, this fails: choose another seed or number of moves in page.ts.
import { describe, expect, test } from 'vitest';
import { isRed, rankOf } from '../../../src/engine/core/cards.ts';
import { quickStartTable } from '../../../src/engine/dawn/page.ts';

describe("Dawn's quick start table", () => {
  const { view, plays, stockAtDeal, rebuilds } = quickStartTable();

  test('is mid-hand, with A to play, seen from A', () => {
    expect(view.phase).toBe('play');
    expect(view.turn).toBe(0);
    expect(view.viewer).toBe(0);
    expect(view.fallback).toBe(false);
    expect(view.pile.length).toBeGreaterThanOrEqual(3);
    expect(view.seats.filter((seat) => seat.cards !== undefined).map((seat) => seat.seat)).toEqual([0]);
  });

  test('A must play one of two cards of the needed rank, one black and one red', () => {
    const top = view.pile.at(-1) ?? '';
    expect(view.needed).toBe(rankOf(top) - 1);
    expect(plays).toHaveLength(2);
    expect(plays.every((card) => rankOf(card) === view.needed)).toBe(true);
    expect(plays.map(isRed).sort()).toEqual([false, true]);
  });

  // The stock holds more than the deal left in it only because it was rebuilt from played cards;
  // the caption says so, with these numbers, and the quick start explains the rebuild.
  test('the stock was rebuilt once, from the played cards, and every card is accounted for', () => {
    expect(stockAtDeal).toBe(52 - 3 * 12 - 4);
    expect(rebuilds).toBe(1);
    expect(view.stock).toBeGreaterThan(stockAtDeal);
    const held = view.seats.reduce((sum, seat) => sum + seat.count, 0);
    const setAside = 4;
    expect(held + view.pile.length + view.discards.length + view.stock + setAside).toBe(52);
  });
});
