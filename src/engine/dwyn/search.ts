// DWYN for the strong bot (core/search): a game is won by one seat, so a move is worth the share
// of sampled deals in which it leads to the seat winning the game.

import type { SearchKit } from '../core/search/spec.ts';
import { does, eventWords, percent } from '../core/search/spec.ts';
import { dwynHeuristicBot } from './bot.ts';
import { dwynMoveWords } from './move-words.ts';
import { dwynGame } from './game.ts';
import { determinizeDwyn } from './hidden.ts';
import { dwynPlayout } from './playout.ts';
import type { DwynState } from './state.ts';

export const DWYN_SEARCH: SearchKit = {
  // The game and determinize alone of its tools (SearchGame says why).
  game: { ...dwynGame, determinize: determinizeDwyn },
  bot: dwynHeuristicBot,
  spec: {
    value: (state, seat) => {
      const s = state as DwynState;
      return s.phase !== 'play' && s.lastGame?.winner === seat ? 1 : 0;
    },
    describe: (mean, _gain, who) => `${does(who, 'win')} the game in ${percent(mean)} of the deals tried`,
    short: (mean) => `a win in ${percent(mean)}`,
    // A loss of winning chance, in percentage points of the share of deals won.
    review: {
      good: 0.03,
      inaccuracy: 0.08,
      mistake: 0.18,
      // What a teacher says happened in a game. Left out: what every turn has (a draw, a discard,
      // a card played in a duel) and the deal's opening lay-out and first discard.
      events: eventWords({
        'winning win you': 'you won the game',
        'winning win other': 'another player won the game',
        'no-progress called table': 'the game was called off with nobody winning',
        'steal steal you': 'you played a STEAL',
        'steal steal other': 'another player played a STEAL',
        'challenge challenge you': 'you played a DWYN to challenge for a body card',
        'challenge challenge other': 'another player played a DWYN to challenge for a body card',
        'won-cards duel-won you': 'you won a duel',
        'won-cards duel-won other': 'another player won a duel',
        'lay-out lay you': 'you laid out a body card',
        'lay-out lay other': 'another player laid out a body card',
        'krown-draw krown you': 'you drew the KROWN',
        'krown-draw krown other': 'another player drew the KROWN',
        'pool pool': 'the discard pile was shuffled into the pool',
      }),
      loss: (loss) => `${percent(loss)} of your chance to win the game`,
    },
    move: dwynMoveWords,
    playout: (state, seat) => dwynPlayout(state as DwynState, seat),
  },
};
