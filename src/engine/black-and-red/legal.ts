// The one source of legality for Black & Red. explain.ts only diagnoses why an action is missing.

import type { Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { DEAL, GO, type BlackAndRedAction } from './actions.ts';
import { LIMIT } from './options.ts';
import { cardValue, colourOf, type BlackAndRedState } from './state.ts';

export function toAct(state: BlackAndRedState): readonly Seat[] {
  switch (state.phase) {
    case 'play':
      return [state.turn];
    case 'handOver':
      // The deal alternates (rule deal): the other player deals the next hand.
      return [1 - state.dealer];
    case 'over':
      return [];
  }
}

/** A card `seat` may discard now: the run's colour (once set) and no higher than 31 in total. */
export function canDiscard(state: BlackAndRedState, card: Card): boolean {
  return (
    (state.runColour === null || colourOf(card) === state.runColour) &&
    state.total + cardValue(card, state.options.cardValues) <= LIMIT
  );
}

/**
 * The definition of a legal action. legalActions enumerates the hand through it and explain asks
 * it directly, so both rest on this one predicate.
 */
export function isLegal(state: BlackAndRedState, seat: Seat, action: BlackAndRedAction): boolean {
  if (!toAct(state).includes(seat)) return false;
  if (state.phase === 'handOver') return action.type === 'deal';
  const hand = state.hands[seat] ?? [];
  if (action.type === 'discard') return hand.includes(action.card) && canDiscard(state, action.card);
  // Rule go: "go" only when no discard is possible; otherwise you must discard.
  if (action.type === 'go') return !hand.some((card) => canDiscard(state, card));
  return false;
}

export function legalActions(state: BlackAndRedState, seat: Seat): readonly BlackAndRedAction[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === 'handOver') return [DEAL];
  const out: BlackAndRedAction[] = [];
  const hand = state.hands[seat] ?? [];
  hand.forEach((card, i) => {
    if (hand.indexOf(card) === i && isLegal(state, seat, { type: 'discard', card }))
      out.push({ type: 'discard', card });
  });
  return out.length > 0 ? out : [GO];
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: BlackAndRedState, seat: Seat): readonly BlackAndRedAction[] {
  const out: BlackAndRedAction[] = [GO, DEAL];
  for (const card of state.hands[seat] ?? []) out.push({ type: 'discard', card });
  const other = state.hands[1 - seat]?.[0];
  if (other !== undefined) out.push({ type: 'discard', card: other });
  return out;
}
