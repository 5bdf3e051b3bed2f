// Black & Red (S. Lea, TalkMagic forum, 2007), in engine terms:
// - Two players, one deck, 7 cards each; the dealer alternates and the non-dealer is player one.
//   A player dealt seven cards of one colour scores 5 and the hand ends.
// - The stock's top card is turned up: player one collects its colour, player two the other, and
//   player one's first draw is that upcard.
// - A turn is a discard then a draw. The first discard of a run sets its colour; every discard
//   in the run must match it, and the running total (cardValues option) may not pass 31. Exactly
//   31 ends the run. A player who cannot discard says "go" and draws nothing; the other carries
//   on alone; when neither can, the last to discard leads the next run and picks its colour.
// - Seven cards of one colour after a draw go out: 3 points for your own colour, 1 for the other.
//   First to 11 wins the match. An empty stock is rebuilt from finished runs (stockOut option);
//   a turn cap calls an endless hand a draw.
// Rulings and options: the Black & Red page's Rulings section (content/docs/black-and-red.mdx),
// one entry per question the original leaves open, each naming the rule id it settles.

import { STANDARD_DECK, type Card } from '../core/cards.ts';
import { defineGame } from '../core/define-game.ts';
import type { Outcome, PlayableGame } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import { formatBlackAndRedAction, parseBlackAndRedAction, type BlackAndRedAction } from './actions.ts';
import { advanceBlackAndRed } from './advance.ts';
import { dealBlackAndRedGame } from './deal.ts';
import { describeBlackAndRedEvent } from './describe.ts';
import { refusal } from './explain.ts';
import { isLegal, legalActions, toAct } from './legal.ts';
import { BLACK_AND_RED_OPTIONS, type BlackAndRedOptions } from './options.ts';
import { BLACK_AND_RED_RULES, type BlackAndRedRule } from './rules.ts';
import type { BlackAndRedState } from './state.ts';
import { viewBlackAndRed, type BlackAndRedView } from './view.ts';

export type { BlackAndRedAction } from './actions.ts';
export type { BlackAndRedOptions } from './options.ts';
export type { BlackAndRedRule } from './rules.ts';
export type { BlackAndRedState } from './state.ts';
export type { BlackAndRedView } from './view.ts';

type BlackAndRedPlayable = PlayableGame<
  BlackAndRedState,
  BlackAndRedAction,
  BlackAndRedOptions,
  BlackAndRedView,
  BlackAndRedRule
>;

/** Black & Red as a page plays it; index.ts adds the tools (core/with-tools.ts). */
export const blackAndRedGame: BlackAndRedPlayable = defineGame({
  id: 'black-and-red',
  title: 'Black & Red',
  rules: BLACK_AND_RED_RULES,
  options: BLACK_AND_RED_OPTIONS,
  deck: STANDARD_DECK,
  deal: dealBlackAndRedGame,
  toAct,
  legalActions,
  isLegal,
  refusal,
  advance: advanceBlackAndRed,
  view: viewBlackAndRed,
  outcome: blackAndRedOutcome,
  parseAction: parseBlackAndRedAction,
  formatAction: formatBlackAndRedAction,
  describeEvent: describeBlackAndRedEvent,
  allCards: (state) => {
    const out: Card[] = [];
    for (const hand of state.hands) for (const card of hand) out.push(card);
    for (const card of state.stock) out.push(card);
    for (const card of state.run) out.push(card);
    for (const card of state.discards) out.push(card);
    return out;
  },
});

function blackAndRedOutcome(state: BlackAndRedState): Outcome | null {
  if (state.phase !== 'over') return null;
  const names = state.winners.map(seatLetter).join(' and ');
  const best = Math.max(...state.scores);
  return {
    winners: state.winners,
    scores: state.scores,
    summary: `${names} ${state.winners.length > 1 ? 'share the match' : 'wins the match'} with ${best} points.`,
  };
}
