// Dawn's actions and their notation. Positions are 1-based in notation (what a reader counts on
// the table) and 0-based inside the engine.
//
//   7H        play the seven of hearts          draw      draw from the stock
//   shift 3   swap the cards at positions 3, 4  ready     finish arranging your hand
//   take 2 9  take positions 2 and 9 from the hand on your left
//   pick C    pick up the pair in front of C (S1, S2: the spare pairs)
//   deal      deal the next hand of a match

import { parseCard, type Card } from '../core/cards.ts';
import { NotationError } from '../core/errors.ts';

export type DawnAction =
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'draw' }
  | { readonly type: 'shift'; readonly at: number }
  | { readonly type: 'ready' }
  | { readonly type: 'take'; readonly positions: readonly [number, number] }
  | { readonly type: 'pick'; readonly pair: string }
  | { readonly type: 'deal' };

export const DRAW: DawnAction = { type: 'draw' };
export const READY: DawnAction = { type: 'ready' };
export const DEAL: DawnAction = { type: 'deal' };

export function formatDawnAction(action: DawnAction): string {
  switch (action.type) {
    case 'play':
      return action.card;
    case 'shift':
      return `shift ${action.at + 1}`;
    case 'take':
      return `take ${action.positions[0] + 1} ${action.positions[1] + 1}`;
    case 'pick':
      return `pick ${action.pair}`;
    default:
      return action.type;
  }
}

export function parseDawnAction(text: string): DawnAction {
  const words = text.trim().split(/\s+/);
  const [verb = '', ...rest] = words;
  const lower = verb.toLowerCase();
  const arity = (n: number): void => {
    if (rest.length !== n)
      throw new NotationError(
        `"${text}": ${lower} takes ${n === 0 ? 'nothing after it' : `${n} value${n > 1 ? 's' : ''}`}.`,
      );
  };
  switch (lower) {
    case 'draw':
    case 'ready':
    case 'deal':
      arity(0);
      return { type: lower };
    case 'play':
      arity(1);
      return { type: 'play', card: parseCard(rest[0] ?? '') };
    case 'shift':
      arity(1);
      return { type: 'shift', at: position(rest[0], text) };
    case 'take': {
      arity(2);
      const a = position(rest[0], text);
      const b = position(rest[1], text);
      if (a === b) throw new NotationError(`"${text}": take two different positions.`);
      return { type: 'take', positions: a < b ? [a, b] : [b, a] };
    }
    case 'pick':
      arity(1);
      return { type: 'pick', pair: (rest[0] ?? '').toUpperCase() };
    default:
      if (rest.length === 0) return { type: 'play', card: parseCard(verb) };
      throw new NotationError(
        `"${text}" is not a Dawn move. Write a card (7H), draw, shift 3, ready, take 2 9, pick C or deal.`,
      );
  }
}

function position(word: string | undefined, text: string): number {
  const n = Number(word);
  if (!Number.isInteger(n) || n < 1) throw new NotationError(`"${text}": positions are counted from 1.`);
  return n - 1;
}

export function sameAction(a: DawnAction, b: DawnAction): boolean {
  return formatDawnAction(a) === formatDawnAction(b);
}
