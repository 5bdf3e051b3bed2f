// The win conditions (rule win-conditions) checked on one concrete five-card hand: slots 0 and 1
// are the player's hole cards, slots 2, 3 and 4 the community cards [c1, c2, final] (DY-6, DY-9).
// "Concrete" means the Crown has already been replaced by the real card it stands for; only
// Highest Card sees the Crown itself, as the highest card of all (DY-3). showdown.ts tries each
// replacement and keeps the best. Each check returns the slots that make the condition, in the
// order a reader would lay them out, and a key that compares two hands inside the condition
// (empty where the rules give no way and equal points go to the tie-breaker, DY-17).

import { MOON } from './deck.ts';
import type { DayOptions, MoonValue } from './options.ts';
import { highValueOfRank, runRange, runValueIn } from './values.ts';

export type DayCondition =
  'highest-card' | 'x-of-a-kind' | 'eclipse' | 'consecutive' | 'full-consecutive' | 'day' | 'full-day';

/** The table's order, weakest first; also the order the best condition is preferred in on equal points. */
export const DAY_CONDITIONS: readonly DayCondition[] = [
  'highest-card',
  'x-of-a-kind',
  'eclipse',
  'consecutive',
  'full-consecutive',
  'day',
  'full-day',
];

const TABLE_POINTS: Readonly<Record<Exclude<DayCondition, 'full-day'>, number>> = {
  'highest-card': 1,
  'x-of-a-kind': 2,
  eclipse: 3,
  consecutive: 4,
  'full-consecutive': 5,
  day: 6,
};

/** The condition's points before any substitution penalty; Full Day by fullDayPoints (DY-15). */
export function conditionPoints(condition: DayCondition, fullDayPoints: DayOptions['fullDayPoints']): number {
  return condition === 'full-day' ? fullDayPoints : TABLE_POINTS[condition];
}

export function conditionOrder(condition: DayCondition): number {
  return DAY_CONDITIONS.indexOf(condition);
}

/** The options the showdown reads. */
export type ShowdownOptions = Pick<
  DayOptions,
  | 'moonValue'
  | 'dayMiddle'
  | 'dayDealerBoth'
  | 'fullDayPoints'
  | 'highCard'
  | 'consecutiveHoleCards'
  | 'runsCompareTop'
  | 'eclipseCountsFolded'
>;

/** A condition found in a hand. */
export interface Found {
  readonly condition: DayCondition;
  readonly points: number;
  /** Slots (0, 1 hole; 2, 3, 4 community) of the cards that make it, in reading order. */
  readonly slots: readonly number[];
  /** Compares two hands inside the condition, higher first; empty when it cannot (DY-17). */
  readonly key: readonly number[];
  /** Runs only: the top value, preferred when choosing what a Crown stands for even if not compared. */
  readonly top?: number;
  /** Eclipse only: suits (bit 0 Rising, 1 Risen, 2 Setting) of the Moons revealed outside the hand. */
  readonly outsideMoons?: number;
}

/** Positive when a is better: points, then the table's order, then the key. */
export function compareFound(a: Found, b: Found): number {
  return a.points - b.points || conditionOrder(a.condition) - conditionOrder(b.condition) || compareKeys(a.key, b.key);
}

/** Lexicographic, higher first; keys of one condition under one set of options have one length. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

const HAND = 5;
const HOLE = 2;
const NO_SLOTS: readonly number[] = [];
const BOTH_HOLE: readonly number[] = [0, 1];
const FIRST_HOLE: readonly number[] = [0];
const SECOND_HOLE: readonly number[] = [1];

/**
 * Highest Card (DY-10): 'top' compares the single highest value, 'kickers' every value in turn.
 * Here the Crown (rank 0) is still itself, worth more than a Moon (DY-3).
 */
