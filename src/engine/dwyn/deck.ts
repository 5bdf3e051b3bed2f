// The DWYN deck (rule players-and-deck; DW-1): 58 cards. Six suits, each a HEAD, a TORSO and FEET
// (body cards) and the number cards X, 2, 3, 4 and 5; three STEAL cards, six DWYN cards and the
// KROWN. The box's two jokers are not used. Suits have no order; colours are cosmetic (DW-3).
//
// Notation (examples, share links, tests), suit then part, joined by a hyphen:
//
//   SKULL-HEAD   the HEAD of Skull        (HEAD, TORSO, FEET)
//   CASTLE-3     the 3 of Castle          (X, 2, 3, 4, 5)
//   STEAL, DWYN, KROWN
//
// Suits: RUGBY, CASTLE, MINER, LEAF, SHIELD, SKULL. Parsing forgives case, spaces, "of" and the
// part first ("HEAD-Rugby", "3 of castle", "castle 3"); format always writes the canonical form.
//
// A card is its notation string. Each card's index (0 to 50) is read off its characters (first
// letters for the suit, the part after the hyphen) and confirmed against the table, and the facts
// come from arrays indexed by it: legality and the bots ask for a card's suit and part on every
// turn of every playout.

import { defineDeck, type Card, type CardFacts, type Deck } from '../core/deck.ts';
import { NotationError } from '../core/errors.ts';

export type DwynCard = Card;
export type DwynSuit = 'RUGBY' | 'CASTLE' | 'MINER' | 'LEAF' | 'SHIELD' | 'SKULL';
export const DWYN_SUITS: readonly DwynSuit[] = ['RUGBY', 'CASTLE', 'MINER', 'LEAF', 'SHIELD', 'SKULL'];
/** The suits as readers see them. */
export const SUIT_TITLES: Readonly<Record<DwynSuit, string>> = {
  RUGBY: 'Rugby',
  CASTLE: 'Castle',
  MINER: 'Miner',
  LEAF: 'Leaf',
  SHIELD: 'Shield',
  SKULL: 'Skull',
};
/** A suit by its number (0 to 5) as readers see it: what a refusal and a reason both name. */
export const suitTitle = (suit: number): string => SUIT_TITLES[DWYN_SUITS[suit] as DwynSuit] ?? 'that suit';

/** The parts of a suit in deck order: three body parts, then the number cards from X. */
const PARTS = ['HEAD', 'TORSO', 'FEET', 'X', '2', '3', '4', '5'] as const;
type Part = (typeof PARTS)[number];
export const BODY_PARTS: readonly Part[] = ['HEAD', 'TORSO', 'FEET'];
export const PER_SUIT = PARTS.length;
export const STEAL_INDEX = 48;
export const DWYN_INDEX = 49;
export const KROWN_INDEX = 50;
export const DISTINCT = 51;
export const STEAL: DwynCard = 'STEAL';
export const DWYN: DwynCard = 'DWYN';
export const KROWN: DwynCard = 'KROWN';
const STEAL_COPIES = 3;
const DWYN_COPIES = 6;

/** The distinct cards in deck order: RUGBY-HEAD ... SKULL-5, STEAL, DWYN, KROWN. */
export const DWYN_DISTINCT: readonly DwynCard[] = [
  ...DWYN_SUITS.flatMap((suit) => PARTS.map((part) => `${suit}-${part}`)),
  STEAL,
  DWYN,
  KROWN,
];

/** The card of a suit and part: dwynCard('SKULL', 'HEAD') is "SKULL-HEAD". */
export function dwynCard(suit: DwynSuit, part: Part): DwynCard {
  return `${suit}-${part}`;
}

// ---- Reading a card's index off its characters -------------------------------------------------

const SUIT_LENGTHS: readonly number[] = [5, 6, 5, 4, 6, 5];

/** The suit number from the first two letters: R, C, M, L, SH, SK. -1 if none. */
function suitFromLetters(first: number, second: number): number {
  switch (first) {
    case 82 /* R */:
      return 0;
    case 67 /* C */:
      return 1;
    case 77 /* M */:
      return 2;
    case 76 /* L */:
      return 3;
    case 83 /* S */:
      return second === 72 /* H */ ? 4 : second === 75 /* K */ ? 5 : -1;
    default:
      return -1;
  }
}

/** The part number from the first letter after the hyphen. */
function partFromLetter(code: number): number {
  switch (code) {
    case 72 /* H */:
      return 0;
    case 84 /* T */:
      return 1;
    case 70 /* F */:
      return 2;
    case 88 /* X */:
      return 3;
    default:
      return code >= 50 && code <= 53 ? code - 46 : -1; // '2'..'5' -> 4..7
  }
}

