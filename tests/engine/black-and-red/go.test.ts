// Go (rule go): a player with no legal discard says go and neither discards nor
// draws; go is not allowed while a discard is; the other player carries on alone, discarding and
// drawing; when both have said go the run ends and the last to discard leads the next one.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState, Play } from '../../../src/engine/black-and-red/state.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import {
  A,
  act,
  B,
  conserved,
  GO_AT_24,
  GO_AT_24_TWO_RUNS,
  isRedCard,
  kinds,
  legal,
  newGame,
  position,
  refused,
  run,
  why,
} from './helpers.ts';

/** GO_AT_24 with an all-red stock: A must go, and B plays on alone. */
function alone(input: Record<string, unknown> = {}, changes: Record<string, unknown> = {}): BlackAndRedState {
  return position({ ...GO_AT_24, stock: ['2H', '3H', '4H', '5H', '6H'], ...changes }, input, 4);
}

describe('saying go (go)', () => {
  test("with no legal discard, 'go' is the only legal action", () => {
    const state = alone();
    expect(state.total).toBe(24);
    expect(legal(state, A)).toEqual(['go']);
    expect(why(state, A, 'go')).toBeNull();
    expect(why(state, A, 'JS')?.rule).toBe('running-total');
    expect(why(state, A, 'KH')?.rule).toBe('run-colour');
  });

  test('go neither discards nor draws; the turn passes to the opponent', () => {
    const state = alone();
    const { state: next, events } = act(state, A, 'go');
    expect(events).toEqual([{ kind: 'go', rule: 'go', seat: A, detail: { total: 24 } }]);
    expect(next.hands[A]).toEqual(state.hands[A]);
    expect(next.stock).toEqual(state.stock);
    expect(next.run).toEqual(state.run);
    expect(next.total).toBe(24);
    expect(next.goes).toEqual([true, false]);
    expect(next.turn).toBe(B);
    expect(next.turns).toBe(1);
    expect(blackAndRed.view(next, B).seats[A]?.saidGo).toBe(true);
    expect(conserved(next)).toBe(true);
  });

  test('go while holding a legal discard is refused (rule go): you must discard if you can', () => {
    const state = act(alone(), A, 'go').state;
    expect(legal(state, B)).toEqual(['AC', '2S', '3C']);
    expect(refused(state, B, 'go')).toEqual({
      rule: 'go',
      message: 'You can only say go when you have no card you may discard; you must discard if you can.',
    });
  });

  test('at the start of a run every card is a legal discard, so go is never legal there', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'black',
      turn: 'A',
      hands: { A: ['KS', 'KC', 'KH', 'KD', 'QS', 'QC', 'QH'], B: ['2S', '3S', '4S', '5S', '6S', '7S', '8D'] },
    });
    expect(legal(state, A)).toEqual(['KS', 'KC', 'KH', 'KD', 'QS', 'QC', 'QH']);
    expect(why(state, A, 'go')?.rule).toBe('go');
  });
});

describe('the other player carries on alone (go)', () => {
  test('B discards and draws turn after turn while A, who said go, is skipped', () => {
    let state = act(alone(), A, 'go').state;
    const totals: number[] = [];
    for (const card of ['AC', '2S', '3C']) {
      expect(blackAndRed.toAct(state)).toEqual([B]);
      expect(refused(state, A, 'go')).toEqual({
        rule: 'turn-order',
        message: "It is B's turn. You said go, so your opponent carries on alone until the run ends.",
      });
      expect(legal(state, A)).toEqual([]);
      const result = act(state, B, card);
      expect(kinds(result.events)).toEqual(['discard', 'draw']);
      state = result.state;
      totals.push(state.total);
      expect(state.turn).toBe(B);
      expect(state.goes).toEqual([true, false]);
    }
    expect(totals).toEqual([25, 27, 30]);
    // B drew 2H, 3H and 4H; A's hand never changed.
    expect(state.hands[B]).toEqual(['8S', 'KD', 'QD', 'JD', '2H', '3H', '4H']);
    expect(state.hands[A]).toEqual(['JS', 'QC', 'KH', 'QH', 'JH', '10H', '9D']);
    expect(state.stock[0]).toBe('5H');
  });

  test('when B cannot discard either, B says go: the run is over and B, the last to discard, leads', () => {
    const { state, events } = run(alone(), [
      [A, 'go'],
      [B, 'AC'],
      [B, '2S'],
      [B, '3C'],
    ]);
    expect(legal(state, B)).toEqual(['go']);
    const end = act(state, B, 'go');
    expect(kinds(events)).not.toContain('run-over');
    expect(end.events).toEqual([
      { kind: 'go', rule: 'go', seat: B, detail: { total: 30 } },
      { kind: 'run-over', rule: 'next-run', seat: B, detail: { total: 30 } },
    ]);
    const next = end.state;
    expect(next.total).toBe(0);
    expect(next.runColour).toBeNull();
    expect(next.run).toEqual([]);
    expect(next.goes).toEqual([false, false]);
    expect(next.discards.slice(-6)).toEqual(['10C', '9S', '5C', 'AC', '2S', '3C']);
    expect(next.turn).toBe(B);
    expect(next.scores).toEqual([0, 0]);
    expect(conserved(next)).toBe(true);
    // B may lead any colour, and the lead sets it.
    expect(legal(next, B)).toEqual(next.hands[B]);
    const red = act(next, B, 'KD');
    expect(red.events[0]).toMatchObject({
      kind: 'discard',
      rule: 'run-colour',
      detail: { colour: 'red', leading: true },
    });
    expect(red.state.runColour).toBe('red');
    expect(red.state.turn).toBe(A);
    const black = act(next, B, '8S');
    expect(black.state.runColour).toBe('black');
  });

  test('the last to discard leads even when that player said go second', () => {
    // A made 30; B cannot discard and says go; A cannot either and says go: A discarded last.
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'B',
      hands: {
        A: ['JS', 'QC', 'KH', 'QH', 'JH', '10H', '9D'],
        B: ['2S', '3C', '8S', 'KD', 'QD', 'JD', '7H'],
      },
      run: ['10C', '9S', '5C', '6S'],
      lastDiscarder: 'A',
    });
    expect(state.total).toBe(30);
    const { state: next, events } = run(state, [
      [B, 'go'],
      [A, 'go'],
    ]);
    expect(events.at(-1)).toEqual({ kind: 'run-over', rule: 'next-run', seat: A, detail: { total: 30 } });
    expect(next.turn).toBe(A);
    expect(next.total).toBe(0);
  });

  test('a go position: the seat that said go is skipped until the run ends', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'B',
      goes: ['A'],
      hands: {
        A: ['JS', 'QC', 'KH', 'QH', 'JH', '10H', '9D'],
        B: ['AC', '2S', '3C', '8S', 'KD', 'QD', 'JD'],
      },
      run: ['10C', '9S', '5C'],
      lastDiscarder: 'B',
    });
    const next = act(state, B, 'AC').state;
    expect(next.turn).toBe(B);
    expect(why(next, A, 'go')?.rule).toBe('turn-order');
  });
});

