// Dawn's action notation and the card notation it uses: parse and format round-trip, and bad input
// gives a NotationError with a readable message.
import { describe, expect, test } from 'vitest';
import { parseCard } from '../../../src/engine/core/cards.ts';
import { NotationError } from '../../../src/engine/core/errors.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { dawn, type DawnAction } from '../../../src/engine/dawn/index.ts';
import { newGame, playGame } from './helpers.ts';

function badNotation(text: string): string {
  try {
    dawn.parseAction(text);
  } catch (error) {
    expect(error).toBeInstanceOf(NotationError);
    return (error as Error).message;
  }
  throw new Error(`"${text}" parsed`);
}

describe('actions', () => {
  const cases: [string, DawnAction][] = [
    ['7H', { type: 'play', card: '7H' }],
    ['10D', { type: 'play', card: '10D' }],
    ['AS', { type: 'play', card: 'AS' }],
    ['draw', { type: 'draw' }],
    ['shift 3', { type: 'shift', at: 2 }],
    ['ready', { type: 'ready' }],
    ['take 2 9', { type: 'take', positions: [1, 8] }],
    ['pick C', { type: 'pick', pair: 'C' }],
    ['pick S1', { type: 'pick', pair: 'S1' }],
    ['deal', { type: 'deal' }],
  ];

  test.each(cases)('"%s" parses and formats back', (text, action) => {
    expect(dawn.parseAction(text)).toEqual(action);
    expect(dawn.formatAction(action)).toBe(text);
    expect(dawn.formatAction(dawn.parseAction(text))).toBe(text);
  });

  test('forgiving forms normalise to the canonical notation', () => {
    expect(dawn.formatAction(dawn.parseAction('play 7h'))).toBe('7H');
    expect(dawn.formatAction(dawn.parseAction('  DRAW '))).toBe('draw');
    expect(dawn.formatAction(dawn.parseAction('take 9 2'))).toBe('take 2 9');
    expect(dawn.formatAction(dawn.parseAction('Take   1    12'))).toBe('take 1 12');
    expect(dawn.formatAction(dawn.parseAction('pick s2'))).toBe('pick S2');
    expect(dawn.formatAction(dawn.parseAction('Shift 11'))).toBe('shift 11');
    expect(dawn.formatAction(dawn.parseAction('T♠'))).toBe('10S');
    expect(dawn.formatAction(dawn.parseAction('q♦'))).toBe('QD');
  });

  test('every legal action met in random games round-trips through its notation', () => {
    const random = makeRandom(4);
    let checked = 0;
    for (const players of [2, 5]) {
      playGame(
        newGame({ players, matchHands: 2 }, players),
        (_state, _seat, legal) => {
          for (const action of legal) {
            expect(dawn.parseAction(dawn.formatAction(action))).toEqual(action);
            checked++;
          }
          return random.pick(legal);
        },
        3000,
      );
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('bad notation is a NotationError that says what is wrong', () => {
    expect(badNotation('take 2 2')).toBe('"take 2 2": take two different positions.');
    expect(badNotation('take 2')).toBe('"take 2": take takes 2 values.');
    expect(badNotation('shift')).toBe('"shift": shift takes 1 value.');
    expect(badNotation('draw 2')).toBe('"draw 2": draw takes nothing after it.');
    expect(badNotation('ready now')).toMatch(/ready takes nothing after it/);
    expect(badNotation('deal 1')).toMatch(/deal takes nothing after it/);
    expect(badNotation('shift 0')).toBe('"shift 0": positions are counted from 1.');
    expect(badNotation('shift x')).toBe('"shift x": positions are counted from 1.');
    expect(badNotation('take 1 2.5')).toMatch(/positions are counted from 1/);
    expect(badNotation('pick')).toMatch(/pick takes 1 value/);
    expect(badNotation('play')).toMatch(/play takes 1 value/);
    expect(badNotation('dance with me')).toBe(
      '"dance with me" is not a Dawn move. Write a card (7H), draw, shift 3, ready, take 2 9, pick C or deal.',
    );
    expect(badNotation('7H 8H')).toMatch(/is not a Dawn move/);
    expect(badNotation('7X')).toBe('"7X" is not a card. Write rank then suit, like 7H, 10D or AS.');
    expect(badNotation('play 14S')).toMatch(/"14S" is not a card/);
    expect(badNotation('')).toMatch(/is not a card/);
  });
});

describe('cards (parseCard)', () => {
  test.each([
    ['7H', '7H'],
    ['7h', '7H'],
    ['qs', 'QS'],
    [' kd ', 'KD'],
    ['10c', '10C'],
    ['TC', '10C'],
    ['th', '10H'],
    ['7♥', '7H'],
    ['A♠', 'AS'],
    ['j♣', 'JC'],
    ['T♦', '10D'],
    ['1S', 'AS'],
    ['as', 'AS'],
  ])('"%s" reads as %s', (text, card) => {
    expect(parseCard(text)).toBe(card);
  });

  test.each(['11H', '0S', '7', 'H', 'HH', '7X', 'KSS', '', '10', 'joker', '7♥♥'])('"%s" is not a card', (text) => {
    expect(() => parseCard(text)).toThrow(NotationError);
    expect(() => parseCard(text)).toThrow(/is not a card\. Write rank then suit, like 7H, 10D or AS\./);
  });
});
