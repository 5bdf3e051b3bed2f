// Standard French-suited cards, written the way a reader types them: rank then suit letter
// ("7H", "10D", "AS"). A card is its notation string, so cards from several identical decks are
// simply equal strings, interchangeable as the games treat them (Dawn's page, Rulings: "Players
// and decks"). STANDARD_DECK is this deck as a Deck (core/deck.ts); rank and colour are also looked
// up here directly, in tables built once, because the hot paths (legal-move generation, bots,
// random playouts) ask for them millions of times.

import { copies, defineDeck, type Card, type Deck } from './deck.ts';
import { NotationError } from './errors.ts';

export type { Card } from './deck.ts';
export type Suit = 'C' | 'D' | 'H' | 'S';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
/** Ranks 1 (Ace) to 13 (King). Games that rank the Ace high do so in their own code. */
export const RANKS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

const RANK_LETTERS: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUIT_WORDS: Readonly<Record<Suit, string>> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function rankText(rank: number): string {
  return RANK_LETTERS[rank] ?? String(rank);
}

export function makeCard(rank: number, suit: Suit): Card {
  return rankText(rank) + suit;
}

// Rank and suit are read off the card's own characters through two small tables: the hot paths
// (legal-move generation, bots, playouts) ask for them millions of times, and this is several
// times faster than looking the string up in a Map. Written for speed, as is the rest of this block.
const RANK_BY_CHAR = new Uint8Array(128);
const SUIT_BY_CHAR = new Uint8Array(128);
RANKS.forEach((rank) => {
  if (rank !== 10) RANK_BY_CHAR[rankText(rank).charCodeAt(0)] = rank;
});
SUITS.forEach((suit, i) => {
  SUIT_BY_CHAR[suit.charCodeAt(0)] = i + 1;
});

/** Suit number 1 to 4 (C, D, H, S), or 0 when `card` is not a card. */
function suitNumber(card: Card): number {
  const code = card.charCodeAt(card.length - 1);
  return code < 128 ? (SUIT_BY_CHAR[code] as number) : 0;
}

/** Rank 1 to 13, or 0 when `card` is not a card ("10" is the only two-character rank). */
function rankNumber(card: Card): number {
  if (card.length === 2) {
    const code = card.charCodeAt(0);
    return code < 128 ? (RANK_BY_CHAR[code] as number) : 0;
  }
  return card.length === 3 && card.charCodeAt(0) === 49 && card.charCodeAt(1) === 48 ? 10 : 0;
}

function notACard(card: Card): never {
  throw new NotationError(`"${card}" is not a card. Write rank then suit, like 7H, 10D or AS.`);
}

/**
 * The card's place in the standard deck's order (suits C, D, H, S, then Ace to King): 0 to 51, or
 * -1 for anything that is not a card. Games index their per-card tables (interned actions) by it.
 */
export function cardIndex(card: Card): number {
  const rank = rankNumber(card);
  const suit = suitNumber(card);
  return rank === 0 || suit === 0 ? -1 : (suit - 1) * 13 + rank - 1;
}

const ONE_CARD: (readonly Card[])[] = [];

/**
 * The list of just `card`, a standard card: the same frozen list every time, found by the card's
 * place in the deck (events.ts, oneCard, does this for any card through a map, more slowly).
 */
export function oneStandardCard(card: Card): readonly Card[] {
  const index = cardIndex(card);
  return index < 0 ? [card] : (ONE_CARD[index] ??= Object.freeze([card]));
}

/** The rank (1 to 13) of the card at `index` in the standard deck's order (cardIndex). */
export function rankAt(index: number): number {
  return (index % 13) + 1;
}

/** Is the card at `index` in the standard deck's order (cardIndex) red? Diamonds and hearts are 13 to 38. */
export function isRedAt(index: number): boolean {
  return index >= 13 && index < 39;
}

export function rankOf(card: Card): number {
  const rank = rankNumber(card);
  if (rank === 0 || suitNumber(card) === 0) notACard(card);
  return rank;
}

export function suitOf(card: Card): Suit {
  const suit = SUITS[suitNumber(card) - 1];
  if (suit === undefined || rankNumber(card) === 0) notACard(card);
  return suit;
}

export function isRed(card: Card): boolean {
  const suit = suitNumber(card);
  if (suit === 0 || rankNumber(card) === 0) notACard(card);
  return suit === 2 || suit === 3;
}

/** Every card's notation, for checking text a reader typed. */
const CARDS = new Set<string>();
for (const suit of SUITS) for (const rank of RANKS) CARDS.add(makeCard(rank, suit));

export function isCard(text: string): boolean {
  return CARDS.has(text);
}

/**
 * A card as a reader may type it, in the site's spelling: case, suit symbols and "T" for ten are
 * forgiven (and "1" for Ace, unless `oneIsAce` is false), so that what a reader types in a URL or a
 * test reads the same as what the site prints. The Dark Hand's faces are read with it too.
 */
