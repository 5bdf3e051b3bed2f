// Share links and saved sandboxes store a game record as versioned, URL-safe text. Decoding never
// trusts its input: anything malformed becomes a RecordFormatError with a sentence for the reader.
// The writer (encodeRecord) is in record-write.ts, re-exported here: a page that only writes links
// (the quiz's "play on from here", the lesson's "Play a real hand") loads it without the reader.
//
// Format 2 (what encodeRecord writes) keeps a whole game short enough for any link. Since the game
// is replayed anyway, a move need not be written out: it is its place in legalActions for the seat
// that made it, plus which seat, only when several may act at once. A forced move costs nothing.
// All those choices are packed into one mixed-radix number (the first move in the lowest digit),
// so a move among 3 choices costs log2(3) bits, not a byte. The bytes, in base64url:
//
//   2                          the format
//   varint + UTF-8             the game id
//   varint                     the seed, zigzag (0, -1, 1, -2... -> 0, 1, 2, 3...)
//   varint                     the reader's seat
//   varint + UTF-8 JSON        the options that differ from the defaults (length 0: none)
//   varint + UTF-8 JSON        the hand-written position (length 0: a dealt hand)
//   varint                     how many moves
//   4 bytes                    a checksum of the decoded record (setup, full options, every move's notation)
//   the rest                   the choices, big-endian
//
// The checksum is taken over what the record means, not over its bytes, so it catches both a
// damaged link and one whose choices this version of the site would replay differently (a change
// to a game's rules or to the order of its legal moves): either is refused, never replayed wrong.
//
// Format 3 is format 2 for a record with moves legalActions does not list: a game may list a few
// amounts of a range it accepts whole (a bet of any size), and a move of another amount has no
// place to write. Such moves are written out in the game's notation, after the count of moves:
//
//   varint                     how many moves are written out
//   varint + (varint + UTF-8)  for each, ascending: its 1-based number, then its notation
//
// and take no choice of their own (the seat's still, when several may act at once). A record whose
// moves are all listed is written in format 2, byte for byte as before.
//
// Format 1 (old links in the wild; still read): base64url of JSON
// {"v":1,"g":game,"s":seed,"me":seat,"o":options,"p":position,"a":[[seat,"notation"],...]}. Its
// writer left out "o" and "p" when the record had none: no "o" means every option at its default.
//
// A seed is a whole number in rng.ts's SEED_RANGE in every format: the generator deals from 32 bits,
// so a larger one would deal as another seed does (and could not be written back).

import { ByteReader, CUT_SHORT, isObject, linkBytes, Truncated } from './bytes.ts';
import { RecordFormatError } from './errors.ts';
import type { AnyPlayableGame, Seat } from './game.ts';
import { act, errorMessage, startState, type RecordedAction } from './replay.ts';
import { isSeed } from './rng.ts';
import { checksum, RECORD_VERSION, seedProblem, WRITTEN_OUT_VERSION, type SharedGame } from './record-write.ts';

export { encodeRecord, RECORD_VERSION, type SharedGame, type SharedRecord } from './record-write.ts';

/** The most moves a record may hold: far beyond any game, so a damaged count cannot stall the page. */
export const MAX_RECORD_MOVES = 100_000;

// Defined with the engine's other input errors, so code that only reports one need not load the codec.
export { RecordFormatError } from './errors.ts';

const DAMAGED = 'Its game data is damaged and could not be read.';
const OPTIONS_DAMAGED = 'Its game options are damaged: they are not a list of options and their values.';

const JSON_FIRST_BYTE = 0x7b; // "{": format 1 is JSON

/**
 * Reads a record of either format for `game`. A format 2 record is replayed to recover its moves,
 * which come back in the game's own notation, with every option filled in.
 */
export function decodeRecord(text: string, game: AnyPlayableGame): SharedGame {
  const bytes = linkBytes(text);
  const format = bytes[0];
  if (format === undefined) throw new RecordFormatError('It is empty: there is no game in it.');
  if (format === JSON_FIRST_BYTE) return decodeJson(bytes, game.id);
  if (format === RECORD_VERSION || format === WRITTEN_OUT_VERSION) return decodeCompact(bytes, game);
  if (format > WRITTEN_OUT_VERSION && format < 0x20) {
    throw new RecordFormatError(`It was made by a different version of the site (format ${format}).`);
  }
  throw new RecordFormatError(DAMAGED);
}

