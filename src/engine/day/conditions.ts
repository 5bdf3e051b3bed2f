// The win conditions (rule win-conditions), scored on one player's five cards: slots 0 and 1 are
// the hole cards, slots 2, 3 and 4 the community cards [c1, c2, final] (DY-6, DY-9). Each rule is
// written once, in integer and bitmask arithmetic on the cards' ranks, suits and run values
// (values.ts), and scoring allocates nothing: the showdown and the bot score millions of hands.
//
// The Crown (DY-3) stands for any one card, rank and suit chosen independently for each player. It
// is worked out, not tried as each of the 39 cards: a Day reads only its suit (the rule gives the
// suits that make one), the runs only its rank (the ranks that make the highest run), X of a kind
// only its rank (it joins the largest set), an Eclipse only whether it is a Moon and which (it may
// be the missing one); in Highest Card it is itself, the highest card (never needed: a Crown always
// makes a pair). Of the cards that give the best result, the Crown is said to stand for the one
// that reads best: the higher run, then a card the hand does not already hold, then the lowest rank
// and the first suit (chooseCrown).
//
// scoreFive gives the result as numbers (a Score): what the showdown and the bot compare. The cards
// that make it are laid out for the reader from the Score afterwards (conditionSlots, at the end),
// once per player: the layout never decides a condition, it only shows the one scored.

import { CROWN_INDEX, MOON, rankAt, suitNumberAt } from './deck.ts';
import type { DayOptions, MoonValue } from './options.ts';
import { highValueOfRank, runRange, runValueBits, runValueIn, windowBits } from './values.ts';

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

// Each condition's place in DAY_CONDITIONS, as Score.condition holds it.
export const HIGHEST_CARD = 0;
const X_OF_A_KIND = 1;
export const ECLIPSE = 2;
const CONSECUTIVE = 3;
const FULL_CONSECUTIVE = 4;
const DAY = 5;
const FULL_DAY = 6;

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

/**
 * A player's best result as numbers: what the showdown compares (DY-17). Filled in place by
 * scoreFive, so scoring allocates nothing.
 */
export interface Score {
  /** The condition, as its place in DAY_CONDITIONS. */
  condition: number;
  /** The table's points (Full Day by fullDayPoints, DY-15). */
  points: number;
  /** After the substitution penalty: one less, never below 1 (DY-7). */
  adjusted: number;
  /**
   * Compares results of the same condition (DY-17): the condition's key values (each below 16), 4
   * bits each, first value highest, so two keys compare as numbers as their lists compare in order.
   * 0 when only the tie-breaker can tell them apart.
   */
  key: number;
  /** A run's top value (Consecutive, Full Consecutive, Full Day); 0 otherwise. */
  top: number;
  /** The card the Crown stands for (its deck index); -1 when the hand holds no Crown. */
  crown: number;
}

export function newScore(): Score {
  return { condition: HIGHEST_CARD, points: 0, adjusted: 0, key: 0, top: 0, crown: -1 };
}

/** Two results head to head: positive when a wins, negative when b wins, 0 when the tie-breaker decides (DY-17). */
export function compareScores(a: Score, b: Score): number {
  if (a.adjusted !== b.adjusted) return a.adjusted - b.adjusted;
  return a.condition === b.condition ? a.key - b.key : 0;
}

/** A key's values as Score.key holds them. */
export function packKey(values: readonly number[]): number {
  let key = 0;
  for (const value of values) key = key * 16 + value;
  return key;
}

/** Score.key as the list of values a reader sees (DayResult.key): its length is the condition's. */
export function keyValues(score: Score, options: ShowdownOptions): number[] {
  const length = keyLength(score.condition, options);
  const values: number[] = [];
  for (let i = length - 1; i >= 0; i--) values.push(Math.floor(score.key / 16 ** i) % 16);
  return values;
}

function keyLength(condition: number, options: ShowdownOptions): number {
  switch (condition) {
    case HIGHEST_CARD:
      return options.highCard === 'top' ? 1 : HAND;
    case X_OF_A_KIND:
      return 2;
    case ECLIPSE:
      return 1;
    case CONSECUTIVE:
    case FULL_CONSECUTIVE:
      return options.runsCompareTop ? 1 : 0;
    default:
      return 0;
  }
}

