// Dark Hearts for the strong bot (core/search): the lowest score in either shade wins, so a move is
// worth how low it keeps the seat's lower shade score; the sum of both shades breaks ties.
//
// A hand can pass hundreds of different threes (680 of seventeen cards at three players), too
// many for a few hundred milliseconds of playouts to tell apart; the search weighs the passes made
// of the hand's six most dangerous cards (as the heuristic bot ranks them), twenty passes, the
// bot's own among them.

import type { SearchKit } from '../core/search/spec.ts';
import { average, whose } from '../core/search/spec.ts';
import { list } from '../core/search/words.ts';
import type { DarkHeartsAction, PassAction } from './actions.ts';
import { dangerOf, darkHeartsHeuristicBot } from './bot.ts';
import { faceName } from './deck.ts';
import { darkHearts } from './index.ts';
import { darkHeartsPlayout } from './playout.ts';
import type { DarkHeartsState } from './state.ts';
import type { DarkCard } from './deck.ts';

/** The hand's most dangerous cards, of which the passes searched are made. */
const PASS_FROM = 6;

function narrow(_state: unknown, legal: readonly unknown[], heuristic: unknown): readonly unknown[] {
  if ((legal[0] as DarkHeartsAction).type !== 'pass') return legal;
  // The hand is every card a legal pass names (any three may be passed).
  const hand = [...new Set((legal as readonly PassAction[]).flatMap((pass) => pass.cards))] as DarkCard[];
  const worst = new Set(hand.sort((a, b) => dangerOf(b) - dangerOf(a)).slice(0, PASS_FROM));
  return legal.filter((a) => a === heuristic || (a as PassAction).cards.every((card) => worst.has(card)));
}

export const DARK_HEARTS_SEARCH: SearchKit = {
  game: darkHearts,
  bot: darkHeartsHeuristicBot,
  spec: {
    narrow,
    value: (state, seat) => {
      const score = (state as DarkHeartsState).scores[seat];
      return score ? -Math.min(score.L, score.D) - (score.L + score.D) / 1000 : 0;
    },
    describe: (_mean, gain, who) =>
      gain > -0.05
        ? `${whose(who)} lower shade score stays where it is in almost every deal tried`
        : `${whose(who)} lower shade score rises by ${average(gain)} points on average`,
    short: (_mean, gain) => (gain > -0.05 ? 'no rise' : `a rise of ${average(gain)}`),
    // Points on the lower shade score: a heart is one, the queen of spades thirteen.
    review: {
      good: 0.5,
      inaccuracy: 1.5,
      mistake: 3.5,
      loss: (loss) => `${average(loss)} points on your lower shade score`,
      events: {
        'shooting-the-moon you': 'you shot the moon',
        'shooting-the-moon other': 'another player shot the moon',
        'hearts-broken you': 'you took the trick that broke hearts',
        'hearts-broken other': 'another player took the trick that broke hearts',
        'leftover-card you': 'you took the leftover card',
        'leftover-card other': 'another player took the leftover card',
      },
    },
    move: (action) => {
      const a = action as DarkHeartsAction;
      // A card is named by both its faces, as the pass buttons name it ("Light 4 of hearts / Dark
      // 10 of diamonds"): the deck's name for it has a comma, which a list of three would blur.
      if (a.type === 'pass') return `Pass the ${list(a.cards.map((c) => `${faceName(c, 'L')} / ${faceName(c, 'D')}`))}`;
      return a.type === 'play' ? `Play the ${faceName(a.card, a.shade)}` : undefined;
    },
    playout: (state, seat) => darkHeartsPlayout(state as DarkHeartsState, seat),
  },
};