describe('no card of the run colour at all (go)', () => {
  test('a hand without the run colour can only say go (defensive: a real hand would have gone out)', () => {
    // Swap A's only black card with a red card of B's: A is all red. Unreachable in play, since such
    // a hand has already gone out; the engine still treats it as go.
    const base = alone();
    const hands = [
      ['KH', 'QH', 'JH', '10H', '9D', 'KD', 'QD'],
      ['AC', '2S', '3C', '8S', 'JS', 'QC', 'JD'],
    ];
    const state: BlackAndRedState = { ...base, hands };
    expect(conserved(state)).toBe(true);
    expect(legal(state, A)).toEqual(['go']);
    expect(act(state, A, 'go').state.goes).toEqual([true, false]);
  });
});

describe('the plays of a hand: what both players saw each other do (read by the strong bot, tells.ts)', () => {
  /** The states of GO_AT_24_TWO_RUNS, from alone() on. */
  function afterTwoRuns(): BlackAndRedState[] {
    const states = [alone()];
    for (const [seat, move] of GO_AT_24_TWO_RUNS)
      states.push(act(states[states.length - 1] as BlackAndRedState, seat, move).state);
    return states;
  }

  test('each discard and go is kept in order, with the count it was played on and the run colour, and is public', () => {
    const states = afterTwoRuns();
    expect(states[0]?.plays).toEqual([]);
    const last = states[7] as BlackAndRedState;
    expect(last.plays).toEqual([
      { seat: A, card: null, total: 24, colour: 'black' },
      { seat: B, card: 'AC', total: 24, colour: 'black' },
      { seat: B, card: '2S', total: 25, colour: 'black' },
      { seat: B, card: '3C', total: 27, colour: 'black' },
      { seat: B, card: null, total: 30, colour: 'black' },
      { seat: B, card: 'KD', total: 0, colour: 'red' },
      { seat: A, card: 'KH', total: 10, colour: 'red' },
    ]);
    // Redealing what A cannot see keeps what both saw.
    expect(blackAndRed.determinize(last, B, seedRng(5)).plays).toEqual(last.plays);
  });

  test('over many hands: every turn is a play, in order, and a deal clears them', () => {
    let most = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const random = makeRandom(seed);
      let state = newGame({}, seed);
      let expected: Play[] = [];
      for (let n = 0; n < 3000 && blackAndRed.toAct(state).length > 0; n++) {
        const seat = blackAndRed.toAct(state)[0] as number;
        const action = random.pick(blackAndRed.legalActions(state, seat));
        const before = state;
        state = blackAndRed.step(state, seat, action);
        if (action.type === 'deal') expected = [];
        else {
          const card = action.type === 'discard' ? action.card : null;
          const colour = before.runColour ?? (card !== null && isRedCard(card) ? 'red' : 'black');
          expected = [...expected, { seat, card, total: before.total, colour }];
        }
        most = Math.max(most, expected.length);
        if (state.phase === 'play') expect(state.plays).toEqual(expected);
      }
    }
    expect(most).toBeGreaterThan(30);
  });

  test('a position with a go in its run shows it at the count it stands at', () => {
    expect(alone().plays).toEqual([]);
    expect(alone({}, { turn: 'B', goes: ['A'] }).plays).toEqual([{ seat: A, card: null, total: 24, colour: 'black' }]);
  });
});
