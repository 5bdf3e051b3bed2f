// What each seat may know (the Dawn page, Rulings: "Who sees what"): its own hand in its own order, the face-down pairs it owned or
// picked up, and everything public (pile, discards, counts). Hidden cards are left out, not
// flagged. A winner shows their hand, so it is public once the hand is over.

import type { Card } from '../core/cards.ts';
import type { Seat, Viewer } from '../core/game.ts';
import { toAct } from './legal.ts';
import type { DawnOptions } from './options.ts';
import { inFallback, neededRank, type DawnPhase, type DawnState, type FaceDownPair } from './state.ts';

export interface DawnSeatView {
  readonly seat: Seat;
  readonly count: number;
  /** Present only for the viewer's own hand, in spectator views, and for a winner's hand. */
  readonly cards?: readonly Card[];
  /** Arrange phase: finished arranging. */
  readonly ready: boolean;
  /** Take phase: has chosen two cards. */
  readonly hasTaken: boolean;
  readonly wins: number;
}

export interface DawnPairView {
  readonly id: string;
  readonly owner: Seat | null;
  readonly takenBy: Seat | null;
  readonly pickedBy: Seat | null;
  /** Present only for the pair's owner and the seat that picked it up (and spectators). */
  readonly cards?: readonly Card[];
}

export interface DawnView {
  readonly viewer: Viewer;
  readonly options: DawnOptions;
  readonly phase: DawnPhase;
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly seats: readonly DawnSeatView[];
  readonly pairs: readonly DawnPairView[];
  readonly pile: readonly Card[];
  readonly discards: readonly Card[];
  readonly stock: number;
  readonly toAct: readonly Seat[];
  readonly turn: Seat;
  readonly needed: number | null;
  readonly firstFailer: Seat | null;
  /** The seat to act must play its highest card below the needed rank (rule draw-around). */
  readonly fallback: boolean;
  readonly handWinners: readonly Seat[];
  /** The viewer's own two chosen positions while the others are still choosing. */
  readonly myTake: readonly [number, number] | null;
}

export function viewDawn(state: DawnState, viewer: Viewer): DawnView {
  const seesAll = viewer === 'all';
  const seats: DawnSeatView[] = [];
  for (let seat = 0; seat < state.hands.length; seat++) {
    seats.push(seatView(state, seat, seesAll || seat === viewer || state.handWinners.includes(seat)));
  }
  const pairs: DawnPairView[] = [];
  for (const pair of state.pairs) {
    pairs.push(pairView(pair, seesAll || pair.owner === viewer || pair.pickedBy === viewer));
  }
  return {
    viewer,
    options: state.options,
    phase: state.phase,
    handNumber: state.handNumber,
    dealer: state.dealer,
    seats,
    pairs,
    pile: state.pile,
    discards: state.discards,
    stock: state.stock.length,
    toAct: toAct(state),
    turn: state.turn,
    needed: neededRank(state),
    firstFailer: state.firstFailer,
    fallback: inFallback(state),
    handWinners: state.handWinners,
    myTake: viewer === 'all' ? null : (state.takes[viewer] ?? null),
  };
}

// Bots build a view for every decision, so each seat and pair view is one of two literals, with
// its cards or without, rather than a spread of { cards } (several times faster, same keys in the
// same order).

function seatView(state: DawnState, seat: Seat, shown: boolean): DawnSeatView {
  const hand = state.hands[seat] ?? [];
  const ready = state.ready[seat] ?? false;
  const hasTaken = state.takes[seat] !== null;
  const wins = state.wins[seat] ?? 0;
  return shown
    ? { seat, count: hand.length, cards: hand, ready, hasTaken, wins }
    : { seat, count: hand.length, ready, hasTaken, wins };
}

function pairView(pair: FaceDownPair, shown: boolean): DawnPairView {
  const { id, owner, takenBy, pickedBy } = pair;
  return shown ? { id, owner, takenBy, pickedBy, cards: pair.cards } : { id, owner, takenBy, pickedBy };
}
