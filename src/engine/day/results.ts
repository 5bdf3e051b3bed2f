// A showdown from cards set by hand: the practice question's, the probes', the page's
// win-conditions table's, the tests'. The cards are checked, then scored as showdown.ts scores a
// dealt hand. Kept apart from showdown.ts so the sandbox, which scores only hands it dealt itself,
// never ships it (the Day page's script is within a few bytes of its budget).

import { PositionError } from '../core/errors.ts';
import {
  compareScores,
  DAY_CONDITIONS,
  keyValues,
  newScore,
  packKey,
  scoreFive,
  type DayCondition,
  type Score,
  type ShowdownOptions,
} from './conditions.ts';
import { cardAt, dayIndex, type DayCard } from './deck.ts';
import {
  cardsOf,
  labelOf,
  moonsRevealed,
  winnersOf,
  type DayResult,
  type ShowdownHand,
  type ShowdownWinners,
} from './showdown.ts';

export type { DayResult } from './showdown.ts';

/** The player's best result (DY-19). Throws PositionError for a hand that cannot be. */
export function evaluateShowdown(hand: ShowdownHand, options: ShowdownOptions): DayResult {
  const cards = checkedHand(hand);
  const outside = moonsRevealed([...(hand.shown ?? []), ...(options.eclipseCountsFolded ? (hand.folded ?? []) : [])]);
  const substituted = hand.substituted === true;
  const score = scoreFive(cards.map(dayIndex), outside, substituted, options, newScore());
  const { used, crown } = cardsOf(score, cards, options, moonsRevealed(hand.shown ?? []));
  const condition = DAY_CONDITIONS[score.condition] as DayCondition;
  return {
    condition,
    rule: condition,
    points: score.points,
    adjusted: score.adjusted,
    substituted,
    cards: used,
    crown: crown?.as === 'card' ? { as: 'card', card: cardAt(score.crown), rank: crown.rank, suit: crown.suit } : crown,
    key: keyValues(score, options),
    label: labelOf(score, options),
  };
}

/** The hand's cards, once checked to be a whole Day showdown hand with no card twice (else a PositionError). */
export function checkedHand(hand: ShowdownHand): DayCard[] {
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

/** A result as the numbers it is compared by. */
function scoreOf(result: DayResult): Score {
  const score = newScore();
  score.condition = DAY_CONDITIONS.indexOf(result.condition);
  score.points = result.points;
  score.adjusted = result.adjusted;
  score.key = packKey(result.key);
  return score;
}

/** The winners among the remaining players' results (DY-17): winnersOf, on results. */
export function showdownWinners(results: readonly DayResult[]): ShowdownWinners {
  return winnersOf(results.map(scoreOf));
}

/**
 * Two results head to head: positive when a wins, negative when b wins, 0 when the tie-breaker
 * decides (DY-17).
 */
export function compareResults(a: DayResult, b: DayResult): number {
  return compareScores(scoreOf(a), scoreOf(b));
}
