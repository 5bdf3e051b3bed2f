// Seeded randomness that lives inside the game state. The generator's state is a plain array of
// numbers, so a game state stays a serialisable plain object and (options, seed, actions) replays
// to the identical game: undo, share links and bug reports all rest on that.

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

export type RngState = readonly number[];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** Fisher-Yates shuffle; returns the shuffled copy and the advanced generator state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const gen = xoroshiro128plusFromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, gen.getState()];
}

/** A uniform integer in [from, to], and the advanced generator state. */
export function randomInt(from: number, to: number, rng: RngState): [number, RngState] {
  const gen = xoroshiro128plusFromState(rng);
  const value = uniformInt(gen, from, to);
  return [value, gen.getState()];
}

/**
 * A mutable generator for code outside the game state (random playouts, tests, bots that
 * randomise): same algorithm, so a test seed means the same thing everywhere.
 */
export interface Random {
  int(from: number, to: number): number;
  pick<T>(items: readonly T[]): T;
}

export function makeRandom(seed: number): Random {
  const gen = xoroshiro128plus(seed | 0);
  return {
    int: (from, to) => uniformInt(gen, from, to),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[uniformInt(gen, 0, items.length - 1)] as T;
    },
  };
}
