// Black & Red's actions and notation: a card ("7S") discards it (the draw follows by itself);
// "go" when you cannot discard; "deal" deals the next hand of the match.
// Actions are interned: one frozen object per card, so legal-move generation (the hot path of
// every playout) hands out the same objects instead of building one per card and turn.

import { cardIndex, parseCard, STANDARD_DECK, type Card } from '../core/cards.ts';
import { NotationError } from '../core/errors.ts';

export type BlackAndRedAction =
  { readonly type: 'discard'; readonly card: Card } | { readonly type: 'go' } | { readonly type: 'deal' };

export const GO: BlackAndRedAction = Object.freeze({ type: 'go' });
export const DEAL: BlackAndRedAction = Object.freeze({ type: 'deal' });

/** By cardIndex: the standard deck's order. */
const DISCARDS: readonly BlackAndRedAction[] = STANDARD_DECK.cards.map((card) =>
  Object.freeze({ type: 'discard', card }),
);

/** The action discarding `card`: the same object every time. */
export function discardAction(card: Card): BlackAndRedAction {
  return DISCARDS[cardIndex(card)] ?? { type: 'discard', card };
}

/** The action discarding the card at `index` in the deck's order (cardIndex). */
export function discardAt(index: number): BlackAndRedAction {
  return DISCARDS[index] as BlackAndRedAction;
}

export function formatBlackAndRedAction(action: BlackAndRedAction): string {
  return action.type === 'discard' ? action.card : action.type;
}

export function parseBlackAndRedAction(text: string): BlackAndRedAction {
  const words = text.trim().split(/\s+/);
  const [verb = '', ...rest] = words;
  const lower = verb.toLowerCase();
  if ((lower === 'go' || lower === 'deal') && rest.length === 0) return lower === 'go' ? GO : DEAL;
  if (lower === 'discard' && rest.length === 1) return discardAction(parseCard(rest[0] ?? ''));
  if (rest.length === 0) return discardAction(parseCard(verb));
  throw new NotationError(`"${text}" is not a Black & Red move. Write a card to discard (7S), go, or deal.`);
}
