// The stock running out and the turn cap (stock-out): 'reshuffle' rebuilds the stock from
// the discards of finished runs only, and with nothing to rebuild from the hand is a draw;
// 'drawHand' makes an empty stock a drawn hand at once; maxTurns calls a long hand a draw.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import {
  A,
  act,
  B,
  conserved,
  firstChooser,
  GO_AT_24,
  kinds,
  newGame,
  ofKind,
  playUntil,
  position,
  randomGame,
  sorted,
} from './helpers.ts';

const HANDS = {
  A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
  B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'],
};

/** An empty stock: every card not in a hand or the current run (5C 3S, black, 8) is a finished discard. */
function emptyStock(input: Record<string, unknown> = {}): BlackAndRedState {
  return position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: HANDS,
      run: ['5C', '3S'],
      lastDiscarder: 'B',
      stockSize: 0,
    },
    input,
    6,
  );
}

describe("'reshuffle' (default)", () => {
  test('the fixture: no stock, 36 finished discards, a run of 2', () => {
    const state = emptyStock();
    expect(state.stock).toEqual([]);
    expect(state.discards).toHaveLength(36);
    expect(state.run).toEqual(['5C', '3S']);
    expect(conserved(state)).toBe(true);
  });

  test('an empty stock is rebuilt from the finished runs, not the current run, then the draw follows', () => {
    const state = emptyStock();
    const { state: next, events } = act(state, A, '7S');
    expect(kinds(events)).toEqual(['discard', 'stock-rebuilt', 'draw']);
    expect(events[1]).toEqual({ kind: 'stock-rebuilt', rule: 'stock-out', detail: { count: 36 } });
    // The current run (5C 3S and the 7S just discarded) stays on the table.
    expect(next.run).toEqual(['5C', '3S', '7S']);
    expect(next.total).toBe(15);
    expect(next.discards).toEqual([]);
    expect(next.stock).toHaveLength(35);
    const drawn = ofKind(events, 'draw')[0]?.cards?.[0] ?? '';
    expect(state.discards).toContain(drawn);
    expect(sorted([...next.stock, drawn])).toEqual(sorted(state.discards));
    for (const card of ['5C', '3S', '7S']) expect(next.stock).not.toContain(card);
    expect(next.phase).toBe('play');
    expect(conserved(next)).toBe(true);
  });

  test('the rebuilt stock is shuffled by the game: same state, same order; it differs from the pile order', () => {
    const a = act(emptyStock(), A, '7S').state;
    const b = act(emptyStock(), A, '7S').state;
    expect(a.stock).toEqual(b.stock);
    expect(a.stock).not.toEqual(emptyStock().discards.slice(1));
  });

  test('with no finished discards to rebuild from, the hand is a draw: no score (defensive)', () => {
    // With 7 + 7 cards in hand and a run under 31 (at most 10 cards), the stock and finished
    // discards can never both be empty in a real hand: 38 cards lie outside the hands. The branch is
    // checked on a hand-built state that moves the discards out of the deck.
    const base = emptyStock();
    const state: BlackAndRedState = { ...base, discards: [] };
    const { state: next, events } = act(state, A, '7S');
    expect(kinds(events)).toEqual(['discard', 'drawn-hand']);
    expect(events[1]).toEqual({ kind: 'drawn-hand', rule: 'stock-out', detail: { rebuilt: false } });
    expect(next.phase).toBe('handOver');
    expect(next.scores).toEqual([0, 0]);
    expect(next.lastHand).toEqual({ scorers: [], reason: 'stockOut' });
    expect(next.hands[A]).toHaveLength(6);
    // A drawn hand is over too: both hands are laid face up.
    expect(blackAndRed.view(next, B).seats[A]?.cards).toEqual(next.hands[A]);
  });

  test('long random matches rebuild the stock and keep every card', () => {
    let rebuilt = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { state, events } = randomGame({}, seed);
      rebuilt += ofKind(events, 'stock-rebuilt').length;
      expect(ofKind(events, 'drawn-hand').filter((e) => e.rule === 'stock-out')).toEqual([]);
      expect(conserved(state)).toBe(true);
    }
    expect(rebuilt).toBeGreaterThan(0);
  });
});

