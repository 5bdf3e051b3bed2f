// What each seat may know (rules deal, pool; the DWYN page, Rulings): its own hand and every
// tableau, the face-up discard pile, the duel in progress, and the sizes of every hand, the stock
// and the pool. The stock's order and the pool's contents are never shown (the KROWN at the
// bottom of the stock is face up, so it is). Once a game is over every hand is shown.

import type { Seat, Viewer } from '../core/game.ts';
import { DWYN_SUITS, type DwynCard, type DwynSuit } from './deck.ts';
import { toAct } from './legal.ts';
import type { DwynOptions } from './options.ts';
import { hasBody, hasKrown, protectedSuits } from './tableau.ts';
import { duelLeader, krownDrawn, type DwynPhase, type DwynStage, type DwynState, type GameResult } from './state.ts';

export interface DwynSeatView {
  readonly seat: Seat;
  /** Cards in hand. */
  readonly count: number;
  /** Present for the viewer's own hand, in spectator views, and for every hand once a game is over. */
  readonly cards?: readonly DwynCard[];
  /** The cards face up in front of the seat, in the order they arrived. */
  readonly tableau: readonly DwynCard[];
  /** Suits whose HEAD, TORSO and FEET this seat all has: those cards cannot be taken. */
  readonly protectedSuits: readonly DwynSuit[];
  /** At least one HEAD, TORSO and FEET, of any suits. */
  readonly body: boolean;
  readonly krown: boolean;
  /** Games won in the match. */
  readonly wins: number;
}

export interface DwynDuelView {
  readonly challenger: Seat;
  readonly defender: Seat;
  readonly target: DwynCard;
  /** Null until the challenger names it. */
  readonly suit: DwynSuit | null;
  readonly cards: readonly DwynCard[];
  /** Who must answer now. */
  readonly toAnswer: Seat;
  /** Who played the highest card so far (null before any). */
  readonly leader: Seat | null;
}

export interface DwynView {
  readonly viewer: Viewer;
  readonly options: DwynOptions;
  readonly phase: DwynPhase;
  readonly stage: DwynStage;
  readonly gameNumber: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly toAct: readonly Seat[];
  readonly seats: readonly DwynSeatView[];
  /** Cards in the stock, the KROWN included while it is there. */
  readonly stock: number;
  readonly krownDrawn: boolean;
  /** The face-up discard pile before the KROWN, top last (empty after it). */
  readonly discards: readonly DwynCard[];
  /** Cards in the hidden pool (0 before the KROWN). */
  readonly pool: number;
  readonly duel: DwynDuelView | null;
  readonly turnsAfterKrown: number;
  readonly lastGame: GameResult | null;
  readonly winners: readonly Seat[];
}

export function viewDwyn(state: DwynState, viewer: Viewer): DwynView {
  const seats: DwynSeatView[] = [];
  const open = state.phase !== 'play';
  for (let seat = 0; seat < state.hands.length; seat++) {
    const hand = state.hands[seat] ?? [];
    const tableau = state.tableaux[seat] ?? [];
    const shown = viewer === 'all' || viewer === seat || open;
    const common = {
      seat,
      count: hand.length,
      tableau,
      protectedSuits: protectedSuits(tableau),
      body: hasBody(tableau),
      krown: hasKrown(tableau),
      wins: state.wins[seat] ?? 0,
    };
    seats.push(shown ? { ...common, cards: hand } : common);
  }
  const duel = state.duel;
  return {
    viewer,
    options: state.options,
    phase: state.phase,
    stage: state.stage,
    gameNumber: state.gameNumber,
    dealer: state.dealer,
    turn: state.turn,
    toAct: toAct(state),
    seats,
    stock: state.stock.length,
    krownDrawn: krownDrawn(state),
    discards: state.discards,
    pool: state.pool.length,
    duel:
      duel === null
        ? null
        : {
            challenger: duel.challenger,
            defender: duel.defender,
            target: duel.target,
            suit: DWYN_SUITS[duel.suit] ?? null,
            cards: duel.cards,
            toAnswer: duel.toAnswer,
            leader: duelLeader(duel),
          },
    turnsAfterKrown: state.turnsAfterKrown,
    lastGame: state.lastGame,
    winners: state.winners,
  };
}