const HAND = 5;
const HOLE = 2;
const RISING = 0;
const RISEN = 1;
const SETTING = 2;
const ALL_SUITS = 7;
/** Ranks 1 to 13 (the Moon) as a mask, bit r for rank r. */
const ALL_RANKS = 0x3ffe;
const MOON_ONLY = 1 << MOON;

/** The ranks whose run value is among `values` (bit v): suns by number, the Moon for 0 or 13. */
function ranksOf(values: number): number {
  return (values & 0x1ffe) | ((values & 0x2001) !== 0 ? MOON_ONLY : 0);
}

/** Run value masks by rank (0 the Crown, 1 to 13), one table per moonValue. */
const runBitsFor = (moonValue: MoonValue): Int32Array =>
  Int32Array.from({ length: MOON + 1 }, (_, rank) => runValueBits(rank, moonValue));
const RUN_BITS_13 = runBitsFor(13);
const RUN_BITS_0 = runBitsFor(0);
const RUN_BITS_BOTH = runBitsFor('both');

/** Points by condition (DAY_CONDITIONS order), but Full Day's, which is an option. */
const POINTS: readonly number[] = DAY_CONDITIONS.map((c) => (c === 'full-day' ? 0 : TABLE_POINTS[c]));

// The hand being scored: rank (0 the Crown), suit (3 the Crown) and run value mask of each slot.
const RANK = new Int32Array(HAND);
const SUIT = new Int32Array(HAND);
const RUN = new Int32Array(HAND);
// What the last call of each rule left for choosing the Crown's card: the ranks the Crown may take
// for the run found, for the Eclipse found (with its suits), and the rank of the set found.
let runRanks = 0;
let eclipseRanks = 0;
let eclipseSuits = 0;
let setRank = 0;

/**
 * One player's best result (DY-19) from five cards given as deck indices (hole, hole, c1, c2,
 * final); `outsideMoons` are the suits (bit 0 Rising, 1 Risen, 2 Setting) of the Moons revealed
 * outside the hand (DY-16). Writes it into `out` and returns it.
 */
export function scoreFive(
  cards: ArrayLike<number>,
  outsideMoons: number,
  substituted: boolean,
  options: ShowdownOptions,
  out: Score,
): Score {
  const moonValue = options.moonValue;
  const runBits = moonValue === 13 ? RUN_BITS_13 : moonValue === 0 ? RUN_BITS_0 : RUN_BITS_BOTH;
  let crown = -1;
  for (let i = 0; i < HAND; i++) {
    const index = cards[i] as number;
    const rank = rankAt(index);
    RANK[i] = rank;
    SUIT[i] = suitNumberAt(index);
    RUN[i] = runBits[rank] as number;
    if (index === CROWN_INDEX) crown = i;
  }
  let condition: number;
  let key = 0;
  let top = 0;
  let crownCard = -1;
  // The best condition the hand meets, from the top of the table down.
  const days = daySuits(crown, options);
  const full = runTop(5, crown, options);
  if (days !== 0 && full >= 0) {
    condition = FULL_DAY;
    top = full;
    if (crown >= 0) crownCard = chooseCrown(runRanks, days, cards);
  } else if (days !== 0) {
    condition = DAY;
    if (crown >= 0) crownCard = chooseCrown(ALL_RANKS, days, cards);
  } else if (full >= 0) {
    condition = FULL_CONSECUTIVE;
    top = full;
    if (options.runsCompareTop) key = full;
    if (crown >= 0) crownCard = chooseCrown(runRanks, ALL_SUITS, cards);
  } else {
    const four = runTop(4, crown, options);
    if (four >= 0) {
      condition = CONSECUTIVE;
      top = four;
      if (options.runsCompareTop) key = four;
      if (crown >= 0) crownCard = chooseCrown(runRanks, ALL_SUITS, cards);
    } else {
      const held = eclipseHeld(crown, outsideMoons);
      if (held > 0) {
        condition = ECLIPSE;
        key = held;
        if (crown >= 0) crownCard = chooseCrown(eclipseRanks, eclipseSuits, cards);
      } else {
        const set = bestSet(crown, moonValue);
        if (set >= 0) {
          condition = X_OF_A_KIND;
          key = set;
          if (crown >= 0) crownCard = chooseCrown(1 << setRank, ALL_SUITS, cards);
        } else {
          // The Crown (never here: it always makes a pair) would be itself, the highest card.
          condition = HIGHEST_CARD;
          key = highestKey(options);
        }
      }
    }
  }
  const points = condition === FULL_DAY ? options.fullDayPoints : (POINTS[condition] as number);
  out.condition = condition;
  out.points = points;
  out.adjusted = substituted && points > 1 ? points - 1 : points;
  out.key = key;
  out.top = top;
  out.crown = crownCard;
  return out;
}

