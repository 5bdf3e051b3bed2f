// Dark Hearts for the strong bot (core/search): the lowest score in either shade wins, so a move is
// worth how low it keeps the seat's lower shade score; the sum of both shades breaks ties.

import type { SearchKit } from '../core/search/spec.ts';
import { average, whose } from '../core/search/spec.ts';
import { list } from '../core/search/words.ts';
import type { DarkHeartsAction } from './actions.ts';
import { darkHeartsHeuristicBot } from './bot.ts';
import { faceName } from './deck.ts';
import { darkHearts } from './index.ts';
import { darkHeartsPlayout } from './playout.ts';
import type { DarkHeartsState } from './state.ts';

export const DARK_HEARTS_SEARCH: SearchKit = {
  game: darkHearts,
  bot: darkHeartsHeuristicBot,
  spec: {
    value: (state, seat) => {
      const score = (state as DarkHeartsState).scores[seat];
      return score ? -Math.min(score.L, score.D) - (score.L + score.D) / 1000 : 0;
    },
    describe: (_mean, gain, who) =>
      gain > -0.05
        ? `${whose(who)} lower shade score stays where it is in almost every deal tried`
        : `${whose(who)} lower shade score rises by ${average(gain)} points on average`,
    short: (_mean, gain) => (gain > -0.05 ? 'no rise' : `a rise of ${average(gain)}`),
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
