// A heuristic Black & Red player. It sees only its view and the legal actions.
// - It collects its own colour: given a choice, it discards the other colour.
// - Leading a run, it turns the run colour against its opponent: it discards a card of the
//   opponent's colour (which it wants rid of anyway), so the opponent must follow by throwing
//   away the cards they are collecting.
// - It takes exactly 31 when it can (the run ends and it keeps the lead), and otherwise prefers
//   the discard that leaves the opponent the least room under 31.

import type { Bot } from '../core/game.ts';
import type { BlackAndRedAction } from './actions.ts';
import { LIMIT } from './options.ts';
import { cardValue, colourOf, type Colour } from './state.ts';
import type { BlackAndRedView } from './view.ts';

export const blackAndRedHeuristicBot: Bot<BlackAndRedView, BlackAndRedAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  const mine = view.seats[seat]?.target;
  // The first of the best-scoring discards.
  let best = first;
  let bestScore = score(view, mine, first);
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
  if (action.type !== 'discard') return -1000;
  const value = cardValue(action.card, view.options.cardValues);
  const total = view.total + value;
  let s = 0;
  if (colourOf(action.card) !== mine) s += 100; // shed the colour it does not want
  if (total === LIMIT && view.options.after31Leader === 'playerWhoMade31') s += 50;
  s += total / 2; // less room for the opponent under 31
  return s;
}
