// Black & Red's state: a plain immutable object. The stock's top card is index 0; while the upcard
// is face up it is that top card. A run is one count from 0 towards 31, in one colour.

import { isRed, rankOf, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import type { RngState } from '../core/rng.ts';
import type { BlackAndRedOptions } from './options.ts';

export type Colour = 'red' | 'black';
export type BlackAndRedPhase = 'play' | 'handOver' | 'over';

export interface HandResult {
  /** Who scored, with how many points; empty for a drawn hand. */
  readonly scorers: readonly { readonly seat: Seat; readonly points: number }[];
  readonly reason: 'ownColour' | 'otherColour' | 'dealtOneColour' | 'stockOut' | 'turnCap';
}

export interface BlackAndRedState {
  readonly options: BlackAndRedOptions;
  readonly rng: RngState;
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly phase: BlackAndRedPhase;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  /** The stock's top card is face up until player one draws it. */
  readonly upcardShowing: boolean;
  /** This hand's upcard: once player one has drawn it, both players know it is in that hand. */
  readonly upcard: Card | null;
  /** Each seat's target colour: player one has the upcard's colour. */
  readonly targets: readonly Colour[];
  readonly turn: Seat;
  /** The colour of the current run, set by its first discard; null before it. */
  readonly runColour: Colour | null;
  readonly total: number;
  /** The discards of the current run, in order. */
  readonly run: readonly Card[];
  /** Discards of finished runs (the pile a reshuffle draws on). */
  readonly discards: readonly Card[];
  /** Seats that have said "go" in the current run. */
  readonly goes: readonly boolean[];
  readonly lastDiscarder: Seat | null;
  /** Turns taken this hand (discards and goes), for the turn cap. */
  readonly turns: number;
  readonly scores: readonly number[];
  readonly lastHand: HandResult | null;
  readonly winners: readonly Seat[];
}

export function colourOf(card: Card): Colour {
  return isRed(card) ? 'red' : 'black';
}

export function otherColour(colour: Colour): Colour {
  return colour === 'red' ? 'black' : 'red';
}

/** A card's value in the running total (rule running-total). */
export function cardValue(card: Card, values: BlackAndRedOptions['cardValues']): number {
  const rank = rankOf(card);
  return values === 'cribbage' ? Math.min(rank, 10) : rank;
}

/** Player one: the non-dealer (rule deal). */
export function playerOne(state: Pick<BlackAndRedState, 'dealer'>): Seat {
  return 1 - state.dealer;
}

/** All seven cards of one colour, or null. */
export function handColour(hand: readonly Card[]): Colour | null {
  const first = hand[0];
  if (first === undefined) return null;
  const colour = colourOf(first);
  return hand.every((card) => colourOf(card) === colour) ? colour : null;
}

/**
 * A copy of `state` with `patch` applied, written out field by field: V8 copies an object literal
 * about 30 times faster than a spread of this many fields, and every turn makes a few copies.
 */
export function withChanges(state: BlackAndRedState, patch: Partial<BlackAndRedState>): BlackAndRedState {
  return {
    options: 'options' in patch ? (patch.options as BlackAndRedState['options']) : state.options,
    rng: 'rng' in patch ? (patch.rng as BlackAndRedState['rng']) : state.rng,
    handNumber: 'handNumber' in patch ? (patch.handNumber as BlackAndRedState['handNumber']) : state.handNumber,
    dealer: 'dealer' in patch ? (patch.dealer as BlackAndRedState['dealer']) : state.dealer,
    phase: 'phase' in patch ? (patch.phase as BlackAndRedState['phase']) : state.phase,
    hands: 'hands' in patch ? (patch.hands as BlackAndRedState['hands']) : state.hands,
    stock: 'stock' in patch ? (patch.stock as BlackAndRedState['stock']) : state.stock,
    upcardShowing:
      'upcardShowing' in patch ? (patch.upcardShowing as BlackAndRedState['upcardShowing']) : state.upcardShowing,
    upcard: 'upcard' in patch ? (patch.upcard as BlackAndRedState['upcard']) : state.upcard,
    targets: 'targets' in patch ? (patch.targets as BlackAndRedState['targets']) : state.targets,
    turn: 'turn' in patch ? (patch.turn as BlackAndRedState['turn']) : state.turn,
    runColour: 'runColour' in patch ? (patch.runColour as BlackAndRedState['runColour']) : state.runColour,
    total: 'total' in patch ? (patch.total as BlackAndRedState['total']) : state.total,
    run: 'run' in patch ? (patch.run as BlackAndRedState['run']) : state.run,
    discards: 'discards' in patch ? (patch.discards as BlackAndRedState['discards']) : state.discards,
    goes: 'goes' in patch ? (patch.goes as BlackAndRedState['goes']) : state.goes,
    lastDiscarder:
      'lastDiscarder' in patch ? (patch.lastDiscarder as BlackAndRedState['lastDiscarder']) : state.lastDiscarder,
    turns: 'turns' in patch ? (patch.turns as BlackAndRedState['turns']) : state.turns,
    scores: 'scores' in patch ? (patch.scores as BlackAndRedState['scores']) : state.scores,
    lastHand: 'lastHand' in patch ? (patch.lastHand as BlackAndRedState['lastHand']) : state.lastHand,
    winners: 'winners' in patch ? (patch.winners as BlackAndRedState['winners']) : state.winners,
  };
}