export function normaliseCard(text: string, oneIsAce = true): string {
  const cleaned = text
    .trim()
    .toUpperCase()
    .replace('♣', 'C')
    .replace('♦', 'D')
    .replace('♥', 'H')
    .replace('♠', 'S')
    .replace(/^T(?=[CDHS]$)/, '10');
  return oneIsAce ? cleaned.replace(/^1(?=[CDHS]$)/, 'A') : cleaned;
}

/** Reads a card in the site's notation (see normaliseCard). */
export function parseCard(text: string): Card {
  const cleaned = normaliseCard(text);
  if (!CARDS.has(cleaned)) {
    throw new NotationError(`"${text}" is not a card. Write rank then suit, like 7H, 10D or AS.`);
  }
  return cleaned;
}

/** "7♥": compact form for tables. */
export function cardSymbol(card: Card): string {
  return rankText(rankOf(card)) + SUIT_SYMBOLS[suitOf(card)];
}

/** "7 of hearts", "King of spades": the accessible name, also used in narration. */
export function cardName(card: Card): string {
  return `${rankLabel(rankOf(card))} of ${SUIT_WORDS[suitOf(card)]}`;
}

const RANK_LABELS = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'] as const;

/** "Ace", "6", "King": how narration names a rank. */
export function rankLabel(rank: number): string {
  return RANK_LABELS[rank] ?? String(rank);
}

/** "an Ace", "a 6", "an 8": a rank with its article, for sentences. */
export function aRank(rank: number): string {
  const label = rankLabel(rank);
  return (/^(Ace|8)$/.test(label) ? 'an ' : 'a ') + label;
}

/** The standard 52-card deck, suits then ranks, Ace low. */
export const STANDARD_DECK: Deck = /* @__PURE__ */ defineDeck({
  id: 'standard',
  title: 'a standard 52-card deck',
  hint: 'Write rank then suit, like 7H, 10D or AS.',
  parse: parseCard,
  index: cardIndex,
  cards: SUITS.flatMap((suit) =>
    RANKS.map((rank) => {
      const id = makeCard(rank, suit);
      return {
        id,
        facts: {
          rank: rankText(rank),
          suit,
          pip: SUIT_SYMBOLS[suit],
          colour: suit === 'D' || suit === 'H' ? 'red' : 'black',
          name: cardName(id),
          symbol: cardSymbol(id),
        },
      };
    }),
  ),
});

/** One full 52-card deck per `decks`, in a fixed order (suits, then ranks). */
export function standardDecks(decks: number): Card[] {
  return copies(STANDARD_DECK, decks);
}

/** Count of each card: the basis of conservation checks and position validation. */
export function countCards(cards: Iterable<Card>): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** Removes one copy of each of `remove` from `cards`; null when a card is missing. */
export function removeCards(cards: readonly Card[], remove: readonly Card[]): Card[] | null {
  const out = cards.slice();
  for (const card of remove) {
    const at = out.indexOf(card);
    if (at < 0) return null;
    out.splice(at, 1);
  }
  return out;
}

/** Sort key: suit then rank, Ace low, so hands read the same way everywhere. */
export function compareCards(a: Card, b: Card): number {
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  return suitNumber(a) - suitNumber(b) || rankA - rankB;
}

/**
 * Per deck, its distinct cards' places (Deck.index) in the order sort() puts their notations in,
 * and a count per place: made on first use, so a page that never determinizes carries none of it.
 */
interface NotationOrder {
  readonly order: readonly number[];
  readonly counts: Uint8Array;
  /** The card at each place. */
  readonly distinct: readonly Card[];
}

const notationOrders = new WeakMap<Deck, NotationOrder>();

function notationOrderOf(deck: Deck): NotationOrder {
  let found = notationOrders.get(deck);
  if (found === undefined) {
    const distinct: Card[] = [];
    for (const card of deck.cards) distinct[deck.index(card)] = card;
    const order = distinct
      .map((card, index) => ({ card, index }))
      .sort((a, b) => (a.card < b.card ? -1 : a.card > b.card ? 1 : 0))
      .map(({ index }) => index);
    found = { order, counts: new Uint8Array(distinct.length), distinct };
    notationOrders.set(deck, found);
  }
  return found;
}

/**
 * `cards` (of `deck`) sorted as cards.sort() sorts them (by notation), in place: the pool is sorted
 * before it is shuffled so that the order the real state keeps its hidden cards in cannot show
 * through (determinize). Counted rather than compared (the search determinizes once for every
 * round of playouts, and sort() comparing strings was most of its cost); equal notations are the
 * same card, so the result is the same list.
 */
export function sortedByNotation(cards: Card[], deck: Deck = STANDARD_DECK): Card[] {
  const { order, counts, distinct } = notationOrderOf(deck);
  for (let i = 0; i < cards.length; i++) {
    const index = deck.index(cards[i] as Card);
    if (index < 0) {
      counts.fill(0);
      return cards.sort();
    }
    counts[index] = (counts[index] as number) + 1;
  }
  let at = 0;
  for (let i = 0; i < order.length; i++) {
    const index = order[i] as number;
    const card = distinct[index] as Card;
    for (let n = counts[index] as number; n > 0; n--) cards[at++] = card;
    counts[index] = 0;
  }
  return cards;
}
