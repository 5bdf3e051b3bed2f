// Dawn for the strong bot (core/search): a hand is won by the seats that reach dawn (or dusk)
// first, so a move is worth the share of sampled deals in which it leads to that.

import type { SearchKit } from '../core/search/spec.ts';
import { percent } from '../core/search/spec.ts';
import type { DawnAction } from './actions.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawn } from './index.ts';
import type { DawnState } from './state.ts';

export const DAWN_SEARCH: SearchKit = {
  game: dawn,
  bot: dawnHeuristicBot,
  spec: {
    value: (state, seat) => {
      const winners = (state as DawnState).handWinners;
      return winners.includes(seat) ? 1 / winners.length : 0;
    },
    describe: (mean) => `you win the hand in ${percent(mean)} of the deals tried`,
    short: (mean) => percent(mean),
    move: (action) => ((action as DawnAction).type === 'ready' ? 'Say you are done arranging' : undefined),
    // Arranging: the heuristic's next shift or declaring ready. Each shift it makes brings the fan
    // closer to its target, so the strong bot always finishes arranging.
    narrow: (state, legal, heuristic) =>
      (state as DawnState).phase === 'arrange'
        ? [heuristic, ...(legal as DawnAction[]).filter((a) => a.type === 'ready' && a !== heuristic)]
        : legal,
  },
};
