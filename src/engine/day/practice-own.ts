// Day's own question, "What does your hand make at the showdown?": in the final round of betting,
// when all three community cards are out, the reader picks the win condition their five cards make
// and its points. The answer follows from what the reader sees: their two hole cards, the community
// cards and whether they substituted are all on view, and the hand is scored by the showdown's own
// evaluator (showdown.ts). The one thing the reader cannot see is other players' Moons, which count
// for an Eclipse; the hand is scored both with none of the hidden Moons shown and with all of them,
// and a spot where the two differ is not asked about.
//
// The wrong choices are the engine's own labels too: the same result with other points (the
// substitution penalty taken off or not), the hand's Highest Card (which every hand has, but only
// the best condition counts), and what the hand would make under another setting of an option the
// rules rest on (a run of four using one hole card, the Moon at the other end, the other reading
// of a Day's middle card), scored by the same evaluator.

import type { AnyPlayableGame, Seat } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { namesFor } from '../core/telling.ts';
import { conditionPoints, HIGHEST_CARD, highestCard, newScore, packKey, type DayCondition } from './conditions.ts';
import { DAY_SUITS, dayRank, makeDayCard, MOON, theDayCard, type DayCard } from './deck.ts';
import type { DayOptions } from './options.ts';
import { DAY_RULES, type DayRule } from './rules.ts';
import { evaluateShowdown } from './results.ts';
import { labelOf, type DayResult } from './showdown.ts';
import type { DayView } from './view.ts';
import { shuffled } from '../core/practice/shuffled.ts';

/** The most wrong choices a question shows. */
const MAX_WRONG = 3;

/** A result as a choice reads: "Consecutive: 4-5-6-7, 4 points". */
const withPoints = (label: string, points: number): string => `${label}, ${points} point${points === 1 ? '' : 's'}`;

interface Wrong {
  readonly label: string;
  readonly why: string;
  readonly rule: DayRule;
}

/** What the reader sees of their hand: hole cards, community cards, and whether they substituted. */
interface Seen {
  readonly hole: readonly DayCard[];
  readonly community: readonly DayCard[];
  readonly substituted: boolean;
  /** The Moons the reader cannot see (in other hands, the deck or the muck). */
  readonly hiddenMoons: readonly DayCard[];
  readonly options: DayOptions;
}

function seenAt(game: AnyPlayableGame, state: unknown, seat: Seat): Seen | null {
  const view = game.view(state, seat) as DayView;
  if (view.phase !== 'bet2' || view.community.length !== 3) return null;
  const mine = view.seats[seat];
  if (!mine || !mine.inHand || mine.folded || mine.cards?.length !== 2) return null;
  const visible = new Set<DayCard>([...mine.cards, ...view.community]);
  const hiddenMoons = DAY_SUITS.map((suit) => makeDayCard(MOON, suit)).filter((moon) => !visible.has(moon));
  return {
    hole: mine.cards,
    community: view.community,
    substituted: mine.substituted,
    hiddenMoons,
    options: view.options,
  };
}

/** The hand as the showdown scores it, with the hidden Moons shown by others or not. */
function scored(seen: Seen, options: DayOptions, othersShow: boolean): DayResult {
  return evaluateShowdown(
    {
      hole: seen.hole,
      community: seen.community,
      substituted: seen.substituted,
      shown: othersShow ? seen.hiddenMoons : [],
    },
    options,
  );
}

/** The result the reader can be sure of, or null when other players' Moons could change it. */
function knownResult(seen: Seen, options: DayOptions = seen.options): DayResult | null {
  const without = scored(seen, options, false);
  const withAll = scored(seen, options, true);
  if (without.label !== withAll.label || without.adjusted !== withAll.adjusted) return null;
  return without;
}

/** A Highest Card of these values (highest first), labelled by the engine: "Highest Card: 12". */
function highestLabel(values: readonly number[], options: DayOptions): string {
  const score = newScore();
  score.condition = HIGHEST_CARD;
  score.key = packKey(values);
  return labelOf(score, options);
}

