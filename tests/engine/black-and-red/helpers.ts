// Shared helpers for the Black & Red engine tests: options and positions, actions written in
// notation, refusals, seeded random games, and the cards of the original rules' examples.

import type { Seat } from '../../../src/engine/core/game.ts';
import { blackAndRed, type BlackAndRedAction, type BlackAndRedState } from '../../../src/engine/black-and-red/index.ts';
import type { Card } from '../../../src/engine/core/cards.ts';
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
  randomGame,
  firstChooser,
} = gameHelpers(blackAndRed);

export const A = 0;
export const B = 1;

export type Chooser = GameChooser<BlackAndRedState, BlackAndRedAction>;

export const isRedCard = (card: Card): boolean => card.endsWith('H') || card.endsWith('D');

/** The deal of the original's examples 1 and 2: B deals, so A is player one. */
export const EX_HANDS = {
  A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
  B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'],
} as const;
export const EX_UPCARD = '5H';
/** The stock below the upcard, top first. */
export const EX_STOCK = ['2H', '7H', '9S', '5S', 'AD'] as const;

/** example 1 at its start: the upcard 5H showing, A (player one) to discard. */
export function ex1(input: Record<string, unknown> = {}): BlackAndRedState {
  return position({ dealer: 'B', hands: EX_HANDS, upcard: EX_UPCARD, stock: EX_STOCK }, input, 7);
}

/** example 1/example 2's script, T1 to T6, with the running total after each turn. */
export const EX_SCRIPT: readonly (readonly [Seat, string, number])[] = [
  [A, '7S', 7],
  [B, '9C', 16],
  [A, '10S', 26],
  [B, '4C', 30],
  [A, 'go', 30],
  [B, 'go', 30],
];

/**
 * A black run at 24 (10C 9S 5C, B discarded last), A to play and collecting red: A's only black
 * cards are JS and QC (10 each: 34), so A must go. B holds AC, 2S, 3C (and 8S, too big). Give it
 * a stock (or stockSize) to make a position.
 */
export const GO_AT_24 = {
  dealer: 'B',
  playerOneColour: 'red',
  turn: 'A',
  hands: { A: ['JS', 'QC', 'KH', 'QH', 'JH', '10H', '9D'], B: ['AC', '2S', '3C', '8S', 'KD', 'QD', 'JD'] },
  run: ['10C', '9S', '5C'],
  lastDiscarder: 'B',
} as const;

/**
 * From GO_AT_24: A says go at 24; B plays AC, 2S, 3C and says go at 30; B leads KD, A follows
 * with KH and draws.
 */
export const GO_AT_24_TWO_RUNS: readonly (readonly [Seat, string])[] = [
  [A, 'go'],
  [B, 'AC'],
  [B, '2S'],
  [B, '3C'],
  [B, 'go'],
  [B, 'KD'],
  [A, 'KH'],
];
