// The Dark Hand deck: 52 cards, each printed with one Light face and one Dark face (the Dark
// Hearts page, "The Dark Hand deck" and its Rulings). The publisher's pairing is not published, so
// the pairing is ours, as data: dark-hand-pairs.json, the "designed" table worked out for this
// project from the constraints the original rules state (no card has the same suit on both faces,
// Aces pair with Aces, 8 and over pair with 7 and under, the Light 4 of hearts is the Dark 10 of
// diamonds) and the pairs the original's examples force; a test checks all of them.
//
// A card is named by its Light face ("4H"). In notation either face names it, with its shade:
// "L4H" and "D10D" are the same card. The mapping is public knowledge, a property of the deck.

import {
  cardName,
  cardSymbol,
  isCard,
  normaliseCard,
  rankOf,
  rankText,
  SUIT_SYMBOLS,
  SUITS,
  suitOf,
  type Card,
  type Suit,
} from '../core/cards.ts';
import { defineDeck, type Deck } from '../core/deck.ts';
import { NotationError } from '../core/errors.ts';
import PAIRS from './dark-hand-pairs.json' with { type: 'json' };

export type Shade = 'L' | 'D';
/** A physical Dark Hand card, identified by its Light face. */
export type DarkCard = string;

export const SHADES: readonly Shade[] = ['L', 'D'];
export const SHADE_NAMES: Readonly<Record<Shade, string>> = { L: 'Light', D: 'Dark' };

const LIGHT_TO_DARK = new Map<Card, Card>();
const DARK_TO_LIGHT = new Map<Card, Card>();
for (const pair of PAIRS as readonly { light: string; dark: string }[]) {
  LIGHT_TO_DARK.set(pair.light, pair.dark);
  DARK_TO_LIGHT.set(pair.dark, pair.light);
}

/** The 52 cards in a fixed order (the pair table's order). */
export const DARK_HAND_DECK: readonly DarkCard[] = [...LIGHT_TO_DARK.keys()];

// Trick play, legal-move generation and the bots ask for faces, suits, ranks and points millions
// of times, so each face of each card has a small number, its place in the face tables: twice the
// card's deck position, plus one for the Dark face. A card's deck position is read off its first
// and last characters through a small table (several times faster than a string-keyed Map). Written
// for speed, as is the rest of this block.
const CARD_BY_CODES = new Int8Array(128 * 128).fill(-1);
const codesKey = (card: string): number => (card.charCodeAt(0) & 127) * 128 + (card.charCodeAt(card.length - 1) & 127);
const FACE: Card[] = [];
/** Each face's suit, by its place in the face tables. */
export const FACE_SUIT: readonly Suit[] = [];
/** The same as a number (C 0, D 1, H 2, S 3), for comparing suits without comparing strings. */
export const FACE_SUIT_NUMBER: ArrayLike<number> = new Uint8Array(2 * DARK_HAND_DECK.length);
/** The number of hearts in FACE_SUIT_NUMBER. */
export const HEARTS = 2;
/** Each face's rank, Aces high (2 to 14), by its place in the face tables. */
export const FACE_RANK: ArrayLike<number> = new Uint8Array(2 * DARK_HAND_DECK.length);
/** Each face's points (each heart 1, the Queen of spades 13), by its place in the face tables. */
export const FACE_POINTS: ArrayLike<number> = new Uint8Array(2 * DARK_HAND_DECK.length);
DARK_HAND_DECK.forEach((light, i) => {
  CARD_BY_CODES[codesKey(light)] = i;
  [light, LIGHT_TO_DARK.get(light) as Card].forEach((f, dark) => {
    const rank = rankOf(f);
    FACE[2 * i + dark] = f;
    (FACE_SUIT as Suit[])[2 * i + dark] = suitOf(f);
    (FACE_SUIT_NUMBER as Uint8Array)[2 * i + dark] = SUITS.indexOf(suitOf(f));
    (FACE_RANK as Uint8Array)[2 * i + dark] = rank === 1 ? 14 : rank;
    (FACE_POINTS as Uint8Array)[2 * i + dark] = f === 'QS' ? 13 : suitOf(f) === 'H' ? 1 : 0;
  });
});

/** The card's position in DARK_HAND_DECK (0 to 51), or -1 for anything that is not a Dark Hand card. */
export function deckIndex(card: string): number {
  if (card.length < 2) return -1;
  const i = CARD_BY_CODES[codesKey(card)] as number;
  return i >= 0 && DARK_HAND_DECK[i] === card ? i : -1;
}

