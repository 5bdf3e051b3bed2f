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
