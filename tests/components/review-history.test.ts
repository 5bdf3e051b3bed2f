// The reader's reviewed hands of a game (components/core/review/history.ts's HISTORY_FORMAT, in a
// place of the site's one storage module): the last 20 kept, oldest first; the list stored bare
// before format 1 still reads; a damaged record keeps its sound entries, and one that cannot be read
// at all is dropped, saying so.
import { expect, test } from 'vitest';
import { HISTORY_FORMAT, withHand, type Reviewed } from '../../src/components/core/review/history.ts';
import { place } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';

function store() {
  const { map: items, get } = memory();
  return { items, history: (game: string) => place(`review:${game}`, get) };
}

test('keeps the last 20 reviewed hands of each game, oldest first', () => {
  const { history } = store();
  for (let i = 0; i < 25; i++) {
    const kept = history('dawn').read(HISTORY_FORMAT).value ?? [];
    history('dawn').write(HISTORY_FORMAT, withHand(kept, { accuracy: i / 25, decisions: i }));
  }
  history('day').write(HISTORY_FORMAT, withHand([], { accuracy: 1, decisions: 3 }));
  const kept = history('dawn').read(HISTORY_FORMAT).value ?? [];
  expect(kept).toHaveLength(20);
  expect(kept[0]?.decisions).toBe(5);
  expect(kept.at(-1)?.decisions).toBe(24);
  expect(history('day').read(HISTORY_FORMAT).value).toEqual([{ accuracy: 1, decisions: 3 }]);
});

test('reads the history stored before format 1 (the list itself), under the same key', () => {
  const { items, history } = store();
  const before: Reviewed[] = [
    { accuracy: 0.5, decisions: 4 },
    { accuracy: 0.9, decisions: 7 },
  ];
  items.set('worked-hands:review:dawn', JSON.stringify(before));
  expect(history('dawn').read(HISTORY_FORMAT)).toEqual({ value: before, dropped: null });
  history('dawn').write(HISTORY_FORMAT, withHand(before, { accuracy: 1, decisions: 2 }));
  expect(JSON.parse(items.get('worked-hands:review:dawn') ?? '')).toEqual({
    v: 1,
    hands: [...before, { accuracy: 1, decisions: 2 }],
  });
});

test('a damaged record keeps its sound entries; one that cannot be read is dropped, saying so', () => {
  const { items, history } = store();
  items.set('worked-hands:review:dawn', JSON.stringify([{ accuracy: 0.5, decisions: 4 }, { accuracy: 'x' }, null]));
  expect(history('dawn').read(HISTORY_FORMAT).value).toEqual([{ accuracy: 0.5, decisions: 4 }]);
  for (const text of ['{not json', JSON.stringify({ v: 7, hands: [] }), '"a string"']) {
    items.set('worked-hands:review:dawn', text);
    const read = history('dawn').read(HISTORY_FORMAT);
    expect(read.value, text).toBeNull();
    expect(read.dropped, text).toBeInstanceOf(Error);
    expect(items.has('worked-hands:review:dawn'), text).toBe(false);
  }
});

test('a store that refuses the write keeps nothing, and nothing throws', () => {
  const refusing = place('review:dawn', () => ({
    getItem: () => null,
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {},
  }));
  expect(() => refusing.write(HISTORY_FORMAT, [{ accuracy: 0.75, decisions: 4 }])).not.toThrow();
  expect(refusing.read(HISTORY_FORMAT)).toEqual({ value: null, dropped: null });
});
