// A heuristic Black & Red player. It sees only its view and the legal actions.
// - It collects its own colour: given a choice, it discards the other colour.
// - Leading a run, it turns the run colour against its opponent: it discards a card of the
//   opponent's colour (which it wants rid of anyway), so the opponent must follow by throwing
//   away the cards they are collecting.
// - It takes exactly 31 when it can (the run ends and it keeps the lead), and otherwise prefers
//   the discard that leaves the opponent the least room under 31.
// The judgement of one discard (discardScore) takes plain values, so the playout policy
// (playout.ts) makes the very same choice straight from the state.

import { cardIndex, isRedAt, rankAt } from '../core/cards.ts';
import type { Bot } from '../core/game.ts';
import type { BlackAndRedAction } from './actions.ts';
import { LIMIT, type BlackAndRedOptions } from './options.ts';
import { valueOf, type Colour } from './state.ts';
import type { BlackAndRedView } from './view.ts';

export const blackAndRedHeuristicBot: Bot<BlackAndRedView, BlackAndRedAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  const mine = view.seats[seat]?.target;
  // The first of the best-scoring discards.
  let best = first;
  let bestScore = -Infinity;
  for (const action of legal) {
    const s = score(view, mine, action);
    if (s > bestScore) {
      best = action;
      bestScore = s;
    }
  }
  return best;
};

function score(view: BlackAndRedView, mine: Colour | undefined, action: BlackAndRedAction): number {
  return action.type === 'discard' ? discardScore(cardIndex(action.card), view.total, mine, view.options) : -1000;
}

/**
 * How much the bot wants to discard the card at `index` (cardIndex) onto a run standing at
 * `total`, collecting `mine`: the higher the better, the first of equals chosen. The bot and the
 * playout policy both ask this, so they cannot come to disagree.
 */
export function discardScore(
  index: number,
  total: number,
  mine: Colour | undefined,
  options: BlackAndRedOptions,
): number {
  const after = total + valueOf(rankAt(index), options.cardValues);
  let s = 0;
  if ((isRedAt(index) ? 'red' : 'black') !== mine) s += 100; // shed the colour it does not want
  if (after === LIMIT && options.after31Leader === 'playerWhoMade31') s += 50;
  s += after / 2; // less room for the opponent under 31
  return s;
}
