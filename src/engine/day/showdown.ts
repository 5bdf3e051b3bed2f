// The showdown (rules showdown, crown, substitution-penalty, equal-points): each remaining player's
// best result from their two hole cards and the three community cards (DY-9, DY-19: the engine
// chooses), and the winners among the results (DY-17). A Crown in the hand stands for any real card,
// chosen separately for each player (DY-3): the evaluator tries all 39 and keeps the best, so a
// Crown result is never worse than the same hand with any real card in its place. In Highest Card
// the Crown is itself, the highest card (it never comes to that: a Crown always makes a pair).

import { PositionError } from '../core/errors.ts';
import {
  bestConcrete,
  bestOf,
  compareFound,
  compareKeys,
  day,
  highestCard,
  run,
  type DayCondition,
  type Found,
  type ShowdownOptions,
} from './conditions.ts';
import {
  cardAt,
  CROWN_INDEX,
  DAY_SUITS,
  dayIndex,
  makeDayCard,
  MOON,
  rankAt,
  suitNumberAt,
  type DayCard,
  type DayRank,
  type DaySuit,
} from './deck.ts';
import type { DayRule } from './rules.ts';
import { highValueOfRank, runRange, runValueIn, valueName } from './values.ts';

export type { DayCondition, ShowdownOptions } from './conditions.ts';

/** One player's cards at the showdown, and what else is revealed (DY-16). */
export interface ShowdownHand {
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
export type CrownUse =
  | { readonly as: 'highest' }
  | { readonly as: 'card'; readonly card: DayCard; readonly rank: DayRank; readonly suit: DaySuit };

export interface DayResult {
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

/** The player's best result (DY-19). Throws PositionError for a hand that cannot be. */
export function evaluateShowdown(hand: ShowdownHand, options: ShowdownOptions): DayResult {
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

function checkedHand(hand: ShowdownHand): DayCard[] {
  if (hand.hole.length !== 2) {
    throw new PositionError(`A Day player holds 2 hole cards at the showdown, not ${hand.hole.length}.`);
  }
  if (hand.community.length !== 3) {
    throw new PositionError(
      `The showdown needs all 3 community cards (two from the deal and the final card), not ${hand.community.length}.`,
    );
  }
  const cards = [...hand.hole, ...hand.community];
  const everything = [...cards, ...(hand.shown ?? []), ...(hand.folded ?? [])];
  for (const card of everything) dayIndex(card);
  const twice = everything.find((card, i) => everything.indexOf(card) !== i);
  if (twice !== undefined) throw new PositionError(`${twice} appears twice, but the Day deck has one of each card.`);
  return cards;
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

/** How the winners were found: by points, inside one condition, or not at all (the tie-breaker). */
export interface ShowdownWinners {
  /** Indices into the results given. */
  readonly winners: readonly number[];
  /** More than one winner: they go to the tie-breaker (DY-18). */
  readonly tie: boolean;
  /** The rule that decided: the winning condition, equal-points, or tie-breaker. */
  readonly rule: DayRule;
}

/**
 * The winners among the remaining players' results (DY-17): the highest adjusted points; among
 * those, each condition's results are compared inside the condition where the rules give a way
 * (the key), and whoever is left from one or several conditions goes to the tie-breaker.
 */
export function showdownWinners(results: readonly DayResult[]): ShowdownWinners {
  if (results.length === 0) throw new RangeError('A showdown needs at least one result.');
  const top = Math.max(...results.map((r) => r.adjusted));
  const level = results.flatMap((r, i) => (r.adjusted === top ? [i] : []));
  if (level.length === 1) return { winners: level, tie: false, rule: (results[level[0] as number] as DayResult).rule };
  const winners = level.filter((i) => {
    const mine = results[i] as DayResult;
    return level.every((j) => {
      const other = results[j] as DayResult;
      return other.condition !== mine.condition || compareKeys(mine.key, other.key) >= 0;
    });
  });
  return winners.length === 1
    ? { winners, tie: false, rule: 'equal-points' }
    : { winners, tie: true, rule: 'tie-breaker' };
}

/**
 * Two results head to head: positive when a wins, negative when b wins, 0 when the tie-breaker
 * decides (DY-17).
 */
export function compareResults(a: DayResult, b: DayResult): number {
  if (a.adjusted !== b.adjusted) return a.adjusted - b.adjusted;
  return a.condition === b.condition ? compareKeys(a.key, b.key) : 0;
}
