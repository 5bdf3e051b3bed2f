// The Deck abstraction (core/deck.ts): the standard deck and the Dark Hand are instances, and decks
// unlike either (a deck with suits of its own and a wild card, a deck with identical copies and
// cards outside the suits, shaped like Day's and DWYN's) fit with no change to core: parsing,
// formatting, names, faces, copies, and position specs (specCards, unnamedCards) all work on them.
import { describe, expect, test } from 'vitest';
import { STANDARD_DECK, standardDecks } from '../../../src/engine/core/cards.ts';
import { copies, defineDeck, type CardDefinition, type Deck } from '../../../src/engine/core/deck.ts';
import { NotationError, PositionError } from '../../../src/engine/core/errors.ts';
import { specCards, unnamedCards } from '../../../src/engine/core/spec.ts';
import { DARK_HAND } from '../../../src/engine/dark-hearts/deck.ts';
import { DAY_DECK } from '../../../src/engine/day/deck.ts';

/** A 40-card deck like Day's: three suits of suns 1 to 12 and a Moon, and one wild Crown. */
const SUN_SUITS = [
  { key: 'R', word: 'Rising', pip: '☀' },
  { key: 'Rn', word: 'Risen', pip: '☼' },
  { key: 'S', word: 'Setting', pip: '☾' },
] as const;
const DAY_LIKE: Deck = defineDeck({
  id: 'day-like',
  title: 'a 40-card sun deck',
  hint: 'Write a number and a suit, like 7R, 12S or MoonRn, or Crown.',
  normalise: (text) => text.trim().toLowerCase(),
  cards: [
    ...SUN_SUITS.flatMap(({ key, word, pip }) => [
      ...Array.from({ length: 12 }, (_, i): CardDefinition<string> => ({
        id: `${i + 1}${key}`,
        facts: {
          rank: String(i + 1),
          suit: key,
          pip,
          colour: 'sun',
          name: `${i + 1} of ${word}`,
          symbol: `${i + 1}${pip}`,
        },
      })),
      {
        id: `Moon${key}`,
        facts: { rank: 'Moon', suit: key, pip, colour: 'moon', name: `Moon of ${word}`, symbol: `☽${pip}` },
      },
    ]),
    {
      id: 'Crown',
      aliases: ['K', 'wild'],
      facts: { rank: 'Crown', suit: null, pip: '♛', colour: 'gold', name: 'the Crown', symbol: '♛' },
    },
  ],
});

/** A deck like DWYN's: body and number cards in suits, and identical copies of three special cards. */
const BODY_SUITS = ['RUGBY', 'CASTLE'] as const;
const SPECIALS = [
  ['STEAL', 3],
  ['DWYN', 6],
  ['KROWN', 1],
] as const;
const DWYN_LIKE: Deck = defineDeck({
  id: 'dwyn-like',
  title: 'a deck of body parts',
  hint: 'Write a suit and a part, like CASTLE-HEAD or RUGBY-3, or STEAL, DWYN or KROWN.',
  normalise: (text) => text.trim().toUpperCase().replace(/\s+/g, '-'),
  cards: [
    ...BODY_SUITS.flatMap((suit) =>
      ['HEAD', 'TORSO', 'FEET', 'X', '2', '3', '4', '5'].map((part) => ({
        id: `${suit}-${part}`,
        facts: {
          rank: part,
          suit,
          pip: suit[0] ?? '',
          colour: 'black',
          name: `${suit} ${part}`,
          symbol: `${suit[0]}${part}`,
        },
      })),
    ),
    ...SPECIALS.flatMap(([id, n]) =>
      Array.from({ length: n }, () => ({
        id,
        facts: { rank: id, suit: null, pip: '★', colour: 'red', name: id, symbol: id },
      })),
    ),
  ],
});

describe('the standard deck and the Dark Hand are Decks', () => {
  test('the standard deck: 52 cards in order, forgiving notation, names and faces', () => {
    expect(STANDARD_DECK.cards).toHaveLength(52);
    expect(STANDARD_DECK.cards).toEqual(standardDecks(1));
    expect(STANDARD_DECK.parse('t♥')).toBe('10H');
    expect(STANDARD_DECK.format('10H')).toBe('10H');
    expect(STANDARD_DECK.facts('QS')).toEqual({
      rank: 'Q',
      suit: 'S',
      pip: '♠',
      colour: 'black',
      name: 'Queen of spades',
      symbol: 'Q♠',
    });
    expect(STANDARD_DECK.facts('7D').colour).toBe('red');
    expect(() => STANDARD_DECK.parse('11H')).toThrow(NotationError);
    expect(copies(STANDARD_DECK, 2)).toEqual(standardDecks(2));
  });

  test('the Dark Hand: either face parses to the card, which is written by its Light face', () => {
    expect(DARK_HAND.cards).toHaveLength(52);
    expect(DARK_HAND.parse('L4H')).toBe('4H');
    expect(DARK_HAND.parse('D10D')).toBe('4H');
    expect(DARK_HAND.format('4H')).toBe('L4H');
    expect(DARK_HAND.facts('4H').name).toBe('Light 4 of hearts, Dark 10 of diamonds');
    expect(DARK_HAND.facts('4H').symbol).toBe('L4♥/D10♦');
    expect(() => DARK_HAND.parse('4H')).toThrow(/needs a shade/);
    for (const card of DARK_HAND.cards) expect(DARK_HAND.parse(DARK_HAND.format(card))).toBe(card);
  });
});

