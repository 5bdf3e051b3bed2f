// Seeded randomness that lives inside the game state. The generator's state is a plain array of
// numbers, so a game state stays a serialisable plain object and (options, seed, actions) replays
// to the identical game: undo, share links and bug reports all rest on that.
//
// The generator is xoroshiro128+ on four 32-bit halves, and a uniform integer is drawn by
// rejection so every value is equally likely. It is the same algorithm and the same draws as
// pure-rand's xoroshiro128plus and uniformInt, which the site used before (a test checks every
// draw against pure-rand): saved games, share links and example seeds deal the same cards. Written
// here because the pages need only this much of it, and it is a few hundred bytes.

export type RngState = readonly number[];

/** A generator's four 32-bit halves, advanced in place. */
class Xoroshiro {
  constructor(
    private s01: number,
    private s00: number,
    private s11: number,
    private s10: number,
  ) {}

  static fromState(state: RngState): Xoroshiro {
    if (state.length !== 4) throw new Error('A generator state has four numbers.');
    return new Xoroshiro(state[0] as number, state[1] as number, state[2] as number, state[3] as number);
  }

  /** The next 32-bit output, as a signed integer. */
  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** A uniform integer in [from, to] (a range of at most 2^32 values). */
  int(from: number, to: number): number {
    const size = to - from + 1;
    // Outputs at or above the largest multiple of `size` are drawn again, so none is favoured.
    const limit = size > 2 ? Math.floor(4294967296 / size) * size : 4294967296;
    let value = this.next() + 2147483648;
    while (value >= limit) value = this.next() + 2147483648;
    return (value % size) + from;
  }

  state(): number[] {
    return [this.s01, this.s00, this.s11, this.s10];
  }
}

function seeded(seed: number): Xoroshiro {
  return new Xoroshiro(-1, ~seed, seed | 0, 0);
}

/**
 * The seeds that deal apart: the generator takes a seed's 32 bits (`~seed`, `seed | 0`), so two
 * seeds outside this range can deal the same cards, and 1e308 deals as 0. A record names one of these.
 */
export const SEED_RANGE = { least: -(2 ** 31), most: 2 ** 31 - 1 } as const;

export function isSeed(seed: unknown): seed is number {
  return Number.isInteger(seed) && (seed as number) >= SEED_RANGE.least && (seed as number) <= SEED_RANGE.most;
}

export function seedRng(seed: number): RngState {
  return seeded(seed).state();
}

/** A generator that draws in place, for code that draws many numbers in one go. */
export interface Drawing {
  /** A uniform integer in [from, to]. */
  int(from: number, to: number): number;
  /** The state it has come to: what a state's `rng` becomes after the draws. */
  state(): RngState;
}

/** Draws from `rng` on, in place: the same draws as randomInt would give one by one. */
export function drawFrom(rng: RngState): Drawing {
  return Xoroshiro.fromState(rng);
}

/** Fisher-Yates shuffle; returns the shuffled copy and the advanced generator state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const gen = Xoroshiro.fromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = gen.int(0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, gen.state()];
}

/** A uniform integer in [from, to], and the advanced generator state. */
export function randomInt(from: number, to: number, rng: RngState): [number, RngState] {
  const gen = Xoroshiro.fromState(rng);
  const value = gen.int(from, to);
  return [value, gen.state()];
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
  const gen = seeded(seed | 0);
  return {
    int: (from, to) => gen.int(from, to),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[gen.int(0, items.length - 1)] as T;
    },
  };
}
