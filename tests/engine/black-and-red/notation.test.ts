// Black & Red notation: a card discards it ("7S", "10D", or "discard 7S"), "go", "deal"; the parser
// and formatter round-trip, and junk is a NotationError. Also the event log's sentences.
import { describe, expect, test } from 'vitest';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { NotationError } from '../../../src/engine/core/errors.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { blackAndRed, type BlackAndRedAction } from '../../../src/engine/black-and-red/index.ts';
import { A, act, B, ex1, EX_SCRIPT, randomGame, run } from './helpers.ts';

const parse = (text: string): BlackAndRedAction => blackAndRed.parseAction(text);
const format = (action: BlackAndRedAction): string => blackAndRed.formatAction(action);

describe('parsing', () => {
  test.each([
    ['7S', { type: 'discard', card: '7S' }],
    ['10D', { type: 'discard', card: '10D' }],
    ['discard 7S', { type: 'discard', card: '7S' }],
    ['discard 10D', { type: 'discard', card: '10D' }],
    ['go', { type: 'go' }],
    ['deal', { type: 'deal' }],
  ])('%s', (text, action) => {
    expect(parse(text)).toEqual(action);
  });

  test('case, spacing, symbols and T for ten are forgiven', () => {
    expect(parse('  GO ')).toEqual({ type: 'go' });
    expect(parse('Deal')).toEqual({ type: 'deal' });
    expect(parse('Discard  qh')).toEqual({ type: 'discard', card: 'QH' });
    expect(parse('TD')).toEqual({ type: 'discard', card: '10D' });
    expect(parse('7♠')).toEqual({ type: 'discard', card: '7S' });
    expect(parse('ah')).toEqual({ type: 'discard', card: 'AH' });
  });

  test.each(['', 'junk', '11S', '7X', 'discard', 'discard 7S 8S', 'go now', 'deal 2', 'play 7S', '7S 8S', 'go go'])(
    '%j is a NotationError',
    (text) => {
      expect(() => parse(text)).toThrow(NotationError);
    },
  );

  test('the error for a bad move says what to write', () => {
    expect(() => parse('go now')).toThrow(
      '"go now" is not a Black & Red move. Write a card to discard (7S), go, or deal.',
    );
    expect(() => parse('7X')).toThrow(/"7X" is not a card/);
  });
});

describe('formatting and the round trip', () => {
  test('a discard is written as its card; go and deal as words', () => {
    expect(format({ type: 'discard', card: '7S' })).toBe('7S');
    expect(format({ type: 'discard', card: '10D' })).toBe('10D');
    expect(format({ type: 'go' })).toBe('go');
    expect(format({ type: 'deal' })).toBe('deal');
  });

  test('every card, go and deal round-trip through format and parse', () => {
    const actions: BlackAndRedAction[] = [
      ...standardDecks(1).map((card) => ({ type: 'discard', card }) as const),
      { type: 'go' },
      { type: 'deal' },
    ];
    for (const action of actions) {
      expect(parse(format(action))).toEqual(action);
      expect(format(parse(format(action)))).toBe(format(action));
    }
    expect(format(parse('discard 7S'))).toBe('7S');
  });

  test('every legal action of random games round-trips', () => {
    let checked = 0;
    for (let seed = 1; seed <= 5; seed++) {
      randomGame({}, seed, (state) => {
        for (const seat of blackAndRed.toAct(state)) {
          for (const action of blackAndRed.legalActions(state, seat)) {
            expect(parse(format(action))).toEqual(action);
            checked++;
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('event sentences', () => {
  const name = (seat: number): string => seatLetter(seat);

  test('the opening turns of example 1 read as the source tells them', () => {
    const { events } = run(
      ex1(),
      EX_SCRIPT.map(([s, t]) => [s, t] as const),
    );
    const lines = events.map((e) => blackAndRed.describeEvent(e, name));
    expect(lines).toContain('A discards the 7 of spades (7): a black run, total 7.');
    expect(lines).toContain('A draws the upcard, the 5 of hearts.');
    expect(lines).toContain('B discards the 9 of clubs (9), total 16.');
    expect(lines).toContain('A cannot discard without going over 31: go. A draws nothing.');
    expect(lines).toContain(
      'Neither player can discard: the run is over at 30, and B, the last to discard, starts the next one.',
    );
  });

  test('a redacted draw (no cards) still reads', () => {
    const draw = act(act(ex1(), A, '7S').state, B, '9C').events.find((e) => e.kind === 'draw');
    expect(draw).toBeDefined();
    if (!draw) return;
    const { cards: _cards, ...hidden } = draw;
    expect(blackAndRed.describeEvent(hidden, name)).toBe('B draws a card.');
    expect(blackAndRed.describeEvent(draw, name)).toBe('B draws the 2 of hearts.');
  });

  test('every event of random matches has a sentence without gaps', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const { events } = randomGame({ stockOut: seed % 2 ? 'reshuffle' : 'drawHand' }, seed);
      for (const event of events) {
        const line = blackAndRed.describeEvent(event, name);
        seen.add(event.kind);
        expect(line).toMatch(/^[A-Z].*[.:!]$/);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
      }
    }
    for (const kind of [
      'discard',
      'draw',
      'go',
      'run-over',
      'thirty-one',
      'out',
      'stock-rebuilt',
      'deal',
      'upcard',
      'match-over',
    ]) {
      expect(seen).toContain(kind);
    }
  });
});
