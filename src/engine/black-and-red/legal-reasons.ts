// Black & Red's reasons for a legal move, which its "which may you do?" question
// (practice-legal.ts) and the position view's ruling both give: on a turn in play, the cards to
// discard and go; why a move the engine allows is allowed, in the game's words with the rule that
// allows it. A refused move is explained by explain.ts.

import { cardName } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import type { LegalKindSpec, Reason } from '../core/practice/legal-question.ts';
import type { BlackAndRedAction } from './actions.ts';
import { LIMIT } from './options.ts';
import { cardValue, colourOf, type BlackAndRedState } from './state.ts';
import { candidateActions } from './legal.ts';

/** Why a legal discard or go is allowed; a discard rests on the run's colour and on the total, cited as the question asks. */
function allowed(state: BlackAndRedState, action: BlackAndRedAction, asked: string): Reason {
  if (action.type === 'go') {
    return {
      rule: 'go',
      message: `No card you hold is ${String(state.runColour)} and keeps the total of ${String(state.total)} within ${String(LIMIT)}, so you say go.`,
    };
  }
  if (action.type !== 'discard') return { rule: 'turn-order', message: 'It is your move.' };
  const name = `the ${cardName(action.card)}`;
  const colour = colourOf(action.card);
  const value = cardValue(action.card, state.options.cardValues);
  if (state.runColour === null) {
    return {
      rule: 'run-colour',
      message: `A new run starts with you, so you may lead any card: ${name} makes it a ${colour} run, with a total of ${String(value)}.`,
    };
  }
  const sum = state.total + value;
  return {
    rule: asked === 'run-colour' ? 'run-colour' : 'running-total',
    message: `The run is ${colour}, like ${name}, and ${String(state.total)} + ${String(value)} = ${String(sum)} is not over ${String(LIMIT)}: you may discard it.`,
  };
}

/** Why each legal move is allowed: the quiz's kind and the position view's ruling both say it. */
export const BLACK_AND_RED_LEGAL: LegalKindSpec = {
  candidates: candidateActions,
  moves: { go: 'Say go' },
  allowed: (state, _seat: Seat, action, asked) =>
    allowed(state as BlackAndRedState, action as BlackAndRedAction, asked),
  offer: (state, _seat, action) =>
    (state as BlackAndRedState).phase === 'play' && (action as BlackAndRedAction).type !== 'deal',
};
