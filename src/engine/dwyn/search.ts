// DWYN for the strong bot (core/search): a game is won by one seat, so a move is worth the share
// of sampled deals in which it leads to the seat winning the game.

import type { SearchKit } from '../core/search/spec.ts';
import { does, percent } from '../core/search/spec.ts';
import type { DwynAction } from './actions.ts';
import { dwynHeuristicBot } from './bot.ts';
import { DWYN_SUITS, SUIT_TITLES } from './deck.ts';
import { dwyn } from './index.ts';
import { dwynPlayout } from './playout.ts';
import type { DwynState } from './state.ts';

export const DWYN_SEARCH: SearchKit = {
  game: dwyn,
  bot: dwynHeuristicBot,
  spec: {
    value: (state, seat) => {
      const s = state as DwynState;
      return s.phase !== 'play' && s.lastGame?.winner === seat ? 1 : 0;
    },
    describe: (mean, _gain, who) => `${does(who, 'win')} the game in ${percent(mean)} of the deals tried`,
    short: (mean) => percent(mean),
    // A loss of winning chance, in percentage points of the share of deals won.
    review: {
      good: 0.03,
      inaccuracy: 0.08,
      mistake: 0.18,
      events: {
        'winning you': 'you won the game',
        'winning other': 'another player won the game',
        'steal you': 'you stole a body card',
        'steal other': 'another player stole a body card',
        'lay-out you': 'you laid out a body card',
        'lay-out other': 'another player laid out a body card',
      },
      loss: (loss) => `${percent(loss)} of your chance to win the game`,
    },
    move: (action) => {
      const a = action as DwynAction;
      return a.type === 'suit' ? `Call ${SUIT_TITLES[DWYN_SUITS[a.suit] ?? 'RUGBY']}` : undefined;
    },
    playout: (state, seat) => dwynPlayout(state as DwynState, seat),
  },
};
