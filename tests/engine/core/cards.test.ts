// Card helpers (core/cards.ts): ranks, colours, names for people, decks and multiset helpers.
import { describe, expect, test } from 'vitest';
import {
  aRank,
  cardIndex,
  cardName,
  cardSymbol,
  compareCards,
  countCards,
  isCard,
  isRed,
  makeCard,
  RANKS,
  rankLabel,
  rankOf,
  rankText,
  removeCards,
  sortedByNotation,
  standardDecks,
  STANDARD_DECK,
  SUITS,
  suitOf,
} from '../../../src/engine/core/cards.ts';
import { NotationError } from '../../../src/engine/core/errors.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { DAY_DECK } from '../../../src/engine/day/deck.ts';
import { DWYN_DECK } from '../../../src/engine/dwyn/deck.ts';

describe('ranks, suits and colours', () => {
  test.each([
    ['AS', 1, 'S'],
    ['2C', 2, 'C'],
    ['10D', 10, 'D'],
    ['JH', 11, 'H'],
    ['QS', 12, 'S'],
    ['KH', 13, 'H'],
  ] as const)('%s has rank %i and suit %s', (card, rank, suit) => {
    expect(rankOf(card)).toBe(rank);
    expect(suitOf(card)).toBe(suit);
  });

  test('hearts and diamonds are red, clubs and spades are black', () => {
    expect(isRed('7H')).toBe(true);
    expect(isRed('KD')).toBe(true);
    expect(isRed('7C')).toBe(false);
    expect(isRed('AS')).toBe(false);
    const reds = standardDecks(1).filter(isRed);
    expect(reds).toHaveLength(26);
    expect(reds.every((c) => c.endsWith('H') || c.endsWith('D'))).toBe(true);
  });

  test('cardIndex is the place in the standard deck, and -1 for what is not a card', () => {
    STANDARD_DECK.cards.forEach((card, i) => expect(cardIndex(card)).toBe(i));
    for (const bad of ['1S', '7h', '', '10', '11H', 'A♥']) expect(cardIndex(bad)).toBe(-1);
  });

  test('the character tables agree with the deck for every card', () => {
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        const card = makeCard(rank, suit);
        expect([rankOf(card), suitOf(card), isRed(card)]).toEqual([rank, suit, suit === 'D' || suit === 'H']);
      }
    }
  });

  test('looking up something that is not a card is a NotationError', () => {
    for (const bad of ['1S', '7h', 'XX', '', 'T H', '10', '11H', '01H', 'A♥', '♥', 'AH ', ' AH', '100H', '1']) {
      expect(() => rankOf(bad)).toThrow(NotationError);
      expect(() => suitOf(bad)).toThrow(NotationError);
      expect(() => isRed(bad)).toThrow(/is not a card/);
    }
    expect(isCard('7H')).toBe(true);
    expect(isCard('7h')).toBe(false);
    expect(isCard('11H')).toBe(false);
  });

  test('makeCard and rankText write the notation', () => {
    expect(makeCard(1, 'S')).toBe('AS');
    expect(makeCard(10, 'D')).toBe('10D');
    expect(makeCard(13, 'C')).toBe('KC');
    expect(RANKS.map(rankText).join(' ')).toBe('A 2 3 4 5 6 7 8 9 10 J Q K');
    expect(SUITS).toEqual(['C', 'D', 'H', 'S']);
  });
});

describe('names for people', () => {
  test.each([
    ['7H', '7 of hearts'],
    ['KS', 'King of spades'],
    ['AC', 'Ace of clubs'],
    ['10D', '10 of diamonds'],
    ['JD', 'Jack of diamonds'],
    ['QC', 'Queen of clubs'],
  ])('cardName(%s) is "%s"', (card, name) => {
    expect(cardName(card)).toBe(name);
  });

  test.each([
    [1, 'an Ace'],
    [8, 'an 8'],
    [6, 'a 6'],
    [2, 'a 2'],
    [10, 'a 10'],
    [11, 'a Jack'],
    [12, 'a Queen'],
    [13, 'a King'],
  ])('aRank(%i) is "%s"', (rank, text) => {
    expect(aRank(rank)).toBe(text);
  });

  test('rankLabel and cardSymbol', () => {
    expect(rankLabel(1)).toBe('Ace');
    expect(rankLabel(7)).toBe('7');
    expect(rankLabel(13)).toBe('King');
    expect(cardSymbol('7H')).toBe('7♥');
    expect(cardSymbol('10C')).toBe('10♣');
    expect(cardSymbol('AS')).toBe('A♠');
    expect(cardSymbol('QD')).toBe('Q♦');
  });
});

