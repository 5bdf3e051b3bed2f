// Black & Red for the strong bot (core/search): a move is worth the points the seat scores less
// what its one opponent scores (a game for two), as the hand's end leaves them.
//
// The other player's hand is dealt as their play this hand makes likely (tells.ts).

import type { SearchKit } from '../core/search/spec.ts';
import { average, does, whose } from '../core/search/spec.ts';
import { blackAndRedHeuristicBot } from './bot.ts';
import { blackAndRed } from './index.ts';
import { blackAndRedPlayout } from './playout.ts';
import type { BlackAndRedState } from './state.ts';
import { dealAsPlayed } from './tells.ts';

export const BLACK_AND_RED_SEARCH: SearchKit = {
  game: blackAndRed,
  bot: blackAndRedHeuristicBot,
  spec: {
    deal: (state, seat, rng) => dealAsPlayed(state as BlackAndRedState, seat, rng),
    value: (state, seat) => {
      const scores = (state as BlackAndRedState).scores;
      return (scores[seat] ?? 0) - (scores[1 - seat] ?? 0);
    },
    describe: (_mean, gain, who) =>
      Math.abs(gain) < 0.05
        ? `on average the hand leaves ${who} level with ${whose(who)} opponent`
        : `on average ${does(who, gain > 0 ? 'gain' : 'lose')} ${average(gain)} points on ${whose(who)} opponent this hand`,
    short: (_mean, gain) => (Math.abs(gain) < 0.05 ? 'level' : `${gain > 0 ? '+' : '−'}${average(gain)} points`),
    // Points on the opponent: a hand is worth a point or two, going out up to a handful.
    review: {
      good: 0.2,
      inaccuracy: 0.5,
      mistake: 1,
      loss: (loss) => `${average(loss)} points on your opponent`,
      events: {
        'go you': 'you said go',
        'go other': 'your opponent said go',
        'thirty-one you': 'you made exactly 31',
        'thirty-one other': 'your opponent made exactly 31',
        'going-out you': 'you went out',
        'going-out other': 'your opponent went out',
      },
    },
    playout: (state, seat) => blackAndRedPlayout(state as BlackAndRedState, seat),
  },
};
