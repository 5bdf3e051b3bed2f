// The sandbox's save slot (components/core/sandbox/storage.ts, a place of the site's one storage
// module) and the save read back in its format (share-codec.ts's SAVE_FORMAT): format 3 (a
// share-link record) is written; formats 1 and 2 are still read; anything else is dropped with a
// sentence for the reader; a setting out of bounds is its default.
import { describe, expect, it } from 'vitest';
import { notationSave, SAVE_FORMAT } from '../../src/components/core/sandbox/share-codec.ts';
import { saveSlot, storageKey, type Saved } from '../../src/components/core/sandbox/storage.ts';
import type { KeyValueStore } from '../../src/components/core/storage.ts';

function slot(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(storageKey('g'), initial);
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  const saves = saveSlot('g', () => store);
  // The slot reads the save in its format, as the sandbox restores it; a damaged one throws here.
  const read = () => {
    const { value, dropped } = saves.read(SAVE_FORMAT);
    if (dropped) throw dropped;
    return value;
  };
  const write = (saved: Saved) => saves.write(SAVE_FORMAT, saved);
  return { map, slot: { ...saves, read, write } };
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
    expect(blocked.read(SAVE_FORMAT)).toEqual({ value: null, dropped: null });
    expect(blocked.text()).toBeNull();
  });

  it('drops a save of another version or a damaged one, with a sentence', () => {
    for (const [text, why] of [
      [JSON.stringify({ v: 9, record: 'x' }), /another version of the site or is damaged/],
      [JSON.stringify({ v: 3 }), /another version of the site or is damaged/],
      ['{"v":3,', /^Your saved hand could not be read$/],
    ] as const) {
      const { map, slot: s } = slot(text);
      expect(() => s.read()).toThrow(why);
      expect(map.size, 'the damaged save is dropped').toBe(0);
    }
  });
});
