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

interface CardInfo {
  readonly rank: number;
  readonly suit: Suit;
  readonly red: boolean;
}

const INFO = new Map<string, CardInfo>();
for (const suit of SUITS) {
  for (const rank of RANKS) {
    INFO.set(makeCard(rank, suit), { rank, suit, red: suit === 'D' || suit === 'H' });
  }
}

function info(card: Card): CardInfo {
  const found = INFO.get(card);
  if (!found) throw new NotationError(`"${card}" is not a card. Write rank then suit, like 7H, 10D or AS.`);
  return found;
}

export function rankOf(card: Card): number {
  return info(card).rank;
}

export function suitOf(card: Card): Suit {
  return info(card).suit;
}

export function isRed(card: Card): boolean {
  return info(card).red;
}

export function isCard(text: string): boolean {
  return INFO.has(text);
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
  if (!INFO.has(cleaned)) {
    throw new NotationError(`"${text}" is not a card. Write rank then suit, like 7H, 10D or AS.`);
  }
  return cleaned;
}

/** "7♥": compact form for tables. */
export function cardSymbol(card: Card): string {
  const { rank, suit } = info(card);
  return rankText(rank) + SUIT_SYMBOLS[suit];
}

/** "7 of hearts", "King of spades": the accessible name, also used in narration. */
export function cardName(card: Card): string {
  const { rank, suit } = info(card);
  return `${rankLabel(rank)} of ${SUIT_WORDS[suit]}`;
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
  const ia = info(a);
  const ib = info(b);
  return SUITS.indexOf(ia.suit) - SUITS.indexOf(ib.suit) || ia.rank - ib.rank;
}