function decodeCompact(bytes: Uint8Array, game: AnyPlayableGame): SharedGame {
  const input = new ByteReader(bytes);
  let header: { id: string; seed: number; seat: number; options: unknown; position: unknown; moves: number };
  /** The moves written out (format 3), by 1-based number. */
  const written = new Map<number, string>();
  let sum: number;
  let number: bigint;
  try {
    const format = input.byte();
    const id = input.text();
    if (id !== game.id) throw new RecordFormatError(`It is for a different game (${id}), not this one.`);
    const zigzag = input.varint();
    const seed = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    const seat = input.varint();
    const optionsText = input.text();
    const positionText = input.text();
    const moves = input.varint();
    if (format === WRITTEN_OUT_VERSION) {
      const count = input.varint();
      if (count === 0 || count > moves) throw new RecordFormatError(DAMAGED);
      for (let i = 0, last = 0; i < count; i++) {
        const move = input.varint();
        if (move <= last || move > moves) throw new RecordFormatError(DAMAGED);
        written.set(move, input.text());
        last = move;
      }
    }
    sum = input.uint32();
    number = bytesToBig(input.rest());
    header = {
      id,
      seed,
      seat,
      options: parseJson(optionsText, {}, OPTIONS_DAMAGED),
      position: parseJson(positionText, undefined, 'Its hand-written position is damaged and could not be read.'),
      moves,
    };
  } catch (error) {
    if (error instanceof RecordFormatError) throw error;
    throw new RecordFormatError(error instanceof Truncated ? CUT_SHORT : DAMAGED);
  }
  if (!isObject(header.options)) throw new RecordFormatError(OPTIONS_DAMAGED);
  if (!isSeed(header.seed)) throw new RecordFormatError(seedProblem(header.seed));
  if (header.moves > MAX_RECORD_MOVES) {
    throw new RecordFormatError(`It claims ${header.moves} moves, more than any game has, so it is damaged.`);
  }

  let options: Record<string, unknown>;
  let state: unknown;
  try {
    options = game.parseOptions(header.options) as Record<string, unknown>;
    state = startState(game, { options, seed: header.seed, position: header.position });
  } catch (error) {
    throw new RecordFormatError(`Its game setup is not valid: ${errorMessage(error)}`);
  }
  const actions: RecordedAction[] = [];
  const take = (radix: number): number => {
    const size = BigInt(radix);
    const digit = Number(number % size);
    number /= size;
    return digit;
  };
  for (let move = 1; move <= header.moves; move++) {
    const acting = game.toAct(state);
    if (acting.length === 0) {
      throw new RecordFormatError(`Move ${move} in it comes after the end of the game, so it is damaged.`);
    }
    const seat = (acting.length > 1 ? acting[take(acting.length)] : acting[0]) as Seat;
    const notation = written.get(move);
    if (notation !== undefined) {
      // Written out: a legal move legalActions does not list, checked as it is applied.
      try {
        state = act(game, state, seat, notation).state;
      } catch {
        throw new RecordFormatError(`Move ${move} in it is damaged.`);
      }
      actions.push({ seat, action: notation });
      continue;
    }
    const legal = game.legalActions(state, seat);
    const action: unknown = legal[legal.length > 1 ? take(legal.length) : 0];
    if (action === undefined) throw new RecordFormatError(`Move ${move} in it is damaged.`);
    actions.push({ seat, action: game.formatAction(action) });
    state = game.step(state, seat, action);
  }
  if (number !== 0n) throw new RecordFormatError('Its list of moves is damaged.');
  if (checksum(game.id, header.seed, header.seat, options, header.position, actions) !== sum) {
    throw new RecordFormatError(
      'Its moves do not check out: the link is damaged, or the rules of this game have changed since it was made.',
    );
  }
  return {
    game: game.id,
    seed: header.seed,
    seat: header.seat,
    options,
    ...(header.position === undefined ? {} : { position: header.position }),
    actions,
  };
}

/** `text` as JSON, `empty` when there is none, or a RecordFormatError saying `damaged`. */
function parseJson(text: string, empty: unknown, damaged: string): unknown {
  if (text === '') return empty;
  try {
    return JSON.parse(text);
  } catch {
    throw new RecordFormatError(damaged);
  }
}

function decodeJson(bytes: Uint8Array, expectedGame: string): SharedGame {
  let wire: unknown;
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    wire = JSON.parse(text);
  } catch {
    // A record is one object: text that stops before its closing brace was cut off.
    throw new RecordFormatError(text.trimEnd().endsWith('}') ? DAMAGED : CUT_SHORT);
  }
  if (!isObject(wire)) throw new RecordFormatError('Its game data is not a game record.');
  if (wire['v'] !== 1) {
    throw new RecordFormatError(`It was made by a different version of the site (format ${String(wire['v'])}).`);
  }
  if (wire['g'] !== expectedGame) {
    throw new RecordFormatError(`It is for a different game (${String(wire['g'])}), not this one.`);
  }
  const seed = wire['s'];
  const me = wire['me'];
  const actions = wire['a'];
  if (seed === undefined) throw new RecordFormatError('It has no seed, so its cards cannot be dealt.');
  if (!isSeed(seed)) throw new RecordFormatError(seedProblem(JSON.stringify(seed)));
  if (typeof me !== 'number' || !Number.isInteger(me) || me < 0) throw new RecordFormatError('It has no valid seat.');
  if (!Array.isArray(actions)) throw new RecordFormatError('It has no list of moves.');
  const parsed: RecordedAction[] = actions.map((entry: unknown, index: number) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string') {
      throw new RecordFormatError(`Move ${index + 1} in it is damaged.`);
    }
    return { seat: entry[0], action: entry[1] };
  });
  // Written only when the record had options: without them, every option is at its default.
  const options = wire['o'] ?? {};
  if (!isObject(options)) throw new RecordFormatError(OPTIONS_DAMAGED);
  const out: SharedGame = { game: expectedGame, seed, seat: me, options, actions: parsed };
  return wire['p'] !== undefined ? { ...out, position: wire['p'] } : out;
}

function bytesToBig(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  return BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
}
