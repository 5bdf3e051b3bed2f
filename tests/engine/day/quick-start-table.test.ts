// The quick start's picture (src/engine/day/page.ts, drawn by components/day/TurnPicture.astro): the
// position the bots reach still shows a turn as the picture's caption tells it. If the deal or the
// bots change, this fails: choose another seed or number of moves in page.ts.
import { describe, expect, test } from 'vitest';
import { quickStartTable } from '../../../src/engine/day/page.ts';

describe("Day's quick start table", () => {
  const { view, seat, legal, best } = quickStartTable();

  test('is the final round of betting, with A to act, seen from A', () => {
    expect(view.phase).toBe('bet2');
    expect(seat).toBe(0);
    expect(view.viewer).toBe(0);
    expect(view.community).toHaveLength(3);
    expect(view.seats.filter((s) => s.cards !== undefined).map((s) => s.seat)).toEqual([0]);
  });

  test('one player has folded and another has raised: A may call, raise by a chip or fold', () => {
    expect(view.seats.filter((s) => s.folded)).toHaveLength(1);
    const me = view.seats[0];
    expect(me?.roundBet).toBeGreaterThan(0);
    expect(view.currentBet).toBeGreaterThan(me?.roundBet ?? 0);
    expect(view.seats.some((s) => s.seat !== 0 && !s.folded && s.roundBet === view.currentBet)).toBe(true);
    expect(legal).toEqual([{ type: 'fold' }, { type: 'call' }, { type: 'raise', to: view.currentBet + 1 }]);
  });

  test("A's cards make a Day, with one of the dealer's first two cards and the final card", () => {
    expect(best.condition).toBe('day');
    expect(best.points).toBe(6);
    const [first, second, final] = view.community;
    expect(best.cards.slice(0, 2)).toEqual(view.seats[0]?.cards);
    expect([first, second]).toContain(best.cards[2]);
    expect(best.cards.at(-1)).toBe(final);
  });
});