/** The Highest Card every hand has: "Highest Card: 12". */
function highestCardLabel(seen: Seen): string {
  const ranks = [...seen.hole, ...seen.community].map(dayRank);
  return highestLabel(highestCard(ranks, seen.options).key, seen.options);
}

/**
 * The highest of the reader's own two cards, as a Highest Card (one value: the top card only), when
 * it is below the highest of all five; null when a hole card is the highest.
 */
function holeOnlyLabel(seen: Seen): string | null {
  const ranks = [...seen.hole, ...seen.community].map(dayRank);
  const everyCard = { ...seen.options, highCard: 'kickers' as const };
  const found = highestCard(ranks, everyCard);
  const top = found.key[0] as number;
  const at = found.slots.findIndex((slot) => slot < 2);
  const hole = found.key[at] as number;
  if (hole === top) return null;
  return highestLabel([hole], { ...seen.options, highCard: 'top' });
}

/** Another setting of an option a result rests on, and why it does not apply at this table. */
interface Variant {
  readonly change: Partial<DayOptions>;
  readonly why: string;
  readonly rule: DayRule;
}

function variants(options: DayOptions): Variant[] {
  const out: Variant[] = [];
  if (options.consecutiveHoleCards === 2) {
    out.push({
      change: { consecutiveHoleCards: 1 },
      why: 'A run of four counts as a Consecutive only if it uses both of your hole cards.',
      rule: 'consecutive',
    });
  }
  const moonWorth = (value: DayOptions['moonValue']): string =>
    value === 13 ? 'above the 12' : value === 0 ? 'below the 1' : 'either above the 12 or below the 1';
  for (const moonValue of [13, 0, 'both'] as const) {
    if (moonValue === options.moonValue) continue;
    out.push({
      change: { moonValue },
      why: `That would count the Moon ${moonWorth(moonValue)}, but at this table it counts ${moonWorth(options.moonValue)}.`,
      rule: 'moon-value',
    });
  }
  out.push({
    change: { dayMiddle: options.dayMiddle === 'final' ? 'second' : 'final' },
    why: `The middle card of a Day, which must be Risen, is the ${options.dayMiddle === 'final' ? 'final' : 'second'} card at this table.`,
    rule: 'day',
  });
  if (options.dayDealerBoth) {
    out.push({
      change: { dayDealerBoth: false },
      why: 'At this table a Day needs both of the dealer’s cards in the other suit.',
      rule: 'day',
    });
  }
  return out;
}

const conditionTitle = (condition: DayCondition): string => DAY_RULES[condition];

/** The rule a question about `result` practises when `want` is asked for, or null when it does not suit. */
function ruleFor(result: DayResult, seen: Seen, want: string | null): DayRule | null {
  if (want === null || want === result.rule) return result.rule;
  if (want === 'crown') return result.crown === null ? null : 'crown';
  if (want === 'card-values') {
    // A Highest Card or X of a kind of sun cards only: the values are the cards' numbers.
    if (result.condition !== 'highest-card' && result.condition !== 'x-of-a-kind') return null;
    return result.cards.every((card) => card !== 'Crown' && dayRank(card) !== MOON) ? 'card-values' : null;
  }
  if (want === 'moon-value') {
    // The answer rests on the Moon's value when a Moon is among the cards that make it and another value would change it.
    if (result.condition === 'eclipse' || result.condition === 'day') return null;
    if (!result.cards.some((card) => card !== 'Crown' && dayRank(card) === MOON)) return null;
    for (const variant of variants(seen.options)) {
      if (variant.rule !== 'moon-value') continue;
      const other = knownResult(seen, { ...seen.options, ...variant.change });
      if (other !== null && other.label !== result.label) return 'moon-value';
    }
    return null;
  }
  return null;
}

