// The sandbox's saved place, versioned: the hand's setup and its moves in notation, replayed on
// restore like any record. Anything unreadable is reported and discarded, never allowed to break
// the page. Saves from format 1 hold a share-link record instead; they are still read. Kept in the
// page's localStorage, or any store with the same three calls (the controller's tests use a map).

import type { Seat } from '../../../engine/core/game.ts';
import type { Setup } from './session.ts';

const STORAGE_VERSION = 2;

interface Move {
  readonly seat: Seat;
  readonly action: string;
}

export interface Saved {
  readonly setup: Setup;
  readonly moves: readonly Move[];
  readonly pace: number;
  readonly reveal: boolean;
  /** The bots search (the strong bot) rather than play by rule of thumb. */
  readonly strong: boolean;
}

/** A save as read back: format 1 keeps a share-link record to decode. */
export type Restored = Omit<Saved, 'setup' | 'moves'> &
  ({ readonly setup: Setup; readonly moves: readonly Move[] } | { readonly record: string });

/** Where saves are kept: window.localStorage in a page. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One game's saved hand, as the sandbox controller reads, writes and clears it. */
export interface SaveSlot {
  /** The save, or null when there is none (or storage is blocked); throws when it is damaged. */
  read(): Restored | null;
  write(saved: Saved): void;
  clear(): void;
}

export function storageKey(gameId: string): string {
  return `worked-hands:sandbox:${gameId}`;
}

const DAMAGED = 'Your saved hand is from another version of the site or is damaged';

/**
 * `gameId`'s save in `store`: the page's localStorage, looked up at each use (where storage is
 * blocked, the lookup itself throws).
 */
export function saveSlot(gameId: string, store: () => KeyValueStore = () => window.localStorage): SaveSlot {
  const key = storageKey(gameId);
  return {
    read() {
      let text: string | null;
      try {
        text = store().getItem(key);
      } catch {
        return null;
      }
      if (text === null) return null;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new Error('Your saved hand could not be read');
      }
      if (!isObject(raw)) throw new Error(DAMAGED);
      const pace = typeof raw['pace'] === 'number' && raw['pace'] >= 0 ? raw['pace'] : 800;
      const reveal = raw['reveal'] === true;
      const strong = raw['strong'] === true;
      if (raw['v'] === 1 && typeof raw['record'] === 'string') return { record: raw['record'], pace, reveal, strong };
      const setup = raw['setup'];
      const moves = raw['moves'];
      if (
        raw['v'] !== STORAGE_VERSION ||
        !isObject(setup) ||
        !isObject(setup['options']) ||
        !Number.isInteger(setup['seed']) ||
        !Number.isInteger(setup['seat']) ||
        !Array.isArray(moves) ||
        !moves.every((m) => isObject(m) && Number.isInteger(m['seat']) && typeof m['action'] === 'string')
      ) {
        throw new Error(DAMAGED);
      }
      return { setup: setup as unknown as Setup, moves: moves as Move[], pace, reveal, strong };
    },
    write(saved) {
      try {
        store().setItem(key, JSON.stringify({ v: STORAGE_VERSION, ...saved }));
      } catch {
        // Private browsing or a full quota: the game goes on, it just will not survive a reload.
      }
    },
    clear() {
      try {
        store().removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
