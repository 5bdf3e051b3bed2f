// Notation (src/engine/core/game.ts, rule choose-shade): a card is written by either face with its
// shade first, "L4H" or "D10D"; parseFace and formatFace round-trip all 104 faces; actions
// (plays, passes, deal) parse and format.
import { describe, expect, test } from 'vitest';
import { NotationError } from '../../../src/engine/core/errors.ts';
import { formatDarkHeartsAction, parseDarkHeartsAction, sortCards } from '../../../src/engine/dark-hearts/actions.ts';
import { DARK_HAND_DECK, face, formatFace, parseFace, SHADES } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts } from '../../../src/engine/dark-hearts/index.ts';

describe('faces: parseFace and formatFace', () => {
  test('all 104 faces round-trip, and each is a different string', () => {
    const written = new Set<string>();
    for (const c of DARK_HAND_DECK) {
      for (const shade of SHADES) {
        const text = formatFace(c, shade);
        expect(text).toBe(shade + face(c, shade));
        expect(parseFace(text)).toEqual({ card: c, shade });
        expect(formatFace(parseFace(text).card, parseFace(text).shade)).toBe(text);
        written.add(text);
      }
    }
    expect(written.size).toBe(104);
  });

  test('the two faces of one card name the same card, with different shades', () => {
    expect(parseFace('L4H')).toEqual({ card: '4H', shade: 'L' });
    expect(parseFace('D10D')).toEqual({ card: '4H', shade: 'D' });
    expect(parseFace('D2C')).toEqual({ card: '8D', shade: 'D' });
    expect(parseFace('L8D')).toEqual({ card: '8D', shade: 'L' });
  });

  test('forgiving input: case, spaces, suit symbols and T for ten', () => {
    expect(parseFace(' l4h ')).toEqual({ card: '4H', shade: 'L' });
    expect(parseFace('d10d')).toEqual({ card: '4H', shade: 'D' });
    expect(parseFace('L4♥')).toEqual({ card: '4H', shade: 'L' });
    expect(parseFace('DT♦')).toEqual({ card: '4H', shade: 'D' });
    expect(parseFace('LQ♠')).toEqual({ card: 'QS', shade: 'L' });
  });

  test.each(['4H', '10D', 'QS', '', ' ', 'X4H', '2C'])(
    'no shade prefix: %j is a NotationError that asks for one',
    (text) => {
      expect(() => parseFace(text)).toThrow(NotationError);
      expect(() => parseFace(text)).toThrow(/needs a shade: write L or D/);
    },
  );

  test.each(['L', 'D', 'L1H', 'L11H', 'LZS', 'D4X', 'L44H', 'DJoker', 'L 4H x'])(
    'an unknown face: %j is a NotationError',
    (text) => {
      expect(() => parseFace(text)).toThrow(NotationError);
      expect(() => parseFace(text)).toThrow(/is not a card face/);
    },
  );
});

describe('actions: parse and format', () => {
  test('a play names a card and a shade by the face written', () => {
    expect(parseDarkHeartsAction('L4H')).toEqual({ type: 'play', card: '4H', shade: 'L' });
    expect(parseDarkHeartsAction('D10D')).toEqual({ type: 'play', card: '4H', shade: 'D' });
    expect(formatDarkHeartsAction({ type: 'play', card: '4H', shade: 'D' })).toBe('D10D');
    expect(formatDarkHeartsAction({ type: 'play', card: '8D', shade: 'D' })).toBe('D2C');
  });

  test('every play action round-trips through notation', () => {
    for (const c of DARK_HAND_DECK) {
      for (const shade of SHADES) {
        const action = { type: 'play' as const, card: c, shade };
        expect(parseDarkHeartsAction(formatDarkHeartsAction(action))).toEqual(action);
      }
    }
  });

  test('a pass takes three cards by either face, kept in deck order and written by Light faces', () => {
    const action = parseDarkHeartsAction('pass LQH D9S l2c');
    // D9S is the Light 2 of diamonds.
    expect(action).toEqual({ type: 'pass', cards: sortCards(['QH', '2D', '2C']) });
    expect(action).toEqual({ type: 'pass', cards: ['2C', '2D', 'QH'] });
    expect(formatDarkHeartsAction(action)).toBe('pass L2C L2D LQH');
    expect(parseDarkHeartsAction(formatDarkHeartsAction(action))).toEqual(action);
    expect(parseDarkHeartsAction('PASS D10S d9s dJS')).toEqual({ type: 'pass', cards: ['2C', '3C', '2D'] });
  });

  test('deal', () => {
    expect(parseDarkHeartsAction('deal')).toEqual({ type: 'deal' });
    expect(parseDarkHeartsAction(' Deal ')).toEqual({ type: 'deal' });
    expect(formatDarkHeartsAction({ type: 'deal' })).toBe('deal');
  });

  test.each([
    ['pass L2C L3C', /pass exactly three cards/],
    ['pass L2C L3C L4C L5C', /pass exactly three cards/],
    // L2C and D10S are the same card.
    ['pass L2C D10S L3C', /three different cards/],
    ['pass L2C L2C L3C', /three different cards/],
    ['pass L2C L3C 4C', /needs a shade/],
    ['deal now', /deal takes nothing/],
    ['L4H D10D', /not a Dark Hearts move/],
    ['4H', /needs a shade/],
    ['L1Z', /not a card face/],
  ])('%j is refused with a NotationError', (text, message) => {
    expect(() => parseDarkHeartsAction(text)).toThrow(NotationError);
    expect(() => parseDarkHeartsAction(text)).toThrow(message);
  });

  test('the game object exposes the same parser and formatter', () => {
    expect(darkHearts.parseAction('D10D')).toEqual(parseDarkHeartsAction('D10D'));
    expect(darkHearts.formatAction({ type: 'play', card: 'QS', shade: 'D' })).toBe('D2H');
  });
});