/** The card's index 0 to 50, or -1 when `card` is not a card in notation. */
export function dwynIndexOrMissing(card: string): number {
  const n = card.length;
  if (n < 4) return -1;
  const first = card.charCodeAt(0);
  let index: number;
  if (first === 83 /* S */ && card.charCodeAt(1) === 84 /* T */) index = STEAL_INDEX;
  else if (first === 68 /* D */) index = DWYN_INDEX;
  else if (first === 75 /* K */) index = KROWN_INDEX;
  else {
    const suit = suitFromLetters(first, card.charCodeAt(1));
    if (suit < 0) return -1;
    // The suit's name fixes where the hyphen is: RUGBY-, CASTLE-, MINER-, LEAF-, SHIELD-, SKULL-.
    const part = partFromLetter(card.charCodeAt((SUIT_LENGTHS[suit] as number) + 1));
    if (part < 0) return -1;
    index = suit * PER_SUIT + part;
  }
  return DWYN_DISTINCT[index] === card ? index : -1;
}

const HINT =
  'Write the suit then the part, like SKULL-HEAD, CASTLE-TORSO, LEAF-FEET, RUGBY-X or MINER-3; or STEAL, DWYN, KROWN. The suits are RUGBY, CASTLE, MINER, LEAF, SHIELD and SKULL.';

function notACard(card: string): never {
  throw new NotationError(`"${card}" is not a DWYN card. ${HINT}`);
}

/** The card's index 0 to 50; throws NotationError for anything else. */
export function dwynIndex(card: DwynCard): number {
  const index = dwynIndexOrMissing(card);
  return index < 0 ? notACard(card) : index;
}

// ---- Index-addressed facts ----------------------------------------------------------------------

/** The suit number (0 to 5) at an index; -1 for STEAL, DWYN and the KROWN. */
export function suitAt(index: number): number {
  return index < STEAL_INDEX ? (index / PER_SUIT) | 0 : -1;
}

/** The part number (0 HEAD, 1 TORSO, 2 FEET, 3 X, 4..7 the numbers 2..5) at an index; -1 if none. */
export function partAt(index: number): number {
  return index < STEAL_INDEX ? index % PER_SUIT : -1;
}

export function isBodyAt(index: number): boolean {
  return index < STEAL_INDEX && index % PER_SUIT < 3;
}

export function isNumberAt(index: number): boolean {
  return index < STEAL_INDEX && index % PER_SUIT >= 3;
}

/**
 * A number card's strength in a duel (DW-2, option xRank): X is 1 when low, 10 when high; 2 to 5
 * at face value. 0 for anything that is not a number card.
 */
export function strengthAt(index: number, xHigh: boolean): number {
  if (!isNumberAt(index)) return 0;
  const part = index % PER_SUIT;
  return part === 3 ? (xHigh ? 10 : 1) : part - 2;
}

export function isBody(card: DwynCard): boolean {
  return isBodyAt(dwynIndexOrMissing(card));
}

export function isNumber(card: DwynCard): boolean {
  return isNumberAt(dwynIndexOrMissing(card));
}

/** The suit of a body or number card, or null. */
export function dwynSuit(card: DwynCard): DwynSuit | null {
  return DWYN_SUITS[suitAt(dwynIndex(card))] ?? null;
}

/** The part of a body or number card, or null. */
export function dwynPart(card: DwynCard): Part | null {
  return PARTS[partAt(dwynIndex(card))] ?? null;
}

// ---- Reading what a reader types ----------------------------------------------------------------

const SUIT_WORDS: Readonly<Record<string, DwynSuit>> = {
  RUGBY: 'RUGBY',
  CASTLE: 'CASTLE',
  MINER: 'MINER',
  MINERS: 'MINER',
  LEAF: 'LEAF',
  SHIELD: 'SHIELD',
  SKULL: 'SKULL',
};
const PART_WORDS: Readonly<Record<string, Part>> = {
  HEAD: 'HEAD',
  TORSO: 'TORSO',
  FEET: 'FEET',
  X: 'X',
  '1': 'X',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
};

/** A suit as a reader types it ("castle", "Castle"); throws NotationError otherwise. */
export function parseDwynSuit(text: string): DwynSuit {
  const suit = SUIT_WORDS[String(text).trim().toUpperCase()];
  if (suit === undefined) {
    throw new NotationError(
      `"${text}" is not a DWYN suit; the suits are RUGBY, CASTLE, MINER, LEAF, SHIELD and SKULL.`,
    );
  }
  return suit;
}

