// The fast path (step) and what keeps it fast: step reaches apply's state over whole seeded games
// in every phase (arranging, taking, picking up, play, between hands, the end of a match) without
// touching its input; legalActions hands out the same interned action and list objects; toAct the
// same seat lists; apply still takes an action that was parsed rather than interned.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { dawn, type DawnAction, type DawnState } from '../../../src/engine/dawn/index.ts';
import { A, B, newGame, position, toPlay } from './helpers.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Plays a random game through apply, checking at every action that step on a frozen copy of the
 * state gives apply's state; returns the phases seen.
 */
function stepAgreesWithApply(options: Record<string, unknown>, seed: number): Set<string> {
  const random = makeRandom(seed);
  const phases = new Set<string>();
  let state = newGame(options, seed);
  for (let actions = 0; actions < 20_000; actions++) {
    phases.add(state.phase);
    const seats = dawn.toAct(state);
    if (seats.length === 0) return phases;
    const seat = random.pick(seats);
    const action = random.pick(dawn.legalActions(state, seat));
    const frozen = deepFreeze(structuredClone(state));
    const stepped = dawn.step(frozen, seat, action);
    const applied = dawn.apply(frozen, seat, action).state;
    expect(stepped, `seed ${seed}, action ${actions}: ${dawn.formatAction(action)}`).toStrictEqual(applied);
    state = applied;
  }
  throw new Error(`seed ${seed} did not end`);
}

describe('step is apply without the events and the check', () => {
  test.each<[string, Record<string, unknown>]>([
    ['2 players', { players: 2 }],
    ['4 players', { players: 4 }],
    ['11 players', { players: 11 }],
    ['a match of three hands', { players: 3, matchHands: 3 }],
    [
      'Dusk, shared wins, only checked after plays',
      { variant: 'dusk', simultaneousDawn: 'shared', dawnCheck: 'turnBoundariesOnly', matchHands: 2 },
    ],
    ['one deck for 3 (a short stock, rebuilt often)', { players: 3, decks: 1 }],
  ])('%s: the same state after every action of seeded games', (_name, options) => {
    const phases = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) for (const phase of stepAgreesWithApply(options, seed)) phases.add(phase);
    for (const phase of ['arrange', 'take', 'pick', 'play', 'over']) expect(phases).toContain(phase);
    if (Number(options['matchHands'] ?? 1) > 1) expect(phases).toContain('handOver');
  });

  test('step on a hand-written position: a drawn card of the needed rank is played at once', () => {
    const state = position(
      { turn: 'A', hands: { A: ['KS', '9C'], B: ['QS', '4D'] }, pile: ['8H'], stock: ['7D'] },
      { players: 2 },
    );
    const draw = dawn.parseAction('draw');
    expect(dawn.step(state, A, draw)).toStrictEqual(dawn.apply(state, A, draw).state);
    expect(dawn.step(state, A, draw).pile).toEqual(['8H', '7D']);
  });
});

describe('interned actions and seat lists', () => {
  function firstPlay(state: DawnState): { state: DawnState; seat: Seat } {
    const [seat] = dawn.toAct(state);
    if (seat === undefined) throw new Error('nobody to play');
    return { state, seat };
  }

  test('the same move is the same frozen object every time legalActions gives it', () => {
    const { state, seat } = firstPlay(toPlay(newGame({ players: 3 }, 4)));
    const first = dawn.legalActions(state, seat);
    const again = dawn.legalActions(structuredClone(state), seat);
    expect(again).toEqual(first);
    first.forEach((action, i) => expect(again[i]).toBe(action));
    for (const action of first) expect(Object.isFrozen(action)).toBe(true);
  });

  test('arranging and taking hand out one shared list per hand size', () => {
    const state = newGame({ players: 4 }, 2);
    const arranging = dawn.legalActions(state, A);
    expect(dawn.legalActions(state, B)).toBe(arranging);
    let taking = state;
    for (let seat = 0; seat < 4; seat++) taking = dawn.apply(taking, seat, dawn.parseAction('ready')).state;
    expect(taking.phase).toBe('take');
    expect(dawn.legalActions(taking, B)).toBe(dawn.legalActions(taking, A));
    expect(dawn.legalActions(taking, A)).toHaveLength(66);
  });

  test('toAct gives one shared list per set of seats', () => {
    const state = newGame({ players: 4 }, 3);
    expect(dawn.toAct(state)).toEqual([0, 1, 2, 3]);
    expect(dawn.toAct(structuredClone(state))).toBe(dawn.toAct(state));
    const { state: playing, seat } = firstPlay(toPlay(state));
    expect(dawn.toAct(playing)).toEqual([seat]);
    expect(dawn.toAct(structuredClone(playing))).toBe(dawn.toAct(playing));
  });

  test('apply takes a parsed action as well as the interned one, and refuses with explain', () => {
    const { state, seat } = firstPlay(toPlay(newGame({ players: 3 }, 5)));
    const interned = dawn.legalActions(state, seat)[0] as DawnAction;
    const parsed = dawn.parseAction(dawn.formatAction(interned));
    expect(parsed).not.toBe(interned);
    expect(dawn.apply(state, seat, parsed)).toStrictEqual(dawn.apply(state, seat, interned));
    const other = (seat + 1) % 3;
    expect(() => dawn.apply(state, other, parsed)).toThrow(dawn.explain(state, other, parsed)?.message ?? '');
  });
});