/**
 * Of the cards (ranks and suits, as masks) that give the same best result, the one the Crown is
 * said to stand for: the lowest rank, then the first suit, that the hand does not already hold;
 * if it holds them all, simply the first.
 */
function chooseCrown(ranks: number, suits: number, cards: ArrayLike<number>): number {
  let first = -1;
  for (let rank = 1; rank <= MOON; rank++) {
    if ((ranks & (1 << rank)) === 0) continue;
    for (let suit = 0; suit < 3; suit++) {
      if ((suits & (1 << suit)) === 0) continue;
      const index = suit * MOON + rank - 1;
      if (first < 0) first = index;
      let held = false;
      for (let i = 0; i < HAND; i++) if (cards[i] === index) held = true;
      if (!held) return index;
    }
  }
  return first;
}

/**
 * Day (DY-14, DY-6) on the suits of the hand: both hole cards Rising or both Setting; the middle
 * card Risen (the final card, or the second by dayMiddle); and the dealer's other card(s) of the
 * other of Rising and Setting: at least one of them, or both with dayDealerBoth. With dayMiddle
 * 'second', the dealer's other cards are the first and the final card.
 */
function isDay(options: ShowdownOptions): boolean {
  const own = SUIT[0];
  if (own !== SUIT[1] || (own !== RISING && own !== SETTING)) return false;
  const middle = options.dayMiddle === 'final' ? 4 : 3;
  if (SUIT[middle] !== RISEN) return false;
  const other = own === RISING ? SETTING : RISING;
  const matching = (SUIT[2] === other ? 1 : 0) + (SUIT[middle === 4 ? 3 : 4] === other ? 1 : 0);
  return options.dayDealerBoth ? matching === 2 : matching > 0;
}

/** The hand is a Day: with the Crown at slot `crown`, the suits it may be to make one (a mask); else 1 or 0. */
function daySuits(crown: number, options: ShowdownOptions): number {
  if (crown < 0) return isDay(options) ? 1 : 0;
  let suits = 0;
  for (let suit = 0; suit < 3; suit++) {
    SUIT[crown] = suit;
    if (isDay(options)) suits |= 1 << suit;
  }
  SUIT[crown] = 3;
  return suits;
}

/**
 * The highest run of `length` consecutive values (DY-12, DY-13): its top value, or -1. Length 4
 * must use the player's hole cards (both, or at least one, by consecutiveHoleCards; two hole cards
 * of one value count once); length 5 uses all five. Any cards with a value in each place of the
 * window make it, so a window is a mask and the hand's values one mask too. With the Crown at slot
 * `crown`, it may fill the one value missing, or when none is any rank the hole cards allow;
 * runRanks is left holding the ranks it may take for the run found.
 */