export function highestCard(ranks: ArrayLike<number>, options: ShowdownOptions): Found {
  const order = [0, 1, 2, 3, 4];
  const values = order.map((slot) => highValueOfRank(ranks[slot] as number, options.moonValue));
  // Stable: equal values keep hole cards first.
  order.sort((a, b) => (values[b] as number) - (values[a] as number));
  const slots = options.highCard === 'top' ? order.slice(0, 1) : order;
  return {
    condition: 'highest-card',
    points: TABLE_POINTS['highest-card'],
    slots,
    key: slots.map((slot) => values[slot] as number),
  };
}

/** X of a kind (DY-11): the most cards of one rank, X at least 2, then the higher value. */
export function xOfAKind(ranks: ArrayLike<number>, moonValue: MoonValue): Found | null {
  let bestRank = -1;
  let bestCount = 1;
  let bestValue = -1;
  for (let i = 0; i < HAND; i++) {
    const rank = ranks[i] as number;
    let count = 0;
    for (let j = 0; j < HAND; j++) if (ranks[j] === rank) count++;
    const value = highValueOfRank(rank, moonValue);
    if (count > bestCount || (count === bestCount && count >= 2 && value > bestValue)) {
      bestRank = rank;
      bestCount = count;
      bestValue = value;
    }
  }
  if (bestRank < 0) return null;
  const slots: number[] = [];
  for (let i = 0; i < HAND; i++) if (ranks[i] === bestRank) slots.push(i);
  return { condition: 'x-of-a-kind', points: TABLE_POINTS['x-of-a-kind'], slots, key: [bestCount, bestValue] };
}

/**
 * Eclipse (DY-16): all three Moons revealed (in the hand, or outside it: `outsideMoons`, a mask of
 * suits), and at least one of them among the player's hole cards. More Moons held wins.
 */
export function eclipse(ranks: ArrayLike<number>, suits: ArrayLike<number>, outsideMoons: number): Found | null {
  let held = 0;
  let mask = outsideMoons;
  const slots: number[] = [];
  for (let i = 0; i < HAND; i++) {
    if (ranks[i] !== MOON) continue;
    mask |= 1 << (suits[i] as number);
    slots.push(i);
    if (i < HOLE) held++;
  }
  if (held === 0 || mask !== 7) return null;
  // Moons shown by others are only the ones the hand itself lacks.
  let own = 0;
  for (const slot of slots) own |= 1 << (suits[slot] as number);
  return {
    condition: 'eclipse',
    points: TABLE_POINTS.eclipse,
    slots,
    key: [held],
    outsideMoons: 7 & ~own,
  };
}

/**
 * A run of `length` consecutive values (DY-12, DY-13), the highest first. Length 4 must use the
 * player's hole cards (both, or at least one, by consecutiveHoleCards); length 5 uses all five.
 * The key is the top value when runsCompareTop, else empty (DY-17).
 */
export function run(ranks: ArrayLike<number>, length: 4 | 5, options: ShowdownOptions): Found | null {
  const { low, high } = runRange(options.moonValue);
  const slotOf = [-1, -1, -1, -1, -1];
  const valueOf = [-1, -1, -1, -1, -1];
  for (let top = high; top - length + 1 >= low; top--) {
    const bottom = top - length + 1;
    for (let i = 0; i < HAND; i++) valueOf[i] = runValueIn(ranks[i] as number, bottom, top, options.moonValue);
    if (length === 5) {
      if (!fillWindow(valueOf, slotOf, bottom, length, NO_SLOTS)) continue;
    } else {
      const hole0 = valueOf[0] as number;
      const hole1 = valueOf[1] as number;
      let required: readonly number[];
      if (options.consecutiveHoleCards === 2) {
        if (hole0 < 0 || hole1 < 0 || hole0 === hole1) continue;
        required = BOTH_HOLE;
      } else {
        if (hole0 < 0 && hole1 < 0) continue;
        required = hole0 >= 0 && hole1 >= 0 && hole0 !== hole1 ? BOTH_HOLE : hole0 >= 0 ? FIRST_HOLE : SECOND_HOLE;
      }
      if (!fillWindow(valueOf, slotOf, bottom, length, required)) continue;
    }
    return {
      condition: length === 5 ? 'full-consecutive' : 'consecutive',
      points: TABLE_POINTS[length === 5 ? 'full-consecutive' : 'consecutive'],
      slots: slotOf.slice(0, length),
      key: options.runsCompareTop ? [top] : [],
      top,
    };
  }
  return null;
}

