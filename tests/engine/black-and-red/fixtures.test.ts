// The original rules' own worked examples, made concrete and numbered in the original's order
// (example 1 to example 3, the winning example, the five-point deal example), exactly as stated.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import {
  A,
  act,
  B,
  conserved,
  ex1,
  EX_HANDS,
  EX_SCRIPT,
  EX_STOCK,
  EX_UPCARD,
  kinds,
  legal,
  newGame,
  ofKind,
  options,
  position,
  run,
  why,
} from './helpers.ts';

describe('example 1 and example 2: the opening turns', () => {
  test('the fixture is as the original tells it: B deals, A is player one, upcard 5H, A red and B black', () => {
    const state = ex1();
    expect(state.dealer).toBe(B);
    expect(state.turn).toBe(A);
    expect(state.hands[A]).toEqual(EX_HANDS.A);
    expect(state.hands[B]).toEqual(EX_HANDS.B);
    expect(state.upcardShowing).toBe(true);
    expect(state.stock.slice(0, 6)).toEqual([EX_UPCARD, ...EX_STOCK]);
    expect(state.targets).toEqual(['red', 'black']);
    expect(state.total).toBe(0);
    expect(state.runColour).toBeNull();
    expect(conserved(state)).toBe(true);
  });

  test('T1: A discards 7S, setting the run colour to black (7), and draws the upcard 5H', () => {
    const { state, events } = act(ex1(), A, '7S');
    expect(events).toEqual([
      {
        kind: 'discard',
        rule: 'run-colour',
        seat: A,
        cards: ['7S'],
        detail: { value: 7, total: 7, colour: 'black', leading: true },
      },
      { kind: 'draw', rule: 'discard-then-draw', seat: A, cards: ['5H'], detail: { upcard: true } },
    ]);
    expect(state.runColour).toBe('black');
    expect(state.total).toBe(7);
    expect(state.hands[A]).toEqual(['10S', '8H', '9H', 'JD', '2D', '6C', '5H']);
    expect(state.upcardShowing).toBe(false);
    expect(state.turn).toBe(B);
  });

  test('T2: B must discard black though black is his own colour; plays 9C (16) and draws 2H from the stock', () => {
    const after1 = act(ex1(), A, '7S').state;
    expect(after1.targets[B]).toBe('black');
    expect(legal(after1, B)).toEqual(['9C', '4C', 'JS']);
    for (const red of ['KH', 'QH', '3D', '8D']) expect(why(after1, B, red)?.rule).toBe('run-colour');
    const { state, events } = act(after1, B, '9C');
    expect(state.total).toBe(16);
    expect(ofKind(events, 'draw')[0]).toEqual({
      kind: 'draw',
      rule: 'discard-then-draw',
      seat: B,
      cards: ['2H'],
      visibleTo: [B],
      detail: { upcard: false },
    });
    expect(state.hands[B]).toEqual(['4C', 'KH', 'QH', '3D', 'JS', '8D', '2H']);
  });

  test('T1 to T6 give the totals 7, 16, 26, 30, 30, 30 and the go of each player', () => {
    let state = ex1();
    for (const [i, [seat, text, total]] of EX_SCRIPT.entries()) {
      expect(blackAndRed.toAct(state), `T${i + 1}`).toEqual([seat]);
      const result = act(state, seat, text);
      // The run is reset after T6; its closing total is in the run-over event.
      const shown = i === 5 ? ofKind(result.events, 'run-over')[0]?.detail?.['total'] : result.state.total;
      expect(shown, `T${i + 1}`).toBe(total);
      state = result.state;
    }
  });

  test('T3: A discards 10S (26) and draws 7H', () => {
    const { state } = run(
      ex1(),
      EX_SCRIPT.slice(0, 3).map(([s, t]) => [s, t] as const),
    );
    expect(state.total).toBe(26);
    expect(state.hands[A]).toEqual(['8H', '9H', 'JD', '2D', '6C', '5H', '7H']);
  });

  test('T4: B discards 4C for 30 (JS would bust) and draws 9S', () => {
    const before = run(
      ex1(),
      EX_SCRIPT.slice(0, 3).map(([s, t]) => [s, t] as const),
    ).state;
    expect(legal(before, B)).toEqual(['4C']);
    expect(why(before, B, 'JS')).toEqual({
      rule: 'running-total',
      message: 'The total is 26; the Jack of spades counts 10, which would take it to 36, over 31.',
    });
    const { state } = act(before, B, '4C');
    expect(state.total).toBe(30);
    expect(state.hands[B]).toEqual(['KH', 'QH', '3D', 'JS', '8D', '2H', '9S']);
  });

  test('T5: A\'s only black card is 6C: "go", no discard and no draw', () => {
    const before = run(
      ex1(),
      EX_SCRIPT.slice(0, 4).map(([s, t]) => [s, t] as const),
    ).state;
    expect(legal(before, A)).toEqual(['go']);
    const { state, events } = act(before, A, 'go');
    expect(events).toEqual([{ kind: 'go', rule: 'go', seat: A, detail: { total: 30 } }]);
    expect(state.hands[A]).toEqual(before.hands[A]);
    expect(state.stock).toEqual(before.stock);
    expect(state.total).toBe(30);
    expect(state.turn).toBe(B);
  });

  test('T6: B\'s black cards JS and 9S are both too big: "go"; the run is over and B will lead', () => {
    const before = run(
      ex1(),
      EX_SCRIPT.slice(0, 5).map(([s, t]) => [s, t] as const),
    ).state;
    expect(legal(before, B)).toEqual(['go']);
    const { state, events } = act(before, B, 'go');
    expect(events).toEqual([
      { kind: 'go', rule: 'go', seat: B, detail: { total: 30 } },
      { kind: 'run-over', rule: 'next-run', seat: B, detail: { total: 30 } },
    ]);
    expect(state.total).toBe(0);
    expect(state.runColour).toBeNull();
    expect(state.turn).toBe(B);
    expect(state.discards).toEqual(['7S', '9C', '10S', '4C']);
    expect(state.hands[A]).toEqual(['8H', '9H', 'JD', '2D', '6C', '5H', '7H']);
    expect(state.hands[B]).toEqual(['KH', 'QH', '3D', 'JS', '8D', '2H', '9S']);
    expect(state.stock.slice(0, 2)).toEqual(['5S', 'AD']);
    expect(state.scores).toEqual([0, 0]);
    expect(conserved(state)).toBe(true);
  });
});

