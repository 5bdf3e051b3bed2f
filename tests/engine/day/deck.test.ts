// The Day deck (rule players-and-deck, DY-2): 40 cards, the notation round trip, forgiving input,
// clear refusals, the card facts the UI shows, and the index tables the hot paths read.
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../../src/engine/core/errors.ts';
import {
  cardAt,
  CROWN,
  CROWN_INDEX,
  DAY_CARDS,
  DAY_DECK,
  DAY_SUITS,
  dayCardName,
  dayFacts,
  dayIndex,
  dayIndexOrMissing,
  dayRank,
  daySuit,
  formatDayCard,
  isCrown,
  isDayCard,
  isMoon,
  makeDayCard,
  MOON,
  parseDayCard,
  rankAt,
  suitNumberAt,
} from '../../../src/engine/day/deck.ts';

describe('composition (DY-2)', () => {
  test('40 different cards: 3 suits of suns 1 to 12 and a Moon, and one Crown', () => {
    expect(DAY_CARDS).toHaveLength(40);
    expect(new Set(DAY_CARDS).size).toBe(40);
    expect(DAY_DECK.cards).toEqual(DAY_CARDS);
    for (const suit of DAY_SUITS) expect(DAY_CARDS.filter((c) => daySuit(c) === suit)).toHaveLength(13);
    expect(DAY_CARDS.filter(isMoon)).toEqual(['MoonR', 'MoonRn', 'MoonS']);
    expect(DAY_CARDS.filter(isCrown)).toEqual(['Crown']);
    expect(DAY_CARDS.slice(0, 13)).toEqual([
      '1R',
      '2R',
      '3R',
      '4R',
      '5R',
      '6R',
      '7R',
      '8R',
      '9R',
      '10R',
      '11R',
      '12R',
      'MoonR',
    ]);
    expect(DAY_CARDS[39]).toBe('Crown');
  });

  test('ranks and suits: suns 1 to 12, Moon 13, Crown 0 and no suit', () => {
    expect(dayRank('7R')).toBe(7);
    expect(dayRank('12S')).toBe(12);
    expect(dayRank('MoonRn')).toBe(MOON);
    expect(dayRank('Crown')).toBe(0);
    expect(daySuit('5Rn')).toBe('Risen');
    expect(daySuit('1R')).toBe('Rising');
    expect(daySuit('MoonS')).toBe('Setting');
    expect(daySuit('Crown')).toBeNull();
    expect(makeDayCard(MOON, 'Risen')).toBe('MoonRn');
    expect(makeDayCard(10, 'Setting')).toBe('10S');
    expect(() => makeDayCard(14, 'Rising')).toThrow(NotationError);
    expect(() => makeDayCard(0, 'Rising')).toThrow(NotationError);
  });

  test('the index tables agree with the cards: index, rank and suit for each of the 40', () => {
    DAY_CARDS.forEach((card, i) => {
      expect(dayIndex(card)).toBe(i);
      expect(cardAt(i)).toBe(card);
      expect(rankAt(i)).toBe(dayRank(card));
      expect(suitNumberAt(i)).toBe(card === CROWN ? 3 : DAY_SUITS.indexOf(daySuit(card) ?? 'Rising'));
    });
    expect(dayIndex('Crown')).toBe(CROWN_INDEX);
    expect(() => cardAt(40)).toThrow(RangeError);
  });

  test.each([
    '13R',
    '0S',
    '7r',
    'moonR',
    'Moon',
    'MoonX',
    '7Rs',
    '7RN',
    'crown',
    'CrownS',
    'Crow',
    'R',
    '',
    '7',
    '100R',
    '1 R',
    'Rn',
    '07R',
    '7H',
    'MoonRnn',
  ])('the fast index refuses the near miss %j', (text) => {
    expect(dayIndexOrMissing(text)).toBe(-1);
    expect(isDayCard(text)).toBe(false);
    expect(() => dayIndex(text)).toThrow(NotationError);
  });
});