export const handValueKind: QuestionKind = {
  id: 'hand-value',
  title: 'What does your hand make?',
  ask(spot: Spot, want: string | null): Asked | null {
    const seen = seenAt(spot.game, spot.state, spot.seat);
    if (seen === null) return null;
    const result = knownResult(seen);
    if (result === null) return null;
    const rule = ruleFor(result, seen, want);
    if (rule === null) return null;

    const name = namesFor(spot.seat);
    // The engine's own sentence for the result, as the showdown would write it.
    const said = spot.game.describeEvent(
      {
        kind: 'result',
        rule: result.rule,
        seat: spot.seat,
        detail: { label: result.label, points: result.points, adjusted: result.adjusted, condition: result.condition },
      },
      name,
    );
    const crownCard = result.crown?.as === 'card' ? result.crown.card : null;
    const answer = crownCard === null ? said : `${said} The Crown stands for ${theDayCard(crownCard)}.`;
    const right = withPoints(result.label, result.adjusted);
    const title = conditionTitle(result.condition);

    const wrong = new Map<string, Wrong>();
    const add = (label: string, why: string, wrongRule: DayRule): void => {
      if (label !== right && !wrong.has(label)) wrong.set(label, { label, why, rule: wrongRule });
    };
    // What another setting of an option would make. Not a lower condition than the hand's: with
    // the option as it is, the hand meets that one too (it lost only the better one), so the
    // label would read true; the Highest Card below stands for those.
    const table = (r: DayResult): number => conditionPoints(r.condition, seen.options.fullDayPoints);
    for (const variant of variants(seen.options)) {
      const other = knownResult(seen, { ...seen.options, ...variant.change });
      if (other === null || other.label === result.label) continue;
      if (other.condition !== result.condition && table(other) < table(result)) continue;
      add(withPoints(other.label, other.adjusted), variant.why, variant.rule);
    }
    // The same result with other points.
    if (result.adjusted < result.points) {
      add(
        withPoints(result.label, result.points),
        `You substituted a card, so your hand scores one point less than its condition's ${result.points}.`,
        'substitution-penalty',
      );
    } else {
      if (!seen.substituted && result.adjusted > 1) {
        add(
          withPoints(result.label, result.adjusted - 1),
          'You did not substitute a card, so no point is taken off.',
          'substitution-penalty',
        );
      }
      const worth = table(result);
      add(
        withPoints(result.label, result.adjusted + 1),
        `${title} scores ${worth} point${worth === 1 ? '' : 's'}${seen.substituted ? ', less 1 for substituting, never below 1' : ''}.`,
        'win-conditions',
      );
    }
    // A lower condition the hand also meets: every hand has a highest card (with the Crown, the Crown).
    if (result.condition !== 'highest-card') {
      const crownWhy =
        result.crown === null
          ? null
          : 'The Crown is wild: rather than stay the highest card, it becomes the card that does your hand the most good.';
      add(
        withPoints(highestCardLabel(seen), 1),
        crownWhy ??
          `Your hand has a highest card, but only the best condition it meets counts, and it makes ${result.label}.`,
        crownWhy === null ? 'win-conditions' : 'crown',
      );
    } else {
      const hole = holeOnlyLabel(seen);
      if (hole !== null) {
        add(
          withPoints(hole, result.adjusted),
          'All five cards count for a Highest Card, the community cards too, not only your own two.',
          'highest-card',
        );
      }
    }
    if (wrong.size < 2) return null;

    // A wrong choice on the question's own rule comes first, when there is one.
    const all = shuffled([...wrong.values()], spot.random);
    const onRule = all.findIndex((w) => w.rule === rule);
    if (onRule > 0) all.unshift(...all.splice(onRule, 1));
    const picked = all.slice(0, MAX_WRONG);
    const choices: Choice[] = [
      { id: 'right', label: right, right: true, why: `That is what your hand makes. ${answer}`, rule: result.rule },
      ...picked.map((w, i) => ({ id: `wrong-${i + 1}`, label: w.label, right: false, why: w.why, rule: w.rule })),
    ];
    return {
      rule,
      move: null,
      prompt:
        'All three community cards are out. At a showdown your hand scores only the best win condition it meets. Which is that, and for how many points?',
      multiple: false,
      choices: shuffled(choices, spot.random),
      answer,
    };
  },
};
