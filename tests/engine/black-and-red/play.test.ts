// Runs (run-colour, thirty-one): a turn is a discard then a draw; the first discard of a run sets
// its colour, later discards must match it, the total may not pass 31, and exactly 31 ends the run
// with no score, the next leader set by after31Leader.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { A, act, B, conserved, kinds, legal, ofKind, position, randomGame, refused, run, why } from './helpers.ts';

const HANDS = {
  A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
  B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'],
};

/** A mid-hand position, no upcard: A collects red, B black. */
function mid(spec: Record<string, unknown> = {}, input: Record<string, unknown> = {}): BlackAndRedState {
  return position(
    { dealer: 'B', playerOneColour: 'red', hands: HANDS, stock: ['2H', '7H', '9S', '5S', 'AD'], ...spec },
    input,
    3,
  );
}

describe('a turn: discard, then draw (run-colour)', () => {
  test('the discard leaves the hand, joins the run and the total; the top stock card is drawn', () => {
    const state = mid({ turn: 'A' });
    const { state: next, events } = act(state, A, '10S');
    expect(kinds(events)).toEqual(['discard', 'draw']);
    expect(next.hands[A]).toEqual(['7S', '8H', '9H', 'JD', '2D', '6C', '2H']);
    expect(next.run).toEqual(['10S']);
    expect(next.total).toBe(10);
    expect(next.stock[0]).toBe('7H');
    expect(next.stock).toHaveLength(state.stock.length - 1);
    expect(next.lastDiscarder).toBe(A);
    expect(next.turn).toBe(B);
    expect(next.turns).toBe(1);
    expect(conserved(next)).toBe(true);
  });

  test('apply never changes the state it is given', () => {
    const state = mid({ turn: 'A' });
    const copy = JSON.parse(JSON.stringify(state)) as unknown;
    act(state, A, '10S');
    expect(state).toEqual(copy);
  });

  test('only the seat whose turn it is may act (turn-order)', () => {
    const state = mid({ turn: 'A' });
    expect(blackAndRed.toAct(state)).toEqual([A]);
    expect(legal(state, B)).toEqual([]);
    expect(refused(state, B, '9C')).toEqual({ rule: 'turn-order', message: "It is A's turn." });
  });

  test('a card not held cannot be discarded', () => {
    const state = mid({ turn: 'A' });
    expect(refused(state, A, '9C')).toEqual({
      rule: 'discard-then-draw',
      message: 'You do not hold the 9 of clubs.',
    });
  });

  test("'deal' during a hand is refused under 'match'", () => {
    expect(refused(mid({ turn: 'A' }), A, 'deal')).toEqual({
      rule: 'match',
      message: 'The hand is still being played.',
    });
  });
});

describe('the run colour (run-colour)', () => {
  test('leading, any card may be discarded; the first discard sets the colour (event rule run-colour)', () => {
    const state = mid({ turn: 'A' });
    expect(state.runColour).toBeNull();
    expect(legal(state, A)).toEqual(HANDS.A);
    const black = act(state, A, '7S');
    expect(black.events[0]).toEqual({
      kind: 'discard',
      rule: 'run-colour',
      seat: A,
      cards: ['7S'],
      detail: { value: 7, total: 7, colour: 'black', leading: true },
    });
    expect(black.state.runColour).toBe('black');
    const red = act(state, A, 'JD');
    expect(red.state.runColour).toBe('red');
    expect(red.events[0]?.detail).toMatchObject({ colour: 'red', leading: true, total: 10 });
  });

  test('later discards must match; they cite running-total as they add up', () => {
    const after = act(mid({ turn: 'A' }), A, '7S').state;
    expect(legal(after, B)).toEqual(['9C', '4C', 'JS']);
    expect(refused(after, B, 'KH')).toEqual({
      rule: 'run-colour',
      message: 'This run is black: every discard in it must be black.',
    });
    expect(why(after, B, '3D')?.rule).toBe('run-colour');
    const next = act(after, B, '9C');
    expect(next.events[0]).toEqual({
      kind: 'discard',
      rule: 'running-total',
      seat: B,
      cards: ['9C'],
      detail: { value: 9, total: 16, colour: 'black', leading: false },
    });
  });

  test('even your own target colour must be given up when the run is that colour', () => {
    // B collects black, but the run is black.
    const after = act(mid({ turn: 'A' }), A, '7S').state;
    expect(after.targets[B]).toBe('black');
    expect(legal(after, B).every((c) => c.endsWith('C') || c.endsWith('S'))).toBe(true);
  });

  test('a position run sets colour and total', () => {
    const state = mid({ turn: 'B', run: ['5D', '6H'], lastDiscarder: 'A' });
    expect(state.runColour).toBe('red');
    expect(state.total).toBe(11);
    expect(legal(state, B)).toEqual(['KH', 'QH', '3D', '8D']);
  });
});

