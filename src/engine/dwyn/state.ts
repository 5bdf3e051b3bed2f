// DWYN's state: a plain immutable object. The stock's top card is index 0 and the KROWN, face up,
// is always its last card until drawn (rule deal), so "the KROWN has been drawn" is "the stock is
// empty". Before that, discards go face up on the discard pile (its top is the last item); after
// it, the pile has become the pool, a face-down heap with no order: a draw from it takes a card at
// random (rules pool, after-krown).

import type { Draft, Seat } from '../core/game.ts';
import type { RngState } from '../core/rng.ts';
import type { DwynCard } from './deck.ts';
import type { DwynOptions } from './options.ts';

export type DwynPhase = 'play' | 'handOver' | 'over';
/**
 * Where the turn stands. 'layout': the opening lay-out, seat by seat, before play. 'draw': the turn has just begun (before the KROWN the draw is
 * compulsory; after it, optional). 'act': drawn, one action to take. 'suit': a DWYN has been
 * played at a target and its player names the suit. 'duel': the duel's back and forth.
 */
export type DwynStage = 'layout' | 'draw' | 'act' | 'suit' | 'duel';

/** A DWYN challenge in progress (rules challenge, duel). Every part of it is public. */
export interface Duel {
  readonly challenger: Seat;
  readonly defender: Seat;
  /** The defender's card the challenger wants (a body card or the KROWN). */
  readonly target: DwynCard;
  /** The suit named (0 to 5, deck order), or -1 before it is named. */
  readonly suit: number;
  /** Number cards played so far, in order; each beats the one before. */
  readonly cards: readonly DwynCard[];
  /** Who must answer now: play a higher number of the suit, or concede. */
  readonly toAnswer: Seat;
}

/** How a game ended. */
export interface GameResult {
  readonly winner: Seat | null;
  readonly reason: 'won' | 'turnCap' | 'stalemate';
}

export interface DwynState {
  readonly options: DwynOptions;
  readonly rng: RngState;
  readonly gameNumber: number;
  readonly dealer: Seat;
  readonly phase: DwynPhase;
  readonly stage: DwynStage;
  readonly turn: Seat;
  readonly hands: readonly (readonly DwynCard[])[];
  /** The cards face up in front of each seat: body cards and perhaps the KROWN. */
  readonly tableaux: readonly (readonly DwynCard[])[];
  /** Top first; the KROWN is the last card until it is drawn. */
  readonly stock: readonly DwynCard[];
  /** The face-up discard pile before the KROWN, top last. */
  readonly discards: readonly DwynCard[];
  /** The hidden pool after the KROWN, in no order that means anything. */
  readonly pool: readonly DwynCard[];
  readonly duel: Duel | null;
  /** Turns finished since the KROWN was drawn (rule no-progress). */
  readonly turnsAfterKrown: number;
  /** Turns passed in a row by players with nothing to do (rule no-progress). */
  readonly passes: number;
  /** Games won by each seat in the match. */
  readonly wins: readonly number[];
  readonly lastGame: GameResult | null;
  /** The match's winners, once it is over. */
  readonly winners: readonly Seat[];
}

/** The one copy of the state an action makes (core/game.ts, Draft), as one object literal. */
export function draftOf(state: DwynState): Draft<DwynState> {
  return {
    options: state.options,
    rng: state.rng,
    gameNumber: state.gameNumber,
    dealer: state.dealer,
    phase: state.phase,
    stage: state.stage,
    turn: state.turn,
    hands: state.hands,
    tableaux: state.tableaux,
    stock: state.stock,
    discards: state.discards,
    pool: state.pool,
    duel: state.duel,
    turnsAfterKrown: state.turnsAfterKrown,
    passes: state.passes,
    wins: state.wins,
    lastGame: state.lastGame,
    winners: state.winners,
  };
}

/** Who played the highest card of a duel so far: the defender plays first, then they alternate. */
export function duelLeader(duel: Pick<Duel, 'cards' | 'challenger' | 'defender'>): Seat | null {
  if (duel.cards.length === 0) return null;
  return duel.cards.length % 2 === 1 ? duel.defender : duel.challenger;
}

/** True once the KROWN has been drawn: the stock is gone and the pool is in play. */
export function krownDrawn(state: Pick<DwynState, 'stock'>): boolean {
  return state.stock.length === 0;
}
