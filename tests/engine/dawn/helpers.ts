// Shared helpers for the Dawn engine tests: build options and positions, apply actions written in
// notation, drive the swap to the play phase, and play seeded random games.

import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { dawn, type DawnAction, type DawnRule, type DawnState } from '../../../src/engine/dawn/index.ts';
import { gameHelpers, kinds, type Chooser as GameChooser } from '../game-helpers.ts';

export { kinds };
export const { act, run, legal, why, conserved, options, newGame, position, rules, sorted, playUntil, randomChooser } =
  gameHelpers(dawn);

export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;
export const E = 4;

type Events = readonly GameEvent<DawnRule>[];

/** Everyone says ready at once (no rearranging). */
export function allReady(state: DawnState): DawnState {
  let current = state;
  for (let seat = 0; seat < dawn.seatCount(state); seat++) current = act(current, seat, 'ready').state;
  return current;
}

/** Everyone takes the given positions (1-based notation) from the hand on their left. */
export function allTake(state: DawnState, take = 'take 1 2'): { state: DawnState; events: Events } {
  const moves: [Seat, string][] = [];
  for (let seat = 0; seat < dawn.seatCount(state); seat++) moves.push([seat, take]);
  return run(state, moves);
}

/** Each picker in turn picks its first legal pair, until the play starts. */
export function allPickFirst(state: DawnState): { state: DawnState; events: Events } {
  let current = state;
  const events: GameEvent<DawnRule>[] = [];
  while (current.phase === 'pick') {
    const [seat] = dawn.toAct(current);
    if (seat === undefined) throw new Error('nobody to pick');
    const [first] = dawn.legalActions(current, seat);
    if (first === undefined) throw new Error('no legal pick');
    const result = dawn.apply(current, seat, first);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** From a fresh deal straight to the first lead: ready, take 1 2, first legal pick. */
export function toPlay(state: DawnState): DawnState {
  const taken = allTake(allReady(state)).state;
  return taken.phase === 'pick' ? allPickFirst(taken).state : taken;
}

export type Chooser = GameChooser<DawnState, DawnAction>;

/**
 * Plays a game to the end (or `maxSteps`), asking `choose` for the first seat in toAct; between
 * hands of a match the next hand is dealt without asking. Calls `visit` on every state reached.
 */
export function playGame(
  start: DawnState,
  choose: Chooser,
  maxSteps = 20_000,
  visit?: (state: DawnState, step: number) => void,
): { state: DawnState; steps: number } {
  const dealing: Chooser = (state, seat, legalActions) =>
    state.phase === 'handOver' ? (legalActions[0] as DawnAction) : choose(state, seat, legalActions);
  return playUntil(start, dealing, undefined, visit, maxSteps);
}
