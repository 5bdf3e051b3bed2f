// Dawn's actions and their notation. Positions are 1-based in notation (what a reader counts on
// the table) and 0-based inside the engine.
//
//   7H        play the seven of hearts          draw      draw from the stock
//   shift 3   swap the cards at positions 3, 4  ready     finish arranging your hand
//   take 2 9  take positions 2 and 9 from the hand on your left
//   pick C    pick up the pair in front of C (S1, S2: the spare pairs)
//   deal      deal the next hand of a match

import { cardIndex, parseCard, STANDARD_DECK, type Card } from '../core/cards.ts';
import { NotationError } from '../core/errors.ts';

export type DawnAction =
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'draw' }
  | { readonly type: 'shift'; readonly at: number }
  | { readonly type: 'ready' }
  | { readonly type: 'take'; readonly positions: readonly [number, number] }
  | { readonly type: 'pick'; readonly pair: string }
  | { readonly type: 'deal' };

export const DRAW: DawnAction = Object.freeze({ type: 'draw' });
export const READY: DawnAction = Object.freeze({ type: 'ready' });
export const DEAL: DawnAction = Object.freeze({ type: 'deal' });

// Interned actions, for speed: legalActions runs for every random or searched move, so it hands
// out the same frozen object for the same move every time (and the same list for the same arrange
// or take choice) instead of building one per card or position. The actions are frozen because
// every caller shares them; the lists are readonly but not frozen, as V8 reads a frozen array's
// items through a slow generic path.

/** By cardIndex: the standard deck's order. */
const PLAYS: readonly DawnAction[] = STANDARD_DECK.cards.map((card) => Object.freeze({ type: 'play', card }));

/** The action playing `card`: the same object every time. */
export function playAction(card: Card): DawnAction {
  return PLAYS[cardIndex(card)] ?? { type: 'play', card };
}

/** The action playing the card at `index` in the deck's order (cardIndex). */
export function playAt(index: number): DawnAction {
  return PLAYS[index] as DawnAction;
}

type PickAction = DawnAction & { type: 'pick' };

/** By the pair's name: a seat's letter A to Z at 0 to 25, a spare pair S0 to S9 at 26 to 35. */
const PICKS: (PickAction | undefined)[] = [];

/** The action picking up the pair called `pair` (the same object every time for a pair's name). */
export function pickAction(pair: string): DawnAction {
  const at =
    pair.length === 1
      ? pair.charCodeAt(0) - 65
      : pair.length === 2 && pair[0] === 'S'
        ? 26 + pair.charCodeAt(1) - 48
        : -1;
  if (at < 0 || at >= 36) return Object.freeze({ type: 'pick', pair });
  const known = (PICKS[at] ??= Object.freeze({ type: 'pick', pair }));
  return known.pair === pair ? known : Object.freeze({ type: 'pick', pair });
}

const ARRANGING: (readonly DawnAction[])[] = [];

/** Every arranging move for a hand of `size`: each neighbouring swap, then ready. */
export function arrangeActions(size: number): readonly DawnAction[] {
  let actions = ARRANGING[size];
  if (actions === undefined) {
    const out: DawnAction[] = [];
    for (let at = 0; at + 1 < size; at++) out.push(Object.freeze({ type: 'shift', at }));
    out.push(READY);
    actions = ARRANGING[size] = out;
  }
  return actions;
}

const TAKING: (readonly DawnAction[])[] = [];

/** Every take from a hand of `size`: each pair of positions, in order. */
export function takeActions(size: number): readonly DawnAction[] {
  let actions = TAKING[size];
  if (actions === undefined) {
    const out: DawnAction[] = [];
    for (let a = 0; a < size; a++) {
      for (let b = a + 1; b < size; b++) out.push(Object.freeze({ type: 'take', positions: [a, b] as const }));
    }
    actions = TAKING[size] = out;
  }
  return actions;
}

/**
 * takeActions(size)'s take of positions `first` and `second` (first < second), found without a
 * search; undefined when the hand is too small to hold them.
 */
export function takeAction(size: number, first: number, second: number): DawnAction | undefined {
  // takeActions lists the takes by their first position: size - 1 of them start at 0, size - 2 at 1...
  return takeActions(size)[first * size - (first * (first + 1)) / 2 + (second - first - 1)];
}

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

/** The same move, whether or not it is the same object (a parsed action is not interned). */
export function sameAction(a: DawnAction, b: DawnAction): boolean {
  if (a === b) return true;
  switch (a.type) {
    case 'play':
      return b.type === 'play' && a.card === b.card;
    case 'shift':
      return b.type === 'shift' && a.at === b.at;
    case 'take':
      return b.type === 'take' && a.positions[0] === b.positions[0] && a.positions[1] === b.positions[1];
    case 'pick':
      return b.type === 'pick' && a.pair === b.pair;
    default:
      return a.type === b.type;
  }
}