/**
 * Chooses one slot for each value bottom..bottom+length-1: the `required` slots for their own
 * values, any other slot for the rest. Each slot has one value in a window (values.ts), so a slot
 * is never wanted twice. Writes the choice, in value order, into slotOf.
 */
function fillWindow(
  valueOf: readonly number[],
  slotOf: number[],
  bottom: number,
  length: number,
  required: readonly number[],
): boolean {
  for (let k = 0; k < length; k++) slotOf[k] = -1;
  for (const slot of required) slotOf[(valueOf[slot] as number) - bottom] = slot;
  for (let k = 0; k < length; k++) {
    if (slotOf[k] !== -1) continue;
    for (let i = 0; i < HAND; i++) {
      if (valueOf[i] === bottom + k) {
        slotOf[k] = i;
        break;
      }
    }
    if (slotOf[k] === -1) return false;
  }
  return true;
}

const RISING = 0;
const RISEN = 1;
const SETTING = 2;

/**
 * Day (DY-14, DY-6): both hole cards Rising or both Setting; the middle card Risen (the final card,
 * or the second by dayMiddle); and the dealer's other card(s) of the other of Rising and Setting:
 * at least one of them, or both with dayDealerBoth. With dayMiddle 'second', the dealer's other
 * cards are the first and the final card.
 */
export function day(suits: ArrayLike<number>, options: ShowdownOptions): Found | null {
  const own = suits[0] as number;
  if (own !== suits[1] || (own !== RISING && own !== SETTING)) return null;
  const middle = options.dayMiddle === 'final' ? 4 : 3;
  if (suits[middle] !== RISEN) return null;
  const other = own === RISING ? SETTING : RISING;
  const dealer = middle === 4 ? [2, 3] : [2, 4];
  const matching = dealer.filter((slot) => suits[slot] === other);
  if (matching.length === 0 || (options.dayDealerBoth && matching.length < 2)) return null;
  return { condition: 'day', points: TABLE_POINTS.day, slots: [0, 1, ...matching, middle], key: [] };
}

/**
 * The best condition of a concrete hand other than Highest Card, or null. Full Day (DY-15) is a
 * Day whose same five cards also make a Full Consecutive.
 */
export function bestConcrete(
  ranks: ArrayLike<number>,
  suits: ArrayLike<number>,
  outsideMoons: number,
  options: ShowdownOptions,
): Found | null {
  return bestOf(
    day(suits, options),
    run(ranks, 5, options),
    run(ranks, 4, options),
    ranks,
    suits,
    outsideMoons,
    options,
  );
}

/**
 * The best of the parts already found: a Day (which reads only suits), the two runs (ranks only),
 * then Eclipse and X of a kind, checked only when nothing above them is met. showdown.ts finds the
 * parts once per suit or rank when it tries each card for a Crown.
 */
export function bestOf(
  dayFound: Found | null,
  full: Found | null,
  four: Found | null,
  ranks: ArrayLike<number>,
  suits: ArrayLike<number>,
  outsideMoons: number,
  options: ShowdownOptions,
): Found | null {
  if (dayFound !== null && full !== null) {
    return { condition: 'full-day', points: options.fullDayPoints, slots: full.slots, key: [], top: full.top ?? 0 };
  }
  if (dayFound !== null) return dayFound;
  if (full !== null) return full;
  return four ?? eclipse(ranks, suits, outsideMoons) ?? xOfAKind(ranks, options.moonValue);
}
