// Dawn's reasons for a legal move, which its "which may you do?" question (practice-legal.ts) and
// the position view's ruling both give: which moves a newcomer might weigh (a card to play, or a
// draw, on their turn in play), and why a move legalActions allows is allowed, in the game's words
// with the rule that allows it. A refused move is explained by explain.ts, as everywhere.

import { capital } from '../core/practice/question.ts';
import { aRank, cardName, rankLabel, rankOf } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import type { LegalKindSpec, Reason } from '../core/practice/legal-question.ts';
import type { DawnAction } from './actions.ts';
import { highestBelow, candidateActions } from './legal.ts';
import { inFallback, neededRank, type DawnState } from './state.ts';

/** Why a legal play or draw is allowed. */
function allowed(state: DawnState, seat: Seat, action: DawnAction): Reason {
  const needed = neededRank(state);
  const hand = state.hands[seat] ?? [];
  if (action.type === 'play') {
    const card = `the ${cardName(action.card)}`;
    if (needed === null)
      return { rule: 'lead-any-card', message: `The pile is empty, so you start it with any card: ${card} will do.` };
    if (inFallback(state)) {
      const best = highestBelow(hand, needed) ?? rankOf(action.card);
      return {
        rule: 'draw-around',
        message: `Nobody could play ${aRank(needed)}, so you play your highest card below it: ${aRank(best)}, and ${card} is one.`,
      };
    }
    return {
      rule: 'one-lower',
      message: `${capital(aRank(needed))} is needed, one rank below the ${rankLabel(needed + 1)} on the pile, and ${card} is one: you may play it.`,
    };
  }
  if (action.type === 'draw' && needed !== null) {
    return {
      rule: 'draw-when-unable',
      message: `You hold no ${rankLabel(needed)}, the rank needed, so you draw a card.`,
    };
  }
  return { rule: 'turn-order', message: 'It is your move.' };
}

/** Why each legal move is allowed: the quiz's kind and the position view's ruling both say it. */
export const DAWN_LEGAL: LegalKindSpec = {
  candidates: candidateActions,
  moves: { draw: 'Draw a card' },
  allowed: (state, seat, action) => allowed(state as DawnState, seat, action as DawnAction),
  // In play, the moves of a turn: a card or a draw (the swap's moves have questions of their own, or none).
  offer: (state, _seat, action) =>
    (state as DawnState).phase === 'play' && ['play', 'draw'].includes((action as DawnAction).type),
};
