// Shared helpers for the Dawn engine tests: build options and positions, apply actions written in
// notation, drive the swap to the play phase, and play seeded random games.

import type { Card } from '../../../src/engine/core/cards.ts';
import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { makeRandom, type Random } from '../../../src/engine/core/rng.ts';
import { dawn, type DawnAction, type DawnRule, type DawnState } from '../../../src/engine/dawn/index.ts';
import type { DawnOptions } from '../../../src/engine/dawn/options.ts';
import { kinds, notationHelpers } from '../game-helpers.ts';

export { kinds };
export const { act, run, legal, why, conserved } = notationHelpers(dawn);

export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;
export const E = 4;

export type Events = readonly GameEvent<DawnRule>[];

export function options(input: Record<string, unknown> = {}): DawnOptions {
  return dawn.parseOptions(input);
}

export function newGame(input: Record<string, unknown> = {}, seed = 1): DawnState {
  return dawn.newGame(options(input), seed);
}

/** A hand-written position (dawn.fromPosition) with options given as a plain object. */
export function position(spec: unknown, input: Record<string, unknown> = {}, seed = 1): DawnState {
  return dawn.fromPosition(spec, options(input), seed);
}

export function rules(events: Events): DawnRule[] {
  return events.map((e) => e.rule);
}

export function sorted(cards: readonly Card[]): Card[] {
  return cards.slice().sort();
}

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

export type Chooser = (state: DawnState, seat: Seat, legalActions: readonly DawnAction[]) => DawnAction;

export function randomChooser(random: Random): Chooser {
  return (_state, _seat, legalActions) => random.pick(legalActions);
}

/**
 * Plays a game to the end (or `maxSteps`), one action at a time, asking `choose` for the first
 * seat in toAct. Calls `visit` on every state reached, before its action.
 */
export function playGame(
  start: DawnState,
  choose: Chooser,
  maxSteps = 20_000,
  visit?: (state: DawnState, step: number) => void,
): { state: DawnState; steps: number } {
  let state = start;
  let steps = 0;
  while (state.phase !== 'over' && steps < maxSteps) {
    visit?.(state, steps);
    if (state.phase === 'handOver') {
      const [dealer] = dawn.toAct(state);
      state = dawn.apply(state, dealer ?? 0, { type: 'deal' }).state;
    } else {
      const [seat] = dawn.toAct(state);
      if (seat === undefined) throw new Error(`nobody to act in phase ${state.phase}`);
      const legalActions = dawn.legalActions(state, seat);
      state = dawn.apply(state, seat, choose(state, seat, legalActions)).state;
    }
    steps++;
  }
  return { state, steps };
}

/** A uniformly random game from a seed; the same seed always gives the same game. */
export function randomGame(
  input: Record<string, unknown>,
  seed: number,
  maxSteps = 20_000,
): { state: DawnState; steps: number } {
  return playGame(newGame(input, seed), randomChooser(makeRandom(seed * 7919 + 1)), maxSteps);
}
