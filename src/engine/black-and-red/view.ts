// What each seat may know (the Black & Red page, Rulings): its own hand, and everything public: the upcard while it shows,
// every discard, the running total and run colour, both target colours, counts and scores. Once a
// hand is over both hands are laid face up, so each player sees what the other was holding.

import type { Card } from '../core/cards.ts';
import type { Seat, Viewer } from '../core/game.ts';
import { toAct } from './legal.ts';
import type { BlackAndRedOptions } from './options.ts';
import { playerOne, type BlackAndRedPhase, type BlackAndRedState, type Colour, type HandResult } from './state.ts';

export interface BlackAndRedSeatView {
  readonly seat: Seat;
  readonly count: number;
  /** Present for the viewer's own hand, in spectator views, and for every hand once the hand is over. */
  readonly cards?: readonly Card[];
  readonly target: Colour;
  readonly saidGo: boolean;
  readonly score: number;
}

export interface BlackAndRedView {
  readonly viewer: Viewer;
  readonly options: BlackAndRedOptions;
  readonly phase: BlackAndRedPhase;
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly playerOne: Seat;
  readonly seats: readonly BlackAndRedSeatView[];
  readonly stock: number;
  /** The face-up top card of the stock, until player one draws it. */
  readonly upcard: Card | null;
  readonly toAct: readonly Seat[];
  readonly turn: Seat;
  readonly runColour: Colour | null;
  readonly total: number;
  readonly run: readonly Card[];
  readonly discards: readonly Card[];
  readonly lastDiscarder: Seat | null;
  readonly turns: number;
  readonly lastHand: HandResult | null;
  readonly winners: readonly Seat[];
}

export function viewBlackAndRed(state: BlackAndRedState, viewer: Viewer): BlackAndRedView {
  const seats: BlackAndRedSeatView[] = [];
  for (let seat = 0; seat < state.hands.length; seat++) {
    seats.push(seatView(state, seat, viewer === 'all' || seat === viewer || state.phase !== 'play'));
  }
  return {
    viewer,
    options: state.options,
    phase: state.phase,
    handNumber: state.handNumber,
    dealer: state.dealer,
    playerOne: playerOne(state),
    seats,
    stock: state.stock.length,
    upcard: state.upcardShowing ? (state.stock[0] ?? null) : null,
    toAct: toAct(state),
    turn: state.turn,
    runColour: state.runColour,
    total: state.total,
    run: state.run,
    discards: state.discards,
    lastDiscarder: state.lastDiscarder,
    turns: state.turns,
    lastHand: state.lastHand,
    winners: state.winners,
  };
}

/** One seat as the viewer sees it; `shown` says whether its cards are. */
function seatView(state: BlackAndRedState, seat: Seat, shown: boolean): BlackAndRedSeatView {
  const hand = state.hands[seat] ?? [];
  const target = state.targets[seat] ?? 'red';
  const saidGo = state.goes[seat] ?? false;
  const score = state.scores[seat] ?? 0;
  // Two literals rather than a spread of the cards: bots ask for a view at every decision.
  return shown
    ? { seat, count: hand.length, cards: hand, target, saidGo, score }
    : { seat, count: hand.length, target, saidGo, score };
}