describe("'drawHand'", () => {
  test('an empty stock makes the hand a draw at once, even with discards to rebuild from', () => {
    const state = emptyStock({ stockOut: 'drawHand' });
    expect(state.discards).toHaveLength(36);
    const { state: next, events } = act(state, A, '7S');
    expect(kinds(events)).toEqual(['discard', 'drawn-hand']);
    expect(events[1]).toEqual({ kind: 'drawn-hand', rule: 'stock-out', detail: { rebuilt: false } });
    expect(next.phase).toBe('handOver');
    expect(next.scores).toEqual([0, 0]);
    expect(next.lastHand).toEqual({ scorers: [], reason: 'stockOut' });
    expect(conserved(next)).toBe(true);
    // The next hand is dealt as usual.
    expect(blackAndRed.toAct(next)).toEqual([A]);
  });

  test('the last stock card can still be drawn; the following draw ends the hand', () => {
    const state = position(
      { dealer: 'B', playerOneColour: 'red', turn: 'A', hands: HANDS, stock: ['AH'], stockSize: 1 },
      { stockOut: 'drawHand' },
    );
    const first = act(state, A, '7S');
    expect(kinds(first.events)).toEqual(['discard', 'draw']);
    expect(first.state.stock).toEqual([]);
    const second = act(first.state, B, '9C');
    expect(kinds(second.events)).toEqual(['discard', 'drawn-hand']);
    expect(second.state.lastHand?.reason).toBe('stockOut');
  });

  test('a go needs no draw, so it does not end the hand', () => {
    const state = position({ ...GO_AT_24, stockSize: 0 }, { stockOut: 'drawHand' });
    const next = act(state, A, 'go');
    expect(kinds(next.events)).toEqual(['go']);
    expect(next.state.phase).toBe('play');
  });

  test('random matches with drawHand end hands by stock-out and still finish', () => {
    let stockOuts = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { state, events } = randomGame({ stockOut: 'drawHand' }, seed);
      stockOuts += ofKind(events, 'drawn-hand').filter((e) => e.rule === 'stock-out').length;
      expect(ofKind(events, 'stock-rebuilt')).toEqual([]);
      expect(state.phase).toBe('over');
    }
    expect(stockOuts).toBeGreaterThan(0);
  });
});

describe('the turn cap (maxTurns)', () => {
  // Seeds with the first legal action every time: in seed 3 nobody goes out in the first 10
  // turns; in seed 2 A goes out on the 10th (found by search).
  test('a hand that reaches maxTurns turns is a draw (rule turn-cap), with no score', () => {
    const start = newGame({ maxTurns: 10 }, 3);
    expect(start.phase).toBe('play');
    const { state, events } = playUntil(start, firstChooser, (s) => s.phase !== 'play');
    expect(ofKind(events, 'out')).toEqual([]);
    expect(events.at(-1)).toEqual({ kind: 'drawn-hand', rule: 'turn-cap', detail: { turns: 10 } });
    expect(state.phase).toBe('handOver');
    expect(state.turns).toBe(10);
    expect(state.scores).toEqual([0, 0]);
    expect(state.lastHand).toEqual({ scorers: [], reason: 'turnCap' });
    // Ten turns: discards and goes both count.
    expect(ofKind(events, 'discard').length + ofKind(events, 'go').length).toBe(10);
    expect(conserved(state)).toBe(true);
  });

  test('going out on the turn that reaches the cap still scores', () => {
    const { state, events } = playUntil(newGame({ maxTurns: 10 }, 2), firstChooser, (s) => s.phase !== 'play');
    expect(state.turns).toBe(10);
    expect(kinds(events).at(-1)).toBe('out');
    expect(ofKind(events, 'drawn-hand')).toEqual([]);
    expect(state.lastHand?.reason).toBe('ownColour');
  });

  test('a go can be the turn that reaches the cap', () => {
    const state = position(GO_AT_24, { maxTurns: 10 });
    const capped: BlackAndRedState = { ...state, turns: 9 };
    const { state: next, events } = act(capped, A, 'go');
    expect(kinds(events)).toEqual(['go', 'drawn-hand']);
    expect(events[1]).toEqual({ kind: 'drawn-hand', rule: 'turn-cap', detail: { turns: 10 } });
    expect(next.phase).toBe('handOver');
    expect(next.lastHand?.reason).toBe('turnCap');
  });

  test('the count restarts each hand', () => {
    const start = newGame({ maxTurns: 10 }, 3);
    const { state } = playUntil(start, firstChooser, (s) => s.phase !== 'play');
    expect(state.turns).toBe(10);
    const next = act(state, A, 'deal').state;
    expect(next.turns).toBe(0);
  });

  test('with the default cap of 400, no hand of a random match runs past 400 turns', () => {
    let longest = 0;
    for (let seed = 1; seed <= 10; seed++) {
      randomGame({}, seed, (s) => {
        longest = Math.max(longest, s.turns);
        if (s.phase === 'play') expect(s.turns).toBeLessThan(400);
      });
    }
    expect(longest).toBeGreaterThan(10);
  });
});
