// Replays (core/replay.ts): (options, seed, actions) reproduces a game exactly, and a bad record
// fails with the 1-based step that broke.
import { describe, expect, test } from 'vitest';
import { NotationError, OptionsError, PositionError } from '../../../src/engine/core/errors.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import {
  act,
  errorMessage,
  formatRecordedAction,
  IllegalActionError,
  parseRecordedAction,
  replay,
  ReplayError,
  startState,
  type RecordedAction,
} from '../../../src/engine/core/replay.ts';
import { dawn, type DawnState } from '../../../src/engine/dawn/index.ts';

/** Plays a seeded random game and records it as the site does: seat plus action notation. */
function recordRandomGame(
  options: Record<string, unknown>,
  seed: number,
  moves: number,
): { actions: RecordedAction[]; state: DawnState } {
  const random = makeRandom(seed + 100);
  let state = dawn.newGame(dawn.parseOptions(options), seed);
  const actions: RecordedAction[] = [];
  for (let i = 0; i < moves && state.phase !== 'over'; i++) {
    const [seat = 0] = dawn.toAct(state);
    const action = random.pick(dawn.legalActions(state, seat));
    actions.push({ seat, action: dawn.formatAction(action) });
    state = dawn.apply(state, seat, action).state;
  }
  return { actions, state };
}

function replayError(run: () => unknown): ReplayError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ReplayError);
    return error as ReplayError;
  }
  throw new Error('replay succeeded');
}

describe('replay reproduces a game', () => {
  test('a whole random game replays to the identical state', () => {
    for (const [options, seed] of [
      [{ players: 4 }, 3],
      [{ players: 2, variant: 'dusk' }, 8],
      [{ players: 6, matchHands: 2 }, 5],
    ] as const) {
      const { actions, state } = recordRandomGame(options, seed, 5000);
      const result = replay<DawnState>(dawn, { options, seed, actions });
      expect(result.state).toEqual(state);
      expect(result.steps).toHaveLength(actions.length);
      expect(result.start).toEqual(dawn.newGame(dawn.parseOptions(options), seed));
    }
  });

  test('each step records the seat, action, events and state after it', () => {
    const options = { players: 3 };
    const { actions } = recordRandomGame(options, 2, 60);
    const { steps, start } = replay<DawnState>(dawn, { options, seed: 2, actions });
    let state = start;
    steps.forEach((step, i) => {
      const expected = dawn.apply(state, actions[i]?.seat ?? -1, dawn.parseAction(actions[i]?.action ?? ''));
      expect(step.seat).toBe(actions[i]?.seat);
      expect(step.action).toBe(actions[i]?.action);
      expect(step.events).toEqual(expected.events);
      expect(step.state).toEqual(expected.state);
      state = step.state;
    });
  });

  test('replaying twice gives the same result, and no options means the defaults', () => {
    const { actions } = recordRandomGame({}, 4, 200);
    const one = replay<DawnState>(dawn, { seed: 4, actions });
    const two = replay<DawnState>(dawn, { seed: 4, options: {}, actions });
    expect(two.state).toEqual(one.state);
    expect(one.state.options.players).toBe(4);
  });

  test('a record may start from a hand-written position', () => {
    const position = {
      turn: 'B',
      hands: { A: ['KS', '9H'], B: ['QH', '8C', '7S'], C: ['JC', '7H'] },
      pile: ['9D'],
      stock: ['2C'],
    };
    const { state, steps } = replay<DawnState>(dawn, {
      options: { players: 3 },
      seed: 1,
      position,
      actions: [
        { seat: 1, action: '8C' },
        { seat: 2, action: '7H' },
        { seat: 0, action: 'draw' },
      ],
    });
    expect(state.pile).toEqual(['9D', '8C', '7H']);
    expect(state.hands[0]).toEqual(['KS', '9H', '2C']);
    expect(steps[2]?.events[0]).toMatchObject({ kind: 'draw', cards: ['2C'] });
    expect(startState<DawnState>(dawn, { options: { players: 3 }, seed: 1, position }).turn).toBe(1);
  });
});

