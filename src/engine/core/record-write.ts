// Writing a game record as a share link's text (encodeRecord), in the formats record-codec.ts
// describes and reads back. Apart from the reader, so that a page which only writes links (the
// quiz's "play on from here", the lesson's "Play a real hand") loads the writer alone.

import { ByteWriter, checksumOf, toBase64Url } from './bytes-write.ts';
import type { AnyPlayableGame, Seat } from './game.ts';
import { act, errorMessage, ReplayError, startState, type GameRecord, type RecordedAction } from './replay.ts';
import { isSeed, SEED_RANGE } from './rng.ts';

/** The format of a record whose moves are all listed (record-codec.ts's header). */
export const RECORD_VERSION = 2;
/** The format of a record with moves written out. */
export const WRITTEN_OUT_VERSION = 3;

/** A game record and the reader's seat: what a share link holds. */
export interface SharedRecord extends GameRecord {
  /** The reader's seat. */
  readonly seat: Seat;
}

export interface SharedGame extends SharedRecord {
  readonly game: string;
}

/** Why `seed` cannot be a record's seed: it is no whole number, or it is outside the generator's range. */
export function seedProblem(seed: unknown): string {
  const { least, most } = SEED_RANGE;
  return `Its seed, ${String(seed)}, is not one the cards can be dealt from: a seed is a whole number from ${least} to ${most}.`;
}

/**
 * Format 2 text for `record`, replayed through `game`. Throws ReplayError when the record does not
 * replay (a move that is not legal, options or a position the game refuses): only a record that
 * was played can be shared.
 */
export function encodeRecord(game: AnyPlayableGame, record: SharedRecord): string {
  if (!isSeed(record.seed)) throw new ReplayError(0, seedProblem(record.seed));
  if (!Number.isInteger(record.seat) || record.seat < 0) throw new ReplayError(0, `Seat ${record.seat} is not a seat.`);
  let options: Record<string, unknown>;
  let state: unknown;
  try {
    options = game.parseOptions(record.options ?? {}) as Record<string, unknown>;
    state = startState(game, record);
  } catch (error) {
    throw new ReplayError(0, errorMessage(error));
  }
  const digits: number[] = [];
  const radices: number[] = [];
  const actions: RecordedAction[] = [];
  /** Moves legal but not among legalActions, by 1-based number: written out (format 3). */
  const written: [number, string][] = [];
  record.actions.forEach((recorded, index) => {
    const acting = game.toAct(state);
    const legal = game.legalActions(state, recorded.seat);
    const choice = acting.includes(recorded.seat) ? findAction(game, state, recorded, legal) : -1;
    let unlisted: unknown = null;
    if (choice < 0) {
      // Not among the legal moves: act() says why, with the rule, or it is legal all the same.
      try {
        unlisted = act(game, state, recorded.seat, recorded.action).state;
      } catch (error) {
        throw new ReplayError(index + 1, errorMessage(error));
      }
    }
    if (acting.length > 1) {
      digits.push(acting.indexOf(recorded.seat));
      radices.push(acting.length);
    }
    if (choice < 0) {
      const notation = game.formatAction(game.parseAction(recorded.action));
      written.push([index + 1, notation]);
      actions.push({ seat: recorded.seat, action: notation });
      state = unlisted;
      return;
    }
    digits.push(choice);
    radices.push(legal.length);
    const action: unknown = legal[choice];
    actions.push({ seat: recorded.seat, action: game.formatAction(action) });
    // From legalActions, so the fast path: no events, no second check.
    state = game.step(state, recorded.seat, action);
  });

  let number = 0n;
  for (let i = digits.length - 1; i >= 0; i--) number = number * BigInt(radices[i] ?? 1) + BigInt(digits[i] ?? 0);

  const changed = Object.fromEntries(
    Object.entries(options).filter(([key, value]) => (game.options.defaults as Record<string, unknown>)[key] !== value),
  );
  const out = new ByteWriter();
  out.byte(written.length === 0 ? RECORD_VERSION : WRITTEN_OUT_VERSION);
  out.text(game.id);
  out.varint(record.seed >= 0 ? record.seed * 2 : -record.seed * 2 - 1);
  out.varint(record.seat);
  out.text(Object.keys(changed).length === 0 ? '' : JSON.stringify(changed));
  out.text(record.position === undefined ? '' : JSON.stringify(record.position));
  out.varint(record.actions.length);
  if (written.length > 0) {
    out.varint(written.length);
    for (const [move, notation] of written) {
      out.varint(move);
      out.text(notation);
    }
  }
  out.uint32(checksum(game.id, record.seed, record.seat, options, record.position, actions));
  out.bytes(bigToBytes(number));
  return toBase64Url(out.done());
}

/** The index of `recorded` among `legal`, by its notation or, failing that, by what it does. */
function findAction(
  game: AnyPlayableGame,
  state: unknown,
  recorded: RecordedAction,
  legal: readonly unknown[],
): number {
  let parsed: unknown;
  try {
    parsed = game.parseAction(recorded.action);
  } catch {
    return -1;
  }
  const notation = game.formatAction(parsed);
  const byNotation = legal.findIndex((action) => game.formatAction(action) === notation);
  if (byNotation >= 0 || game.explain(state, recorded.seat, parsed) !== null) return byNotation;
  // A legal move written another way than the game writes it (in Dark Hearts, a follow named by
  // its other face): it is the legal move that leaves the same state.
  const after = JSON.stringify(game.apply(state, recorded.seat, parsed).state);
  return legal.findIndex((action) => JSON.stringify(game.step(state, recorded.seat, action)) === after);
}

export function checksum(
  id: string,
  seed: number,
  seat: Seat,
  options: unknown,
  position: unknown,
  actions: readonly RecordedAction[],
): number {
  return checksumOf([id, seed, seat, options, position ?? null, actions.map((a) => [a.seat, a.action])]);
}

function bigToBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array(0);
  const hex = value.toString(16);
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return Uint8Array.from({ length: even.length / 2 }, (_, i) => parseInt(even.slice(i * 2, i * 2 + 2), 16));
}
