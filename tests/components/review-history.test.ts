// The reader's reviewed hands of a game (components/core/review/history.ts): the last 20 kept in
// localStorage, oldest first; damaged records read as no history, and a store that refuses writes
// still gives back this hand.
import { afterEach, expect, test, vi } from 'vitest';
import { addToHistory, readHistory } from '../../src/components/core/review/history.ts';

function store(refuse = false) {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('quota');
      items.set(key, value);
    },
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('keeps the last 20 reviewed hands of each game, oldest first', () => {
  store();
  for (let i = 0; i < 25; i++) addToHistory('dawn', { accuracy: i / 25, decisions: i });
  addToHistory('day', { accuracy: 1, decisions: 3 });
  const kept = readHistory('dawn');
  expect(kept).toHaveLength(20);
  expect(kept[0]?.decisions).toBe(5);
  expect(kept.at(-1)?.decisions).toBe(24);
  expect(readHistory('day')).toEqual([{ accuracy: 1, decisions: 3 }]);
});

test('a damaged record reads as no history, or as its sound entries', () => {
  const items = store();
  items.set('worked-hands:review:dawn', '{not json');
  expect(readHistory('dawn')).toEqual([]);
  items.set('worked-hands:review:dawn', JSON.stringify([{ accuracy: 0.5, decisions: 4 }, { accuracy: 'x' }, null]));
  expect(readHistory('dawn')).toEqual([{ accuracy: 0.5, decisions: 4 }]);
});

test('a store that refuses the write still gives back the hand just reviewed', () => {
  store(true);
  expect(addToHistory('dawn', { accuracy: 0.75, decisions: 4 })).toEqual([{ accuracy: 0.75, decisions: 4 }]);
});
