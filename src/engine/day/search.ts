// Day for the strong bot (core/search): a move is worth the chips the seat holds when the hand is
// over, so it is weighed by the chips it wins or saves from here on (chips already bet are spent).
//
// A bet tells: the heuristic bot bets only on a hand that clearly beats an equal share, and checks
// otherwise. So a sampled deal in which the seat that made the bet to match holds a weak hand, or
// one that checked holds a strong one, is drawn again (plausible): without that the search meets
// every bet as if it were made on any two cards, and calls far too often.
//
// The playouts make the bot's decisions on 8 sampled showdowns rather than its 60 (playout.ts):
// about 4 times the playouts a second (Node, 2 players: 8,000 to 33,000), with the same gain over
// the heuristic bot (2 players, 600 hands at 1,000 playouts a move: +0.51 ± 0.12 chips a hand,
// was +0.53 ± 0.14; 4 players: +0.59 ± 0.25, was +0.59 ± 0.26; at 4,000 playouts, about the
// time 1,000 took before: +0.50 ± 0.13 and +0.68 ± 0.27). Checking a world (plausible) still
// samples 30 a seat, and is now over a quarter of a search's time.

import type { SearchKit } from '../core/search/spec.ts';
import { average, does } from '../core/search/spec.ts';
import type { Seat } from '../core/game.ts';
import { betBar, dayBot, strength } from './bot.ts';
import { day } from './index.ts';
import { dayPlayout } from './playout.ts';
import { isLive, type DayState } from './state.ts';

/** Sampled deals for a seat's strength when a world is checked: rough, and checked often. */
const TELL_SAMPLES = 30;

function plausible(world: unknown, seat: Seat): boolean {
  const state = world as DayState;
  if (state.phase !== 'bet1' && state.phase !== 'bet2') return true;
  let bettorStrong = false;
  let facing = false;
  for (let other = 0; other < state.hands.length; other++) {
    if (other === seat || !isLive(state, other) || state.acted[other] !== true) continue;
    const view = day.view(state, other);
    const strong = strength(view, other, TELL_SAMPLES) > betBar(view);
    if (state.currentBet === 0) {
      if (strong) return false;
    } else if (state.roundBets[other] === state.currentBet) {
      // The bet to match was made, or raised to, by one of the seats standing at it.
      facing = true;
      bettorStrong ||= strong;
    }
  }
  return !facing || bettorStrong;
}

export const DAY_SEARCH: SearchKit = {
  game: day,
  bot: dayBot,
  spec: {
    playout: (state, seat) => dayPlayout(state as DayState, seat),
    plausible,
    value: (state, seat) => (state as DayState).stacks[seat] ?? 0,
    describe: (_mean, gain, who) =>
      Math.abs(gain) < 0.05
        ? `on average ${does(who, 'end')} the hand with the chips ${does(who, 'hold')} now`
        : `on average ${does(who, 'end')} the hand ${average(gain)} chips ${gain > 0 ? 'up' : 'down'} on what ${does(who, 'hold')} now`,
    short: (_mean, gain) => (Math.abs(gain) < 0.05 ? 'level' : `${average(gain)} chips ${gain > 0 ? 'up' : 'down'}`),
  },
};
