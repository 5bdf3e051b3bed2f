// A session as share-link text and back (core/record-codec.ts), and a save (storage.ts) written
// and read back, older formats too (SAVE_FORMAT). Loaded only when it is needed (a link to open, a save to write
// or read, the share box opened), so the codec's weight is not in the script every page that has a
// sandbox loads first.

import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { decodeRecord, encodeRecord, RecordFormatError } from '../../../engine/core/record-codec.ts';
import { errorMessage, ReplayError, type ReplayableGame } from '../../../engine/core/replay.ts';
import { AGAIN } from './link.ts';
import { newSession, type AnyGameOf, type Session, type Setup } from './session.ts';
import type { Format } from '../storage.ts';
import {
  DEFAULT_PACE,
  PACES,
  STORAGE_VERSION,
  type Restored,
  type Saved,
  type SavedHand,
  type SaveSlot,
} from './storage.ts';

/** Format 2 saves: the setup and the moves in notation (format 1 saves hold a record, as format 3). */
const NOTATION_VERSION = 2;

const DAMAGED = 'Your saved hand is from another version of the site or is damaged';

// Encoding replays the whole game, and an open share box asks for it after every move: each
// session is encoded once.
const encoded = new WeakMap<object, string>();

/** The session as share-link text (core/record-codec.ts), for a link or a save. */
export function encodeSession<S>(game: AnyGameOf<S>, session: Session<S>): string {
  const known = encoded.get(session);
  if (known !== undefined) return known;
  const text = encodeRecord(game, {
    options: session.setup.options,
    seed: session.setup.seed,
    seat: session.setup.seat,
    ...(session.setup.position === undefined ? {} : { position: session.setup.position }),
    actions: session.history.map(({ seat, action }) => ({ seat, action })),
  });
  encoded.set(session, text);
  return text;
}

/**
 * A share link's session, and what the reader is told of it: a review's "Try again from here"
 * (#play=<record>&again=4, link.ts) says which decision they are back at. A record is base64url: it
 * holds no '&'.
 */
export function decodeLink<S>(
  game: AnyGameOf<S> & ReplayableGame,
  text: string,
): { readonly session: Session<S>; readonly notice: string } {
  const [record = '', again = ''] = text.split(AGAIN);
  const session = decodeSession<S>(game, record);
  return {
    session,
    notice: /^\d+$/.test(again)
      ? `Back at decision ${again} of your ${game.dealName ?? 'hand'}: try another move.`
      : 'Opened the hand from your link.',
  };
}

/**
 * Decodes and replays a share link or a save; throws an Error whose message is for the reader. A
 * record may start from a hand-written position, so this takes the game with its tools.
 */
export function decodeSession<S>(game: AnyGameOf<S> & ReplayableGame, text: string): Session<S> {
  const shared = decodeRecord(text, game);
  const setup: Setup = {
    // Always a set of options: decodeRecord refuses anything else, and gives defaults for none.
    options: shared.options as Record<string, unknown>,
    seed: shared.seed,
    seat: shared.seat,
    ...(shared.position === undefined ? {} : { position: shared.position }),
  };
  return restoreSession(game, setup, shared.actions);
}

/**
 * A session replayed from its setup and moves (a share link's, or an older save's), or an Error
 * whose message is for the reader: the move that does not replay, by its number, with the rule's
 * title (its id is for links, not for reading).
 */
export function restoreSession<S>(
  game: AnyGameOf<S> & ReplayableGame,
  setup: Setup,
  moves: readonly { seat: number; action: string }[],
): Session<S> {
  try {
    return newSession(game, setup, moves);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    if (error.step === 0) throw new RecordFormatError(`Its game setup is not valid: ${error.message}`);
    const { violation } = error;
    const title = violation ? (game.rules as Readonly<Record<string, string>>)[violation.rule] : undefined;
    const why = violation ? violation.message : errorMessage(error).replace(/^step \d+: /, '');
    throw new RecordFormatError(
      `Move ${error.step} in it is not legal${title ? ` under the rule “${title}”` : ''}: ${why}`,
    );
  }
}

