// Dark Hearts' actions and notation. A card is written by one of its faces with the shade first;
// when leading, the face you write is the shade you announce ("L4H" leads a Light trick, "D10D" the
// same card as a Dark trick). When following, either face names the card.
//
//   D2C            play (or lead) a card           pass L2C D9S LQH   pass three cards
//   deal           deal the next hand

import { NotationError } from '../core/errors.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  deckIndex,
  faceAt,
  formatFace,
  parseFace,
  type DarkCard,
  type Shade,
} from './deck.ts';

export type DarkHeartsAction =
  | { readonly type: 'play'; readonly card: DarkCard; readonly shade: Shade }
  | { readonly type: 'pass'; readonly cards: readonly DarkCard[] }
  | { readonly type: 'deal' };

export type PlayAction = DarkHeartsAction & { type: 'play' };
export type PassAction = DarkHeartsAction & { type: 'pass' };

export const DEAL: DarkHeartsAction = Object.freeze({ type: 'deal' });

// Actions are interned: legalActions, parseAction and canonical hand out the same frozen object for
// the same play or pass, so listing the legal moves allocates no action, and comparing two actions
// is comparing two references. Written for speed, as is the rest of this block.
const PLAYS: readonly PlayAction[] = DARK_HAND_DECK.flatMap((card) =>
  (['L', 'D'] as const).map((shade): PlayAction => Object.freeze({ type: 'play', card, shade })),
);

/** Playing (or leading) `card` by its face in `shade`. */
export function playAction(card: DarkCard, shade: Shade): PlayAction {
  return PLAYS[faceAt(card, shade)] as PlayAction;
}

/** Playing the face at a place in the face tables (deck.ts): the same object as playAction's. */
export function playAt(at: number): PlayAction {
  return PLAYS[at] as PlayAction;
}

/**
 * Every pass of three different cards (22,100 of them). The pass of the cards at deck positions
 * a < b < c is kept at C(c, 3) + C(b, 2) + a, its combination number; PAIRS_BELOW[b] is C(b, 2) and
 * TRIPLES_BELOW[c] is C(c, 3) (so TRIPLES_BELOW[n] is how many passes n cards allow). They are made
 * as they are first needed, all those whose highest card is c at once (they sit together, from
 * TRIPLES_BELOW[c] on), so that listing a hand's passes is a plain table read for each.
 */
const PAIRS_BELOW = Int32Array.from(DARK_HAND_DECK, (_, b) => (b * (b - 1)) / 2);
const TRIPLES_BELOW = Int32Array.from({ length: DARK_HAND_DECK.length + 1 }, (_, c) => (c * (c - 1) * (c - 2)) / 6);
const NOT_MADE: PassAction = Object.freeze({ type: 'pass', cards: [] });
const PASSES: PassAction[] = Array.from({ length: TRIPLES_BELOW[DARK_HAND_DECK.length] as number }, () => NOT_MADE);
const MADE = new Uint8Array(DARK_HAND_DECK.length);

/** Makes every pass whose highest card is the one at deck position c, once. */
function makePasses(c: number): void {
  if (MADE[c] === 1) return;
  MADE[c] = 1;
  let at = TRIPLES_BELOW[c] as number;
  for (let b = 1; b < c; b++) {
    for (let a = 0; a < b; a++) {
      // The action is frozen; its list of cards is readonly but not frozen, as V8 reads a frozen
      // array's items through a slow generic path.
      const cards: readonly DarkCard[] = [
        DARK_HAND_DECK[a] as DarkCard,
        DARK_HAND_DECK[b] as DarkCard,
        DARK_HAND_DECK[c] as DarkCard,
      ];
      PASSES[at++] = Object.freeze({ type: 'pass', cards });
    }
  }
}

/** The pass of the cards at deck positions a < b < c. */
function passAt(a: number, b: number, c: number): PassAction {
  makePasses(c);
  return PASSES[(TRIPLES_BELOW[c] as number) + (PAIRS_BELOW[b] as number) + a] as PassAction;
}

/** Every pass of three of the cards at the first `n` of `positions` (deck positions, ascending), in deck order. */
export function passesAmong(positions: ArrayLike<number>, n: number): PassAction[] {
  for (let c = 2; c < n; c++) makePasses(positions[c] as number);
  const out = new Array<PassAction>(TRIPLES_BELOW[n] as number);
  let i = 0;
  // passAt written out, so that each pass costs one addition and one table read.
  for (let a = 0; a < n; a++) {
    const pa = positions[a] as number;
    for (let b = a + 1; b < n; b++) {
      const ab = (PAIRS_BELOW[positions[b] as number] as number) + pa;
      for (let c = b + 1; c < n; c++)
        out[i++] = PASSES[(TRIPLES_BELOW[positions[c] as number] as number) + ab] as PassAction;
    }
  }
  return out;
}

/** Passing three different Dark Hand cards, in any order; null when `cards` is not that. */
export function passAction(cards: readonly DarkCard[]): PassAction | null {
  if (cards.length !== 3 || !isDarkCard(cards[0]) || !isDarkCard(cards[1]) || !isDarkCard(cards[2])) return null;
  const x = cardIndex(cards[0]);
  const y = cardIndex(cards[1]);
  const z = cardIndex(cards[2]);
  if (x === y || y === z || x === z) return null;
  const low = Math.min(x, y, z);
  const high = Math.max(x, y, z);
  return passAt(low, x + y + z - low - high, high);
}

function isDarkCard(card: DarkCard | undefined): card is DarkCard {
  return typeof card === 'string' && deckIndex(card) >= 0;
}

export function formatDarkHeartsAction(action: DarkHeartsAction): string {
  switch (action.type) {
    case 'play':
      return formatFace(action.card, action.shade);
    case 'pass':
      return `pass ${action.cards.map((card) => formatFace(card, 'L')).join(' ')}`;
    case 'deal':
      return 'deal';
  }
}

export function parseDarkHeartsAction(text: string): DarkHeartsAction {
  const [verb = '', ...rest] = text.trim().split(/\s+/);
  const lower = verb.toLowerCase();
  if (lower === 'deal') {
    if (rest.length) throw new NotationError(`"${text}": deal takes nothing after it.`);
    return DEAL;
  }
  if (lower === 'pass') {
    if (rest.length !== 3) throw new NotationError(`"${text}": pass exactly three cards, like pass L2C D9S LQH.`);
    const cards = rest.map((word) => parseFace(word).card);
    const pass = passAction(cards);
    if (pass === null) throw new NotationError(`"${text}": pass three different cards.`);
    return pass;
  }
  if (rest.length)
    throw new NotationError(`"${text}" is not a Dark Hearts move. Write a card face (D2C), pass L2C D9S LQH, or deal.`);
  const { card, shade } = parseFace(verb);
  return playAction(card, shade);
}

/** Deck order, so a pass reads the same however it was chosen. */
export function sortCards(cards: readonly DarkCard[]): DarkCard[] {
  return cards.slice().sort((a, b) => Math.max(deckIndex(a), 0) - Math.max(deckIndex(b), 0));
}
