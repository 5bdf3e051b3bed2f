// The original rules' own examples, made concrete and reproduced exactly as stated: example 1 (the
// draw-around), example 2 (nobody can go lower) and the note that an empty hand has no black cards.
import { describe, expect, test } from 'vitest';
import { dawn } from '../../../src/engine/dawn/index.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import { A, act, allReady, B, C, D, E, kinds, legal, position, run, sorted, why } from './helpers.ts';

// Five players, clockwise A B C D E, mid-hand. Pile top 7S, played by A. B to play; a 6 is needed.
const EX1_HANDS = {
  A: ['KS', '9H', '2C'],
  B: ['QH', '8C', '3S', '3D', '2H'],
  C: ['JC', '10D', '7H'],
  D: ['9S', '8D', 'KD'],
  E: ['QS', 'JH', 'AC'],
};
const EX1_STOCK = ['10C', '9D', 'KH', '8H', 'QC', '2D', '5S'];

function ex1(hands: Record<string, string[]> = EX1_HANDS): DawnState {
  return position({ turn: 'B', hands, pile: ['7S'], stock: EX1_STOCK }, { players: 5 }, 11);
}

/** B, C, D, E and A each draw once. */
const DRAW_CYCLE: [number, string][] = [
  [B, 'draw'],
  [C, 'draw'],
  [D, 'draw'],
  [E, 'draw'],
  [A, 'draw'],
];

describe('example 1: the draw-around, skipping ranks', () => {
  test('the fixture is as the original tells it', () => {
    const state = ex1();
    expect(state.turn).toBe(B);
    expect(state.pile).toEqual(['7S']);
    expect(state.stock.slice(0, 7)).toEqual(EX1_STOCK);
    expect(state.decks).toBe(2);
    expect(dawn.view(state, 'all').needed).toBe(6);
    expect(legal(state, B)).toEqual(['draw']);
  });

  test('B, C, D, E and A each draw a card that is not a 6; the rank needed stays 6', () => {
    let state = ex1();
    const drawn: string[] = [];
    for (const [seat, text] of DRAW_CYCLE) {
      expect(dawn.toAct(state)).toEqual([seat]);
      expect(legal(state, seat)).toEqual(['draw']);
      const result = act(state, seat, text);
      const draw = result.events[0];
      expect(draw).toMatchObject({ kind: 'draw', rule: 'draw-when-unable', seat, detail: { needed: 6 } });
      drawn.push(draw?.cards?.[0] ?? '');
      state = result.state;
      expect(dawn.view(state, 'all').needed).toBe(6);
      expect(state.firstFailer).toBe(B);
    }
    expect(drawn).toEqual(['10C', '9D', 'KH', '8H', 'QC']);
    // Everyone drew, A (who played the 7) included.
    expect(state.hands[A]).toEqual(['KS', '9H', '2C', 'QC']);
    expect(state.hands[E]).toEqual(['QS', 'JH', 'AC', '8H']);
  });

  test("it is B's turn again and B must play 3S or 3D; both are legal", () => {
    const { state, events } = run(ex1(), DRAW_CYCLE);
    expect(events[events.length - 1]).toEqual({
      kind: 'back-to-first',
      rule: 'draw-around',
      seat: B,
      detail: { needed: 6 },
    });
    expect(dawn.toAct(state)).toEqual([B]);
    expect(legal(state, B)).toEqual(['3S', '3D']);
    expect(why(state, B, '3S')).toBeNull();
    expect(why(state, B, '3D')).toBeNull();
    for (const other of ['2H', '8C', 'QH', '10C', 'draw']) expect(why(state, B, other)?.rule).toBe('draw-around');
    for (const card of ['3S', '3D']) {
      const after = act(state, B, card).state;
      expect(after.pile).toEqual(['7S', card]);
      expect(dawn.view(after, 'all').needed).toBe(2);
      expect(after.turn).toBe(C);
      expect(after.firstFailer).toBeNull();
    }
  });

  test('continuation: C draws 2D and must play it; D draws 5S; E plays AC, clears the pile and leads again', () => {
    const played = run(ex1(), [...DRAW_CYCLE, [B, '3S']]).state;

    const c = act(played, C, 'draw');
    expect(c.events).toEqual([
      { kind: 'play', rule: 'drawn-card-played', seat: C, cards: ['2D'], detail: { drawn: true } },
    ]);
    expect(c.state.pile).toEqual(['7S', '3S', '2D']);
    expect(c.state.hands[C]).toEqual(['JC', '10D', '7H', '9D']);
    expect(dawn.view(c.state, 'all').needed).toBe(1);
    expect(c.state.turn).toBe(D);

    const d = act(c.state, D, 'draw');
    expect(d.events).toEqual([
      { kind: 'draw', rule: 'draw-when-unable', seat: D, cards: ['5S'], visibleTo: [D], detail: { needed: 1 } },
    ]);
    expect(d.state.hands[D]).toEqual(['9S', '8D', 'KD', 'KH', '5S']);
    expect(d.state.turn).toBe(E);
    expect(d.state.firstFailer).toBe(D);

    expect(legal(d.state, E)).toEqual(['AC']);
    const e = act(d.state, E, 'AC');
    expect(e.events).toEqual([
      { kind: 'play', rule: 'one-lower', seat: E, cards: ['AC'] },
      { kind: 'pile-cleared', rule: 'ace-clears-pile', seat: E, detail: { count: 4 } },
    ]);
    expect(e.state.pile).toEqual([]);
    expect(e.state.discards.slice(-4)).toEqual(['7S', '3S', '2D', 'AC']);
    expect(e.state.turn).toBe(E);
    expect(e.state.firstFailer).toBeNull();
    expect(e.state.phase).toBe('play');
    expect(sorted(legal(e.state, E))).toEqual(sorted(['QS', 'JH', '8H']));
  });
});