function runTop(length: 4 | 5, crown: number, options: ShowdownOptions): number {
  const { low, high } = runRange(options.moonValue);
  let values = 0;
  for (let i = 0; i < HAND; i++) if (i !== crown) values |= RUN[i] as number;
  for (let top = high; top - length + 1 >= low; top--) {
    const window = windowBits(top - length + 1, top);
    const missing = window & ~values;
    if (crown < 0) {
      if (
        missing === 0 &&
        (length === 5 || holesFit((RUN[0] as number) & window, (RUN[1] as number) & window, options))
      )
        return top;
      continue;
    }
    if ((missing & (missing - 1)) !== 0) continue;
    let ranks = missing !== 0 ? ranksOf(missing) : ALL_RANKS;
    if (length === 4) {
      if (crown >= HOLE) {
        if (!holesFit((RUN[0] as number) & window, (RUN[1] as number) & window, options)) continue;
      } else {
        // The Crown is a hole card: with both needed it has a value in the window other than its
        // partner's; with one needed, it is in the window unless its partner is.
        const partner = (RUN[1 - crown] as number) & window;
        if (options.consecutiveHoleCards === 2) ranks = partner === 0 ? 0 : ranks & ranksOf(window & ~partner);
        else if (partner === 0) ranks &= ranksOf(window);
      }
    }
    if (ranks !== 0) {
      runRanks = ranks;
      return top;
    }
  }
  return -1;
}

/** The hole cards' values in a window (masks, 0 when outside it) are enough for a Consecutive. */
function holesFit(first: number, second: number, options: ShowdownOptions): boolean {
  return options.consecutiveHoleCards === 2 ? first !== 0 && second !== 0 && first !== second : (first | second) !== 0;
}

/**
 * Eclipse (DY-16): all three Moons revealed (in the hand, or outside it: `outsideMoons`), and at
 * least one of them among the player's hole cards; the key is how many are held, 0 for no Eclipse.
 * The Crown may be the one Moon missing, or any Moon (a held one, in the hole); in the community
 * with nothing missing, it may be anything.
 */
function eclipseHeld(crown: number, outsideMoons: number): number {
  let held = 0;
  let moons = outsideMoons;
  for (let i = 0; i < HAND; i++) {
    if (i === crown || RANK[i] !== MOON) continue;
    moons |= 1 << (SUIT[i] as number);
    if (i < HOLE) held++;
  }
  if (crown < 0) return moons === ALL_SUITS && held > 0 ? held : 0;
  const missing = ALL_SUITS & ~moons;
  if ((missing & (missing - 1)) !== 0) return 0;
  if (crown < HOLE) {
    eclipseRanks = MOON_ONLY;
    eclipseSuits = missing !== 0 ? missing : ALL_SUITS;
    return held + 1;
  }
  eclipseRanks = missing !== 0 ? MOON_ONLY : ALL_RANKS;
  eclipseSuits = missing !== 0 ? missing : ALL_SUITS;
  return held;
}

/**
 * X of a kind (DY-11): the most cards of one rank, X at least 2, then the higher value; the key is
 * (X, value), -1 for no set. The Crown joins the largest set (the highest of the largest). setRank
 * is left holding the set's rank.
 */
function bestSet(crown: number, moonValue: MoonValue): number {
  let bestCount = 0;
  let bestValue = -1;
  let bestRank = -1;
  for (let i = 0; i < HAND; i++) {
    if (i === crown) continue;
    const rank = RANK[i] as number;
    let count = 0;
    for (let j = 0; j < HAND; j++) if (j !== crown && RANK[j] === rank) count++;
    const value = highValueOfRank(rank, moonValue);
    if (count > bestCount || (count === bestCount && value > bestValue)) {
      bestCount = count;
      bestValue = value;
      bestRank = rank;
    }
  }
  if (crown >= 0) bestCount++;
  if (bestCount < 2) return -1;
  setRank = bestRank;
  return bestCount * 16 + bestValue;
}

const ORDER = new Int32Array(HAND);

/** Highest Card (DY-10): the key of the top card ('top') or of every card in turn ('kickers'). */
function highestKey(options: ShowdownOptions): number {
  highOrder(RANK, options.moonValue, ORDER);
  const count = options.highCard === 'top' ? 1 : HAND;
  let key = 0;
  for (let k = 0; k < count; k++)
    key = key * 16 + highValueOfRank(RANK[ORDER[k] as number] as number, options.moonValue);
  return key;
}

