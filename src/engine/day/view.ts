// What each seat may know: its own hole cards (and the card it substituted away), the community
// cards, every stack, bet and the pot, who substituted, folded or is all in, and the tie-breaker
// flips. Other players' hole cards show only after a showdown, and only for players who were still
// in; folded hands, the deck and the muck never show. The spectator ('all') sees everything.

import type { Card } from '../core/cards.ts';
import type { Seat, Viewer } from '../core/game.ts';
import { toAct } from './legal.ts';
import type { DayOptions } from './options.ts';
import { buildPots } from './settle.ts';
import { isLive, type DayPhase, type DayState, type HandResult, type TieFlip } from './state.ts';

const NO_POTS: readonly PotView[] = [];

export interface DaySeatView {
  readonly seat: Seat;
  readonly stack: number;
  /** Chips in the pot this hand, and in the current round. */
  readonly committed: number;
  readonly roundBet: number;
  readonly inHand: boolean;
  readonly folded: boolean;
  readonly allIn: boolean;
  readonly substituted: boolean;
  readonly decided: boolean;
  readonly count: number;
  /** Present for the viewer's own seat, the spectator, and hands shown at a showdown. */
  readonly cards?: readonly Card[];
  /** The card this seat substituted away: only its own seat and the spectator see it. */
  readonly mucked?: Card;
}

/** A pot as it stands: its chips and the seats that can still win it. */
export interface PotView {
  readonly amount: number;
  readonly eligible: readonly Seat[];
}

export interface DayView {
  readonly viewer: Viewer;
  readonly options: DayOptions;
  readonly phase: DayPhase;
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly seats: readonly DaySeatView[];
  readonly community: readonly Card[];
  readonly pot: number;
  /**
   * The pots made in the rounds already over: the main pot, then any side pots (rule all-in), with
   * who can still win each. This round's bets are not in a pot yet (each seat's roundBet); pot is
   * the total of both.
   */
  readonly pots: readonly PotView[];
  readonly currentBet: number;
  readonly raises: number;
  readonly lastRaise: number;
  readonly deckSize: number;
  readonly toAct: readonly Seat[];
  readonly turn: number;
  readonly flips: readonly TieFlip[];
  readonly rakeTaken: number;
  readonly lastHand: HandResult | null;
  readonly winners: readonly Seat[];
  /** The spectator only: the deck, top first. */
  readonly deck?: readonly Card[];
}

/** The pots of the rounds already over: what each seat put in before this round, split by level. */
function settledPots(state: DayState): readonly PotView[] {
  const before = state.committed.map((chips, s) => chips - (state.roundBets[s] ?? 0));
  return buildPots(
    before,
    state.hands.map((_, s) => isLive(state, s)),
    state.dealer,
  );
}

export function viewDay(state: DayState, viewer: Viewer): DayView {
  const all = viewer === 'all';
  const seats = state.hands.map((hand, seat): DaySeatView => {
    const own = all || viewer === seat;
    const show = own || state.shown[seat] === true;
    const mucked = state.mucked[seat] ?? null;
    const base = {
      seat,
      stack: state.stacks[seat] ?? 0,
      committed: state.committed[seat] ?? 0,
      roundBet: state.roundBets[seat] ?? 0,
      inHand: state.inHand[seat] === true,
      folded: state.folded[seat] === true,
      allIn: state.inHand[seat] === true && state.folded[seat] !== true && state.stacks[seat] === 0,
      substituted: mucked !== null,
      decided: state.decided[seat] === true,
      count: hand.length,
    };
    if (!show) return base;
    return own && mucked !== null ? { ...base, cards: hand, mucked } : { ...base, cards: hand };
  });
  let pot = 0;
  for (const c of state.committed) pot += c;
  const view: DayView = {
    viewer,
    options: state.options,
    phase: state.phase,
    handNumber: state.handNumber,
    dealer: state.dealer,
    seats,
    community: state.community,
    pot,
    pots: pot === 0 ? NO_POTS : settledPots(state),
    currentBet: state.currentBet,
    raises: state.raises,
    lastRaise: state.lastRaise,
    deckSize: state.deck.length,
    toAct: toAct(state),
    turn: state.turn,
    flips: state.flips,
    rakeTaken: state.rakeTaken,
    lastHand: state.lastHand,
    winners: state.winners,
  };
  return all ? { ...view, deck: state.deck } : view;
}