describe('the running total (running-total)', () => {
  test('a discard that would pass 31 is refused under running-total, naming the total', () => {
    const state = mid({ turn: 'B', run: ['7C', '10C', '3C', '6S'], lastDiscarder: 'A' });
    expect(state.total).toBe(26);
    expect(legal(state, B)).toEqual(['4C']);
    expect(refused(state, B, 'JS')).toEqual({
      rule: 'running-total',
      message: 'The total is 26; the Jack of spades counts 10, which would take it to 36, over 31.',
    });
  });

  test('the total never passes 31 in random play', () => {
    let maxTotal = 0;
    for (let seed = 1; seed <= 20; seed++) {
      randomGame({}, seed, (s) => {
        // A finished hand may keep a total of 31: going out on the draw after the discard that
        // made 31 ends the hand before the run is reset.
        if (s.phase !== 'play') return;
        maxTotal = Math.max(maxTotal, s.total);
        expect(s.total).toBeLessThan(31);
      });
    }
    expect(maxTotal).toBeGreaterThan(25);
  });
});

/** A black run at 21 with A to play: A's 10S makes exactly 31. */
function at21(input: Record<string, unknown> = {}, spec: Record<string, unknown> = {}): BlackAndRedState {
  return mid({ turn: 'A', run: ['5C', '8C', '8S'], lastDiscarder: 'B', ...spec }, input);
}

describe('exactly 31 (thirty-one)', () => {
  test('31 ends the run: the count resets, the run joins the discards, no score', () => {
    const state = at21();
    expect(state.total).toBe(21);
    const { state: next, events } = act(state, A, '10S');
    expect(kinds(events)).toEqual(['discard', 'draw', 'thirty-one']);
    expect(events[2]).toEqual({ kind: 'thirty-one', rule: 'thirty-one', seat: A, detail: { leader: A } });
    expect(next.total).toBe(0);
    expect(next.runColour).toBeNull();
    expect(next.run).toEqual([]);
    expect(next.discards.slice(-4)).toEqual(['5C', '8C', '8S', '10S']);
    expect(next.goes).toEqual([false, false]);
    expect(next.scores).toEqual([0, 0]);
    expect(next.phase).toBe('play');
    expect(next.lastHand).toBeNull();
    expect(conserved(next)).toBe(true);
  });

  test("'playerWhoMade31' (default): the player who made 31 leads the next run, in any colour", () => {
    const next = act(at21(), A, '10S').state;
    expect(next.turn).toBe(A);
    expect(blackAndRed.toAct(next)).toEqual([A]);
    expect(legal(next, A)).toEqual(next.hands[A]);
  });

  test("'opponent': the other player leads the next run", () => {
    const { state: next, events } = act(at21({ after31Leader: 'opponent' }), A, '10S');
    expect(ofKind(events, 'thirty-one')[0]?.detail).toEqual({ leader: B });
    expect(next.turn).toBe(B);
    expect(legal(next, B)).toEqual(next.hands[B]);
    expect(legal(next, A)).toEqual([]);
  });

  test('31 made after the opponent said go ends the run and clears the go', () => {
    const state = at21({}, { goes: ['B'], lastDiscarder: 'A' });
    const next = act(state, A, '10S').state;
    expect(next.goes).toEqual([false, false]);
    expect(next.turn).toBe(A);
    const opp = act(at21({ after31Leader: 'opponent' }, { goes: ['B'], lastDiscarder: 'A' }), A, '10S').state;
    expect(opp.turn).toBe(B);
    expect(legal(opp, B).length).toBeGreaterThan(0);
  });

  test('the new run takes a new colour from its first discard', () => {
    const next = run(at21(), [
      [A, '10S'],
      [A, '8H'],
    ]);
    expect(next.state.runColour).toBe('red');
    expect(next.state.total).toBe(8);
    expect(next.events.filter((e) => e.kind === 'discard').at(-1)?.rule).toBe('run-colour');
  });
});
