// Small immutable-list helpers the games share: states are plain objects with readonly arrays, so
// a change to one seat's entry is a copy with that entry replaced.

/** A copy of `items` with `items[index]` set to `value`. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}

/** How many times `item` occurs in `items`. */
export function occurrences<T>(items: readonly T[], item: T): number {
  let n = 0;
  for (const x of items) if (x === item) n++;
  return n;
}

// Each list below is allocated at its final length and filled, so building it allocates once (a
// slice then a push grows the copy's backing store a second time).

/** `items`, then `item`: a new list of exactly that length. */
export function appended<T>(items: readonly T[], item: T): T[] {
  const out = new Array<T>(items.length + 1);
  for (let i = 0; i < items.length; i++) out[i] = items[i] as T;
  out[items.length] = item;
  return out;
}

/** `items` without the one at `at`: a new list of exactly that length. */
export function withoutAt<T>(items: readonly T[], at: number): T[] {
  const out = new Array<T>(items.length - 1);
  for (let i = 0, j = 0; i < items.length; i++) if (i !== at) out[j++] = items[i] as T;
  return out;
}
