// Dawn's state: a plain immutable object. Stock index 0 is the top card; the play pile's last
// card is its top. The rank needed next is derived from the pile rather than stored, so it can
// never disagree with it.

import { isRed, isRedAt, rankOf, type Card } from '../core/cards.ts';
import type { Draft, Seat } from '../core/game.ts';
import type { RngState } from '../core/rng.ts';
import type { DawnOptions } from './options.ts';
import { seatCount } from '../core/seats.ts';

export type DawnPhase = 'arrange' | 'take' | 'pick' | 'play' | 'handOver' | 'over';

/** A face-down pair on the table during the swap. */
export interface FaceDownPair {
  /** The owner's seat letter for a pair taken from that seat's hand; S1/S2 for the spare pairs. */
  readonly id: string;
  /** Whose cards these were (they may not pick them back up); null for a spare pair. */
  readonly owner: Seat | null;
  /** The seat that drew them, unseen, from the owner's hand; null for a spare pair. */
  readonly takenBy: Seat | null;
  readonly cards: readonly Card[];
  readonly pickedBy: Seat | null;
}

export interface DawnState {
  readonly options: DawnOptions;
  readonly decks: number;
  readonly rng: RngState;
  /** 1-based number of the hand in the match. */
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly phase: DawnPhase;
  /** Each seat's hand in the order its owner arranged it. */
  readonly hands: readonly (readonly Card[])[];
  /** Arrange phase: who has finished arranging. */
  readonly ready: readonly boolean[];
  /** Take phase: the two positions (0-based) each seat chose in its left neighbour's hand. */
  readonly takes: readonly (readonly [number, number] | null)[];
  readonly pairs: readonly FaceDownPair[];
  readonly stock: readonly Card[];
  readonly pile: readonly Card[];
  readonly discards: readonly Card[];
  /** Whose turn it is in the play phase. */
  readonly turn: Seat;
  /** The first seat to fail at the current rank (rule draw-around); cleared whenever a card is played. */
  readonly firstFailer: Seat | null;
  /** Winners of the hand just finished (empty while a hand is in play). */
  readonly handWinners: readonly Seat[];
  /** Hands won by each seat in this match. */
  readonly wins: readonly number[];
}

/**
 * The state one action is building: a fresh copy of the state before it, made once per action,
 * whose fields the rule code sets before it is handed out as the next state. Arrays are never
 * changed in place: a changed hand or pile is a new array, an unchanged one is shared.
 */
export type DawnDraft = Draft<DawnState>;

/** The one copy of the state an action makes (one object literal: much faster than a spread). */
export function draftOf(state: DawnState): DawnDraft {
  return {
    options: state.options,
    decks: state.decks,
    rng: state.rng,
    handNumber: state.handNumber,
    dealer: state.dealer,
    phase: state.phase,
    hands: state.hands,
    ready: state.ready,
    takes: state.takes,
    pairs: state.pairs,
    stock: state.stock,
    pile: state.pile,
    discards: state.discards,
    turn: state.turn,
    firstFailer: state.firstFailer,
    handWinners: state.handWinners,
    wins: state.wins,
  };
}

/** The rank the next card must have; null when the pile is empty and any card may start it. */
export function neededRank(state: DawnState): number | null {
  // Never pile[-1]: that reads a property named "-1", found by its name's hash.
  const length = state.pile.length;
  return length === 0 ? null : rankOf(state.pile[length - 1] as Card) - 1;
}

/** The colour a player wants rid of: black for Dawn, red for Dusk. */
export function isUnwanted(card: Card, variant: DawnOptions['variant']): boolean {
  return variant === 'dawn' ? !isRed(card) : isRed(card);
}

/** isUnwanted for the card at `index` in the deck's order (cardIndex), for loops that have the index already. */
export function isUnwantedAt(index: number, variant: DawnOptions['variant']): boolean {
  return variant === 'dawn' ? !isRedAt(index) : isRedAt(index);
}

export function reachedDawn(hand: readonly Card[], variant: DawnOptions['variant']): boolean {
  for (const card of hand) if (isUnwanted(card, variant)) return false;
  return true;
}

/** Fallback play (rule draw-around): the turn has come back to the first player who failed. */
export function inFallback(state: DawnState): boolean {
  return state.phase === 'play' && state.firstFailer === state.turn && state.pile.length > 0;
}

/** The seat whose turn it is to pick up a pair (clockwise from the dealer's left). */
export function picker(state: DawnState): Seat {
  return (state.dealer + 1 + pickedPairs(state.pairs)) % seatCount(state);
}

/** How many face-down pairs have been picked up. */
export function pickedPairs(pairs: readonly FaceDownPair[]): number {
  let picked = 0;
  for (const pair of pairs) if (pair.pickedBy !== null) picked++;
  return picked;
}