describe('decks of their own fit without touching core', () => {
  test('a sun deck with a wild card: parse, aliases, names, faces and order', () => {
    expect(DAY_LIKE.cards).toHaveLength(40);
    expect(DAY_LIKE.parse('7r')).toBe('7R');
    expect(DAY_LIKE.parse(' moonrn ')).toBe('MoonRn');
    expect(DAY_LIKE.parse('wild')).toBe('Crown');
    expect(DAY_LIKE.facts('MoonRn')).toMatchObject({ rank: 'Moon', suit: 'Rn', name: 'Moon of Risen' });
    expect(DAY_LIKE.facts('Crown').suit).toBeNull();
    expect(DAY_LIKE.compare('12R', '1Rn')).toBeLessThan(0);
    expect(() => DAY_LIKE.parse('13R')).toThrow(
      '"13R" is not a card. Write a number and a suit, like 7R, 12S or MoonRn, or Crown.',
    );
    expect(DAY_LIKE.isCard('Crown')).toBe(true);
    expect(DAY_LIKE.isCard('crown')).toBe(false);
    for (const card of DAY_LIKE.cards) expect(DAY_LIKE.parse(DAY_LIKE.format(card))).toBe(card);
  });

  test('a deck with identical copies: the copies are equal strings, counted as a multiset', () => {
    expect(DWYN_LIKE.cards).toHaveLength(16 + 3 + 6 + 1);
    expect(DWYN_LIKE.cards.filter((card) => card === 'DWYN')).toHaveLength(6);
    expect(DWYN_LIKE.parse('castle head')).toBe('CASTLE-HEAD');
    expect(DWYN_LIKE.parse('steal')).toBe('STEAL');
    expect(DWYN_LIKE.facts('KROWN').suit).toBeNull();
    expect(copies(DWYN_LIKE, 2)).toHaveLength(52);
  });

  test('position specs read any deck, and count its copies', () => {
    expect(specCards(['1r', 'Crown'], 'hands.A', DAY_LIKE)).toEqual(['1R', 'Crown']);
    expect(() => specCards(['1r', 'Sun'], 'hands.A', DAY_LIKE)).toThrow(PositionError);
    expect(() => specCards(['1r', 'Sun'], 'hands.A', DAY_LIKE)).toThrow(/^hands\.A: "Sun" is not a card\./);
    const named = ['STEAL', 'STEAL', 'KROWN'];
    const rest = unnamedCards(DWYN_LIKE.cards, named, (card, n) => `${card} named ${n} times`);
    expect(rest).toHaveLength(DWYN_LIKE.cards.length - 3);
    expect(rest.filter((card) => card === 'STEAL')).toHaveLength(1);
    expect(rest).not.toContain('KROWN');
    expect(() => unnamedCards(DWYN_LIKE.cards, ['KROWN', 'KROWN'], (card, n) => `${card} named ${n} times`)).toThrow(
      'KROWN named 2 times',
    );
  });
});

describe('every deck indexes its cards in deck order', () => {
  test.each([
    ['standard', STANDARD_DECK],
    ['Dark Hand', DARK_HAND],
    ['Day', DAY_DECK],
  ] as const)('%s', (_name, deck) => {
    const distinct = [...new Set(deck.cards)];
    distinct.forEach((card, i) => {
      expect(deck.index(card)).toBe(i);
      expect(deck.isCard(card)).toBe(true);
    });
    for (const junk of ['', 'XX', '1H', '11H', 'ah', ' AH', 'Crown ', 'L4H', '♥']) {
      expect(deck.index(junk)).toBe(-1);
      expect(deck.isCard(junk)).toBe(false);
    }
    const [first, second] = distinct as [string, string];
    expect(deck.compare(first, second)).toBeLessThan(0);
    expect(() => deck.facts('XX')).toThrow(/is not a card/);
  });
});