describe('example 2: nobody can go lower, so the pile is cleared', () => {
  const hands = { ...EX1_HANDS, B: ['QH', '8C', '9S', '7D'] };

  test('after the draw cycle B has nothing below 6: the pile goes to discards and B leads any card', () => {
    const start = ex1(hands);
    const discardsBefore = start.discards.length;
    const { state, events } = run(start, DRAW_CYCLE);
    expect(kinds(events)).toEqual(['draw', 'draw', 'draw', 'draw', 'draw', 'reset']);
    expect(events.slice(0, 5).map((e) => e.cards?.[0])).toEqual(['10C', '9D', 'KH', '8H', 'QC']);
    expect(events[5]).toEqual({ kind: 'reset', rule: 'all-fail-reset', seat: B, detail: { needed: 6, count: 1 } });
    expect(state.pile).toEqual([]);
    expect(state.discards).toHaveLength(discardsBefore + 1);
    expect(state.discards[state.discards.length - 1]).toBe('7S');
    expect(dawn.toAct(state)).toEqual([B]);
    expect(state.firstFailer).toBeNull();
    expect(legal(state, B)).toEqual(['QH', '8C', '9S', '7D', '10C']);
    expect(why(state, B, 'draw')?.rule).toBe('lead-any-card');
    expect(act(state, B, '9S').events[0]).toEqual({ kind: 'play', rule: 'lead-any-card', seat: B, cards: ['9S'] });
  });
});

describe('the note: an empty hand has no black cards', () => {
  test('a player holding a single black card plays it and wins at once with an empty hand', () => {
    const state = position(
      { turn: 'A', hands: { A: ['5C'], B: ['QS', '4D'], C: ['JC', '4H'] }, pile: ['6H'] },
      { players: 3 },
    );
    expect(legal(state, A)).toEqual(['5C']);
    const { state: after, events } = act(state, A, '5C');
    expect(events).toEqual([
      { kind: 'play', rule: 'one-lower', seat: A, cards: ['5C'] },
      { kind: 'dawn', rule: 'dawn', seat: A, cards: [], detail: { variant: 'dawn' } },
    ]);
    expect(after.hands[A]).toEqual([]);
    expect(after.phase).toBe('over');
    expect(after.handWinners).toEqual([A]);
    expect(dawn.toAct(after)).toEqual([]);
    expect(dawn.outcome(after)).toEqual({
      winners: [A],
      scores: [1, 0, 0],
      summary: 'A reached dawn and wins the hand.',
    });
  });

  test('a player left with only red cards after the swap-draw step wins before the pick-up', () => {
    // A's two black cards are at positions 1 and 2; C (on A's right) takes exactly those.
    const state = position(
      {
        phase: 'arrange',
        hands: {
          A: ['KS', '2C', 'KH', 'QH', 'JH', '10H', '9H', '8H', 'KD', 'QD', 'JD', '10D'],
          B: ['KC', 'QC', 'JC', '10C', '9C', '8C', '7C', '6C', '5C', '4C', '3C', 'AC'],
          C: ['QS', 'JS', '10S', '9S', '8S', '7S', '6S', '5S', '4S', '3S', 'AS', '2S'],
        },
      },
      { players: 3 },
    );
    const { state: after, events } = run(allReady(state), [
      [A, 'take 1 2'],
      [B, 'take 1 2'],
      [C, 'take 1 2'],
    ]);
    expect(kinds(events)).toEqual(['take-chosen', 'take-chosen', 'take-chosen', 'taken', 'taken', 'taken', 'dawn']);
    expect(events[6]).toEqual({
      kind: 'dawn',
      rule: 'dawn',
      seat: A,
      cards: ['KH', 'QH', 'JH', '10H', '9H', '8H', 'KD', 'QD', 'JD', '10D'],
      detail: { variant: 'dawn' },
    });
    expect(after.phase).toBe('over');
    expect(after.handWinners).toEqual([A]);
    expect(after.pairs.find((p) => p.id === 'A')?.cards).toEqual(['KS', '2C']);
    expect(after.pairs.every((p) => p.pickedBy === null)).toBe(true);
    expect(dawn.toAct(after)).toEqual([]);
    expect(legal(after, A)).toEqual([]);
  });
});
