// The sandbox's save slot (components/core/sandbox/storage.ts): format 3 (a share-link record) is
// written; formats 1 and 2 are still read; anything else is refused with a sentence for the reader.
import { describe, expect, it } from 'vitest';
import { notationSave } from '../../src/components/core/sandbox/share-codec.ts';
import { saveSlot, storageKey, type KeyValueStore } from '../../src/components/core/sandbox/storage.ts';

function slot(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(storageKey('g'), initial);
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, slot: saveSlot('g', () => store) };
}

const settings = { pace: 300, reveal: true, strong: false };

describe('the save slot', () => {
  it('writes format 3: the record and the settings, nothing else', () => {
    const { map, slot: s } = slot();
    s.write({ record: 'AgFn', ...settings });
    expect(JSON.parse(map.get(storageKey('g')) ?? '')).toEqual({ v: 3, record: 'AgFn', ...settings });
    expect(s.read()).toEqual({ record: 'AgFn', tools: false, ...settings });
  });

  it('says when a record starts from a hand-written position (it needs the tools)', () => {
    const { slot: s } = slot();
    s.write({ record: 'AgFn', tools: true, ...settings });
    expect(s.read()).toMatchObject({ record: 'AgFn', tools: true });
  });

  it('still reads format 2 (setup and moves) and format 1 (a record, tools to be sure)', () => {
    const setup = { options: {}, seed: 4, seat: 0 };
    const moves = [{ seat: 0, action: 'draw' }];
    const old = { v: 2, setup, moves, ...settings };
    expect(slot(JSON.stringify(old)).slot.read()).toEqual({ notation: old, ...settings });
    // Its setup and moves are checked where they are replayed, with the share-link codec.
    expect(notationSave(old)).toEqual({ setup, moves });
    for (const damaged of [{ ...old, setup: { ...setup, seed: 'x' } }, { ...old, moves: [{ seat: 0 }] }, { v: 2 }]) {
      expect(() => notationSave(damaged)).toThrow(/another version of the site or is damaged/);
    }
    expect(slot(JSON.stringify({ v: 1, record: 'eyJ2' })).slot.read()).toMatchObject({ record: 'eyJ2', tools: true });
  });

  it('refuses a save of another version or a damaged one, with a sentence', () => {
    expect(() => slot(JSON.stringify({ v: 9, record: 'x' })).slot.read()).toThrow(
      /another version of the site or is damaged/,
    );
    expect(() => slot(JSON.stringify({ v: 3 })).slot.read()).toThrow(/another version of the site or is damaged/);
    expect(() => slot('{"v":3,').slot.read()).toThrow('Your saved hand could not be read');
  });
});
