// Share-link records (core/record-codec.ts): whole games of every game round-trip and stay short,
// old (format 1) links still decode, and every kind of damage is a RecordFormatError with a
// sentence for the reader.
import { describe, expect, test } from 'vitest';
import type { AnyGame } from '../../../src/engine/core/game.ts';
import {
  decodeRecord,
  encodeRecord,
  MAX_RECORD_MOVES,
  RECORD_VERSION,
  RecordFormatError,
  type SharedGame,
  type SharedRecord,
} from '../../../src/engine/core/record-codec.ts';
import { replay, ReplayError } from '../../../src/engine/core/replay.ts';
import { DARK_HEARTS } from '../../../src/engine/dark-hearts/manifest.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { formatFace } from '../../../src/engine/dark-hearts/deck.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { day, type DayState } from '../../../src/engine/day/index.ts';
import { DAWN } from '../../../src/engine/dawn/manifest.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { botGame } from '../bot-game.ts';

function damaged(text: string, game: AnyGame = dawn): string {
  try {
    decodeRecord(text, game);
  } catch (error) {
    expect(error).toBeInstanceOf(RecordFormatError);
    expect((error as Error).name).toBe('RecordFormatError');
    return (error as Error).message;
  }
  throw new Error(`"${text}" decoded`);
}

/** The state a record replays to, as text, to compare two records move for move. */
function finalState(game: AnyGame, record: SharedRecord): string {
  return JSON.stringify(replay(game, record).state);
}

// --- Format 2, read and written here independently of the codec, to check its documented layout.

interface Fields {
  version: number;
  game: string;
  seed: number;
  seat: number;
  options: string;
  position: string;
  moves: number;
  checksum: number[];
  choices: number[];
}

function unpack(text: string): Fields {
  const bytes = [...Buffer.from(text, 'base64url')];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = bytes[at++] ?? 0;
      value += (byte % 128) * scale;
      if (byte < 128) return value;
    }
  };
  const text8 = (): string => {
    const length = varint();
    at += length;
    return Buffer.from(bytes.slice(at - length, at)).toString('utf8');
  };
  const version = bytes[at++] ?? -1;
  const game = text8();
  const zigzag = varint();
  const seed = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  const seat = varint();
  const options = text8();
  const position = text8();
  const moves = varint();
  const checksum = bytes.slice(at, at + 4);
  return { version, game, seed, seat, options, position, moves, checksum, choices: bytes.slice(at + 4) };
}

function pack(fields: Fields): string {
  const out: number[] = [fields.version];
  const varint = (value: number): void => {
    let rest = value;
    for (; rest >= 128; rest = Math.floor(rest / 128)) out.push((rest % 128) + 128);
    out.push(rest);
  };
  const text8 = (value: string): void => {
    const bytes = [...Buffer.from(value, 'utf8')];
    varint(bytes.length);
    out.push(...bytes);
  };
  text8(fields.game);
  varint(fields.seed >= 0 ? fields.seed * 2 : -fields.seed * 2 - 1);
  varint(fields.seat);
  text8(fields.options);
  text8(fields.position);
  varint(fields.moves);
  out.push(...fields.checksum, ...fields.choices);
  return Buffer.from(out).toString('base64url');
}

