// Shared helpers for the Black & Red engine tests: options and positions, actions written in
// notation, refusals, seeded random games, and the fixtures' cards from RULINGS 3.3.

import type { Card } from '../../../src/engine/core/cards.ts';
import type { GameEvent, Seat, Violation } from '../../../src/engine/core/game.ts';
import { IllegalActionError } from '../../../src/engine/core/replay.ts';
import { makeRandom, type Random } from '../../../src/engine/core/rng.ts';
import {
  blackAndRed,
  type BlackAndRedAction,
  type BlackAndRedRule,
  type BlackAndRedState,
} from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedOptions } from '../../../src/engine/black-and-red/options.ts';
import { kinds, notationHelpers } from '../game-helpers.ts';

export { kinds };
export const { act, run, legal, why, conserved } = notationHelpers(blackAndRed);

export const A = 0;
export const B = 1;

export type Events = readonly GameEvent<BlackAndRedRule>[];

export function options(input: Record<string, unknown> = {}): BlackAndRedOptions {
  return blackAndRed.parseOptions(input);
}

export function newGame(input: Record<string, unknown> = {}, seed = 1): BlackAndRedState {
  return blackAndRed.newGame(options(input), seed);
}

/** A hand-written position (blackAndRed.fromPosition) with options given as a plain object. */
export function position(spec: unknown, input: Record<string, unknown> = {}, seed = 1): BlackAndRedState {
  return blackAndRed.fromPosition(spec, options(input), seed);
}

/** The violation apply() raises for an action written in notation. */
export function refused(state: BlackAndRedState, seat: Seat, text: string): Violation {
  try {
    act(state, seat, text);
  } catch (error) {
    if (error instanceof IllegalActionError) return error.violation;
    throw error;
  }
  throw new Error(`${text} by seat ${seat} was accepted`);
}

export function ofKind(events: Events, kind: string): GameEvent<BlackAndRedRule>[] {
  return events.filter((e) => e.kind === kind);
}

export function sorted(items: readonly string[]): string[] {
  return items.slice().sort();
}

export const isRedCard = (card: Card): boolean => card.endsWith('H') || card.endsWith('D');

export type Chooser = (
  state: BlackAndRedState,
  seat: Seat,
  legalActions: readonly BlackAndRedAction[],
) => BlackAndRedAction;

export function randomChooser(random: Random): Chooser {
  return (_state, _seat, legalActions) => random.pick(legalActions);
}

export const firstChooser: Chooser = (_state, _seat, legalActions) => {
  const first = legalActions[0];
  if (first === undefined) throw new Error('no legal action');
  return first;
};

/**
 * Plays on until `stop` holds or the match is over (or `maxSteps`), one action at a time, asking
 * `choose` for the seat in toAct. Calls `visit` on every state reached, before its action.
 */
export function playUntil(
  start: BlackAndRedState,
  choose: Chooser,
  stop: (state: BlackAndRedState) => boolean = () => false,
  visit?: (state: BlackAndRedState, step: number) => void,
  maxSteps = 20_000,
): { state: BlackAndRedState; events: Events; steps: number } {
  let state = start;
  let steps = 0;
  const events: GameEvent<BlackAndRedRule>[] = [];
  while (state.phase !== 'over' && !stop(state) && steps < maxSteps) {
    visit?.(state, steps);
    const [seat] = blackAndRed.toAct(state);
    if (seat === undefined) throw new Error(`nobody to act in phase ${state.phase}`);
    const result = blackAndRed.apply(state, seat, choose(state, seat, blackAndRed.legalActions(state, seat)));
    state = result.state;
    events.push(...result.events);
    steps++;
  }
  return { state, events, steps };
}

/** A uniformly random match from a seed; the same seed always gives the same match. */
export function randomGame(
  input: Record<string, unknown>,
  seed: number,
  visit?: (state: BlackAndRedState, step: number) => void,
): { state: BlackAndRedState; events: Events; steps: number } {
  return playUntil(newGame(input, seed), randomChooser(makeRandom(seed * 7919 + 1)), undefined, visit);
}

/** BR-EX1/BR-EX2's deal (RULINGS 3.3): B deals, so A is player one. */
export const EX_HANDS = {
  A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
  B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'],
} as const;
export const EX_UPCARD = '5H';
/** The stock below the upcard, top first. */
export const EX_STOCK = ['2H', '7H', '9S', '5S', 'AD'] as const;

/** BR-EX1 at its start: the upcard 5H showing, A (player one) to discard. */
export function ex1(input: Record<string, unknown> = {}): BlackAndRedState {
  return position({ dealer: 'B', hands: EX_HANDS, upcard: EX_UPCARD, stock: EX_STOCK }, input, 7);
}

/** BR-EX1/BR-EX2's script, T1 to T6, with the running total after each turn. */
export const EX_SCRIPT: readonly (readonly [Seat, string, number])[] = [
  [A, '7S', 7],
  [B, '9C', 16],
  [A, '10S', 26],
  [B, '4C', 30],
  [A, 'go', 30],
  [B, 'go', 30],
];
