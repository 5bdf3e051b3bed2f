// A set-up position as `#pos=` text: the game, the options that differ from the defaults, the
// seed that places the unnamed cards and the position spec, in the bytes record-codec.ts writes
// (core/bytes.ts), with a checksum over what it means. Reading never trusts its input: a damaged,
// cut or foreign link is a RecordFormatError with a sentence for the reader. Whether the position
// can happen is setUpPosition's question (check.ts), asked of what this returns.
//
//   0x50 ("P")        the format: apart from a game record's (1 to 3, or "{"), so neither is read as the other
//   varint + UTF-8    the game id
//   varint            the seed, zigzag
//   varint + UTF-8    JSON of the options that differ from the defaults (length 0: none)
//   varint + UTF-8    JSON of the position spec
//   4 bytes           a checksum of [game, seed, every option, position]

import {
  ByteReader,
  ByteWriter,
  checksumOf,
  CUT_SHORT,
  isObject,
  linkBytes,
  toBase64Url,
  Truncated,
} from '../bytes.ts';
import { RecordFormatError } from '../errors.ts';
import type { AnyPlayableGame } from '../game.ts';
import { isSeed } from '../rng.ts';

const POSITION_FORMAT = 0x50;
/** Later position formats: a link from a newer site. */
const LAST_FORMAT = 0x5f;
/** A game record's formats (record-codec.ts): a link to a game, not a position. */
const RECORD_FORMATS: readonly number[] = [2, 3, 0x7b];

interface SharedPosition {
  readonly game: string;
  /** Every option, defaults filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly position: unknown;
}

const DAMAGED = 'Its position is damaged and could not be read.';

/** `#pos=` text for a position of `game`. The options are checked (an OptionsError), the position is not. */
export function encodePosition(
  game: AnyPlayableGame,
  shared: { readonly options: unknown; readonly seed: number; readonly position: unknown },
): string {
  const options = game.parseOptions(shared.options ?? {}) as Record<string, unknown>;
  const defaults = game.options.defaults as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(options).filter(([key, value]) => defaults[key] !== value));
  const seed = isSeed(shared.seed) ? shared.seed : 0;
  const out = new ByteWriter();
  out.byte(POSITION_FORMAT);
  out.text(game.id);
  out.varint(seed >= 0 ? seed * 2 : -seed * 2 - 1);
  out.text(Object.keys(changed).length === 0 ? '' : JSON.stringify(changed));
  out.text(JSON.stringify(shared.position ?? null));
  out.uint32(checksumOf([game.id, seed, options, shared.position ?? null]));
  return toBase64Url(out.done());
}

/** The position `text` holds, for `game`; a RecordFormatError saying what is wrong with the link. */
export function decodePosition(text: string, game: AnyPlayableGame): SharedPosition {
  const input = new ByteReader(linkBytes(text));
  let id: string;
  let seed: number;
  let optionsText: string;
  let positionText: string;
  let sum: number;
  try {
    const format = input.byte();
    if (format !== POSITION_FORMAT) {
      throw new RecordFormatError(
        format > POSITION_FORMAT && format <= LAST_FORMAT
          ? `It was made by a different version of the site (position format ${format - POSITION_FORMAT + 1}).`
          : RECORD_FORMATS.includes(format)
            ? 'It is a link to a game, not to a position: open it in the sandbox.'
            : DAMAGED,
      );
    }
    id = input.text();
    if (id !== game.id) throw new RecordFormatError(`It is a position of a different game (${id}), not this one.`);
    const zigzag = input.varint();
    seed = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    optionsText = input.text();
    positionText = input.text();
    sum = input.uint32();
    if (input.rest().length > 0) throw new RecordFormatError(DAMAGED);
  } catch (error) {
    if (error instanceof RecordFormatError) throw error;
    throw new RecordFormatError(error instanceof Truncated ? CUT_SHORT : DAMAGED);
  }
  if (!isSeed(seed)) throw new RecordFormatError(DAMAGED);
  let changed: unknown;
  let position: unknown;
  try {
    changed = optionsText === '' ? {} : JSON.parse(optionsText);
    position = JSON.parse(positionText);
  } catch {
    throw new RecordFormatError(DAMAGED);
  }
  if (!isObject(changed))
    throw new RecordFormatError('Its game options are damaged: they are not a list of options and their values.');
  let options: Record<string, unknown>;
  try {
    options = game.parseOptions(changed) as Record<string, unknown>;
  } catch (error) {
    throw new RecordFormatError(`Its game options are not valid: ${(error as Error).message}`);
  }
  if (checksumOf([game.id, seed, options, position]) !== sum) {
    throw new RecordFormatError('It does not check out: the link was damaged after it was made.');
  }
  return { game: game.id, options, seed, position };
}
