// The fast path (Game.step) and what makes it fast: step reaches the state apply reaches, through
// every way a hand can end; legal actions are interned objects, the same every time; the seat and
// single-action lists are shared constants; apply still refuses with explain's reason.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { IllegalActionError } from '../../../src/engine/core/replay.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { A, B, ex1, legal, options } from './helpers.ts';

/**
 * Plays a random match, checking at every state that step reaches what apply reaches; adds to
 * `seen` the kind of every event and how each hand ended.
 */
function stepAgreesWithApply(input: Record<string, unknown>, seed: number, seen: Set<string>): void {
  const rng = makeRandom(seed * 31 + 7);
  let state: BlackAndRedState = blackAndRed.newGame(options(input), seed);
  for (let steps = 0; steps < 20_000; steps++) {
    const [seat] = blackAndRed.toAct(state);
    if (seat === undefined) break;
    const action = rng.pick(blackAndRed.legalActions(state, seat));
    const { state: applied, events } = blackAndRed.apply(state, seat, action);
    expect(blackAndRed.step(state, seat, action)).toStrictEqual(applied);
    for (const event of events) seen.add(event.kind);
    if (applied.phase !== 'play' && applied.lastHand) seen.add(applied.lastHand.reason);
    state = applied;
  }
  expect(state.phase).toBe('over');
}

describe('step, the fast path', () => {
  test('reaches the state apply reaches at every action of random matches: every kind of hand end, run end and rebuilt stock', () => {
    const seen = new Set<string>();
    const variants: Record<string, unknown>[] = [
      {},
      { cardValues: 'ranked', after31Leader: 'opponent' },
      { stockOut: 'drawHand', bothMonoDealt: 'playerOneOnly' },
      { maxTurns: 10 },
    ];
    for (const input of variants) {
      for (let seed = 1; seed <= 12; seed++) stepAgreesWithApply(input, seed, seen);
    }
    const ends = ['dealtOneColour', 'otherColour', 'ownColour', 'stockOut', 'turnCap'];
    const kinds = ['go', 'run-over', 'thirty-one', 'stock-rebuilt', 'match-over'];
    expect([...ends, ...kinds].filter((kind) => !seen.has(kind))).toEqual([]);
  });

  test('leaves the state it is given unchanged', () => {
    const state = ex1();
    const copy = structuredClone(state);
    for (const action of blackAndRed.legalActions(state, A)) blackAndRed.step(state, A, action);
    expect(state).toStrictEqual(copy);
  });
});

describe('interned actions and shared lists', () => {
  test('legalActions returns the same action object for a card every time, and parseAction finds it too', () => {
    const state = ex1();
    const first = blackAndRed.legalActions(state, A);
    const again = blackAndRed.legalActions(state, A);
    expect(first.length).toBeGreaterThan(0);
    for (let i = 0; i < first.length; i++) {
      const action = first[i];
      expect(again[i]).toBe(action);
      expect(Object.isFrozen(action)).toBe(true);
      if (action?.type === 'discard') expect(blackAndRed.parseAction(action.card)).toBe(action);
    }
    expect(legal(state, A)).toEqual(['7S', '10S', '8H', '9H', 'JD', '2D', '6C']);
  });

  test('go and deal are single shared actions; toAct returns shared seat lists', () => {
    expect(blackAndRed.parseAction('go')).toBe(blackAndRed.parseAction('GO'));
    expect(blackAndRed.parseAction('deal')).toBe(blackAndRed.parseAction('deal'));
    const state = ex1();
    const seats = blackAndRed.toAct(state);
    expect(seats).toEqual([A]);
    expect(blackAndRed.toAct(blackAndRed.step(state, A, blackAndRed.parseAction('7S')))).toEqual([B]);
    expect(blackAndRed.toAct(state)).toBe(seats);
  });

  test('apply refuses an illegal action with the reason explain gives', () => {
    const state = ex1();
    const action = blackAndRed.parseAction('9C');
    const violation = blackAndRed.explain(state, A, action);
    expect(violation?.rule).toBe('discard-then-draw');
    let thrown: unknown;
    try {
      blackAndRed.apply(state, A, action);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect((thrown as IllegalActionError).violation).toEqual(violation);
  });
});