describe('decks', () => {
  test('one deck is 52 distinct cards, 13 of each suit', () => {
    const deck = standardDecks(1);
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    for (const suit of SUITS) expect(deck.filter((c) => suitOf(c) === suit)).toHaveLength(13);
    expect(deck.every(isCard)).toBe(true);
  });

  test.each([0, 1, 2, 3, 4])('%i deck(s) hold every card that many times', (decks) => {
    const cards = standardDecks(decks);
    expect(cards).toHaveLength(52 * decks);
    const counts = countCards(cards);
    expect(counts.size).toBe(decks === 0 ? 0 : 52);
    for (const count of counts.values()) expect(count).toBe(decks);
  });

  test('standardDecks is in a fixed order', () => {
    expect(standardDecks(1).slice(0, 3)).toEqual(['AC', '2C', '3C']);
    expect(standardDecks(2)).toEqual([...standardDecks(1), ...standardDecks(1)]);
  });
});

describe('multisets of cards', () => {
  test('countCards counts copies', () => {
    expect(countCards(['7H', '7H', 'KS'])).toEqual(
      new Map([
        ['7H', 2],
        ['KS', 1],
      ]),
    );
    expect(countCards([]).size).toBe(0);
  });

  test('removeCards removes one copy of each, without touching its input', () => {
    const hand = ['7H', 'KS', '7H', '2C'];
    expect(removeCards(hand, ['7H'])).toEqual(['KS', '7H', '2C']);
    expect(removeCards(hand, ['7H', '7H'])).toEqual(['KS', '2C']);
    expect(removeCards(hand, ['2C', 'KS'])).toEqual(['7H', '7H']);
    expect(removeCards(hand, [])).toEqual(hand);
    expect(hand).toEqual(['7H', 'KS', '7H', '2C']);
  });

  test('removeCards gives null when a card is missing', () => {
    expect(removeCards(['7H', 'KS'], ['QD'])).toBeNull();
    expect(removeCards(['7H', 'KS'], ['7H', '7H'])).toBeNull();
    expect(removeCards([], ['AS'])).toBeNull();
  });

  test('compareCards sorts by suit, then rank with the Ace low', () => {
    expect(['KS', '2H', 'AS', '10C', 'AC', 'QD'].sort(compareCards)).toEqual(['AC', '10C', 'QD', '2H', 'AS', 'KS']);
    expect(compareCards('7H', '7H')).toBe(0);
  });

  test('sortedByNotation puts any deck’s cards, copies included, in the order sort() gives', () => {
    const random = makeRandom(7);
    for (const [deck, copies] of [
      [STANDARD_DECK, 2],
      [DAY_DECK, 1],
      [DWYN_DECK, 1],
    ] as const) {
      for (let k = 0; k < 40; k++) {
        const pool: string[] = [];
        for (let c = 0; c < copies; c++) for (const card of deck.cards) if (random.int(0, 2) > 0) pool.push(card);
        for (let i = pool.length - 1; i > 0; i--) {
          const j = random.int(0, i);
          [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
        }
        const expected = pool.slice().sort();
        const sorted = deck === STANDARD_DECK ? sortedByNotation(pool) : sortedByNotation(pool, deck);
        expect(sorted, `${deck.id}, pool ${k}`).toBe(pool);
        expect(sorted, `${deck.id}, pool ${k}`).toEqual(expected);
      }
    }
    // Anything that is not one of the deck's cards is sorted as strings, and the counts start afresh.
    expect(sortedByNotation(['KS', 'x', '2C'])).toEqual(['2C', 'KS', 'x']);
    expect(sortedByNotation(['KS', '2C'])).toEqual(['2C', 'KS']);
  });
});
