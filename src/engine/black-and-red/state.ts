// Black & Red's state: a plain immutable object. The stock's top card is index 0; while the upcard
// is face up it is that top card. A run is one count from 0 towards 31, in one colour.

import { isRed, rankOf, type Card } from '../core/cards.ts';
import type { Draft, Seat } from '../core/game.ts';
import type { RngState } from '../core/rng.ts';
import type { BlackAndRedOptions } from './options.ts';

export type Colour = 'red' | 'black';
export type BlackAndRedPhase = 'play' | 'handOver' | 'over';

export interface HandResult {
  /** Who scored, with how many points; empty for a drawn hand. */
  readonly scorers: readonly { readonly seat: Seat; readonly points: number }[];
  readonly reason: 'ownColour' | 'otherColour' | 'dealtOneColour' | 'stockOut' | 'turnCap';
}

/**
 * One turn of this hand as both players saw it: who played, the card they discarded (null for a
 * go) and the count it was played on (0: they led the run). `colour` is the run's colour after
 * the play: for a go, the colour they could not follow. The strong bot reads the other player's
 * hand from these (tells.ts).
 */
export interface Play {
  readonly seat: Seat;
  readonly card: Card | null;
  readonly total: number;
  readonly colour: Colour;
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
  /** This hand's turns in order, both seats': public (read by tells.ts). */
  readonly plays: readonly Play[];
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
  return valueOf(rankOf(card), values);
}

/** The value of a card of `rank` (1 to 13) in the running total. */
export function valueOf(rank: number, values: BlackAndRedOptions['cardValues']): number {
  return values === 'cribbage' ? Math.min(rank, 10) : rank;
}

/** Player one: the non-dealer (rule deal). */
export function playerOne(state: Pick<BlackAndRedState, 'dealer'>): Seat {
  return 1 - state.dealer;
}

/**
 * Whether `seat` holds the upcard it drew face up, as both players know: player one draws it with
 * their first discard and holds it until they discard it (a card that comes round again in a
 * rebuilt stock is drawn face down).
 */
export function holdsUpcard(state: BlackAndRedState, seat: Seat): boolean {
  if (state.upcard === null || state.upcardShowing || seat !== playerOne(state)) return false;
  for (const play of state.plays) if (play.seat === seat && play.card === state.upcard) return false;
  return true;
}

/** All seven cards of one colour, or null. */
export function handColour(hand: readonly Card[]): Colour | null {
  const first = hand[0];
  if (first === undefined) return null;
  const red = isRed(first);
  for (const card of hand) if (isRed(card) !== red) return null;
  return red ? 'red' : 'black';
}

/** The one copy of the state an action makes (core/game.ts, Draft), as one object literal. */
export function draftOf(state: BlackAndRedState): Draft<BlackAndRedState> {
  return {
    options: state.options,
    rng: state.rng,
    handNumber: state.handNumber,
    dealer: state.dealer,
    phase: state.phase,
    hands: state.hands,
    stock: state.stock,
    upcardShowing: state.upcardShowing,
    upcard: state.upcard,
    targets: state.targets,
    turn: state.turn,
    runColour: state.runColour,
    total: state.total,
    run: state.run,
    discards: state.discards,
    goes: state.goes,
    plays: state.plays,
    lastDiscarder: state.lastDiscarder,
    turns: state.turns,
    scores: state.scores,
    lastHand: state.lastHand,
    winners: state.winners,
  };
}
