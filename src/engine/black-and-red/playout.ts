// Black & Red's playout policy (SearchSpec.playout): the heuristic bot's move (bot.ts) read
// straight from the state. The strong bot's playouts ask for a move dozens of times each, and
// building a view and the list of legal discards for every one was most of a playout's cost; here
// the hand is walked once, each discard the rules allow (legal.ts, canDiscardAt) judged by the
// bot's own discardScore, in the hand's order as legalActions lists them, so the first of equals
// is the bot's too. It reads only the seat's own hand and what is public (the count, the target
// colours, the options), as the bot does from its view, and returns the interned actions.

import { cardIndex, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { DEAL, discardAt, GO, type BlackAndRedAction } from './actions.ts';
import { discardScore } from './bot.ts';
import { acts, canDiscardAt } from './legal.ts';
import type { BlackAndRedState } from './state.ts';

export function blackAndRedPlayout(state: BlackAndRedState, seat: Seat): BlackAndRedAction {
  if (!acts(state, seat)) throw new Error('The playout policy was asked to act for a seat that may not.');
  return state.phase === 'handOver' ? DEAL : bestDiscard(state, seat);
}

/** The bot's discard from `seat`'s hand, or go when the rules allow none. */
function bestDiscard(state: BlackAndRedState, seat: Seat): BlackAndRedAction {
  const hand = state.hands[seat] ?? [];
  const mine = state.targets[seat];
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const index = cardIndex(hand[i] as Card);
    if (!canDiscardAt(state, index)) continue;
    const score = discardScore(index, state.total, mine, state.options);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best < 0 ? GO : discardAt(best);
}
