// The DWYN deck (rule players-and-deck, DW-1): 58 cards, 51 distinct; the notation round trip,
// forgiving input, clear refusals, and the index the hot paths read.
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../../src/engine/core/errors.ts';
import {
  BODY_PARTS,
  DISTINCT,
  DWYN_CARDS,
  DWYN_DECK,
  DWYN_DISTINCT,
  DWYN_SUITS,
  dwynCardName,
  dwynIndex,
  dwynIndexOrMissing,
  dwynPart,
  dwynSuit,
  formatDwynCard,
  isBody,
  isNumber,
  KROWN_INDEX,
  parseDwynCard,
  parseDwynSuit,
  strengthAt,
} from '../../../src/engine/dwyn/deck.ts';
import { dwyn } from './helpers.ts';

const count = (card: string): number => DWYN_CARDS.filter((c) => c === card).length;

describe('composition (DW-1)', () => {
  test('58 cards: 6 suits of HEAD, TORSO, FEET, X, 2, 3, 4, 5, then 3 STEAL, 6 DWYN and the KROWN', () => {
    expect(DWYN_CARDS).toHaveLength(58);
    expect(new Set(DWYN_CARDS).size).toBe(51);
    expect(DWYN_DISTINCT).toHaveLength(51);
    expect(DISTINCT).toBe(51);
    expect(count('STEAL')).toBe(3);
    expect(count('DWYN')).toBe(6);
    expect(count('KROWN')).toBe(1);
    expect(DWYN_SUITS).toEqual(['RUGBY', 'CASTLE', 'MINER', 'LEAF', 'SHIELD', 'SKULL']);
    for (const suit of DWYN_SUITS) {
      const ofSuit = DWYN_CARDS.filter((c) => c.startsWith(`${suit}-`));
      expect(ofSuit).toEqual(['HEAD', 'TORSO', 'FEET', 'X', '2', '3', '4', '5'].map((p) => `${suit}-${p}`));
      expect(ofSuit.filter(isBody)).toHaveLength(3);
      expect(ofSuit.filter(isNumber)).toHaveLength(5);
    }
    expect(DWYN_CARDS.filter(isBody)).toHaveLength(18);
    expect(DWYN_CARDS.filter(isNumber)).toHaveLength(30);
    expect(DWYN_CARDS[57]).toBe('KROWN');
    // The game plays with exactly this deck.
    expect(dwyn.deckCards(dwyn.newGame(dwyn.parseOptions({}), 1))).toEqual(DWYN_CARDS);
    expect(DWYN_DECK.cards).toEqual(DWYN_CARDS);
  });

  test('suits and parts: body cards and number cards have both; STEAL, DWYN and the KROWN neither', () => {
    expect(dwynSuit('SKULL-HEAD')).toBe('SKULL');
    expect(dwynPart('SKULL-HEAD')).toBe('HEAD');
    expect(dwynSuit('CASTLE-3')).toBe('CASTLE');
    expect(dwynPart('CASTLE-3')).toBe('3');
    expect(dwynPart('RUGBY-X')).toBe('X');
    for (const card of ['STEAL', 'DWYN', 'KROWN']) {
      expect(dwynSuit(card)).toBeNull();
      expect(dwynPart(card)).toBeNull();
      expect(isBody(card)).toBe(false);
      expect(isNumber(card)).toBe(false);
    }
    expect(BODY_PARTS).toEqual(['HEAD', 'TORSO', 'FEET']);
    expect(dwynCardName('SKULL-HEAD')).toBe('Skull head');
    expect(dwynCardName('CASTLE-3')).toBe('3 of Castle');
    expect(dwynCardName('KROWN')).toBe('the KROWN');
  });

  test('duel strength (DW-2): X is 1 when low and 10 when high, 2 to 5 at face value', () => {
    const at = (card: string, high: boolean): number => strengthAt(dwynIndex(card), high);
    expect(['LEAF-X', 'LEAF-2', 'LEAF-3', 'LEAF-4', 'LEAF-5'].map((c) => at(c, false))).toEqual([1, 2, 3, 4, 5]);
    expect(['LEAF-X', 'LEAF-2', 'LEAF-3', 'LEAF-4', 'LEAF-5'].map((c) => at(c, true))).toEqual([10, 2, 3, 4, 5]);
    expect(at('LEAF-HEAD', false)).toBe(0);
    expect(at('DWYN', true)).toBe(0);
  });
});

