// Share-link records (core/record-codec.ts): a round trip, and every kind of damage read as a
// RecordFormatError with a sentence for the reader.
import { describe, expect, test } from 'vitest';
import {
  decodeRecord,
  encodeRecord,
  RECORD_VERSION,
  RecordFormatError,
  type SharedGame,
} from '../../../src/engine/core/record-codec.ts';

/** Encodes anything as the wire format does (base64url of JSON), to build damaged records. */
function wire(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

const GOOD = {
  v: RECORD_VERSION,
  g: 'dawn',
  s: 12,
  me: 1,
  a: [
    [0, 'ready'],
    [1, 'take 2 9'],
  ],
};

function damaged(text: string, game = 'dawn'): string {
  try {
    decodeRecord(text, game);
  } catch (error) {
    expect(error).toBeInstanceOf(RecordFormatError);
    expect((error as Error).name).toBe('RecordFormatError');
    return (error as Error).message;
  }
  throw new Error(`"${text}" decoded`);
}

describe('round trip', () => {
  test('a full record comes back equal', () => {
    const shared: SharedGame = {
      game: 'dawn',
      seat: 2,
      seed: 123456,
      options: { players: 5, variant: 'dusk' },
      position: { turn: 'B', hands: { A: ['7♥', 'KS'] }, pile: ['8D'] },
      actions: [
        { seat: 1, action: 'draw' },
        { seat: 2, action: '7H' },
        { seat: 0, action: 'pick S1' },
      ],
    };
    const text = encodeRecord(shared);
    expect(decodeRecord(text, 'dawn')).toEqual(shared);
  });

  test('a record without options or position has no such keys after decoding', () => {
    const shared: SharedGame = { game: 'dawn', seat: 0, seed: -7, actions: [] };
    const back = decodeRecord(encodeRecord(shared), 'dawn');
    expect(back).toEqual(shared);
    expect('options' in back).toBe(false);
    expect('position' in back).toBe(false);
  });

  test('the text is URL-safe and survives surrounding whitespace', () => {
    const shared: SharedGame = {
      game: 'dawn',
      seat: 3,
      seed: 2 ** 31 - 1,
      options: { players: 11, note: '???>>>~~~' },
      actions: Array.from({ length: 40 }, (_, i) => ({ seat: i % 11, action: i % 2 ? 'draw' : 'take 11 12' })),
    };
    const text = encodeRecord(shared);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeRecord(`  ${text}\n`, 'dawn')).toEqual(shared);
  });

  test('a hand-built record in the wire format decodes', () => {
    expect(decodeRecord(wire(GOOD), 'dawn')).toEqual({
      game: 'dawn',
      seed: 12,
      seat: 1,
      actions: [
        { seat: 0, action: 'ready' },
        { seat: 1, action: 'take 2 9' },
      ],
    });
  });
});

describe('damaged records', () => {
  test('text that is not base64 at all', () => {
    expect(damaged('!!! not a link !!!')).toMatch(/damaged/);
    expect(damaged('%%%')).toMatch(/could not be read/);
  });

  test('base64 that is not JSON, or not UTF-8', () => {
    expect(damaged(Buffer.from('hello there').toString('base64url'))).toMatch(/damaged/);
    expect(damaged(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'))).toMatch(/damaged/);
    expect(damaged('')).toMatch(/damaged/);
  });

  test('JSON that is not a record object', () => {
    expect(damaged(wire([1, 2, 3]))).toMatch(/not a game record/);
    expect(damaged(wire('dawn'))).toMatch(/not a game record/);
    expect(damaged(wire(null))).toMatch(/not a game record/);
  });

  test('a different format version', () => {
    const message = damaged(wire({ ...GOOD, v: RECORD_VERSION + 1 }));
    expect(message).toMatch(/different version of the site/);
    expect(message).toContain(`format ${RECORD_VERSION + 1}`);
    expect(damaged(wire({ ...GOOD, v: undefined }))).toMatch(/format undefined/);
  });

  test('a record for another game', () => {
    const message = damaged(wire({ ...GOOD, g: 'dark-hearts' }));
    expect(message).toMatch(/different game/);
    expect(message).toContain('dark-hearts');
    expect(damaged(wire(GOOD), 'day')).toContain('(dawn)');
  });

  test('a missing or broken seed', () => {
    const { s: _s, ...noSeed } = GOOD;
    expect(damaged(wire(noSeed))).toMatch(/no valid seed/);
    expect(damaged(wire({ ...GOOD, s: 1.5 }))).toMatch(/no valid seed/);
    expect(damaged(wire({ ...GOOD, s: '12' }))).toMatch(/no valid seed/);
  });

  test('a missing or broken seat', () => {
    const { me: _me, ...noSeat } = GOOD;
    expect(damaged(wire(noSeat))).toMatch(/no valid seat/);
    expect(damaged(wire({ ...GOOD, me: -1 }))).toMatch(/no valid seat/);
  });

  test('a missing list of moves', () => {
    expect(damaged(wire({ ...GOOD, a: 'draw' }))).toMatch(/no list of moves/);
    const { a: _a, ...noMoves } = GOOD;
    expect(damaged(wire(noMoves))).toMatch(/no list of moves/);
  });

  test('a damaged move is named by its 1-based number', () => {
    expect(damaged(wire({ ...GOOD, a: [[0, 'ready'], [1]] }))).toMatch(/Move 2 .*damaged/);
    expect(damaged(wire({ ...GOOD, a: [['A', 'ready']] }))).toMatch(/Move 1 .*damaged/);
    expect(damaged(wire({ ...GOOD, a: [[0, 'ready'], [1, 'draw'], { seat: 2 }] }))).toMatch(/Move 3 .*damaged/);
  });

  test('a valid link cut short is damaged, not half-read', () => {
    const text = encodeRecord({ game: 'dawn', seat: 0, seed: 1, actions: [{ seat: 0, action: 'ready' }] });
    expect(damaged(text.slice(0, text.length - 6))).toMatch(/damaged/);
  });
});
