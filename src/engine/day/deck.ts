// The Day deck (rule players-and-deck): 40 cards, three suits of twelve suns and a Moon, and one
// Crown (DY-2, DY-3). Suits have no order among themselves; they matter only for the Day condition.
//
// Notation (what examples, share links and tests write), rank first, then the suit's letter(s):
//
//   7R      7 of Rising          (suns 1 to 12: 1R ... 12R)
//   5Rn     5 of Risen           (Risen is "Rn", so it never reads as Rising)
//   12S     12 of Setting
//   MoonR   Moon of Rising       (also MoonRn, MoonS)
//   Crown   the Crown            (the source writes it "*"; that is accepted too)
//
// Parsing forgives case, spaces and an "of" ("7 r", "moon of setting", "7 Rising"), the suit
// first ("R7", "SMoon") and "M" for Moon ("MRn"); format always writes the canonical form above.
//
// A card is its notation string. The showdown evaluator and later the bots ask for a card's rank
// and suit millions of times, so each card's index (0 to 39) is read off its characters and the
// facts come from arrays indexed by it: no Map lookup on the hot path.

import { defineDeck, type Card, type CardFacts, type Deck } from '../core/deck.ts';
import { NotationError } from '../core/errors.ts';

export type DayCard = Card;
/** The three suits, in the source's order "from top down". */
export type DaySuit = 'Rising' | 'Risen' | 'Setting';

export const DAY_SUITS: readonly DaySuit[] = ['Rising', 'Risen', 'Setting'];
/** The suit's letters in notation: Risen is "Rn" so that it never reads as Rising. */
const SUIT_CODES: Readonly<Record<DaySuit, string>> = { Rising: 'R', Risen: 'Rn', Setting: 'S' };

/** A card's rank as the engine counts it: suns 1 to 12, MOON (13) for a Moon, CROWN (0) for the Crown. */
export type DayRank = number;
export const MOON = 13;
export const CROWN_RANK = 0;
export const CROWN: DayCard = 'Crown';
/** The Crown's index; the suited cards are 0 to 38 (suit * 13 + rank - 1). */
export const CROWN_INDEX = 39;
export const DECK_SIZE = 40;

/** The card of a rank (1 to 13, 13 = Moon) and suit, in notation: makeDayCard(7, 'Rising') is "7R". */
export function makeDayCard(rank: DayRank, suit: DaySuit): DayCard {
  if (!Number.isInteger(rank) || rank < 1 || rank > MOON) {
    throw new NotationError(`A Day card's rank is 1 to 12 or the Moon (13), not ${rank}.`);
  }
  return (rank === MOON ? 'Moon' : String(rank)) + SUIT_CODES[suit];
}

/** Every card in deck order: Rising 1 to 12 and Moon, then Risen, then Setting, then the Crown. */
export const DAY_CARDS: readonly DayCard[] = [
  ...DAY_SUITS.flatMap((suit) => Array.from({ length: MOON }, (_, i) => makeDayCard(i + 1, suit))),
  CROWN,
];

// Index-addressed tables, built once. RANK_AT: 1..13, 0 for the Crown. SUIT_AT: 0..2, 3 for the Crown.
const RANK_AT = new Uint8Array(DECK_SIZE);
const SUIT_AT = new Uint8Array(DECK_SIZE);
for (let i = 0; i < CROWN_INDEX; i++) {
  RANK_AT[i] = (i % MOON) + 1;
  SUIT_AT[i] = Math.floor(i / MOON);
}
RANK_AT[CROWN_INDEX] = CROWN_RANK;
SUIT_AT[CROWN_INDEX] = 3;

/**
 * The card's index 0 to 39, or -1 when `card` is not a card in notation. Read off the characters
 * (last letters for the suit, digits or "Moon" for the rank) and confirmed against the table, so
 * a near miss ("13R", "7r") is refused rather than misread.
 */
export function dayIndexOrMissing(card: string): number {
  const n = card.length;
  if (n < 2) return -1;
  const last = card.charCodeAt(n - 1);
  let suit: number;
  let end: number;
  if (last === 82 /* R */) {
    suit = 0;
    end = n - 1;
  } else if (last === 83 /* S */) {
    suit = 2;
    end = n - 1;
  } else if (last === 110 /* n */) {
    if (card.charCodeAt(0) === 67 /* C */) return card === CROWN ? CROWN_INDEX : -1;
    suit = 1;
    end = n - 2;
  } else return -1;
  const first = card.charCodeAt(0);
  let rank: number;
  if (first === 77 /* M */) rank = MOON;
  else if (end === 1) rank = first - 48;
  else if (end === 2) rank = (first - 48) * 10 + card.charCodeAt(1) - 48;
  else return -1;
  if (!(rank >= 1 && rank <= MOON)) return -1;
  const index = suit * MOON + rank - 1;
  return DAY_CARDS[index] === card ? index : -1;
}

const HINT =
  'Write the number then the suit, like 7R (7 of Rising), 5Rn (Risen) or 12S (Setting); MoonR, MoonRn, MoonS; or Crown.';

function notACard(card: string): never {
  throw new NotationError(`"${card}" is not a Day card. ${HINT}`);
}

/** The card's index 0 to 39; throws NotationError for anything else. */
export function dayIndex(card: DayCard): number {
  const index = dayIndexOrMissing(card);
  return index < 0 ? notACard(card) : index;
}

export function cardAt(index: number): DayCard {
  const card = DAY_CARDS[index];
  if (card === undefined) throw new RangeError(`No Day card has index ${index}.`);
  return card;
}

/** Rank by index: 1 to 12 for suns, 13 for a Moon, 0 for the Crown. */
export function rankAt(index: number): DayRank {
  return RANK_AT[index] as number;
}