describe('example 3: the new leader turns the colour', () => {
  const afterT6 = () =>
    run(
      ex1(),
      EX_SCRIPT.map(([s, t]) => [s, t] as const),
    ).state;

  test('T7: B, the last to discard, leads with KH: the run is red, total 10; B draws 5S', () => {
    const before = afterT6();
    expect(legal(before, B)).toEqual(before.hands[B]);
    const { state, events } = act(before, B, 'KH');
    expect(events[0]).toEqual({
      kind: 'discard',
      rule: 'run-colour',
      seat: B,
      cards: ['KH'],
      detail: { value: 10, total: 10, colour: 'red', leading: true },
    });
    expect(state.runColour).toBe('red');
    expect(state.total).toBe(10);
    expect(ofKind(events, 'draw')[0]?.cards).toEqual(['5S']);
    expect(state.turn).toBe(A);
  });

  test('T8: A must discard red, the colour A collects; e.g. 2D for 12 (A then draws AD)', () => {
    const before = act(afterT6(), B, 'KH').state;
    expect(legal(before, A)).toEqual(['8H', '9H', 'JD', '2D', '5H', '7H']);
    expect(why(before, A, '6C')?.rule).toBe('run-colour');
    const { state } = act(before, A, '2D');
    expect(state.total).toBe(12);
    expect(state.hands[A]).toEqual(['8H', '9H', 'JD', '6C', '5H', '7H', 'AD']);
    expect(state.phase).toBe('play');
  });
});

describe('the winning example: scoring', () => {
  test('A (red) holds 8H 9H JD 2D 6C 5H 7H, leads a new run with 6C (6), draws AD: 7 red, +3', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      stock: ['AD'],
    });
    expect(state.targets[A]).toBe('red');
    const { state: next, events } = act(state, A, '6C');
    expect(events[0]?.detail).toMatchObject({ total: 6, leading: true, colour: 'black' });
    expect(ofKind(events, 'draw')[0]?.cards).toEqual(['AD']);
    expect(ofKind(events, 'out')[0]).toMatchObject({ seat: A, detail: { colour: 'red', points: 3 } });
    expect(next.scores).toEqual([3, 0]);
    expect(next.phase).toBe('handOver');
  });

  test("variant: B reaches 7 red, A's colour: B scores 1", () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'B',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7C'], B: ['KH', 'QH', '3D', '8D', '2H', '10D', '9S'] },
      stock: ['4H'],
    });
    expect(state.targets[B]).toBe('black');
    const { state: next, events } = act(state, B, '9S');
    expect(ofKind(events, 'out')[0]).toMatchObject({ seat: B, detail: { colour: 'red', points: 1 } });
    expect(next.scores).toEqual([0, 1]);
    expect(next.lastHand).toEqual({ scorers: [{ seat: B, points: 1 }], reason: 'otherColour' });
  });
});

describe('the five-point deal example: dealt one colour', () => {
  test('P2 (B) dealt 7 black (seed 56) scores 5 immediately and the hand ends', () => {
    const state = newGame({}, 56);
    expect(state.dealer).toBe(B);
    expect((state.hands[B] ?? []).every((c) => c.endsWith('C') || c.endsWith('S'))).toBe(true);
    expect(state.scores).toEqual([0, 5]);
    expect(state.phase).toBe('handOver');
    expect(kinds(blackAndRed.openingEvents(options(), 56))).toEqual(['deal', 'dealt-one-colour']);
    expect(legal(state, B)).toEqual([]);
  });
});
