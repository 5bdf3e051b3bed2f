// Shared helpers for the Dark Hearts engine tests: options and positions, actions written in
// notation, refusals, whole hands driven by a chooser, and the hands of the original rules' examples.

import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { parseFace, type DarkCard } from '../../../src/engine/dark-hearts/deck.ts';
import {
  darkHearts,
  type DarkHeartsAction,
  type DarkHeartsRule,
  type DarkHeartsState,
} from '../../../src/engine/dark-hearts/index.ts';
import { gameHelpers, kinds, type Chooser as GameChooser } from '../game-helpers.ts';

export { kinds };
export const {
  act,
  run,
  legal,
  why,
  conserved,
  options,
  newGame,
  position,
  refused,
  ofKind,
  sorted,
  playUntil,
  randomChooser,
} = gameHelpers(darkHearts);

export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;

export type Events = readonly GameEvent<DarkHeartsRule>[];
export type Chooser = GameChooser<DarkHeartsState, DarkHeartsAction>;

/** The card (its Light face, the card's id) that a face names: card('D10D') is '4H'. */
export function card(text: string): DarkCard {
  return parseFace(text).card;
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

/** The deal of the original's example 1, by Light face: a full 4-player deal for a hold hand. */
export const EX1_HANDS = {
  A: ['L8D', 'L5D', 'L3H', 'LKH', 'LKS', 'L2D', 'L3D', 'L4D', 'L6D', 'L9D', 'L10D', 'LQD', 'LKD'],
  B: ['LJD', 'L7D', 'L7H', 'L2S', 'L2H', 'L4H', 'L5H', 'L6H', 'L8H', 'L9H', 'LJH', 'LQH', 'LAH'],
  C: ['LKC', 'L2C', 'L3C', 'L4C', 'L5C', 'L6C', 'L7C', 'L8C', 'L9C', 'L10C', 'LJC', 'LQC', 'LAC'],
  D: ['L7S', 'LAD', 'L10H', 'L10S', 'L3S', 'L4S', 'L5S', 'L6S', 'L8S', 'L9S', 'LJS', 'LQS', 'LAS'],
} as const;

/** example 1 at its start: hand 4 (a hold), so play begins at once with A to lead the Dark 2 of clubs. */
export function ex1(input: Record<string, unknown> = {}): DarkHeartsState {
  return position({ hand: 4, hands: EX1_HANDS }, input);
}

/** The original's example 2: four cards each, B to lead, Light broken unless told otherwise. */
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
