// Everything the site keeps for a reader between visits, kept one way: the sandbox's hand and
// settings (sandbox/storage.ts), the lesson's place (lessons/progress.ts), the quiz in progress
// (practice/progress.ts, in the tab's sessionStorage) and the reviewed hands (review/history.ts).
//
// Each thing has a place, worked-hands:<name> (sandbox:dawn, lesson:dawn, quiz:dawn, review:dawn),
// and declares its format: the version it writes beside its fields ({ "v": 3, ... }) and a check of
// what is read back, which reads its older versions too (so no reader loses a saved hand or a
// lesson's place when the site changes) and refuses anything else. A thing that does not read back
// is dropped, and the part says so (Read's `dropped`); nothing else is touched. Where storage is
// blocked (private browsing, a refused quota) a place is simply empty: nothing throws.
//
// The check is given where the thing is read, not where its place is made: the sandbox's saves are
// read and written by code it fetches on demand (share-codec.ts), and its page script only asks
// whether there is one.

/** Where things are kept: window.localStorage or sessionStorage in a page, a map in the tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * How a thing is kept: the version written with it, and how what is read back becomes the thing
 * (`T`; what is written, `W`, is the same unless the part reads back more than it writes, as the
 * sandbox reads its older saves).
 */
export interface Format<T, W = T> {
  readonly version: number;
  /**
   * What was stored (parsed JSON, of any version) as the thing, or null when it is damaged or of a
   * version the site no longer reads. It may throw an Error whose message says what is wrong, for
   * the reader.
   */
  readonly read: (stored: unknown) => T | null;
  /** What is stored of the thing (default: its fields, with `v`). */
  readonly write?: (thing: W) => unknown;
  /** What the reader is told when the text is not JSON at all (default: that it could not be read). */
  readonly unreadable?: string;
}

/** A thing read back: the thing, or none, and why it was dropped when it was there but damaged. */
export type Read<T> =
  { readonly value: T; readonly dropped: null } | { readonly value: null; readonly dropped: Error | null };

/** One thing's place in a store. */
export interface Place {
  /** What is kept there, as stored, or null when there is nothing (or storage is blocked). */
  text(): string | null;
  /** The thing, read in `format`; one that does not read back is cleared, and `dropped` says why. */
  read<T>(format: Format<T, never>): Read<T>;
  /** Keeps `thing` in `format`; a full or blocked store keeps nothing, and the page goes on. */
  write<W>(format: Format<unknown, W>, thing: W): void;
  clear(): void;
}

/** The page's localStorage, looked up at each use: where storage is blocked, the lookup throws. */
const local = (): KeyValueStore => window.localStorage;

/** The tab's sessionStorage (a quiz in progress lasts as long as the tab). */
export const session = (): KeyValueStore => window.sessionStorage;

/** The key of the place `name`. */
export function keyOf(name: string): string {
  return `worked-hands:${name}`;
}

const NONE = { value: null, dropped: null } as const;

export function place(name: string, store: () => KeyValueStore = local): Place {
  const key = keyOf(name);
  const self: Place = {
    text() {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    read<T>(format: Format<T, never>): Read<T> {
      const text = self.text();
      if (text === null) return NONE;
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch {
        return drop(new Error(format.unreadable ?? 'It could not be read'));
      }
      try {
        const value = format.read(stored);
        return value === null
          ? drop(new Error('It is from another version of the site or is damaged'))
          : { value, dropped: null };
      } catch (error) {
        return drop(error instanceof Error ? error : new Error(String(error)));
      }
    },
    write<W>(format: Format<unknown, W>, thing: W) {
      try {
        store().setItem(key, JSON.stringify(format.write ? format.write(thing) : { v: format.version, ...thing }));
      } catch {
        // Private browsing or a full quota: the page goes on, this thing just will not last.
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
  const drop = (why: Error): Read<never> => {
    self.clear();
    return { value: null, dropped: why };
  };
  return self;
}

/** The version a stored thing says it is (`v`), or undefined. */
export function versionOf(stored: unknown): unknown {
  return typeof stored === 'object' && stored !== null ? (stored as { v?: unknown }).v : undefined;
}