/** Reads a card as a reader may type it (see the notation at the top). */
export function parseDwynCard(text: string): DwynCard {
  const raw = String(text);
  const words = raw
    .toUpperCase()
    .replace(/[-_]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== 'OF' && w !== 'THE');
  if (words.length === 1) {
    const only = words[0] as string;
    if (only === 'STEAL' || only === 'DWYN' || only === 'KROWN') return only;
  }
  if (words.length === 2) {
    const [a = '', b = ''] = words;
    const suit = SUIT_WORDS[a] ?? SUIT_WORDS[b];
    const part = SUIT_WORDS[a] ? PART_WORDS[b] : PART_WORDS[a];
    if (suit !== undefined && part !== undefined) return dwynCard(suit, part);
  }
  return notACard(raw);
}

export function formatDwynCard(card: DwynCard): string {
  dwynIndex(card);
  return card;
}

// ---- What a card face shows --------------------------------------------------------------------

/** A small glyph per suit, beside the index (the drawn faces are in src/components/dwyn). */
const SUIT_PIPS: Readonly<Record<DwynSuit, string>> = {
  RUGBY: '⬮',
  CASTLE: '♜',
  MINER: '⚒',
  LEAF: '❦',
  SHIELD: '⛉',
  SKULL: '☠',
};
const PART_TITLES: Readonly<Record<Part, string>> = {
  HEAD: 'head',
  TORSO: 'torso',
  FEET: 'feet',
  X: 'X',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
};

function factsOf(index: number): CardFacts {
  if (index === STEAL_INDEX)
    return { rank: 'STEAL', suit: null, pip: '✋', colour: 'steal', name: 'a STEAL card', symbol: 'STEAL' };
  if (index === DWYN_INDEX)
    return { rank: 'DWYN', suit: null, pip: '⚔', colour: 'dwyn', name: 'a DWYN card', symbol: 'DWYN' };
  if (index === KROWN_INDEX)
    return { rank: 'KROWN', suit: null, pip: '♔', colour: 'krown', name: 'the KROWN', symbol: 'KROWN' };
  const suit = DWYN_SUITS[suitAt(index)] as DwynSuit;
  const part = PARTS[partAt(index)] as Part;
  const body = partAt(index) < 3;
  const title = SUIT_TITLES[suit];
  return {
    rank: part,
    suit,
    pip: SUIT_PIPS[suit],
    colour: suit.toLowerCase(),
    name: body ? `${title} ${PART_TITLES[part]}` : `${part} of ${title}`,
    symbol: `${title} ${part}`,
  };
}

const FACTS: readonly CardFacts[] = DWYN_DISTINCT.map((_, i) => factsOf(i));

export function dwynFacts(card: DwynCard): CardFacts {
  return FACTS[dwynIndex(card)] as CardFacts;
}

/** "Skull head", "3 of Castle", "a STEAL card", "the KROWN". */
export function dwynCardName(card: DwynCard): string {
  return dwynFacts(card).name;
}

/** The card in a sentence: "the Skull head", "the 3 of Castle", "a STEAL card", "the KROWN". */
export function theDwynCard(card: DwynCard): string {
  const index = dwynIndex(card);
  return index >= STEAL_INDEX ? dwynCardName(card) : `the ${dwynCardName(card)}`;
}

const ONE_CARD: readonly (readonly DwynCard[])[] = DWYN_DISTINCT.map((card) => Object.freeze([card]));

/** The list of just `card` for an event: the same frozen list every time, found by the card's index. */
export function oneDwynCard(card: DwynCard): readonly DwynCard[] {
  return ONE_CARD[dwynIndex(card)] as readonly DwynCard[];
}

/** One deck's 58 cards in deck order, copies together. */
export const DWYN_CARDS: readonly DwynCard[] = [
  ...DWYN_DISTINCT.slice(0, STEAL_INDEX),
  ...Array.from({ length: STEAL_COPIES }, () => STEAL),
  ...Array.from({ length: DWYN_COPIES }, () => DWYN),
  KROWN,
];

/** The DWYN deck as a Deck (core/deck.ts), for positions, probes and the card face component. */
export const DWYN_DECK: Deck<DwynCard> = /* @__PURE__ */ defineDeck({
  id: 'dwyn',
  title: 'the 58-card DWYN deck',
  hint: HINT,
  parse: parseDwynCard,
  format: formatDwynCard,
  index: dwynIndexOrMissing,
  cards: DWYN_CARDS.map((id) => ({ id, facts: FACTS[dwynIndex(id)] as CardFacts })),
});
