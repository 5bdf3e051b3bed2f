// The one source of legality for Black & Red. explain.ts only diagnoses why an action is missing.
// Written for speed (legal-move generation runs on every turn of every playout): the seat lists
// and the single-action lists are constants, the discards are interned action objects, the hand
// is walked with plain loops, and a card's rank and colour are read off its place in the deck
// (cardIndex), worked out once per card.

import { cardIndex, isRedAt, rankAt, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { DEAL, discardAction, discardAt, GO, type BlackAndRedAction } from './actions.ts';
import { LIMIT } from './options.ts';
import { valueOf, type BlackAndRedState } from './state.ts';

// These lists are shared, so they are readonly; they are not frozen, as V8 reads a frozen array's
// items through a slow generic path (several times slower) in optimized code.
const SEATS: readonly (readonly Seat[])[] = [[0], [1]];
const NOBODY: readonly Seat[] = [];
const NOTHING: readonly BlackAndRedAction[] = [];
const ONLY_GO: readonly BlackAndRedAction[] = [GO];
const ONLY_DEAL: readonly BlackAndRedAction[] = [DEAL];

export function toAct(state: BlackAndRedState): readonly Seat[] {
  switch (state.phase) {
    case 'play':
      return SEATS[state.turn] ?? NOBODY;
    case 'handOver':
      // The deal alternates (rule deal): the other player deals the next hand.
      return SEATS[1 - state.dealer] ?? NOBODY;
    case 'over':
      return NOBODY;
  }
}

/** May `seat` act now? (toAct(state).includes(seat), without the list.) */
export function acts(state: BlackAndRedState, seat: Seat): boolean {
  switch (state.phase) {
    case 'play':
      return seat === state.turn;
    case 'handOver':
      return seat === 1 - state.dealer;
    case 'over':
      return false;
  }
}

/** A card `seat` may discard now: the run's colour (once set) and no higher than 31 in total. */
export function canDiscard(state: BlackAndRedState, card: Card): boolean {
  return canDiscardAt(state, cardIndex(card));
}

/** canDiscard for the card at `index` in the deck's order (cardIndex). */
export function canDiscardAt(state: BlackAndRedState, index: number): boolean {
  return (
    (state.runColour === null || isRedAt(index) === (state.runColour === 'red')) &&
    state.total + valueOf(rankAt(index), state.options.cardValues) <= LIMIT
  );
}

/** Rule go: true when `hand` holds no card that may be discarded now. */
export function mustSayGo(state: BlackAndRedState, hand: readonly Card[]): boolean {
  for (let i = 0; i < hand.length; i++) if (canDiscardAt(state, cardIndex(hand[i] as Card))) return false;
  return true;
}

/**
 * The definition of a legal action: who may act (toAct), the deal between hands, and a discard
 * canDiscard allows or a go when none is. legalActions enumerates the same rules and explain asks
 * this predicate directly.
 */
export function isLegal(state: BlackAndRedState, seat: Seat, action: BlackAndRedAction): boolean {
  if (!acts(state, seat)) return false;
  if (state.phase === 'handOver') return action.type === 'deal';
  const hand = state.hands[seat] ?? [];
  if (action.type === 'discard') return hand.includes(action.card) && canDiscard(state, action.card);
  // Rule go: "go" only when no discard is possible; otherwise you must discard.
  if (action.type === 'go') return mustSayGo(state, hand);
  return false;
}

export function legalActions(state: BlackAndRedState, seat: Seat): readonly BlackAndRedAction[] {
  if (!acts(state, seat)) return NOTHING;
  if (state.phase === 'handOver') return ONLY_DEAL;
  const hand = state.hands[seat] ?? [];
  const out: BlackAndRedAction[] = [];
  // One deck (rule players-and-deck): a hand never holds two copies of a card to list twice.
  for (let i = 0; i < hand.length; i++) {
    const index = cardIndex(hand[i] as Card);
    if (canDiscardAt(state, index)) out.push(discardAt(index));
  }
  return out.length > 0 ? out : ONLY_GO;
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: BlackAndRedState, seat: Seat): readonly BlackAndRedAction[] {
  const out: BlackAndRedAction[] = [GO, DEAL];
  for (const card of state.hands[seat] ?? []) out.push(discardAction(card));
  const other = state.hands[1 - seat]?.[0];
  if (other !== undefined) out.push(discardAction(other));
  return out;
}
