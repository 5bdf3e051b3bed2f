// A session as share-link text and back (core/record-codec.ts). Loaded only when it is needed (a
// link to open, the share box opened, a save from an older version of the site), so the codec's
// weight is not on every page that has a sandbox.

import { decodeRecord, encodeRecord, RecordFormatError } from '../../../engine/core/record-codec.ts';
import { errorMessage, ReplayError, type ReplayableGame } from '../../../engine/core/replay.ts';
import { AGAIN } from './link.ts';
import { newSession, type AnyGameOf, type Session, type Setup } from './session.ts';
import { DAMAGED, isObject, type Saved } from './storage.ts';

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
  if (typeof shared.options !== 'object' || shared.options === null || Array.isArray(shared.options)) {
    throw new RecordFormatError('The game options in it are damaged.');
  }
  const setup: Setup = {
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
export function saveRecord<S>(game: AnyGameOf<S>, session: Session<S>): Pick<Saved, 'record' | 'tools'> {
  const record = encodeSession(game, session);
  return session.setup.position === undefined ? { record } : { record, tools: true };
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
