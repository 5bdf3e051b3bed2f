// Dawn's playout policy (SearchSpec.playout): the heuristic bot's move read straight from the
// state. The strong bot's playouts ask for a move at every step, and building the seat's view and
// every legal move for each was most of a playout's cost; this asks the bot's own decisions
// (bot.ts) with the inputs the view would have shown (the seat's own hand, the needed rank, the
// pairs on the table, the neighbour's card count: nothing hidden) and hands back the interned
// action legalActions would have listed.

import type { Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { arrangeActions, DEAL, DRAW, pickAction, playAction, READY, takeAction, type DawnAction } from './actions.ts';
import { ARRANGED, arrangeShift, cardToPlay, middleTake, pairToPick } from './bot.ts';
import { mayDraw, playableRank } from './legal.ts';
import { inFallback, neededRank, type DawnState } from './state.ts';

const NO_CARDS: readonly Card[] = [];

/** The move dawnHeuristicBot makes for `seat`, one of those that may act in `state`. */
export function dawnPlayout(state: DawnState, seat: Seat): DawnAction {
  switch (state.phase) {
    case 'arrange':
      return arrangeMove(state, seat);
    case 'take':
      return takeMove(state, seat);
    case 'pick':
      return pickMove(state, seat);
    case 'play':
      return playMove(state, seat);
    case 'handOver':
      return DEAL;
    case 'over':
      return noMove();
  }
}

function arrangeMove(state: DawnState, seat: Seat): DawnAction {
  const hand = state.hands[seat] ?? NO_CARDS;
  const at = arrangeShift(hand, state.options.variant);
  return at === ARRANGED ? READY : (arrangeActions(hand.length)[at] as DawnAction);
}

function takeMove(state: DawnState, seat: Seat): DawnAction {
  const size = (state.hands[leftOf(seat, seatCount(state))] ?? NO_CARDS).length;
  const middle = middleTake(size);
  return takeAction(size, middle, middle + 1) ?? noMove();
}

function pickMove(state: DawnState, seat: Seat): DawnAction {
  const pair = pairToPick(state.pairs, seat);
  return pair === null ? noMove() : pickAction(pair);
}

function playMove(state: DawnState, seat: Seat): DawnAction {
  const hand = state.hands[seat] ?? NO_CARDS;
  const needed = neededRank(state);
  const rank = playableRank(hand, needed, inFallback(state));
  const card = cardToPlay(hand, rank, needed === null, state.options.variant);
  if (card !== null) return playAction(card);
  return mayDraw(state) ? DRAW : noMove();
}

/** Where legalActions lists nothing, the bot refuses to act: so does its playout. */
function noMove(): never {
  throw new Error('The bot was asked to act with no legal action.');
}
