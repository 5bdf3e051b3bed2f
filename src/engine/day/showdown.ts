// The showdown (rules showdown, crown, substitution-penalty, equal-points): each remaining player's
// best result from their two hole cards and the three community cards (DY-9, DY-19: the engine
// chooses), and the winners among the results (DY-17). conditions.ts scores a hand (the Crown, if
// the hand holds it, standing for whatever card serves best, DY-3); here the score becomes a
// result a reader can follow: the cards that make it, what the Crown stood for, the key as a list
// and a label. The engine's own showdown (settle.ts) and the bot compare scores and labels only.

import {
  compareScores,
  conditionSlots,
  DAY_CONDITIONS,
  ECLIPSE,
  keyValues,
  scoreFive,
  type DayCondition,
  type Score,
  type ShowdownOptions,
} from './conditions.ts';
import {
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
import type { CrownStandIn } from './state.ts';
import { valueName } from './values.ts';

export type { DayCondition } from './conditions.ts';

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

/** The five cards of the hand being scored by scoreHand, as deck indices: hole, hole, then the community. */
const FIVE = [0, 0, 0, 0, 0];

/**
 * A live hand as the engine's showdown scores it (settle.ts): its hole cards and the three
 * community cards, the Moons revealed outside it (a mask of suits), whether it substituted. Writes
 * the score into `out` and returns it; allocates nothing.
 */
export function scoreHand(
  hole: readonly DayCard[],
  community: readonly DayCard[],
  outsideMoons: number,
  substituted: boolean,
  options: ShowdownOptions,
  out: Score,
): Score {
  FIVE[0] = dayIndex(hole[0] as DayCard);
  FIVE[1] = dayIndex(hole[1] as DayCard);
  FIVE[2] = dayIndex(community[0] as DayCard);
  FIVE[3] = dayIndex(community[1] as DayCard);
  FIVE[4] = dayIndex(community[2] as DayCard);
  return scoreFive(FIVE, outsideMoons, substituted, options, out);
}

/**
 * The cards that make a scored hand, in reading order, and what the Crown stood for if it is one
 * of them. `cards` are the hand's five (hole, hole, c1, c2, final). An Eclipse also lists the Moons
 * the hand lacks that other players showed (`shownMoons`, a mask of suits): a Moon counted from a
 * folded hand (eclipseCountsFolded) stays unseen, as folded hands do.
 */
export function cardsOf(
  score: Score,
  cards: readonly DayCard[],
  options: ShowdownOptions,
  shownMoons: number,
): { used: DayCard[]; crown: CrownStandIn | null } {
  const indices = cards.map(dayIndex);
  const crownSlot = indices.indexOf(CROWN_INDEX);
  // The hand with the Crown as the card it stands for (itself, the highest, in Highest Card).
  const concrete = indices.map((index) => (index === CROWN_INDEX && score.crown >= 0 ? score.crown : index));
  const slots = conditionSlots(score, concrete.map(rankAt), concrete.map(suitNumberAt), options);
  const used = slots.map((slot) => cards[slot] as DayCard);
  if (score.condition === ECLIPSE) {
    // Moons revealed by others: the ones the hand itself lacks.
    let own = 0;
    for (const slot of slots) own |= 1 << suitNumberAt(concrete[slot] as number);
    for (let suit = 0; suit < 3; suit++) {
      if ((own & (1 << suit)) === 0 && (shownMoons & (1 << suit)) !== 0) {
        used.push(makeDayCard(MOON, DAY_SUITS[suit] as DaySuit));
      }
    }
  }
  const crown: CrownStandIn | null =
    crownSlot < 0 || !slots.includes(crownSlot)
      ? null
      : score.crown < 0
        ? { as: 'highest' }
        : { as: 'card', rank: rankAt(score.crown), suit: DAY_SUITS[suitNumberAt(score.crown)] as DaySuit };
  return { used, crown };
}

/** Suits of the Moons among `cards`, as a mask (bit 0 Rising, 1 Risen, 2 Setting). */
export function moonsRevealed(cards: readonly DayCard[]): number {
  let mask = 0;
  for (const card of cards) {
    const index = dayIndex(card);
    if (rankAt(index) === MOON) mask |= 1 << suitNumberAt(index);
  }
  return mask;
}

// Labels are made once per distinct result and kept: the showdown labels every hand it scores.
const LABELS = new Map<number, string>();

/** "2 of a kind: 7s", "Consecutive: 4-5-6-7", "Highest Card: 12, 9, 5, 3, 1": a result's label. */
export function labelOf(score: Score, options: ShowdownOptions): string {
  // Highest Card's key is 5 values with 'kickers' (20 bits), the rest fit well below.
  const id = ((score.key * 16 + score.top) * 8 + score.condition) * 2 + (options.highCard === 'top' ? 0 : 1);
  let label = LABELS.get(id);
  if (label === undefined) {
    label = labelText(score, options);
    LABELS.set(id, label);
  }
  return label;
}

function labelText(score: Score, options: ShowdownOptions): string {
  const key = keyValues(score, options);
  const runText = (length: number): string =>
    Array.from({ length }, (_, k) => valueName(score.top - length + 1 + k)).join('-');
  switch (DAY_CONDITIONS[score.condition] as DayCondition) {
    case 'highest-card':
      return `Highest Card: ${key.map(valueName).join(', ')}`;
    case 'x-of-a-kind':
      return `${Math.floor(score.key / 16)} of a kind: ${valueName(score.key % 16)}s`;
    case 'eclipse':
      return `Eclipse, holding ${score.key === 1 ? '1 Moon' : `${score.key} Moons`}`;
    case 'consecutive':
      return `Consecutive: ${runText(4)}`;
    case 'full-consecutive':
      return `Full Consecutive: ${runText(5)}`;
    case 'day':
      return 'Day';
    case 'full-day':
      return `Full Day: ${runText(5)}`;
  }
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
 * The winners among the remaining players' scores (DY-17): the highest adjusted points; among
 * those, each condition's results are compared inside the condition where the rules give a way
 * (the key), and whoever is left from one or several conditions goes to the tie-breaker.
 */
export function winnersOf(scores: readonly Score[]): ShowdownWinners {
  if (scores.length === 0) throw new RangeError('A showdown needs at least one result.');
  let top = 0;
  for (let i = 0; i < scores.length; i++) top = Math.max(top, (scores[i] as Score).adjusted);
  const winners: number[] = [];
  let level = 0;
  for (let i = 0; i < scores.length; i++) {
    const mine = scores[i] as Score;
    if (mine.adjusted !== top) continue;
    level++;
    // Beaten inside its own condition by another at the top?
    let beaten = false;
    for (let j = 0; j < scores.length; j++) {
      const other = scores[j] as Score;
      if (other.adjusted === top && compareScores(mine, other) < 0) beaten = true;
    }
    if (!beaten) winners.push(i);
  }
  if (level === 1) {
    return { winners, tie: false, rule: DAY_CONDITIONS[(scores[winners[0] as number] as Score).condition] as DayRule };
  }
  return winners.length === 1
    ? { winners, tie: false, rule: 'equal-points' }
    : { winners, tie: true, rule: 'tie-breaker' };
}