/** Format 1, as the site wrote it before: base64url of JSON. */
function wire(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** B must follow a 7 and holds a 6: a hand-written position with options. */
const MUST_PLAY: SharedGame = {
  game: 'dawn',
  options: { players: 3, variant: 'dusk' },
  seed: 4,
  seat: 1,
  position: {
    turn: 'B',
    hands: { A: ['KS', '2H'], B: ['6H', '9C', '6S'], C: ['QC', '3D'] },
    pile: ['7S'],
    stockSize: 20,
  },
  actions: [{ seat: 1, action: '6H' }],
};

describe('whole games round-trip', () => {
  for (const manifest of GAMES) {
    const { game } = manifest;
    test(`${game.title}: bot games from the deal to the end come back move for move`, () => {
      for (const seed of [1, 2, 3]) {
        for (const shuffleSeat of [false, true]) {
          const { shared } = botGame(manifest, {}, seed, { seat: seed % 2, shuffleSeat });
          const text = encodeRecord(game, shared);
          expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
          const back = decodeRecord(text, game);
          expect(back).toEqual({ ...shared, options: game.parseOptions({}) });
          expect(finalState(game, back)).toBe(finalState(game, shared));
          expect(game.outcome(replay(game, back).state)).not.toBeNull();
        }
      }
    });
  }

  test('a whole 4-player Dark Hearts game and a 5-hand 4-player Dawn match fit in a link', () => {
    const cases = [
      [DARK_HEARTS, { players: 4 }],
      [DAWN, { players: 4, matchHands: 5 }],
    ] as const;
    for (const [manifest, options] of cases) {
      for (const seed of [1, 2, 3]) {
        const { shared } = botGame(manifest, options, seed);
        expect(shared.actions.length).toBeGreaterThan(700);
        // Format 1 spelled out every move: 10,000 to 20,000 characters for these games.
        expect(encodeRecord(manifest.game, shared).length).toBeLessThan(1000);
      }
    }
  });

  test('a hand-written position, options off their defaults and a negative seed come back', () => {
    for (const seed of [MUST_PLAY.seed, -7, 0, 2 ** 31 - 1, -(2 ** 31)]) {
      const shared = { ...MUST_PLAY, seed };
      const back = decodeRecord(encodeRecord(dawn, shared), dawn);
      expect(back).toEqual({ ...shared, options: dawn.parseOptions(MUST_PLAY.options) });
    }
  });

  test('a record with no options and no position decodes with every option at its default', () => {
    const back = decodeRecord(encodeRecord(dawn, { seat: 0, seed: 5, actions: [] }), dawn);
    expect(back).toEqual({ game: 'dawn', seat: 0, seed: 5, options: dawn.options.defaults, actions: [] });
    expect('position' in back).toBe(false);
  });

  test('options at their defaults are not written out', () => {
    const plain = encodeRecord(dawn, { seat: 0, seed: 5, actions: [] });
    expect(encodeRecord(dawn, { seat: 0, seed: 5, options: dawn.options.defaults, actions: [] })).toBe(plain);
    expect(unpack(plain).options).toBe('');
    expect(unpack(encodeRecord(dawn, { seat: 0, seed: 5, options: { matchHands: 5 }, actions: [] })).options).toBe(
      '{"matchHands":5}',
    );
  });

  test('moves written another way than the engine writes them come back in its notation', () => {
    const shared = { ...MUST_PLAY, actions: [{ seat: 1, action: 'play 6h' }] };
    expect(decodeRecord(encodeRecord(dawn, shared), dawn).actions).toEqual([{ seat: 1, action: '6H' }]);

    // Dark Hearts: a follow may name the card by its other face; the engine writes the trick's.
    const { shared: played } = botGame(DARK_HEARTS, {}, 4);
    let at = -1;
    let current: DarkHeartsState = darkHearts.newGame(darkHearts.parseOptions({}), played.seed);
    const actions = played.actions.map((recorded, i) => {
      const action = darkHearts.parseAction(recorded.action);
      const following = current.trick !== null;
      current = darkHearts.apply(current, recorded.seat, action).state;
      if (at >= 0 || action.type !== 'play' || !following) return recorded;
      at = i;
      return { seat: recorded.seat, action: formatFace(action.card, action.shade === 'L' ? 'D' : 'L') };
    });
    expect(at).toBeGreaterThan(0);
    expect(actions[at]).not.toEqual(played.actions[at]);
    const back = decodeRecord(encodeRecord(darkHearts, { ...played, actions }), darkHearts);
    expect(back.actions).toEqual(played.actions);
  });

  test('the text survives surrounding whitespace and padding added by a copy', () => {
    const text = encodeRecord(dawn, MUST_PLAY);
    const expected = decodeRecord(text, dawn);
    expect(decodeRecord(`  ${text}\n`, dawn)).toEqual(expected);
    expect(
      decodeRecord(Buffer.from(text, 'base64url').toString('base64').replace(/\+/g, '-').replace(/\//g, '_'), dawn),
    ).toEqual(expected);
  });

  test('the layout is the documented one', () => {
    const text = encodeRecord(dawn, MUST_PLAY);
    const fields = unpack(text);
    expect(fields).toMatchObject({
      version: RECORD_VERSION,
      game: 'dawn',
      seed: 4,
      seat: 1,
      options: '{"players":3,"variant":"dusk"}',
      position: JSON.stringify(MUST_PLAY.position),
      moves: 1,
    });
    expect(pack(fields)).toBe(text);
  });

  test('a record that does not replay cannot be written: only a game that was played can be shared', () => {
    const refused = (record: SharedRecord): ReplayError => {
      try {
        encodeRecord(dawn, record);
      } catch (error) {
        expect(error).toBeInstanceOf(ReplayError);
        return error as ReplayError;
      }
      throw new Error('encoded');
    };
    expect(refused({ ...MUST_PLAY, actions: [{ seat: 1, action: 'draw' }] }).message).toMatch(/^step 1: .*must play/);
    expect(refused({ ...MUST_PLAY, actions: [{ seat: 0, action: 'KS' }] }).step).toBe(1);
    expect(refused({ ...MUST_PLAY, actions: [{ seat: 1, action: 'fly away' }] }).message).toMatch(/not a Dawn move/);
    expect(refused({ ...MUST_PLAY, options: { players: 99 } }).step).toBe(0);
    expect(refused({ ...MUST_PLAY, seed: 1.5 }).message).toMatch(/seed/);
  });

  test('a seed outside the range the generator deals from is neither written nor read, in any format', () => {
    // rng.ts deals from a seed's 32 bits: 2^31 would deal as -2^31 does, and 1e308 as 0.
    for (const seed of [2 ** 31, -(2 ** 31) - 1, 2 ** 52, 1e308, 0.5]) {
      expect(() => encodeRecord(dawn, { ...MUST_PLAY, seed })).toThrow(/^Its seed, .+, is not one the cards can/);
      const said = `Its seed, ${String(seed)}, is not one the cards can be dealt from: a seed is a whole number from -2147483648 to 2147483647.`;
      expect(damaged(wire({ v: 1, g: 'dawn', s: seed, me: 0, a: [] }))).toBe(said);
      // Format 2 holds whole numbers only, up to 2^52 either way.
      if (Number.isInteger(seed) && Number.isSafeInteger(seed * 2)) {
        expect(damaged(pack({ ...unpack(encodeRecord(dawn, { seat: 0, seed: 1, actions: [] })), seed }))).toBe(said);
      }
    }
  });
});

describe('format 3: moves legalActions does not list are written out', () => {
  // Day under no limit lists a few bet sizes (check, bet 1, bet 3, all in here) and accepts any
  // whole amount up to the stack: bet 17 is legal, and no choice among the listed moves.
  const ODD: SharedRecord = {
    options: { players: 3, limit: 'no-limit' },
    seed: 5,
    seat: 0,
    actions: [
      { seat: 0, action: 'keep' },
      { seat: 1, action: 'keep' },
      { seat: 2, action: 'keep' },
      { seat: 0, action: 'bet 17' },
      { seat: 1, action: 'call' },
      { seat: 2, action: 'raise  40' },
    ],
  };

  test('a record with an unlisted amount comes back move for move, in the game notation', () => {
    const dealt = replay(day, { ...ODD, actions: ODD.actions.slice(0, 3) }).state as DayState;
    expect(day.legalActions(dealt, 0).map(day.formatAction)).not.toContain('bet 17');
    const text = encodeRecord(day, ODD);
    expect(Buffer.from(text, 'base64url')[0]).toBe(3);
    const decoded = decodeRecord(text, day);
    expect(decoded.actions).toEqual(ODD.actions.map((a) => ({ seat: a.seat, action: a.action.replace(/\s+/, ' ') })));
    expect(finalState(day, decoded)).toBe(finalState(day, ODD));
    // The same hand with listed amounts only is format 2, as before.
    const listed = { ...ODD, actions: [...ODD.actions.slice(0, 3), { seat: 0, action: 'bet 3' }] };
    expect(Buffer.from(encodeRecord(day, listed), 'base64url')[0]).toBe(RECORD_VERSION);
  });

  test('an amount no rule allows is still refused, with the rule', () => {
    expect(() =>
      encodeRecord(day, { ...ODD, actions: [...ODD.actions.slice(0, 3), { seat: 0, action: 'bet 500' }] }),
    ).toThrow(/^step 4: .*from 1 to 99/);
  });

  test('a written-out move that is damaged, or a list of them that is, is refused', () => {
    const text = encodeRecord(day, ODD);
    const bytes = [...Buffer.from(text, 'base64url')];
    const at = Buffer.from(bytes).indexOf('bet 17');
    expect(at).toBeGreaterThan(0);
    // bet 17 -> bet 19: legal too, but the checksum was taken over bet 17.
    const other = bytes.slice();
    other[at + 5] = '9'.charCodeAt(0);
    expect(damaged(Buffer.from(other).toString('base64url'), day)).toMatch(/do not check out/);
    // bet 17 -> bet 1x: not a move at all.
    const broken = bytes.slice();
    broken[at + 5] = 'x'.charCodeAt(0);
    expect(damaged(Buffer.from(broken).toString('base64url'), day)).toBe('Move 4 in it is damaged.');
    // A move number past the last move.
    const past = bytes.slice();
    past[at - 2] = 9;
    expect(damaged(Buffer.from(past).toString('base64url'), day)).toMatch(/damaged/);
  });
});

describe('format 1 (old links) still decode', () => {
  const GOOD = {
    v: 1,
    g: 'dawn',
    s: 12,
    me: 1,
    a: [
      [0, 'ready'],
      [1, 'take 2 9'],
    ],
  };

  test('a record in the old format decodes as it was written; one without options has every option at its default', () => {
    // The old writer left "o" out when a record had no options (git show 524dd63:src/engine/core/record-codec.ts).
    expect(decodeRecord(wire(GOOD), dawn)).toEqual({
      game: 'dawn',
      seed: 12,
      seat: 1,
      options: {},
      actions: [
        { seat: 0, action: 'ready' },
        { seat: 1, action: 'take 2 9' },
      ],
    });
    const full = { ...GOOD, o: { players: 5, variant: 'dusk' }, p: { turn: 'B' } };
    expect(decodeRecord(wire(full), dawn)).toMatchObject({ options: full.o, position: full.p });
  });

  test('an old link of a whole game replays to the same end as the new one', () => {
    const { shared } = botGame(DAWN, { players: 3 }, 8);
    const old = wire({
      v: 1,
      g: 'dawn',
      s: shared.seed,
      me: 0,
      o: shared.options,
      a: shared.actions.map((a) => [a.seat, a.action]),
    });
    expect(finalState(dawn, decodeRecord(old, dawn))).toBe(
      finalState(dawn, decodeRecord(encodeRecord(dawn, shared), dawn)),
    );
  });

  test('JSON that is not a record object', () => {
    for (const value of [[1, 2, 3], 'dawn', null, 7]) expect(damaged(wire(value))).toMatch(/damaged/);
    expect(damaged(wire({}))).toContain('different version of the site (format undefined)');
  });

  test('an old record with another version number', () => {
    expect(damaged(wire({ ...GOOD, v: 7 }))).toContain('different version of the site (format 7)');
  });

  test('an old record for another game', () => {
    const message = damaged(wire({ ...GOOD, g: 'dark-hearts' }));
    expect(message).toMatch(/different game/);
    expect(message).toContain('dark-hearts');
    expect(damaged(wire(GOOD), darkHearts)).toContain('(dawn)');
  });

  test('a missing or broken seed, seat, options or list of moves: each named', () => {
    const { s: _s, me: _me, a: _a, ...bare } = GOOD;
    expect(damaged(wire({ ...bare, me: 1, a: [] }))).toBe('It has no seed, so its cards cannot be dealt.');
    expect(damaged(wire({ ...GOOD, s: 1.5 }))).toBe(
      'Its seed, 1.5, is not one the cards can be dealt from: a seed is a whole number from -2147483648 to 2147483647.',
    );
    expect(damaged(wire({ ...GOOD, s: '12' }))).toMatch(/^Its seed, "12", is not one the cards can be dealt from/);
    for (const o of [[3], 'dusk', 5]) expect(damaged(wire({ ...GOOD, o }))).toMatch(/^Its game options are damaged/);
    expect(damaged(wire({ ...bare, s: 12, a: [] }))).toMatch(/no valid seat/);
    expect(damaged(wire({ ...GOOD, me: -1 }))).toMatch(/no valid seat/);
    expect(damaged(wire({ ...GOOD, a: 'draw' }))).toMatch(/no list of moves/);
    expect(damaged(wire({ ...bare, s: 12, me: 1 }))).toMatch(/no list of moves/);
  });

  test('a damaged move is named by its 1-based number', () => {
    expect(damaged(wire({ ...GOOD, a: [[0, 'ready'], [1]] }))).toMatch(/Move 2 .*damaged/);
    expect(damaged(wire({ ...GOOD, a: [['A', 'ready']] }))).toMatch(/Move 1 .*damaged/);
    expect(damaged(wire({ ...GOOD, a: [[0, 'ready'], [1, 'draw'], { seat: 2 }] }))).toMatch(/Move 3 .*damaged/);
  });

  test('an old link cut short is said to be cut short, not half-read', () => {
    const text = wire(GOOD);
    for (const cut of [4, 5, 6, 7]) expect(damaged(text.slice(0, text.length - cut))).toMatch(/^It ends too soon/);
  });
});

describe('damaged records', () => {
  const TEXT = encodeRecord(dawn, MUST_PLAY);
  const FIELDS = unpack(TEXT);

  test('text that is not base64url, or nothing at all', () => {
    expect(damaged('!!! not a link !!!')).toMatch(/^It has characters no link from this site has/);
    expect(damaged('%%%')).toMatch(/^It has characters no link from this site has/);
    expect(damaged('this-is-not-a-game')).toMatch(/damaged/);
    expect(damaged('')).toBe('It is empty: there is no game in it.');
    expect(damaged(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'))).toMatch(/damaged/);
  });

  test('a format this version does not know', () => {
    expect(damaged(pack({ ...FIELDS, version: 4 }))).toContain('different version of the site (format 4)');
  });

  test('a record for another game', () => {
    expect(damaged(TEXT, darkHearts)).toBe('It is for a different game (dawn), not this one.');
  });

  test('a link cut short, anywhere', () => {
    const { shared } = botGame(DAWN, {}, 2);
    const text = encodeRecord(dawn, shared);
    // Cut in its header it is said to be cut short; cut in its moves, they do not replay or check out.
    for (let cut = 1; cut < text.length; cut += 7)
      expect(damaged(text.slice(0, cut))).toMatch(/^It ends too soon|damaged/);
    expect(damaged(text.slice(0, 5))).toMatch(/^It ends too soon/);
  });

  test('any one character changed', () => {
    const { shared } = botGame(DARK_HEARTS, {}, 1);
    const text = encodeRecord(darkHearts, shared);
    // Not the last character: some of its bits may be padding, which decoding ignores.
    for (let at = 0; at < text.length - 1; at += 5) {
      const changed = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      const message = damaged(changed, darkHearts);
      expect(message.length).toBeGreaterThan(20);
    }
  });

  test('a header that cannot be read', () => {
    expect(damaged(pack({ ...FIELDS, options: '{"players":' }))).toMatch(/^Its game options are damaged/);
    expect(damaged(pack({ ...FIELDS, options: '[3]' }))).toMatch(/^Its game options are damaged/);
    expect(damaged(pack({ ...FIELDS, position: 'nope' }))).toMatch(/^Its hand-written position is damaged/);
    expect(damaged(Buffer.from([RECORD_VERSION, 4, 100, 97]).toString('base64url'))).toMatch(/^It ends too soon/);
    // A number that runs on past 2^53.
    expect(damaged(Buffer.from([RECORD_VERSION, ...Array<number>(9).fill(0xff), 1]).toString('base64url'))).toMatch(
      /damaged/,
    );
  });

  test('a setup the game refuses', () => {
    expect(damaged(pack({ ...FIELDS, options: '{"players":99}' }))).toMatch(/^Its game setup is not valid: .*99/);
    expect(damaged(pack({ ...FIELDS, position: '{"turn":"Q"}' }))).toMatch(/^Its game setup is not valid/);
  });

  test('impossible choices: more moves than the game has, or a choice beyond the legal moves', () => {
    const { shared } = botGame(DAWN, { players: 2 }, 3);
    const text = encodeRecord(dawn, shared);
    const fields = unpack(text);
    expect(damaged(pack({ ...fields, moves: fields.moves + 1 }))).toBe(
      `Move ${fields.moves + 1} in it comes after the end of the game, so it is damaged.`,
    );
    expect(damaged(pack({ ...fields, moves: MAX_RECORD_MOVES + 1 }))).toMatch(/damaged/);
    // One more byte multiplies the choices by 256: more than every legal move together allows.
    expect(damaged(pack({ ...fields, choices: [...fields.choices, 0] }))).toBe('Its list of moves is damaged.');
  });

  test('a record whose moves do not check out: damaged, or read differently by this version', () => {
    const message =
      'Its moves do not check out: the link is damaged, or the rules of this game have changed since it was made.';
    expect(damaged(pack({ ...FIELDS, seed: FIELDS.seed + 1 }))).toBe(message);
    expect(damaged(pack({ ...FIELDS, seat: 0 }))).toBe(message);
    expect(damaged(pack({ ...FIELDS, checksum: FIELDS.checksum.map((b) => b ^ 1) }))).toBe(message);
    // B may play either 6: the choice is its place among the legal moves. A version of the site
    // that listed them in another order would read the same choice as the other card.
    const other = unpack(encodeRecord(dawn, { ...MUST_PLAY, actions: [{ seat: 1, action: '6S' }] }));
    expect(other.choices).not.toEqual(FIELDS.choices);
    expect(damaged(pack({ ...FIELDS, choices: other.choices }))).toBe(message);
  });
});
