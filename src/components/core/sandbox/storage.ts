// The sandbox's saved place, versioned. Anything unreadable is reported and discarded, never
// allowed to break the page.

export const STORAGE_VERSION = 1;

export interface Saved {
  readonly record: string;
  readonly pace: number;
  readonly reveal: boolean;
}

export function storageKey(gameId: string): string {
  return `worked-hands:sandbox:${gameId}`;
}

export function readSaved(gameId: string): Saved | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(storageKey(gameId));
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
  const saved = raw as Partial<Saved> & { v?: unknown };
  if (typeof raw !== 'object' || raw === null || saved.v !== STORAGE_VERSION || typeof saved.record !== 'string') {
    throw new Error('Your saved hand is from another version of the site or is damaged');
  }
  return {
    record: saved.record,
    pace: typeof saved.pace === 'number' && saved.pace >= 0 ? saved.pace : 800,
    reveal: saved.reveal === true,
  };
}

export function writeSaved(gameId: string, saved: Saved): void {
  try {
    window.localStorage.setItem(storageKey(gameId), JSON.stringify({ v: STORAGE_VERSION, ...saved }));
  } catch {
    // Private browsing or a full quota: the game goes on, it just will not survive a reload.
  }
}

export function clearSaved(gameId: string): void {
  try {
    window.localStorage.removeItem(storageKey(gameId));
  } catch {
    // Nothing to clear.
  }
}