/**
 * The slots by high value, highest first; equal values keep hole cards first. The Crown (rank 0) is
 * itself here, worth more than a Moon (DY-3).
 */
function highOrder(ranks: ArrayLike<number>, moonValue: MoonValue, order: Int32Array): void {
  for (let i = 0; i < HAND; i++) {
    const value = highValueOfRank(ranks[i] as number, moonValue);
    let at = i;
    while (at > 0 && highValueOfRank(ranks[order[at - 1] as number] as number, moonValue) < value) {
      order[at] = order[at - 1] as number;
      at--;
    }
    order[at] = i;
  }
}

// ---- The cards that make a result, for the reader --------------------------------------------

/** A condition's cards, as slots of the hand in reading order, and its key as a list. */
interface Found {
  readonly condition: DayCondition;
  readonly points: number;
  readonly slots: readonly number[];
  readonly key: readonly number[];
}

/** Highest Card laid out: the top card, or every card highest first ('kickers'). */
export function highestCard(ranks: ArrayLike<number>, options: ShowdownOptions): Found {
  const order = new Int32Array(HAND);
  highOrder(ranks, options.moonValue, order);
  const slots = Array.from(order.subarray(0, options.highCard === 'top' ? 1 : HAND));
  return {
    condition: 'highest-card',
    points: TABLE_POINTS['highest-card'],
    slots,
    key: slots.map((slot) => highValueOfRank(ranks[slot] as number, options.moonValue)),
  };
}

/**
 * The slots of the cards that make `score`, in reading order: runs low to high, a set and the Moons
 * in hand order, a Day's hole cards then the dealer's other card(s) then the middle card. `ranks`
 * and `suits` are the hand's with the Crown as the card it stands for.
 */
export function conditionSlots(
  score: Score,
  ranks: ArrayLike<number>,
  suits: ArrayLike<number>,
  options: ShowdownOptions,
): number[] {
  switch (score.condition) {
    case HIGHEST_CARD:
      return highestCard(ranks, options).slots.slice();
    case X_OF_A_KIND: {
      const value = score.key % 16;
      const rank = value === 0 || value === 13 ? MOON : value;
      return slotsWhere((i) => ranks[i] === rank);
    }
    case ECLIPSE:
      return slotsWhere((i) => ranks[i] === MOON);
    case CONSECUTIVE:
      return runSlots(ranks, score.top, 4, options);
    case FULL_CONSECUTIVE:
    case FULL_DAY:
      return runSlots(ranks, score.top, 5, options);
    default: {
      const middle = options.dayMiddle === 'final' ? 4 : 3;
      const other = suits[0] === RISING ? SETTING : RISING;
      const dealer = middle === 4 ? [2, 3] : [2, 4];
      return [0, 1, ...dealer.filter((slot) => suits[slot] === other), middle];
    }
  }
}

function slotsWhere(keep: (slot: number) => boolean): number[] {
  const slots: number[] = [];
  for (let i = 0; i < HAND; i++) if (keep(i)) slots.push(i);
  return slots;
}

/**
 * The run with top value `top` laid out, one slot per value from the bottom: the hole cards a
 * Consecutive needs at their own values (both, or the one in the run), then for each other value
 * the first slot that has it.
 */
function runSlots(ranks: ArrayLike<number>, top: number, length: 4 | 5, options: ShowdownOptions): number[] {
  const bottom = top - length + 1;
  const valueOf = Array.from({ length: HAND }, (_, i) =>
    runValueIn(ranks[i] as number, bottom, top, options.moonValue),
  );
  const slotOf: number[] = new Array<number>(length).fill(-1);
  if (length === 4) {
    const [first, second] = valueOf as [number, number];
    const both = first >= 0 && second >= 0 && first !== second;
    if (first >= 0) slotOf[first - bottom] = 0;
    if (second >= 0 && (both || first < 0)) slotOf[second - bottom] = 1;
  }
  for (let k = 0; k < length; k++) {
    if (slotOf[k] === -1) slotOf[k] = valueOf.indexOf(bottom + k);
  }
  return slotOf;
}