describe('a record that fails names the step', () => {
  test('an illegal action names its 1-based step and carries the rule', () => {
    const position = { turn: 'A', hands: { A: ['KS', '7H'], B: ['QH', '8C'], C: ['JC', '2D'] }, pile: ['8D'] };
    const error = replayError(() =>
      replay(dawn, {
        options: { players: 3 },
        seed: 1,
        position,
        actions: [
          { seat: 0, action: '7H' },
          { seat: 1, action: 'draw' },
          { seat: 2, action: 'JC' },
        ],
      }),
    );
    expect(error.step).toBe(3);
    expect(error.message).toMatch(/^step 3: C cannot JC: /);
    expect(error.message).toMatch(/\(rule: one-lower\)$/);
    expect(error.violation?.rule).toBe('one-lower');
  });

  test('an action out of turn is refused with turn-order at its step', () => {
    const { actions } = recordRandomGame({ players: 3 }, 6, 200);
    const playIndex = actions.findIndex((a) => /^(draw|[0-9AJQK])/.test(a.action));
    expect(playIndex).toBeGreaterThan(0);
    const wrongSeat = ((actions[playIndex]?.seat ?? 0) + 1) % 3;
    const broken = [...actions.slice(0, playIndex), { seat: wrongSeat, action: 'draw' }];
    const error = replayError(() => replay(dawn, { options: { players: 3 }, seed: 6, actions: broken }));
    expect(error.step).toBe(playIndex + 1);
    expect(error.message.startsWith(`step ${playIndex + 1}: `)).toBe(true);
    expect(error.violation?.rule).toBe('turn-order');
  });

  test('bad notation is reported at its step, without a violation', () => {
    const error = replayError(() =>
      replay(dawn, {
        seed: 1,
        actions: [
          { seat: 0, action: 'ready' },
          { seat: 1, action: 'dance now' },
        ],
      }),
    );
    expect(error.step).toBe(2);
    expect(error.message).toMatch(/^step 2: "dance now" is not a Dawn move/);
    expect(error.violation).toBeUndefined();
  });

  test('bad options or positions fail at step 0, with the reason and no step prefix', () => {
    const options = replayError(() => replay(dawn, { seed: 1, options: { players: 12 }, actions: [] }));
    expect(options.step).toBe(0);
    expect(options.message).toBe('Dawn is for 2 to 11 players, not 12.');
    const position = replayError(() =>
      replay(dawn, { seed: 1, options: { players: 3 }, position: { hands: {} }, actions: [] }),
    );
    expect(position.step).toBe(0);
    expect(position.message).toMatch(/seat A is missing/);
  });

  test('startState raises the engine errors themselves', () => {
    expect(() => startState(dawn, { seed: 1, options: { players: 1 } })).toThrow(OptionsError);
    expect(() => startState(dawn, { seed: 1, position: { hands: {} } })).toThrow(PositionError);
  });
});

describe('act and the recorded-action notation', () => {
  test('act applies a legal action and throws IllegalActionError for an illegal one', () => {
    const start = dawn.newGame(dawn.parseOptions({ players: 3 }), 1);
    const { state, events } = act<DawnState>(dawn, start, 0, 'shift 1');
    expect(state.hands[0]?.[0]).toBe(start.hands[0]?.[1]);
    expect(events[0]).toMatchObject({ kind: 'shift', rule: 'swap-arrange' });
    try {
      act(dawn, start, 0, 'draw');
      throw new Error('draw was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalActionError);
      const illegal = error as IllegalActionError;
      expect(illegal.seat).toBe(0);
      expect(illegal.action).toBe('draw');
      expect(illegal.violation.rule).toBe('swap-arrange');
      expect(illegal.message).toMatch(/^A cannot draw: .+ \(rule: swap-arrange\)$/);
    }
  });

  test('"B: draw" round-trips', () => {
    expect(parseRecordedAction('B: draw', 3)).toEqual({ seat: 1, action: 'draw' });
    expect(parseRecordedAction('  c :  take 2 9  ', 3)).toEqual({ seat: 2, action: 'take 2 9' });
    expect(formatRecordedAction({ seat: 1, action: 'draw' })).toBe('B: draw');
    const recorded = { seat: 10, action: '10D' };
    expect(parseRecordedAction(formatRecordedAction(recorded), 11)).toEqual(recorded);
  });

  test('malformed recorded actions are NotationErrors', () => {
    expect(() => parseRecordedAction('draw', 3)).toThrow(NotationError);
    expect(() => parseRecordedAction('draw', 3)).toThrow(/should look like "B: draw"/);
    expect(() => parseRecordedAction('B:', 3)).toThrow(NotationError);
    expect(() => parseRecordedAction('D: draw', 3)).toThrow(/"D" is not a seat/);
  });

  test('errorMessage reads errors and anything else', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
  });
});
