// What each seat may know (the Dark Hearts page, Rulings, and rule two-faces): its own cards (both faces: the holder sees the
// whole card), the cards it passed and received, and everything public: played cards (both
// faces), tricks won, points and scores, broken shades, counts. The 3-player leftover stays face
// down until someone takes it.

import type { Seat, Viewer } from '../core/game.ts';
import type { DarkCard } from './deck.ts';
import { toAct } from './legal.ts';
import type { DarkHeartsOptions } from './options.ts';
import {
  passDirection,
  turn,
  type CompletedTrick,
  type DarkHeartsPhase,
  type DarkHeartsState,
  type PassDirection,
  type ShadePoints,
  type Trick,
} from './state.ts';

export interface DarkHeartsSeatView {
  readonly seat: Seat;
  readonly count: number;
  /** Present for the viewer's own hand and in spectator views. */
  readonly cards?: readonly DarkCard[];
  /** Pass phase: has chosen three cards. */
  readonly passed: boolean;
  /** The three cards this seat chose to pass (to itself and spectators only). */
  readonly passedCards?: readonly DarkCard[];
  /** The three cards this seat received in the pass (to itself and spectators only). */
  readonly receivedCards?: readonly DarkCard[];
  /** Points taken this hand in each shade (after the moon once the hand is scored). */
  readonly handPoints: ShadePoints;
  readonly score: ShadePoints;
}

export interface DarkHeartsView {
  readonly viewer: Viewer;
  readonly options: DarkHeartsOptions;
  readonly phase: DarkHeartsPhase;
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly passDirection: PassDirection;
  readonly seats: readonly DarkHeartsSeatView[];
  readonly leftover: { readonly present: boolean; readonly card?: DarkCard; readonly takenBy: Seat | null };
  readonly toAct: readonly Seat[];
  readonly turn: Seat;
  readonly trick: Trick | null;
  readonly lastTrick: CompletedTrick | null;
  readonly tricksPlayed: number;
  readonly played: readonly DarkCard[];
  readonly broken: { readonly L: boolean; readonly D: boolean };
  readonly winners: readonly Seat[];
}

export function viewDarkHearts(state: DarkHeartsState, viewer: Viewer): DarkHeartsView {
  const all = viewer === 'all';
  const direction = passDirection(state.options, state.handNumber);
  const leftoverVisible = state.leftover !== null && (all || state.leftoverTakenBy !== null);
  return {
    viewer,
    options: state.options,
    phase: state.phase,
    handNumber: state.handNumber,
    dealer: state.dealer,
    passDirection: direction,
    seats: seatViews(state, viewer),
    leftover: {
      present: state.leftover !== null,
      ...(leftoverVisible ? { card: state.leftover as DarkCard } : {}),
      takenBy: state.leftoverTakenBy,
    },
    toAct: toAct(state),
    turn: turn(state),
    trick: state.trick,
    lastTrick: state.lastTrick,
    tricksPlayed: state.tricksPlayed,
    played: state.played,
    broken: state.broken,
    winners: state.winners,
  };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Each seat as `viewer` sees it. Built field by field, in the order views have always had, rather
 * than by spreading optional parts: bots ask for a view before every decision.
 */
function seatViews(state: DarkHeartsState, viewer: Viewer): DarkHeartsSeatView[] {
  const out: DarkHeartsSeatView[] = [];
  for (let seat = 0; seat < state.hands.length; seat++) {
    const hand = state.hands[seat] as readonly DarkCard[];
    const passed = state.passes[seat] ?? null;
    const handPoints = state.handPoints[seat] ?? { L: 0, D: 0 };
    const score = state.scores[seat] ?? { L: 0, D: 0 };
    if (viewer !== 'all' && seat !== viewer) {
      out.push({ seat, count: hand.length, passed: passed !== null, handPoints, score });
      continue;
    }
    const received = state.received[seat] ?? [];
    const view: Partial<Writable<DarkHeartsSeatView>> = { seat, count: hand.length, cards: hand };
    view.passed = passed !== null;
    if (passed) view.passedCards = passed;
    if (received.length > 0) view.receivedCards = received;
    view.handPoints = handPoints;
    view.score = score;
    out.push(view as DarkHeartsSeatView);
  }
  return out;
}