/** The card's position in DARK_HAND_DECK (0 to 51); throws for anything that is not a Dark Hand card. */
export function cardIndex(card: DarkCard): number {
  const i = CARD_BY_CODES[codesKey(card)] as number;
  if (i < 0 || DARK_HAND_DECK[i] !== card) throw new NotationError(`"${card}" is not a Dark Hand card.`);
  return i;
}

/** A face's place in the face tables (FACE_SUIT, FACE_RANK, FACE_POINTS). */
export function faceAt(card: DarkCard, shade: Shade): number {
  return 2 * cardIndex(card) + shadeBit(shade);
}

/** What a face's place in the face tables adds for its shade: 0 for Light, 1 for Dark. */
export function shadeBit(shade: Shade): number {
  return shade === 'L' ? 0 : 1;
}

/** The shade of the face at a place in the face tables. */
export function shadeAt(at: number): Shade {
  return (at & 1) === 0 ? 'L' : 'D';
}

export function pairTable(): readonly { readonly light: Card; readonly dark: Card }[] {
  return DARK_HAND_DECK.map((light) => ({ light, dark: LIGHT_TO_DARK.get(light) as Card }));
}

/** The card's face in a shade, as a standard card ("10D"). */
export function face(card: DarkCard, shade: Shade): Card {
  return FACE[faceAt(card, shade)] as Card;
}

export function faceSuit(card: DarkCard, shade: Shade): Suit {
  return FACE_SUIT[faceAt(card, shade)] as Suit;
}

/** Rank with Aces high: 2 to 14. */
export function faceRank(card: DarkCard, shade: Shade): number {
  return FACE_RANK[faceAt(card, shade)] as number;
}

/** Points of a face: each heart 1, the Queen of spades 13. */
export function facePoints(card: DarkCard, shade: Shade): number {
  return FACE_POINTS[faceAt(card, shade)] as number;
}

export function isHeartFace(card: DarkCard, shade: Shade): boolean {
  return faceSuit(card, shade) === 'H';
}

export function isQueenOfSpadesFace(card: DarkCard, shade: Shade): boolean {
  return facePoints(card, shade) === 13;
}

/** "L4H" / "D10D": the card written by its face in a shade. */
export function formatFace(card: DarkCard, shade: Shade): string {
  return shade + face(card, shade);
}

/** Reads "L4H", "D10D" (case-insensitive, suit symbols and T allowed): the card and the shade named. */
export function parseFace(text: string): { card: DarkCard; shade: Shade } {
  const trimmed = text.trim();
  const prefix = trimmed.charAt(0).toUpperCase();
  if (prefix !== 'L' && prefix !== 'D') {
    throw new NotationError(`"${text}" needs a shade: write L or D before the face, like L4H or D10D.`);
  }
  const rest = normaliseCard(trimmed.slice(1), false);
  if (!isCard(rest))
    throw new NotationError(`"${text}" is not a card face; write a shade, a rank and a suit, like L4H or D10D.`);
  const shade: Shade = prefix;
  const card = shade === 'L' ? rest : DARK_TO_LIGHT.get(rest);
  if (card === undefined) throw new NotationError(`"${text}" is not on any Dark Hand card.`);
  return { card, shade };
}

/** "Light 4 of hearts": one face in words. */
export function faceName(card: DarkCard, shade: Shade): string {
  return `${SHADE_NAMES[shade]} ${cardName(face(card, shade))}`;
}

/** "Light 4 of hearts, Dark 10 of diamonds": the whole card in words. */
export function dualName(card: DarkCard): string {
  return `${faceName(card, 'L')}, ${faceName(card, 'D')}`;
}

export function otherShade(shade: Shade): Shade {
  return shade === 'L' ? 'D' : 'L';
}

/**
 * The Dark Hand as a Deck: a card is written by its Light face ("L4H"), either face parses, and it
 * is named and drawn by both faces. The card face facts are the Light face's, the card's identity.
 */
export const DARK_HAND: Deck<DarkCard> = /* @__PURE__ */ defineDeck({
  id: 'dark-hand',
  title: 'the Dark Hand deck',
  hint: 'Write a shade and a face, like L4H or D10D.',
  parse: (text) => parseFace(text).card,
  format: (card) => formatFace(card, 'L'),
  index: deckIndex,
  cards: DARK_HAND_DECK.map((card) => ({
    id: card,
    facts: {
      rank: rankText(rankOf(card)),
      suit: suitOf(card),
      pip: SUIT_SYMBOLS[suitOf(card)],
      colour: suitOf(card) === 'D' || suitOf(card) === 'H' ? 'red' : 'black',
      name: dualName(card),
      symbol: `L${cardSymbol(card)}/D${cardSymbol(face(card, 'D'))}`,
    },
  })),
});
