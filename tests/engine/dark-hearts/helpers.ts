// Shared helpers for the Dark Hearts engine tests: options and positions, actions written in
// notation, refusals, whole hands driven by a chooser, and the fixtures' hands from RULINGS 3.5.

import type { GameEvent, Seat, Violation } from '../../../src/engine/core/game.ts';
import { IllegalActionError } from '../../../src/engine/core/replay.ts';
import { makeRandom, type Random } from '../../../src/engine/core/rng.ts';
import { parseFace, type DarkCard } from '../../../src/engine/dark-hearts/deck.ts';
import {
  darkHearts,
  type DarkHeartsAction,
  type DarkHeartsRule,
  type DarkHeartsState,
} from '../../../src/engine/dark-hearts/index.ts';
import type { DarkHeartsOptions } from '../../../src/engine/dark-hearts/options.ts';
import { kinds, notationHelpers } from '../game-helpers.ts';

export { kinds };
export const { act, run, legal, why, conserved } = notationHelpers(darkHearts);

export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;

export type Events = readonly GameEvent<DarkHeartsRule>[];

export function options(input: Record<string, unknown> = {}): DarkHeartsOptions {
  return darkHearts.parseOptions(input);
}

export function newGame(input: Record<string, unknown> = {}, seed = 1): DarkHeartsState {
  return darkHearts.newGame(options(input), seed);
}

/** A hand-written position (darkHearts.fromPosition) with options given as a plain object. */
export function position(spec: unknown, input: Record<string, unknown> = {}, seed = 1): DarkHeartsState {
  return darkHearts.fromPosition(spec, options(input), seed);
}

/** The card (its Light face, the card's id) that a face names: card('D10D') is '4H'. */
export function card(text: string): DarkCard {
  return parseFace(text).card;
}

export function cards(texts: readonly string[]): DarkCard[] {
  return texts.map(card);
}

/** The violation apply() raises for an action (a raw action object, so malformed passes can be tried). */
export function refused(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction): Violation {
  try {
    darkHearts.apply(state, seat, action);
  } catch (error) {
    if (error instanceof IllegalActionError) return error.violation;
    throw error;
  }
  throw new Error(`${darkHearts.formatAction(action)} by seat ${seat} was accepted`);
}

export function ofKind(events: Events, kind: string): GameEvent<DarkHeartsRule>[] {
  return events.filter((e) => e.kind === kind);
}

export function sorted(items: readonly string[]): string[] {
  return items.slice().sort();
}

/** Each seat passes its first three cards (in hand order); the state after the pass resolves. */
export function passFirstThree(state: DarkHeartsState): { state: DarkHeartsState; events: Events } {
  const moves: [Seat, string][] = [];
  state.hands.forEach((hand, seat) => {
    moves.push([
      seat,
      `pass ${hand
        .slice(0, 3)
        .map((c) => `L${c}`)
        .join(' ')}`,
    ]);
  });
  return run(state, moves);
}

export type Chooser = (
  state: DarkHeartsState,
  seat: Seat,
  legalActions: readonly DarkHeartsAction[],
) => DarkHeartsAction;

export function randomChooser(random: Random): Chooser {
  return (_state, _seat, legalActions) => random.pick(legalActions);
}

/**
 * Plays on until `stop` holds or the game is over (or `maxSteps`), one action at a time, asking
 * `choose` for the first seat in toAct. Calls `visit` on every state reached, before its action.
 */
export function playUntil(
  start: DarkHeartsState,
  choose: Chooser,
  stop: (state: DarkHeartsState) => boolean = () => false,
  visit?: (state: DarkHeartsState, step: number) => void,
  maxSteps = 50_000,
): { state: DarkHeartsState; events: Events; steps: number } {
  let state = start;
  let steps = 0;
  const events: GameEvent<DarkHeartsRule>[] = [];
  while (state.phase !== 'over' && !stop(state) && steps < maxSteps) {
    visit?.(state, steps);
    const [seat] = darkHearts.toAct(state);
    if (seat === undefined) throw new Error(`nobody to act in phase ${state.phase}`);
    const result = darkHearts.apply(state, seat, choose(state, seat, darkHearts.legalActions(state, seat)));
    state = result.state;
    events.push(...result.events);
    steps++;
  }
  return { state, events, steps };
}

/** A uniformly random game from a seed; the same seed always gives the same game. */
export function randomGame(
  input: Record<string, unknown>,
  seed: number,
): { state: DarkHeartsState; events: Events; steps: number } {
  return playUntil(newGame(input, seed), randomChooser(makeRandom(seed * 7919 + 1)));
}

/** DH-EX1's deal (RULINGS 3.5), by Light face: a full 4-player deal for a hold hand. */
export const EX1_HANDS = {
  A: ['L8D', 'L5D', 'L3H', 'LKH', 'LKS', 'L2D', 'L3D', 'L4D', 'L6D', 'L9D', 'L10D', 'LQD', 'LKD'],
  B: ['LJD', 'L7D', 'L7H', 'L2S', 'L2H', 'L4H', 'L5H', 'L6H', 'L8H', 'L9H', 'LJH', 'LQH', 'LAH'],
  C: ['LKC', 'L2C', 'L3C', 'L4C', 'L5C', 'L6C', 'L7C', 'L8C', 'L9C', 'L10C', 'LJC', 'LQC', 'LAC'],
  D: ['L7S', 'LAD', 'L10H', 'L10S', 'L3S', 'L4S', 'L5S', 'L6S', 'L8S', 'L9S', 'LJS', 'LQS', 'LAS'],
} as const;

/** DH-EX1 at its start: hand 4 (a hold), so play begins at once with A to lead the Dark 2 of clubs. */
export function ex1(input: Record<string, unknown> = {}): DarkHeartsState {
  return position({ hand: 4, hands: EX1_HANDS }, input);
}

/** DH-EX2 (RULINGS 3.5): four cards each, B to lead, Light broken unless told otherwise. */
export function ex2(brokenLight = true, input: Record<string, unknown> = {}): DarkHeartsState {
  return position(
    {
      hand: 1,
      leader: 'B',
      broken: { L: brokenLight, D: false },
      hands: {
        B: ['L4H', 'LKD', 'L9D', 'L2S'],
        C: ['L4D', 'L6S', 'LJS', 'L10C'],
        D: ['LQS', 'L8S', 'L3C', 'LQD'],
        A: ['L7H', 'LAC', 'L6C', 'L9C'],
      },
    },
    input,
  );
}
