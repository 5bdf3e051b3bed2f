// A store with localStorage's three calls, kept in a map the test can read and write: what the
// tests of the saved things (the storage module's places) give in place of the page's storage.
import type { KeyValueStore } from '../../src/components/core/storage.ts';

export function memory(): { map: Map<string, string>; get: () => KeyValueStore } {
  const map = new Map<string, string>();
  const kv: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, get: () => kv };
}