/** Suit number by index: 0 Rising, 1 Risen, 2 Setting, 3 for the Crown. */
export function suitNumberAt(index: number): number {
  return SUIT_AT[index] as number;
}

/** 1 to 12 for suns, 13 (MOON) for a Moon, 0 (CROWN_RANK) for the Crown. */
export function dayRank(card: DayCard): DayRank {
  return RANK_AT[dayIndex(card)] as number;
}

/** The suit, or null for the Crown. */
export function daySuit(card: DayCard): DaySuit | null {
  return DAY_SUITS[SUIT_AT[dayIndex(card)] as number] ?? null;
}

export function isDayCard(text: string): text is DayCard {
  return dayIndexOrMissing(text) >= 0;
}

export function isMoon(card: DayCard): boolean {
  return RANK_AT[dayIndex(card)] === MOON;
}

export function isCrown(card: DayCard): boolean {
  return card === CROWN;
}

// ---- Reading what a reader types -------------------------------------------------------------

const SUIT_WORDS: Readonly<Record<string, DaySuit>> = {
  r: 'Rising',
  rising: 'Rising',
  rn: 'Risen',
  risen: 'Risen',
  s: 'Setting',
  setting: 'Setting',
};

/**
 * Reads a card as a reader may type it (see the notation at the top). Refusals say what was wrong
 * and give an example.
 */
export function parseDayCard(text: string): DayCard {
  const raw = String(text);
  const cleaned = raw.toLowerCase().replace(/\s+/g, '').replace(/^the/, '');
  if (cleaned === '') throw new NotationError(`An empty card is not a Day card. ${HINT}`);
  if (cleaned === 'crown' || cleaned === '*') return CROWN;
  const compact = cleaned.replace(/of/, '');
  const rankFirst = /^(\d+|moon|m)([a-z]+)$/.exec(compact);
  const suitFirst = /^([a-z]+?)(\d+|moon|m)$/.exec(compact);
  const [rankText, suitText] = rankFirst
    ? [rankFirst[1] as string, rankFirst[2] as string]
    : suitFirst
      ? [suitFirst[2] as string, suitFirst[1] as string]
      : [null, null];
  if (rankText === null || suitText === null) notACard(raw);
  const suit = SUIT_WORDS[suitText];
  if (suit === undefined) {
    throw new NotationError(
      `"${raw}" has no Day suit: the suit is R (Rising), Rn (Risen) or S (Setting), like 7R, 7Rn or 7S.`,
    );
  }
  if (rankText === 'moon' || rankText === 'm') return makeDayCard(MOON, suit);
  const rank = Number(rankText);
  if (rank === 13 || rank === 0) {
    throw new NotationError(`"${raw}" is not a Day card: write the Moon as Moon${SUIT_CODES[suit]}, not a number.`);
  }
  if (rank < 1 || rank > 12 || rankText.startsWith('0')) {
    throw new NotationError(
      `"${raw}" is not a Day card: suns run from 1 to 12, like 1${SUIT_CODES[suit]} or 12${SUIT_CODES[suit]}.`,
    );
  }
  return makeDayCard(rank, suit);
}

export function formatDayCard(card: DayCard): string {
  dayIndex(card);
  return card;
}

// ---- What a card face shows ------------------------------------------------------------------

/** Pips: the sun low, high and low again as the suits go from Rising to Setting. */
const SUIT_PIPS: Readonly<Record<DaySuit, string>> = { Rising: '↑', Risen: '☀', Setting: '↓' };
/**
 * Colour families the card faces style by (never the only cue: the pip and name say the suit),
 * named for the suits: a card's class is wh-<colour>, and wh-dawn is the Dawn table's class.
 */
const SUIT_COLOURS: Readonly<Record<DaySuit, string>> = { Rising: 'rising', Risen: 'risen', Setting: 'setting' };
const CROWN_PIP = '♛';
const MOON_GLYPH = '☾';

function factsOf(index: number): CardFacts {
  if (index === CROWN_INDEX) {
    return { rank: 'Crown', suit: null, pip: CROWN_PIP, colour: 'crown', name: 'the Crown', symbol: CROWN_PIP };
  }
  const rank = RANK_AT[index] as number;
  const suit = DAY_SUITS[SUIT_AT[index] as number] as DaySuit;
  const rankText = rank === MOON ? 'Moon' : String(rank);
  return {
    rank: rankText,
    suit,
    pip: SUIT_PIPS[suit],
    colour: SUIT_COLOURS[suit],
    name: `${rankText} of ${suit}`,
    symbol: (rank === MOON ? MOON_GLYPH : rankText) + SUIT_PIPS[suit],
  };
}

const FACTS: readonly CardFacts[] = DAY_CARDS.map((_, i) => factsOf(i));

export function dayFacts(card: DayCard): CardFacts {
  return FACTS[dayIndex(card)] as CardFacts;
}

/** "7 of Rising", "Moon of Setting", "the Crown". */
export function dayCardName(card: DayCard): string {
  return dayFacts(card).name;
}

/** The card in a sentence: "the 7 of Rising", "the Crown" (whose name has its article already). */
export function theDayCard(card: DayCard): string {
  return card === CROWN ? dayCardName(card) : `the ${dayCardName(card)}`;
}

/** The Day deck as a Deck (core/deck.ts), for positions, probes and the card face component. */
export const DAY_DECK: Deck<DayCard> = /* @__PURE__ */ defineDeck({
  id: 'day',
  title: 'the 40-card Day deck',
  hint: HINT,
  parse: parseDayCard,
  format: formatDayCard,
  cards: DAY_CARDS.map((id, i) => ({ id, facts: FACTS[i] as CardFacts })),
});
