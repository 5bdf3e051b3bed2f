// The tie-breaker (rule tie-breaker, DY-18): each tied player flips one card from the deck; the
// highest value wins, the Crown above all and a Moon by moonValue (high under 'both'), suits not
// counting. Players still level flip again among themselves; the game loop does that.

import type { DayCard } from './deck.ts';
import type { MoonValue } from './options.ts';
import { highValue } from './values.ts';

/** A flipped card's value: suns 1 to 12, the Moon 13 (0 when moonValue is 0), the Crown 14. */
export function tieBreakValue(card: DayCard, moonValue: MoonValue): number {
  return highValue(card, moonValue);
}

/** Indices of the highest flips; more than one means those players flip again. */
export function tieBreakWinners(flips: readonly DayCard[], moonValue: MoonValue): number[] {
  if (flips.length === 0) throw new RangeError('A tie-breaker needs at least one flipped card.');
  const values = flips.map((card) => tieBreakValue(card, moonValue));
  const top = Math.max(...values);
  return values.flatMap((value, i) => (value === top ? [i] : []));
}
