// The sandbox's saved place, versioned, kept through the site's one storage module (../storage.ts).
// Format 3 (what is written) keeps the hand as the same opaque record a share link holds
// (core/record-codec.ts: each move is its place among the legal moves), so the save never names a
// card played face down, as moves in notation would (Day's mucked card, DWYN's discards into the
// pool). Kept in the page's localStorage, or any store with the same three calls (the controller's
// tests use a map). A save is read back, older formats too, in share-codec.ts's SAVE_FORMAT, which
// loads with the codec that replays it: the page's own script only asks whether there is one.

import { keyOf, place, type KeyValueStore, type Place } from '../storage.ts';

/** What is written: a record (format 3). Format 2 (setup and moves in notation) and format 1 are read. */
export const STORAGE_VERSION = 3;

/** The bots' paces the sandbox offers, and so the only ones a save may hold. */
export const PACES = [
  { ms: 1500, label: 'Slow' },
  { ms: 800, label: 'Normal' },
  { ms: 300, label: 'Fast' },
  { ms: 0, label: 'Instant' },
] as const;

/** The bots' pace until the reader chooses one (or a save restores theirs). */
export const DEFAULT_PACE = 800;

/** A hand as a save keeps it: its share-link record, and whether replaying it needs the game's tools. */
export interface SavedHand {
  /** The hand as a share link's record (share-codec.ts's encodeSession). */
  readonly record: string;
  /** The record starts from a hand-written position, so it needs the game's tools to replay. */
  readonly tools?: boolean;
}

/** The reader's settings, saved with the hand. */
export interface Settings {
  readonly pace: number;
  readonly reveal: boolean;
  /** The bots search (the strong bot) rather than play by rule of thumb. */
  readonly strong: boolean;
}

export interface Saved extends SavedHand, Settings {
  /** The hands links replaced, the last one latest (opening.ts): written only when there are some. */
  readonly kept?: readonly SavedHand[];
}

/**
 * A save as read back (share-codec.ts's readSave): a record to decode (formats 1 and 3), or a
 * format 2 save, not yet checked; its hands kept from before links as stored, checked where they
 * are opened (opening.ts).
 */
export type Restored = Settings & { readonly kept: unknown } & (
    { readonly notation: Readonly<Record<string, unknown>> } | { readonly record: string; readonly tools: boolean }
  );

/** One game's saved hand, as the sandbox controller reads, writes and clears it. */
export type SaveSlot = Place;

export function storageKey(gameId: string): string {
  return keyOf(`sandbox:${gameId}`);
}

/** `gameId`'s save in `store` (the page's localStorage), through the site's one storage module. */
export function saveSlot(gameId: string, store?: () => KeyValueStore): SaveSlot {
  return place(`sandbox:${gameId}`, store);
}