/**
 * What a save keeps of `session` (storage.ts): its record, and whether replaying it needs the
 * game's tools (a hand-written position). `game` is the game the session was dealt with.
 */
export function saveRecord<S>(game: AnyGameOf<S>, session: Session<S>): SavedHand {
  const record = encodeSession(game, session);
  return session.setup.position === undefined ? { record } : { record, tools: true };
}

/**
 * Saves `session` in `saves` with the rest of the save (the reader's settings, the hands kept from
 * before links). The record is encoded with the game the hand was dealt with: a hand-written
 * position's needs the game's tools. A hand the codec cannot write is not saved: the game goes on.
 */
export async function writeSave<S>(
  play: PlayManifest,
  saves: SaveSlot,
  session: Session<S>,
  rest: Omit<Saved, keyof SavedHand>,
): Promise<void> {
  try {
    const game = session.setup.position === undefined ? play.game : await play.withTools();
    saves.write(SAVE_FORMAT, { ...saveRecord(game as AnyGameOf<S>, session), ...rest });
  } catch {
    // Not saved: this hand will not survive a reload.
  }
}

/**
 * A format 2 save's setup and moves (storage.ts reads the rest of it), or an Error for the reader.
 * Checked here, not where saves are read: few readers still have one, and this loads with any save.
 */
export function notationSave(raw: Readonly<Record<string, unknown>>): {
  setup: Setup;
  moves: readonly { seat: number; action: string }[];
} {
  const { setup, moves } = raw;
  if (
    !isObject(setup) ||
    !isObject(setup['options']) ||
    !Number.isInteger(setup['seed']) ||
    !Number.isInteger(setup['seat']) ||
    !Array.isArray(moves) ||
    !moves.every((m) => isObject(m) && Number.isInteger(m['seat']) && typeof m['action'] === 'string')
  ) {
    throw new Error(DAMAGED);
  }
  return { setup: setup as unknown as Setup, moves: moves as { seat: number; action: string }[] };
}

/**
 * The sandbox's save as the storage module (../storage.ts) keeps it: format 3 written, and read
 * back as the sandbox restores it, older formats too, or an Error for the reader when it is damaged.
 * Each setting is checked on its own: one out of bounds (a pace of a day) is its default, and
 * nothing else is lost.
 */
export const SAVE_FORMAT: Format<Restored, Saved> = {
  version: STORAGE_VERSION,
  unreadable: 'Your saved hand could not be read',
  read: (raw) => {
    if (!isObject(raw)) throw new Error(DAMAGED);
    const pace = PACES.some((p) => p.ms === raw['pace']) ? (raw['pace'] as number) : DEFAULT_PACE;
    const settings = { pace, reveal: raw['reveal'] === true, strong: raw['strong'] === true, kept: raw['kept'] };
    if ((raw['v'] === 1 || raw['v'] === STORAGE_VERSION) && typeof raw['record'] === 'string') {
      // Format 1 did not say whether a position needs the tools: load them to be sure.
      return { record: raw['record'], tools: raw['v'] === 1 || raw['tools'] === true, ...settings };
    }
    // Format 2 is checked where it is replayed (notationSave).
    if (raw['v'] === NOTATION_VERSION) return { notation: raw, ...settings };
    throw new Error(DAMAGED);
  },
};

/**
 * A save's text as the sandbox restores it (SAVE_FORMAT), or an Error for the reader when it is
 * damaged: what the golden saves (tests/fixtures/golden) are read with.
 */
export function readSave(text: string): Restored {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(SAVE_FORMAT.unreadable);
  }
  const restored = SAVE_FORMAT.read(raw);
  if (restored === null) throw new Error(DAMAGED);
  return restored;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