describe('notation', () => {
  test('every card formats and parses back to itself, through the deck too', () => {
    for (const card of DWYN_DISTINCT) {
      expect(formatDwynCard(card)).toBe(card);
      expect(parseDwynCard(formatDwynCard(card))).toBe(card);
      expect(DWYN_DECK.parse(DWYN_DECK.format(card))).toBe(card);
      expect(DWYN_DECK.isCard(card)).toBe(true);
      expect(parseDwynCard(card.toLowerCase())).toBe(card);
    }
  });

  test('forgiving input: any case, the part first, "of", spaces, "1" for X, "miners"', () => {
    expect(parseDwynCard('HEAD-Rugby')).toBe('RUGBY-HEAD');
    expect(parseDwynCard('3 of castle')).toBe('CASTLE-3');
    expect(parseDwynCard('castle 3')).toBe('CASTLE-3');
    expect(parseDwynCard('  Skull   feet ')).toBe('SKULL-FEET');
    expect(parseDwynCard('feet of the skull')).toBe('SKULL-FEET');
    expect(parseDwynCard('leaf_torso')).toBe('LEAF-TORSO');
    expect(parseDwynCard('1 of Shield')).toBe('SHIELD-X');
    expect(parseDwynCard('miners 5')).toBe('MINER-5');
    expect(parseDwynCard('steal')).toBe('STEAL');
    expect(parseDwynCard('Dwyn')).toBe('DWYN');
    expect(parseDwynCard('krown')).toBe('KROWN');
    expect(DWYN_DECK.parse('HEAD-Rugby')).toBe('RUGBY-HEAD');
    expect(parseDwynSuit(' castle ')).toBe('CASTLE');
  });

  test('junk is refused with a NotationError that names the text and shows the notation', () => {
    for (const junk of ['', 'SKULL', 'SKULL-6', 'HEAD', 'CROWN', 'RUGBY-HEAD-X', 'castle castle', '7H', 'JOKER']) {
      expect(() => parseDwynCard(junk), junk).toThrow(NotationError);
      try {
        parseDwynCard(junk);
      } catch (error) {
        expect((error as Error).message).toContain(`"${junk}" is not a DWYN card`);
        expect((error as Error).message).toMatch(/SKULL-HEAD/);
        expect((error as Error).message).toMatch(/RUGBY, CASTLE, MINER, LEAF, SHIELD and SKULL/);
      }
    }
    expect(() => formatDwynCard('SKULL-9')).toThrow(NotationError);
    expect(() => dwynIndex('skull-head')).toThrow(NotationError);
    expect(() => parseDwynSuit('hearts')).toThrow(/"hearts" is not a DWYN suit/);
  });

  test('index() is the place in deck order and -1 for anything else', () => {
    DWYN_DISTINCT.forEach((card, i) => {
      expect(DWYN_DECK.index(card)).toBe(i);
      expect(dwynIndexOrMissing(card)).toBe(i);
    });
    expect(DWYN_DECK.index('KROWN')).toBe(KROWN_INDEX);
    expect(DWYN_DECK.index('RUGBY-HEAD')).toBe(0);
    expect(DWYN_DECK.index('SKULL-5')).toBe(47);
    // Only the canonical spelling has an index; near misses and junk are -1.
    for (const junk of [
      '',
      'junk',
      'skull-head',
      'SKULL-6',
      'SKULL-HEADS',
      'SHIELD',
      'DWYNN',
      'STEALS',
      'KROWNS',
      'X',
    ]) {
      expect(DWYN_DECK.index(junk), junk).toBe(-1);
      expect(DWYN_DECK.isCard(junk)).toBe(false);
    }
    // The deck sorts hands in deck order.
    const hand = ['KROWN', 'STEAL', 'SKULL-HEAD', 'RUGBY-5', 'RUGBY-HEAD', 'DWYN'];
    expect(hand.slice().sort(DWYN_DECK.compare)).toEqual([
      'RUGBY-HEAD',
      'RUGBY-5',
      'SKULL-HEAD',
      'STEAL',
      'DWYN',
      'KROWN',
    ]);
  });
});

describe('action notation', () => {
  test('every kind of action round-trips; junk is a NotationError', () => {
    for (const text of [
      'layout',
      'draw',
      'discard CASTLE-3',
      'lay SKULL-HEAD',
      'steal B KROWN',
      'dwyn C RUGBY-HEAD',
      'suit CASTLE',
      'play CASTLE-4',
      'concede',
      'pass',
      'deal',
    ]) {
      expect(dwyn.formatAction(dwyn.parseAction(text))).toBe(text);
    }
    expect(dwyn.formatAction(dwyn.parseAction('Discard 3 of castle'))).toBe('discard CASTLE-3');
    expect(dwyn.formatAction(dwyn.parseAction('steal b head rugby'))).toBe('steal B RUGBY-HEAD');
    expect(dwyn.parseAction('draw')).toBe(dwyn.parseAction('draw'));
    for (const junk of [
      '',
      'fly',
      'draw 2',
      'discard',
      'steal B',
      'steal Q KROWN',
      'suit',
      'suit HEARTS',
      'play SKULL-9',
    ]) {
      expect(() => dwyn.parseAction(junk), junk).toThrow(NotationError);
    }
  });
});
