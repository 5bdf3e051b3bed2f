// The one storage module every saved thing goes through (components/core/storage.ts): a place is
// worked-hands:<name>; a thing is written with its format's version and read back through the
// format's check; what does not read back is dropped, saying why in a sentence; blocked or full
// storage is an empty place, and nothing throws.
import { describe, expect, test } from 'vitest';
import { keyOf, place, versionOf, type Format } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';

interface Note {
  readonly text: string;
}

/** A thing of version 2 whose version 1 (a bare string) still reads. */
const NOTE: Format<Note> = {
  version: 2,
  read: (stored) =>
    typeof stored === 'string'
      ? { text: stored }
      : versionOf(stored) === 2 && typeof (stored as Note).text === 'string'
        ? { text: (stored as Note).text }
        : null,
};

describe('a place', () => {
  test('keeps a thing under worked-hands:<name>, with its version, and reads it back', () => {
    const { map, get } = memory();
    const note = place('note:dawn', get);
    expect(keyOf('note:dawn')).toBe('worked-hands:note:dawn');
    expect(note.read(NOTE)).toEqual({ value: null, dropped: null });
    note.write(NOTE, { text: 'hello' });
    expect(map.get('worked-hands:note:dawn')).toBe('{"v":2,"text":"hello"}');
    expect(note.text()).toBe('{"v":2,"text":"hello"}');
    expect(note.read(NOTE)).toEqual({ value: { text: 'hello' }, dropped: null });
    note.clear();
    expect(map.size).toBe(0);
  });

  test('reads an older version its format still reads', () => {
    const { map, get } = memory();
    map.set('worked-hands:note:dawn', '"from before"');
    expect(place('note:dawn', get).read(NOTE)).toEqual({ value: { text: 'from before' }, dropped: null });
  });

  test('drops what does not read back, saying why, and touches nothing else', () => {
    for (const [text, why] of [
      ['{"v":2,', 'It could not be read'],
      ['{"v":9,"text":"x"}', 'It is from another version of the site or is damaged'],
    ] as const) {
      const { map, get } = memory();
      map.set('worked-hands:note:dawn', text);
      map.set('worked-hands:note:day', '"kept"');
      const read = place('note:dawn', get).read(NOTE);
      expect(read.value).toBeNull();
      expect(read.dropped?.message).toBe(why);
      expect([...map.keys()]).toEqual(['worked-hands:note:day']);
    }
    // A format's own sentences: for text that is not JSON, and thrown by its check.
    const { map, get } = memory();
    map.set('worked-hands:note:dawn', 'garbage');
    const own = { ...NOTE, unreadable: 'Your note could not be read' };
    expect(place('note:dawn', get).read(own).dropped?.message).toBe('Your note could not be read');
    map.set('worked-hands:note:dawn', '{}');
    const throwing: Format<Note> = {
      version: 2,
      read: () => {
        throw new Error('Your note is damaged');
      },
    };
    expect(place('note:dawn', get).read(throwing).dropped?.message).toBe('Your note is damaged');
  });

  test('is empty where storage is blocked or full, and nothing throws', () => {
    const blocked = place('note:dawn', () => {
      throw new Error('SecurityError');
    });
    expect(blocked.text()).toBeNull();
    expect(blocked.read(NOTE)).toEqual({ value: null, dropped: null });
    expect(() => blocked.write(NOTE, { text: 'x' })).not.toThrow();
    expect(() => blocked.clear()).not.toThrow();
    const full = place('note:dawn', () => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    }));
    expect(() => full.write(NOTE, { text: 'x' })).not.toThrow();
  });

  test('writes what its format says it writes', () => {
    const { map, get } = memory();
    const bare: Format<Note> = { ...NOTE, write: (note) => note.text };
    place('note:dawn', get).write(bare, { text: 'plain' });
    expect(map.get('worked-hands:note:dawn')).toBe('"plain"');
  });
});
