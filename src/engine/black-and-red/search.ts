// Black & Red for the strong bot (core/search): a move is worth the points the seat scores less
// what its one opponent scores (a game for two), as the hand's end leaves them.
//
// The other player's hand is dealt as their play this hand makes likely (tells.ts).

import type { SearchKit } from '../core/search/spec.ts';
import { average, does, eventWords } from '../core/search/spec.ts';
import { blackAndRedHeuristicBot } from './bot.ts';
import { blackAndRedGame } from './game.ts';
import { determinizeBlackAndRed } from './hidden.ts';
import { blackAndRedPlayout } from './playout.ts';
import type { BlackAndRedState } from './state.ts';
import { dealAsPlayed } from './tells.ts';

export const BLACK_AND_RED_SEARCH: SearchKit = {
  // The game and determinize alone of its tools (SearchGame says why).
  game: { ...blackAndRedGame, determinize: determinizeBlackAndRed },
  bot: blackAndRedHeuristicBot,
  spec: {
    deal: (state, seat, rng) => dealAsPlayed(state as BlackAndRedState, seat, rng),
    value: (state, seat) => {
      const scores = (state as BlackAndRedState).scores;
      return (scores[seat] ?? 0) - (scores[1 - seat] ?? 0);
    },
    // A hand's points come from going out; the figure is the seat's points this hand less the
    // opponent's.
    describe: (_mean, gain, who) => {
      const them = `${who === 'you' ? 'your' : 'its'} opponent`;
      if (Math.abs(gain) < 0.05) return `on average ${who} and ${them} score alike this hand`;
      const [ahead, behind] = gain > 0 ? [does(who, 'score'), them] : [does(them, 'score'), who];
      return `on average ${ahead} ${average(gain)} points more than ${behind} this hand`;
    },
    short: (_mean, gain) =>
      Math.abs(gain) < 0.05 ? 'an even hand' : `${average(gain)} points ${gain > 0 ? 'ahead' : 'behind'}`,
    // Points on the opponent: a hand is worth a point or two, going out up to a handful.
    review: {
      good: 0.2,
      inaccuracy: 0.5,
      mistake: 1,
      loss: (loss) => `${average(loss)} points against your opponent`,
      events: eventWords({
        'go go you': 'you said go',
        'go go other': 'your opponent said go',
        'thirty-one thirty-one you': 'you made exactly 31',
        'thirty-one thirty-one other': 'your opponent made exactly 31',
        'going-out out you': 'you went out',
        'going-out out other': 'your opponent went out',
        'next-run run-over you': 'you led a new run after you both said go',
        'next-run run-over other': 'your opponent led a new run after you both said go',
        'run-colour discard you': "you set a new run's colour",
        'run-colour discard other': "your opponent set a new run's colour",
        'stock-out stock-rebuilt': 'the stock ran out and was made again from the finished runs',
        'stock-out drawn-hand': 'the stock ran out and the hand ended with no points',
      }),
    },
    playout: (state, seat) => blackAndRedPlayout(state as BlackAndRedState, seat),
  },
};
