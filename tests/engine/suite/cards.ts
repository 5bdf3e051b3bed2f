// Card bookkeeping for the random-game suite, written against the Game interface only: a card is
// whatever string game.deck(state) contains, so nothing here knows a game's notation.

import type { Card } from '../../../src/engine/core/cards.ts';

/**
 * The multiset a game's deck(state) describes, with a fast exact conservation check: the suite
 * compares allCards(state) against it after every single action, millions of times, so compare()
 * counts into a reused typed array. A card's slot is found through the game's Deck.index (read off
 * the card's characters for the standard deck and the Dark Hand) when it is given, else through a
 * prototype-less object (a lookup by the string's hash, several times slower).
 */
export class CardMultiset {
  readonly distinct: ReadonlySet<Card>;
  private readonly index = new Map<Card, number>();
  /** Each card's slot: through the deck's index and a table from it to the slots, or the object. */
  private readonly slotOf: (card: Card) => number;
  private readonly expected: Int32Array;
  private readonly scratch: Int32Array;
  readonly size: number;

  constructor(deck: readonly Card[], deckIndex?: (card: string) => number) {
    for (const card of deck) if (!this.index.has(card)) this.index.set(card, this.index.size);
    this.expected = new Int32Array(this.index.size);
    this.scratch = new Int32Array(this.index.size);
    for (const card of deck) this.expected[this.index.get(card) as number]! += 1;
    this.distinct = new Set(this.index.keys());
    this.size = deck.length;
    this.slotOf = deckIndex === undefined ? this.slotsByName() : this.slotsByIndex(deckIndex);
  }

  private slotsByName(): (card: Card) => number {
    const slot = Object.create(null) as Record<Card, number>;
    for (const [card, at] of this.index) slot[card] = at;
    return (card) => slot[card] ?? -1;
  }

  private slotsByIndex(deckIndex: (card: string) => number): (card: Card) => number {
    const places = [...this.index.keys()].map(deckIndex);
    // The deck's index must tell this game's cards apart; otherwise fall back to names.
    if (places.some((place) => place < 0) || new Set(places).size !== places.length) return this.slotsByName();
    const slotAt = new Int32Array(Math.max(...places) + 1).fill(-1);
    places.forEach((place, at) => (slotAt[place] = at));
    return (card) => {
      const place = deckIndex(card);
      return place < 0 || place >= slotAt.length ? -1 : (slotAt[place] as number);
    };
  }

  /** Copies of `card` in the deck (0 for a string that is not one of its cards). */
  copies(card: Card): number {
    const at = this.index.get(card);
    return at === undefined ? 0 : (this.expected[at] ?? 0);
  }

  /** null when `cards` is exactly the deck as a multiset; otherwise a sentence saying how not. */
  compare(cards: readonly Card[]): string | null {
    const counts = this.scratch;
    counts.fill(0);
    const strangers: Card[] = [];
    const slotOf = this.slotOf;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] as Card;
      const at = slotOf(card);
      if (at < 0) strangers.push(card);
      else counts[at]! += 1;
    }
    let same = strangers.length === 0 && cards.length === this.size;
    if (same) {
      for (let i = 0; i < counts.length; i++) {
        if (counts[i] !== this.expected[i]) {
          same = false;
          break;
        }
      }
    }
    if (same) return null;
    const extra: string[] = [];
    const missing: string[] = [];
    for (const [card, at] of this.index) {
      const diff = (counts[at] ?? 0) - (this.expected[at] ?? 0);
      if (diff > 0) extra.push(`${diff}x ${card}`);
      if (diff < 0) missing.push(`${-diff}x ${card}`);
    }
    const parts = [`${cards.length} cards where the deck has ${this.size}`];
    if (strangers.length > 0) parts.push(`not in the deck at all: ${strangers.join(' ')}`);
    if (extra.length > 0) parts.push(`too many: ${extra.join(' ')}`);
    if (missing.length > 0) parts.push(`missing: ${missing.join(' ')}`);
    return parts.join('; ');
  }

  /** Same deck as another multiset (deck(state) must not change during a game). */
  sameAs(other: CardMultiset): boolean {
    if (other.size !== this.size || other.index.size !== this.index.size) return false;
    for (const [card, at] of this.index) if (other.copies(card) !== this.expected[at]) return false;
    return true;
  }
}

/** Whether any card string is anywhere inside a JSON-like value (findCards without the paths, for hot paths). */
export function hasCard(value: unknown, isCard: (text: string) => boolean): boolean {
  if (typeof value === 'string') return isCard(value);
  if (Array.isArray(value)) return value.some((item) => hasCard(item, isCard));
  if (value !== null && typeof value === 'object') {
    for (const key in value) if (hasCard((value as Record<string, unknown>)[key], isCard)) return true;
  }
  return false;
}

/** Every card string anywhere inside a JSON-like value (views, events), with its path. */
export function findCards(
  value: unknown,
  isCard: (text: string) => boolean,
  path = '',
  out: [string, Card][] = [],
): [string, Card][] {
  if (typeof value === 'string') {
    if (isCard(value)) out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findCards(item, isCard, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findCards(item, isCard, path === '' ? key : `${path}.${key}`, out);
  }
  return out;
}

/**
 * The card "listings" of a view: each array that holds cards (a hand, a pile, a pair), and each
 * card that stands alone in a field, keyed by its path ("seats[1].cards"). Used to compare a
 * seat's view with the spectator's, and the real state with a determinized one. (Hot enough at
 * every checked state that paths are only joined for listings that hold cards.)
 */
export function cardContainers(value: unknown, isCard: (text: string) => boolean): Map<string, readonly Card[]> {
  const out = new Map<string, readonly Card[]>();
  const parts: string[] = [];
  const pathOf = (): string => parts.join('');
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (isCard(node)) out.set(pathOf(), [node]);
    } else if (Array.isArray(node)) {
      let own: Card[] | null = null;
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'string') {
          if (isCard(item)) (own ??= []).push(item);
        } else if (item !== null && typeof item === 'object') {
          parts.push(`[${i}]`);
          walk(item);
          parts.pop();
        }
      }
      if (own !== null) out.set(pathOf(), own);
    } else if (node !== null && typeof node === 'object') {
      for (const key in node) {
        parts.push(parts.length === 0 ? key : `.${key}`);
        walk((node as Record<string, unknown>)[key]);
        parts.pop();
      }
    }
  };
  walk(value);
  return out;
}

/** Count of each card in a list. */
export function countOf(cards: readonly Card[]): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** For each card, the most copies any one of `lists` holds: a lower bound on distinct physical copies. */
export function maxPerList(lists: Iterable<readonly Card[]>): Map<Card, number> {
  const out = new Map<Card, number>();
  for (const list of lists) {
    for (const [card, n] of countOf(list)) if (n > (out.get(card) ?? 0)) out.set(card, n);
  }
  return out;
}
