// The showdown evaluator as it was before the Crown was worked out analytically: the Crown tried as
// each of the 39 real cards in turn, every condition found as an object with its slots. Kept, frozen,
// as the oracle the fast evaluator (src/engine/day/conditions.ts, showdown.ts) is compared with in
// evaluator.test.ts: the same condition, points, cards, Crown choice, key and label for every hand
// under every option. Not used by the engine. (Its own copy of the value helpers, so a change to
// values.ts cannot change the oracle.)
import {
  cardAt,
  CROWN_INDEX,
  CROWN_RANK,
  DAY_SUITS,
  dayIndex,
  makeDayCard,
  MOON,
  rankAt,
  suitNumberAt,
  type DayCard,
  type DayRank,
  type DaySuit,
} from '../../../src/engine/day/deck.ts';
import type { DayOptions, MoonValue } from '../../../src/engine/day/options.ts';
import type { DayRule } from '../../../src/engine/day/rules.ts';
// The input check is shared: it validates a position, it does not evaluate one.
import { checkedHand } from '../../../src/engine/day/results.ts';

type DayCondition =
  'highest-card' | 'x-of-a-kind' | 'eclipse' | 'consecutive' | 'full-consecutive' | 'day' | 'full-day';

/** The table's order, weakest first; also the order the best condition is preferred in on equal points. */
const DAY_CONDITIONS: readonly DayCondition[] = [
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

function conditionOrder(condition: DayCondition): number {
  return DAY_CONDITIONS.indexOf(condition);
}

/** The options the showdown reads. */
type ShowdownOptions = Pick<
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
interface Found {
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
function compareFound(a: Found, b: Found): number {
  return a.points - b.points || conditionOrder(a.condition) - conditionOrder(b.condition) || compareKeys(a.key, b.key);
}

/** Lexicographic, higher first; keys of one condition under one set of options have one length. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
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
function highestCard(ranks: ArrayLike<number>, options: ShowdownOptions): Found {
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
function xOfAKind(ranks: ArrayLike<number>, moonValue: MoonValue): Found | null {
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
function eclipse(ranks: ArrayLike<number>, suits: ArrayLike<number>, outsideMoons: number): Found | null {
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
function run(ranks: ArrayLike<number>, length: 4 | 5, options: ShowdownOptions): Found | null {
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
function day(suits: ArrayLike<number>, options: ShowdownOptions): Found | null {
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
function bestConcrete(
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
function bestOf(
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

/** One player's cards at the showdown, and what else is revealed (DY-16). */
interface ShowdownHand {
  /** The player's two hole cards. */
  readonly hole: readonly DayCard[];
  /** The three community cards in the order laid: [c1, c2, final] (DY-6). */
  readonly community: readonly DayCard[];
  /** The player swapped a card in step 2 (DY-7). */
  readonly substituted?: boolean;
  /** The hole cards of the other players still in at the showdown: revealed, so their Moons count. */
  readonly shown?: readonly DayCard[];
  /** The hole cards of players who folded: their Moons count only with eclipseCountsFolded. */
  readonly folded?: readonly DayCard[];
}

/** What the Crown stood for, when the result uses it. */
type CrownUse =
  | { readonly as: 'highest' }
  | { readonly as: 'card'; readonly card: DayCard; readonly rank: DayRank; readonly suit: DaySuit };

interface DayResult {
  readonly condition: DayCondition;
  /** The rule that scores it: the condition's own section of the page. */
  readonly rule: DayRule;
  /** The table's points (Full Day by fullDayPoints, DY-15). */
  readonly points: number;
  /** After the substitution penalty: one less, never below 1 (DY-7). */
  readonly adjusted: number;
  readonly substituted: boolean;
  /**
   * The cards that make it, in reading order (runs low to high, sets, Day's hole cards then the
   * dealer's). The Crown appears as "Crown". An Eclipse lists the Moons revealed by others too.
   */
  readonly cards: readonly DayCard[];
  readonly crown: CrownUse | null;
  /** Compares results of the same condition, higher first; empty when only the tie-breaker can (DY-17). */
  readonly key: readonly number[];
  /** "2 of a kind: 7s", "Consecutive: 4-5-6-7": for narration and the table. */
  readonly label: string;
}

/** The player's best result (DY-19). Throws a PositionError for a hand that cannot be (checkedHand). */
export function oracleShowdown(hand: ShowdownHand, options: ShowdownOptions): DayResult {
  const cards = checkedHand(hand);
  const indices = cards.map(dayIndex);
  const ranks = indices.map(rankAt);
  const suits = indices.map(suitNumberAt);
  const outside = moonsRevealed([...(hand.shown ?? []), ...(options.eclipseCountsFolded ? (hand.folded ?? []) : [])]);
  const crownSlot = indices.indexOf(CROWN_INDEX);

  let best: Found = highestCard(ranks, options);
  let crownCard = -1;
  if (crownSlot < 0) {
    const found = bestConcrete(ranks, suits, outside, options);
    if (found !== null && compareFound(found, best) > 0) best = found;
  } else {
    // The Crown tried as each of the 39 real cards (DY-3). A Day reads only suits and the runs only
    // ranks, so each is found once per suit or rank rather than once per card.
    const days: (Found | null)[] = [];
    for (let suit = 0; suit < 3; suit++) {
      suits[crownSlot] = suit;
      days.push(day(suits, options));
    }
    let bestDuplicates = true;
    for (let rank = 1; rank <= MOON; rank++) {
      ranks[crownSlot] = rank;
      const full = run(ranks, 5, options);
      const four = run(ranks, 4, options);
      for (let suit = 0; suit < 3; suit++) {
        suits[crownSlot] = suit;
        const found = bestOf(days[suit] ?? null, full, four, ranks, suits, outside, options);
        if (found === null) continue;
        const index = suit * MOON + rank - 1;
        const order = compareFound(found, best);
        const duplicates = indices.includes(index);
        // Among equally good choices, the higher run, then one that copies no card in the hand, reads better.
        const reads =
          order === 0 && crownCard >= 0
            ? (found.top ?? 0) - (best.top ?? 0) || (bestDuplicates && !duplicates ? 1 : 0)
            : 0;
        if (order > 0 || reads > 0) {
          best = found;
          crownCard = index;
          bestDuplicates = duplicates;
        }
      }
    }
    if (best.condition === 'highest-card') crownCard = -1;
    ranks[crownSlot] = crownCard >= 0 ? rankAt(crownCard) : rankAt(CROWN_INDEX);
    suits[crownSlot] = crownCard >= 0 ? suitNumberAt(crownCard) : suitNumberAt(CROWN_INDEX);
  }

  const used = best.slots.map((slot) => cards[slot] as DayCard);
  if (best.outsideMoons !== undefined) {
    for (let suit = 0; suit < 3; suit++) {
      if (best.outsideMoons & (1 << suit)) used.push(makeDayCard(MOON, DAY_SUITS[suit] as DaySuit));
    }
  }
  const crown: CrownUse | null =
    crownSlot < 0 || !best.slots.includes(crownSlot)
      ? null
      : crownCard < 0
        ? { as: 'highest' }
        : {
            as: 'card',
            card: cardAt(crownCard),
            rank: rankAt(crownCard),
            suit: DAY_SUITS[suitNumberAt(crownCard)] as DaySuit,
          };
  const substituted = hand.substituted === true;
  return {
    condition: best.condition,
    rule: best.condition,
    points: best.points,
    adjusted: substituted ? Math.max(1, best.points - 1) : best.points,
    substituted,
    cards: used,
    crown,
    key: best.key,
    label: labelOf(best, ranks, options),
  };
}

/** Suits of the Moons among `cards`, as a mask (bit 0 Rising, 1 Risen, 2 Setting). */
function moonsRevealed(cards: readonly DayCard[]): number {
  let mask = 0;
  for (const card of cards) {
    const index = dayIndex(card);
    if (rankAt(index) === MOON) mask |= 1 << suitNumberAt(index);
  }
  return mask;
}

function labelOf(found: Found, ranks: readonly number[], options: ShowdownOptions): string {
  const runText = (): string => {
    const bottom = runBottom(found, ranks, options);
    return found.slots.map((_, k) => valueName(bottom + k)).join('-');
  };
  switch (found.condition) {
    case 'highest-card':
      return `Highest Card: ${found.key.map(valueName).join(', ')}`;
    case 'x-of-a-kind': {
      const [count, value] = found.key as [number, number];
      const name = valueName(value);
      return `${count} of a kind: ${name}s`;
    }
    case 'eclipse':
      return `Eclipse, holding ${found.key[0] === 1 ? '1 Moon' : `${found.key[0]} Moons`}`;
    case 'consecutive':
      return `Consecutive: ${runText()}`;
    case 'full-consecutive':
      return `Full Consecutive: ${runText()}`;
    case 'day':
      return 'Day';
    case 'full-day':
      return `Full Day: ${runText()}`;
  }
}

/** The lowest value of a run found in the hand (the slots are in value order). */
function runBottom(found: Found, ranks: readonly number[], options: ShowdownOptions): number {
  const { low, high } = runRange(options.moonValue);
  const length = found.slots.length;
  for (let bottom = high - length + 1; bottom >= low; bottom--) {
    const first = runValueIn(ranks[found.slots[0] as number] as number, bottom, bottom + length - 1, options.moonValue);
    const last = runValueIn(
      ranks[found.slots[length - 1] as number] as number,
      bottom,
      bottom + length - 1,
      options.moonValue,
    );
    if (first === bottom && last === bottom + length - 1) return bottom;
  }
  return highValueOfRank(ranks[found.slots[0] as number] as number, options.moonValue);
}

/** The Crown's high value: above the Moon (DY-3). */
const CROWN_HIGH = 14;

/** High value of a rank (1 to 12, MOON, or CROWN_RANK). */
function highValueOfRank(rank: DayRank, moonValue: MoonValue): number {
  if (rank === CROWN_RANK) return CROWN_HIGH;
  if (rank === MOON) return moonValue === 0 ? 0 : 13;
  return rank;
}

/** High value of a card: Highest Card, X of a kind, tie-breaker flips. */
/** The lowest and highest value a run may use: Moon-1-2-3 needs 0, 10-11-12-Moon needs 13. */
function runRange(moonValue: MoonValue): { readonly low: number; readonly high: number } {
  return moonValue === 13 ? MOON_HIGH : moonValue === 0 ? MOON_LOW : MOON_EITHER;
}

const MOON_HIGH = { low: 1, high: 13 } as const;
const MOON_LOW = { low: 0, high: 12 } as const;
const MOON_EITHER = { low: 0, high: 13 } as const;

/**
 * The run value a real card takes inside the window low..high, or -1 when it cannot. A window of
 * 5 or fewer never holds both 0 and 13, so a Moon under 'both' has at most one value in it.
 */
function runValueIn(rank: DayRank, low: number, high: number, moonValue: MoonValue): number {
  if (rank === MOON) {
    if (moonValue !== 0 && low <= 13 && 13 <= high) return 13;
    if (moonValue !== 13 && low <= 0) return 0;
    return -1;
  }
  return rank >= low && rank <= high ? rank : -1;
}

/** "7", "Moon", "Crown": a value's name in labels (run values 0 and 13 are both the Moon). */
function valueName(value: number): string {
  if (value === CROWN_HIGH) return 'Crown';
  if (value === 0 || value === 13) return 'Moon';
  return String(value);
}
