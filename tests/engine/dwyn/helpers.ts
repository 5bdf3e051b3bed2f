// Shared helpers for the DWYN engine tests: options and positions, actions written in notation,
// refusals, the opening lay-out played through, and a few positions the rule tests start from.

import { expect } from 'vitest';
import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { dwyn, type DwynAction, type DwynRule, type DwynState } from '../../../src/engine/dwyn/index.ts';
import { draftOf } from '../../../src/engine/dwyn/state.ts';
import { isBody } from '../../../src/engine/dwyn/deck.ts';
import { gameHelpers, kinds, type Chooser as GameChooser } from '../game-helpers.ts';

export { dwyn, kinds };
export const {
  act,
  run,
  legal,
  why,
  conserved,
  options,
  newGame,
  position,
  ofKind,
  sorted,
  playUntil,
  randomGame,
  randomChooser,
} = gameHelpers(dwyn);

export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;
export const E = 4;
export const F = 5;

type Events = readonly GameEvent<DwynRule>[];
export type Chooser = GameChooser<DwynState, DwynAction>;

/** A copy of `state` with some fields set: a state no position spec can write. */
export function changed(state: DwynState, fields: Partial<DwynState>): DwynState {
  return Object.assign(draftOf(state), fields);
}

/** The message of the PositionError fromPosition raises for `spec`. */
export function refusedPosition(spec: unknown, input: Record<string, unknown> = {}, seed = 1): string {
  try {
    dwyn.fromPosition(spec, options(input), seed);
  } catch (error) {
    if (!(error instanceof PositionError)) throw error;
    return error.message;
  }
  throw new Error(`position ${JSON.stringify(spec)} was accepted`);
}

/**
 * Plays the opening lay-out of a fresh deal: the forced `layout` of every seat asked, in order.
 * Returns the state when play begins, the seats that laid out and every event.
 */
export function layOutAll(start: DwynState): { state: DwynState; seats: Seat[]; events: Events } {
  let state = start;
  const seats: Seat[] = [];
  const events: GameEvent<DwynRule>[] = [];
  while (state.phase === 'play' && state.stage === 'layout') {
    const [seat] = dwyn.toAct(state);
    if (seat === undefined) throw new Error('nobody to lay out');
    expect(legal(state, seat)).toEqual(['layout']);
    const result = act(state, seat, 'layout');
    seats.push(seat);
    events.push(...result.events);
    state = result.state;
  }
  return { state, seats, events };
}

/** A fresh deal played through its opening lay-out: the first player's turn, stage draw. */
export function dealt(input: Record<string, unknown> = {}, seed = 1): DwynState {
  return layOutAll(newGame(input, seed)).state;
}

export const bodyCards = (cards: readonly string[]): string[] => cards.filter(isBody);

/** The card that `events` say `seat` drew (the last such event). */
export function drawnCard(events: Events): string | undefined {
  const draws = events.filter((e) => e.kind === 'draw');
  return draws[draws.length - 1]?.cards?.[0];
}

/**
 * Before the KROWN, 2 players: A (to act, stage draw) holds a STEAL and a DWYN among others; B has
 * a mixed body in front of them and the Skull trio. The stock has 10 cards above the KROWN.
 */
const MID_GAME = {
  hands: {
    A: ['STEAL', 'DWYN', 'CASTLE-4', 'CASTLE-2', 'LEAF-HEAD', 'MINER-X'],
    B: ['CASTLE-3', 'CASTLE-5', 'RUGBY-2', 'SHIELD-4'],
  },
  tableaux: {
    A: ['MINER-TORSO'],
    B: ['RUGBY-HEAD', 'LEAF-FEET', 'SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'],
  },
  stock: ['SHIELD-X', 'LEAF-2'],
  stockSize: 10,
  discards: ['MINER-2'],
} as const;

export const midGame = (
  input: Record<string, unknown> = {},
  seed = 1,
  extra: Record<string, unknown> = {},
): DwynState => position({ ...MID_GAME, ...extra }, { players: 2, ...input }, seed);
