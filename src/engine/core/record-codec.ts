// Share links and saved sandboxes store a game record as versioned, URL-safe text. Decoding never
// trusts its input: anything malformed becomes a RecordFormatError with a sentence for the reader.

import type { Seat } from './game.ts';
import type { GameRecord, RecordedAction } from './replay.ts';

export const RECORD_VERSION = 1;

export interface SharedGame extends GameRecord {
  readonly game: string;
  /** The reader's seat. */
  readonly seat: Seat;
}

export class RecordFormatError extends Error {
  override readonly name = 'RecordFormatError';
}

interface Wire {
  v: number;
  g: string;
  s: number;
  o?: unknown;
  p?: unknown;
  me: number;
  a: [number, string][];
}

export function encodeRecord(shared: SharedGame): string {
  const wire: Wire = {
    v: RECORD_VERSION,
    g: shared.game,
    s: shared.seed,
    me: shared.seat,
    a: shared.actions.map((a) => [a.seat, a.action]),
  };
  if (shared.options !== undefined) wire.o = shared.options;
  if (shared.position !== undefined) wire.p = shared.position;
  return toBase64Url(JSON.stringify(wire));
}

export function decodeRecord(text: string, expectedGame: string): SharedGame {
  let wire: unknown;
  try {
    wire = JSON.parse(fromBase64Url(text.trim()));
  } catch {
    throw new RecordFormatError('Its game data is damaged and could not be read.');
  }
  if (!isObject(wire)) throw new RecordFormatError('Its game data is not a game record.');
  if (wire['v'] !== RECORD_VERSION) {
    throw new RecordFormatError(`It was made by a different version of the site (format ${String(wire['v'])}).`);
  }
  if (wire['g'] !== expectedGame) {
    throw new RecordFormatError(`It is for a different game (${String(wire['g'])}), not this one.`);
  }
  const seed = wire['s'];
  const me = wire['me'];
  const actions = wire['a'];
  if (typeof seed !== 'number' || !Number.isInteger(seed)) throw new RecordFormatError('It has no valid seed.');
  if (typeof me !== 'number' || !Number.isInteger(me) || me < 0) throw new RecordFormatError('It has no valid seat.');
  if (!Array.isArray(actions)) throw new RecordFormatError('It has no list of moves.');
  const parsed: RecordedAction[] = actions.map((entry: unknown, index: number) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string') {
      throw new RecordFormatError(`Move ${index + 1} in it is damaged.`);
    }
    return { seat: entry[0], action: entry[1] };
  });
  const out: SharedGame = { game: expectedGame, seed, seat: me, actions: parsed };
  return {
    ...out,
    ...(wire['o'] !== undefined ? { options: wire['o'] } : {}),
    ...(wire['p'] !== undefined ? { position: wire['p'] } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
