// A deck as data: its cards, how a reader types them, how they are named aloud and drawn. Every
// game's cards are one Deck (the standard 52, the Dark Hand, a game's own deck), so position
// parsing, probes, the random-game suite and the card face component work for any of them without
// knowing the game. A card is a string id; identical copies (two decks, three STEAL cards) are equal
// strings, so a card list is a multiset.

import { NotationError } from './errors.ts';

export type Card = string;

/** What a card face shows and how it is read out. */
export interface CardFacts {
  /** The corner index: "7", "K", "HEAD", "Moon". */
  readonly rank: string;
  /** The suit's key ("H", "Rising"), or null for a card outside the suits (a Crown, a KROWN). */
  readonly suit: string | null;
  /** The pip printed beside the index ("♥"), or a glyph for a card outside the suits. */
  readonly pip: string;
  /** A colour family the card face styles by ("red", "black"...): never the only cue. */
  readonly colour: string;
  /** The accessible name, also used in narration: "7 of hearts". */
  readonly name: string;
  /** The compact form for tables and logs: "7♥". */
  readonly symbol: string;
}

export interface Deck<C extends Card = Card> {
  readonly id: string;
  /** "a standard 52-card deck": for messages. */
  readonly title: string;
  /** One deck's cards in a fixed order (duplicates included where the deck has copies). */
  readonly cards: readonly C[];
  isCard(text: string): text is C;
  /** Reads a card written by a reader; throws NotationError with an example of the notation. */
  parse(text: string): C;
  /** The card in notation; parse(format(c)) is c. */
  format(card: C): string;
  facts(card: C): CardFacts;
  /**
   * The card's place among the deck's distinct cards, in deck order (0, 1, ...), or -1 for anything
   * that is not one of its cards: generic code (a search, a suite) indexes per-card tables by it.
   */
  index(card: string): number;
  /** Deck order: for sorting hands the same way everywhere. */
  compare(a: C, b: C): number;
}

export interface CardDefinition<C extends Card> {
  readonly id: C;
  /** Other spellings parse accepts (compared after the deck's normalise). */
  readonly aliases?: readonly string[];
  readonly facts: CardFacts;
}

interface DeckDefinition<C extends Card> {
  readonly id: string;
  readonly title: string;
  readonly cards: readonly CardDefinition<C>[];
  /** The end of a refusal: "Write rank then suit, like 7H, 10D or AS." */
  readonly hint: string;
  /** Turns typed text into the canonical spelling before lookup (case, symbols...). */
  readonly normalise?: (text: string) => string;
  /** The card in notation, when it is not the id (the Dark Hand writes its Light face, "L4H"). */
  readonly format?: (card: C) => string;
  /** A parser of the deck's own, when lookup by spelling is not enough. */
  readonly parse?: (text: string) => C;
  /**
   * A faster index than the table lookup defineDeck builds (read off the card's characters, say);
   * it must give each distinct card its place in deck order and -1 for anything else.
   */
  readonly index?: (card: string) => number;
}

/**
 * Builds a Deck from its card table. Every lookup goes through the card's index: the deck's own
 * fast one when it has one, else a map built once; facts and order are then array reads.
 */
export function defineDeck<C extends Card>(definition: DeckDefinition<C>): Deck<C> {
  const normalise = definition.normalise ?? ((text: string) => text.trim());
  const order = new Map<Card, number>();
  const facts: CardFacts[] = [];
  const spellings = new Map<string, C>();
  const cards: C[] = [];
  for (const card of definition.cards) {
    cards.push(card.id);
    if (order.has(card.id)) continue;
    order.set(card.id, order.size);
    facts.push(card.facts);
    for (const spelling of [card.id, ...(card.aliases ?? [])]) spellings.set(normalise(spelling), card.id);
  }
  const index = definition.index ?? ((card: string): number => order.get(card) ?? -1);
  const isCard = (text: string): text is C => index(text) >= 0;
  const notCard = (text: string): never => {
    throw new NotationError(`"${text}" is not a card. ${definition.hint}`);
  };
  return {
    id: definition.id,
    title: definition.title,
    cards,
    isCard,
    parse:
      definition.parse ??
      ((text) => {
        const found = spellings.get(normalise(String(text)));
        return found ?? notCard(String(text));
      }),
    format: definition.format ?? ((card) => card),
    facts: (card) => facts[index(card)] ?? notCard(card),
    index,
    compare: (a, b) => {
      const ia = index(a);
      const ib = index(b);
      return (ia < 0 ? notCard(a) : ia) - (ib < 0 ? notCard(b) : ib);
    },
  };
}

/** `n` copies of a deck's cards, one deck after another. */
export function copies<C extends Card>(deck: Deck<C>, n: number): C[] {
  const out: C[] = [];
  for (let d = 0; d < n; d++) for (const card of deck.cards) out.push(card);
  return out;
}
