// A shuffled copy of a list, drawn with the question's seeded generator: the order of choices and
// of a quiz's topics. Here rather than in rng.ts, so it travels with the questions and not with
// every page's engine.

import type { Random } from '../rng.ts';

/** A shuffled copy of `items` (Fisher-Yates, as rng.ts shuffle does with a generator state). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
