// Helpers for the Day engine tests: options, positions, actions in notation, seeded random play.
import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { chipTotal, day, type DayRule, type DayState } from '../../../src/engine/day/index.ts';
import type { DayOptions } from '../../../src/engine/day/options.ts';

export type Opts = Partial<Record<keyof DayOptions, unknown>>;
export const [A, B, C, D] = [0, 1, 2, 3];

function opts(input: Opts = {}): DayOptions {
  return day.parseOptions(input);
}

export function newGame(input: Opts = {}, seed = 1): DayState {
  return day.newGame(opts(input), seed);
}

export function position(spec: unknown, input: Opts = {}, seed = 1): DayState {
  return day.fromPosition(spec, opts(input), seed);
}

/** Applies "B: call", "C: raise 4"... in order (or just "call" for whoever is to act). */
export function run(state: DayState, ...moves: string[]): { state: DayState; events: GameEvent<DayRule>[] } {
  let s = state;
  const events: GameEvent<DayRule>[] = [];
  for (const move of moves) {
    const m = /^([A-H]):\s*(.*)$/.exec(move);
    const seat: Seat = m ? (m[1] as string).charCodeAt(0) - 65 : (day.toAct(s)[0] as Seat);
    const applied = day.apply(s, seat, day.parseAction(m ? (m[2] as string) : move));
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

export function legal(state: DayState, seat: Seat): string[] {
  return day.legalActions(state, seat).map((a) => day.formatAction(a));
}

export function texts(events: readonly GameEvent<DayRule>[]): string[] {
  return events.map((e) => day.describeEvent(e, (s) => String.fromCharCode(65 + s)));
}

/** A random session; `each` sees every state after an action. Returns the final state. */
export function randomSession(
  input: Opts,
  seed: number,
  each?: (before: DayState, after: DayState, seat: Seat, events: readonly GameEvent<DayRule>[]) => void,
  limit = 100_000,
): DayState {
  const rng = makeRandom(seed * 977 + 13);
  let state = newGame(input, seed);
  for (let i = 0; i < limit; i++) {
    const [seat] = day.toAct(state);
    if (seat === undefined) return state;
    const action = rng.pick(day.legalActions(state, seat));
    const applied = day.apply(state, seat, action);
    each?.(state, applied.state, seat, applied.events);
    state = applied.state;
  }
  throw new Error('session did not end');
}

export { chipTotal, day };
