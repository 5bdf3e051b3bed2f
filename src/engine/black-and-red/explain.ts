// Why a Black & Red action is refused: the rule to cite and a plain sentence.

import { cardName } from '../core/cards.ts';
import type { Seat, Violation } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import type { BlackAndRedAction } from './actions.ts';
import { canDiscard } from './legal.ts';
import { LIMIT } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { cardValue, colourOf, type BlackAndRedState } from './state.ts';

function refuse(rule: BlackAndRedRule, message: string): Violation<BlackAndRedRule> {
  return { rule, message };
}

/**
 * Why an action isLegal has refused is refused. apply calls it directly once isLegal has said no,
 * so legality is checked once per action.
 */
export function refusal(state: BlackAndRedState, seat: Seat, action: BlackAndRedAction): Violation<BlackAndRedRule> {
  if (seat !== 0 && seat !== 1) return refuse('players-and-deck', 'Black & Red is for two players, A and B.');
  if (state.phase === 'over') return refuse('match', 'The match is over.');
  if (state.phase === 'handOver') {
    return refuse(
      'match',
      `The hand is over: ${seatLetter(1 - state.dealer)} deals the next one (the deal alternates).`,
    );
  }
  if (seat !== state.turn) {
    const why = state.goes[seat] ? ' You said go, so your opponent carries on alone until the run ends.' : '';
    return refuse('turn-order', `It is ${seatLetter(state.turn)}'s turn.${why}`);
  }
  if (action.type === 'deal') return refuse('match', 'The hand is still being played.');
  if (action.type === 'go') {
    return refuse('go', 'You can only say go when you have no card you may discard; you must discard if you can.');
  }
  const card = action.card;
  if (!(state.hands[seat] ?? []).includes(card))
    return refuse('discard-then-draw', `You do not hold the ${cardName(card)}.`);
  if (state.runColour !== null && colourOf(card) !== state.runColour) {
    return refuse(
      'run-colour',
      // Naming no card, so the cards refused for it are one line of the position's ruling (barred.ts).
      `This run is ${state.runColour}: every discard in it must be ${state.runColour}.`,
    );
  }
  if (!canDiscard(state, card)) {
    const value = cardValue(card, state.options.cardValues);
    return refuse(
      'running-total',
      `The total is ${state.total}; the ${cardName(card)} counts ${value}, which would take it to ${state.total + value}, over ${LIMIT}.`,
    );
  }
  return refuse('discard-then-draw', 'That discard is not allowed.');
}