describe('notation', () => {
  test('every card round-trips through format and parse, in the deck too', () => {
    for (const card of DAY_CARDS) {
      expect(formatDayCard(card)).toBe(card);
      expect(parseDayCard(formatDayCard(card))).toBe(card);
      expect(DAY_DECK.parse(DAY_DECK.format(card))).toBe(card);
      expect(DAY_DECK.isCard(card)).toBe(true);
    }
  });

  test.each([
    ['7r', '7R'],
    [' 7 R ', '7R'],
    ['5rn', '5Rn'],
    ['5 RN', '5Rn'],
    ['12s', '12S'],
    ['7 Rising', '7R'],
    ['7 of rising', '7R'],
    ['5 of Risen', '5Rn'],
    ['12 Setting', '12S'],
    ['moonr', 'MoonR'],
    ['Moon of Setting', 'MoonS'],
    ['moon rn', 'MoonRn'],
    ['MRn', 'MoonRn'],
    ['ms', 'MoonS'],
    ['R7', '7R'],
    ['Rn5', '5Rn'],
    ['S12', '12S'],
    ['SMoon', 'MoonS'],
    ['crown', 'Crown'],
    [' CROWN ', 'Crown'],
    ['the Crown', 'Crown'],
    ['*', 'Crown'],
  ])('forgiving input: %j reads as %s', (text, card) => {
    expect(parseDayCard(text)).toBe(card);
    expect(DAY_DECK.parse(text)).toBe(card);
  });

  test.each([
    ['13R', /write the Moon as MoonR, not a number/],
    ['0S', /write the Moon as MoonS/],
    ['14Rn', /suns run from 1 to 12, like 1Rn or 12Rn/],
    ['07R', /suns run from 1 to 12/],
    ['7H', /no Day suit: the suit is R \(Rising\), Rn \(Risen\) or S \(Setting\), like 7R/],
    ['MoonX', /no Day suit/],
    ['Joker', /"Joker" is not a Day card\. Write the number then the suit, like 7R/],
    ['7', /is not a Day card\. Write the number then the suit/],
    ['', /An empty card is not a Day card\. Write the number then the suit, like 7R/],
    ['   ', /An empty card is not a Day card/],
  ])('a refusal of %j says what is wrong and gives an example', (text, message) => {
    expect(() => parseDayCard(text)).toThrow(NotationError);
    expect(() => parseDayCard(text)).toThrow(message);
  });

  test('the Deck names a card it does not know, with the hint', () => {
    expect(() => DAY_DECK.facts('7H')).toThrow(/"7H" is not a card\. Write the number then the suit/);
    expect(() => formatDayCard('7H')).toThrow(NotationError);
  });
});

describe('card facts for the UI', () => {
  test('a sun, a Moon and the Crown', () => {
    expect(dayFacts('7R')).toEqual({
      rank: '7',
      suit: 'Rising',
      pip: '↑',
      colour: 'rising',
      name: '7 of Rising',
      symbol: '7↑',
    });
    expect(dayFacts('5Rn')).toEqual({
      rank: '5',
      suit: 'Risen',
      pip: '☀',
      colour: 'risen',
      name: '5 of Risen',
      symbol: '5☀',
    });
    expect(dayFacts('MoonS')).toEqual({
      rank: 'Moon',
      suit: 'Setting',
      pip: '↓',
      colour: 'setting',
      name: 'Moon of Setting',
      symbol: '☾↓',
    });
    expect(dayFacts('Crown')).toEqual({
      rank: 'Crown',
      suit: null,
      pip: '♛',
      colour: 'crown',
      name: 'the Crown',
      symbol: '♛',
    });
    expect(dayCardName('12S')).toBe('12 of Setting');
    expect(DAY_DECK.facts('12S')).toEqual(dayFacts('12S'));
  });

  test('every card has its own name and its own symbol', () => {
    expect(new Set(DAY_CARDS.map(dayCardName)).size).toBe(40);
    expect(new Set(DAY_CARDS.map((c) => dayFacts(c).symbol)).size).toBe(40);
  });

  test('deck order sorts hands the same way everywhere: Rising, Risen, Setting, Crown', () => {
    const hand = ['Crown', 'MoonS', '1Rn', '12R', '3S'];
    expect(hand.slice().sort(DAY_DECK.compare)).toEqual(['12R', '1Rn', '3S', 'MoonS', 'Crown']);
  });
});
