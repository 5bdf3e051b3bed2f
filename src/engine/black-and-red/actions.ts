// Black & Red's actions and notation: a card ("7S") discards it (the draw follows by itself);
// "go" when you cannot discard; "deal" deals the next hand of the match.

import { parseCard, type Card } from '../core/cards.ts';
import { NotationError } from '../core/errors.ts';

export type BlackAndRedAction =
  { readonly type: 'discard'; readonly card: Card } | { readonly type: 'go' } | { readonly type: 'deal' };

export const GO: BlackAndRedAction = { type: 'go' };
export const DEAL: BlackAndRedAction = { type: 'deal' };

export function formatBlackAndRedAction(action: BlackAndRedAction): string {
  return action.type === 'discard' ? action.card : action.type;
}

export function parseBlackAndRedAction(text: string): BlackAndRedAction {
  const words = text.trim().split(/\s+/);
  const [verb = '', ...rest] = words;
  const lower = verb.toLowerCase();
  if ((lower === 'go' || lower === 'deal') && rest.length === 0) return lower === 'go' ? GO : DEAL;
  if (lower === 'discard' && rest.length === 1) return { type: 'discard', card: parseCard(rest[0] ?? '') };
  if (rest.length === 0) return { type: 'discard', card: parseCard(verb) };
  throw new NotationError(`"${text}" is not a Black & Red move. Write a card to discard (7S), go, or deal.`);
}
