// Day's own measure for the engine benchmark (manifest.bench.measures): the showdown's scoring of
// one player's hand with the Crown in play, as the engine scores and labels each live hand when a
// hand ends (settle.ts: scoreHand, labelOf). The hands are seeded random deals, each holding the
// Crown in one of its five places, with the Moons other players revealed, under a rotation of
// option sets (every Moon value, both middles, one or both hole cards in a Consecutive).

import type { BenchMeasure } from '../core/manifest.ts';
import { makeRandom } from '../core/rng.ts';
import { newScore } from './conditions.ts';
import { CROWN, DAY_CARDS, isMoon, type DayCard } from './deck.ts';
import { DAY_OPTIONS, type DayOptions } from './options.ts';
import { labelOf, moonsRevealed, scoreHand } from './showdown.ts';

interface Deal {
  readonly hole: readonly DayCard[];
  readonly community: readonly DayCard[];
  readonly outsideMoons: number;
  readonly options: DayOptions;
}

const HANDS = 1024;

function deals(): Deal[] {
  const random = makeRandom(40);
  const optionSets = [
    {},
    { moonValue: 'both', consecutiveHoleCards: 1 },
    { moonValue: 0, dayMiddle: 'second', highCard: 'kickers' },
    { runsCompareTop: true, dayDealerBoth: true, fullDayPoints: 6 },
  ].map((input) => DAY_OPTIONS.parse(input));
  return Array.from({ length: HANDS }, (_, i) => {
    // Nine cards of a shuffled deck without the Crown, the Crown in one of the first five places:
    // five for the hand, four shown by others.
    const pool = DAY_CARDS.filter((card) => card !== CROWN);
    const cards: DayCard[] = [];
    for (let k = 0; k < 8; k++) cards.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as DayCard);
    cards.splice(random.int(0, 4), 0, CROWN);
    return {
      hole: cards.slice(0, 2),
      community: cards.slice(2, 5),
      outsideMoons: moonsRevealed(cards.slice(5).filter(isMoon)),
      options: optionSets[i % optionSets.length] as DayOptions,
    };
  });
}

let prepared: Deal[] | null = null;
const score = newScore();

export const CROWN_SHOWDOWNS: BenchMeasure = {
  name: 'showdown evaluations with a Crown in play',
  unit: 'evaluations',
  target: 1_000_000,
  run() {
    const hands = (prepared ??= deals());
    let labels = 0;
    for (const deal of hands) {
      scoreHand(deal.hole, deal.community, deal.outsideMoons, false, deal.options, score);
      labels += labelOf(score, deal.options).length;
    }
    // The labels' lengths are used, so the work cannot be left out.
    return labels > 0 ? hands.length : 0;
  },
};
