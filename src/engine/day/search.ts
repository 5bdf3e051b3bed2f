// Day for the strong bot (core/search): a move is worth the chips the seat holds when the hand is
// over, so it is weighed by the chips it wins or saves from here on (chips already bet are spent).

import type { SearchKit } from '../core/search/spec.ts';
import { average, does } from '../core/search/spec.ts';
import { dayBot } from './bot.ts';
import { day } from './index.ts';
import type { DayState } from './state.ts';

export const DAY_SEARCH: SearchKit = {
  game: day,
  bot: dayBot,
  spec: {
    value: (state, seat) => (state as DayState).stacks[seat] ?? 0,
    describe: (_mean, gain, who) =>
      Math.abs(gain) < 0.05
        ? `on average ${does(who, 'end')} the hand with the chips ${does(who, 'hold')} now`
        : `on average ${does(who, 'end')} the hand ${average(gain)} chips ${gain > 0 ? 'up' : 'down'} on what ${does(who, 'hold')} now`,
    short: (_mean, gain) => (Math.abs(gain) < 0.05 ? 'level' : `${average(gain)} chips ${gain > 0 ? 'up' : 'down'}`),
  },
};
