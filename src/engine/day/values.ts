// What a card is worth in each use (rules card-values, moon-value, crown). Two scales:
// - the "high" value, for Highest Card, X of a kind and tie-breaker flips: suns 1 to 12, a Moon 13
//   or 0 by moonValue (DY-1), the Crown 14, above everything (DY-3, DY-18). Under moonValue 'both'
//   a Moon is high here, as a poker Ace is high outside straights.
// - the "run" values, for Consecutive and Full Consecutive: a Moon is 13, or 0, or either under
//   'both' (Moon-1-2-3 and 10-11-12-Moon, never 12-Moon-1: DY-1). The Crown has no run value of
//   its own: it takes the rank that makes the best run (conditions.ts).
// Run values are kept as bit masks (bit v for value v), so the evaluator finds a run of values with
// a few bitwise operations; a window of 5 or fewer values never holds both 0 and 13, so a card has at
// most one value in any window a run can use.

import { CROWN_RANK, dayRank, MOON, type DayCard, type DayRank } from './deck.ts';
import type { MoonValue } from './options.ts';

/** The Crown's high value: above the Moon (DY-3). */
const CROWN_HIGH = 14;

/** High value of a rank (1 to 12, MOON, or CROWN_RANK). */
export function highValueOfRank(rank: DayRank, moonValue: MoonValue): number {
  if (rank === CROWN_RANK) return CROWN_HIGH;
  if (rank === MOON) return moonValue === 0 ? 0 : 13;
  return rank;
}

/** High value of a card: Highest Card, X of a kind, tie-breaker flips. */
export function highValue(card: DayCard, moonValue: MoonValue): number {
  return highValueOfRank(dayRank(card), moonValue);
}

/** The lowest and highest value a run may use: Moon-1-2-3 needs 0, 10-11-12-Moon needs 13. */
export function runRange(moonValue: MoonValue): { readonly low: number; readonly high: number } {
  return moonValue === 13 ? MOON_HIGH : moonValue === 0 ? MOON_LOW : MOON_EITHER;
}

const MOON_HIGH = { low: 1, high: 13 } as const;
const MOON_LOW = { low: 0, high: 12 } as const;
const MOON_EITHER = { low: 0, high: 13 } as const;

/** The run values a rank may take, as a mask (bit v for value v); none for the Crown. */
export function runValueBits(rank: DayRank, moonValue: MoonValue): number {
  if (rank === CROWN_RANK) return 0;
  if (rank === MOON) return moonValue === 13 ? 1 << 13 : moonValue === 0 ? 1 : 1 | (1 << 13);
  return 1 << rank;
}

/** The values of a window low..high, as a mask. */
export function windowBits(low: number, high: number): number {
  return ((1 << (high - low + 1)) - 1) << low;
}

/**
 * The run value a real card takes inside the window low..high, or -1 when it cannot. A window of
 * 5 or fewer never holds both 0 and 13, so a Moon under 'both' has at most one value in it.
 */
export function runValueIn(rank: DayRank, low: number, high: number, moonValue: MoonValue): number {
  const inWindow = runValueBits(rank, moonValue) & windowBits(low, high);
  return inWindow === 0 ? -1 : 31 - Math.clz32(inWindow);
}

/** "7", "Moon", "Crown": a value's name in labels (run values 0 and 13 are both the Moon). */
export function valueName(value: number): string {
  if (value === CROWN_HIGH) return 'Crown';
  if (value === 0 || value === 13) return 'Moon';
  return String(value);
}
