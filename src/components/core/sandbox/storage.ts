// The sandbox's saved place, versioned. Format 3 (what is written) keeps the hand as the same
// opaque record a share link holds (core/record-codec.ts: each move is its place among the legal
// moves), so the save never names a card played face down, as moves in notation would (Day's
// mucked card, DWYN's discards into the pool). Anything unreadable is reported and discarded,
// never allowed to break the page. Older saves are still read: format 2 holds the setup and the
// moves in notation, format 1 a record. Kept in the page's localStorage, or any store with the
// same three calls (the controller's tests use a map).

/** What is written: a record (format 3). Format 2 (setup and moves in notation) and format 1 are read. */
const STORAGE_VERSION = 3;
const NOTATION_VERSION = 2;

export interface Saved {
  /** The hand as a share link's record (share-codec.ts's encodeSession). */
  readonly record: string;
  /** The record starts from a hand-written position, so it needs the game's tools to replay. */
  readonly tools?: boolean;
  readonly pace: number;
  readonly reveal: boolean;
  /** The bots search (the strong bot) rather than play by rule of thumb. */
  readonly strong: boolean;
}

/** A save as read back: a record to decode (formats 1 and 3), or a format 2 save, not yet checked. */
export type Restored = Omit<Saved, 'record' | 'tools'> &
  ({ readonly notation: Readonly<Record<string, unknown>> } | { readonly record: string; readonly tools: boolean });

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

export const DAMAGED = 'Your saved hand is from another version of the site or is damaged';

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
      if ((raw['v'] === 1 || raw['v'] === STORAGE_VERSION) && typeof raw['record'] === 'string') {
        // Format 1 did not say whether a position needs the tools: load them to be sure.
        return { record: raw['record'], tools: raw['v'] === 1 || raw['tools'] === true, pace, reveal, strong };
      }
      // Format 2 is checked where it is replayed (share-codec.ts's notationSave), which loads then anyway.
      if (raw['v'] === NOTATION_VERSION) return { notation: raw, pace, reveal, strong };
      throw new Error(DAMAGED);
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
