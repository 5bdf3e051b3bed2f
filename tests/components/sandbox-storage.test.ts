// The sandbox's save slot (components/core/sandbox/storage.ts) and the save read back
// (share-codec.ts's readSave): format 3 (a share-link record) is written; formats 1 and 2 are still
// read; anything else is refused with a sentence for the reader; a setting out of bounds is its
// default.
import { describe, expect, it } from 'vitest';
import { notationSave, readSave } from '../../src/components/core/sandbox/share-codec.ts';
import { saveSlot, storageKey, type KeyValueStore } from '../../src/components/core/sandbox/storage.ts';

function slot(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(storageKey('g'), initial);
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  const saves = saveSlot('g', () => store);
  // The slot gives the save's text; readSave reads it as the sandbox restores it.
  const read = () => {
    const text = saves.read();
    return text === null ? null : readSave(text);
  };
  return { map, slot: { ...saves, read } };
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

  it('checks each setting against its bounds: one out of them is its default, and nothing else is lost', () => {
    const read = (stored: Record<string, unknown>) =>
      slot(JSON.stringify({ v: 3, record: 'AgFn', ...stored })).slot.read();
    // Only the paces the sandbox offers: a pace of a day would stall the bots.
    for (const pace of [0, 300, 800, 1500]) expect(read({ pace })).toMatchObject({ pace });
    for (const pace of [86_400_000, -1, 500, '300', null, Number.NaN, 1e308]) {
      expect(read({ pace, reveal: true, strong: true })).toMatchObject({
        record: 'AgFn',
        pace: 800,
        reveal: true,
        strong: true,
      });
    }
    expect(read({ pace: 300, reveal: 'yes', strong: 1 })).toMatchObject({ pace: 300, reveal: false, strong: false });
  });

  it('gives nothing where there is no save, or storage is blocked', () => {
    expect(slot().slot.read()).toBeNull();
    const blocked = saveSlot('g', () => {
      throw new Error('SecurityError');
    });
    expect(blocked.read()).toBeNull();
  });

  it('refuses a save of another version or a damaged one, with a sentence', () => {
    expect(() => slot(JSON.stringify({ v: 9, record: 'x' })).slot.read()).toThrow(
      /another version of the site or is damaged/,
    );
    expect(() => slot(JSON.stringify({ v: 3 })).slot.read()).toThrow(/another version of the site or is damaged/);
    expect(() => slot('{"v":3,').slot.read()).toThrow('Your saved hand could not be read');
  });
});
