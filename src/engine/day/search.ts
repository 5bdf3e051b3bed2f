// Day for the strong bot (core/search): a move is worth the chips the seat holds when the hand is
// over, so it is weighed by the chips it wins or saves from here on (chips already bet are spent).
//
// A bet tells: the heuristic bot bets only on a hand that clearly beats an equal share, and checks
// otherwise. So a sampled deal in which the seat that made the bet to match holds a weak hand, or
// one that checked holds a strong one, is drawn again (plausible): without that the search meets
// every bet as if it were made on any two cards, and calls far too often.
//
// The playouts make the bot's decisions on 8 sampled showdowns rather than its 60 (playout.ts),
// and remember each seat's estimate for the cards it sees, which the moves played out on one deal
// share. Node, 2 players: 8,000 playouts a second, then 33,000 with 8 samples, then about 45,000
// with the memo and checking worlds without views; the gain over the heuristic bot held (600 hands
// at 1,000 playouts a move, chips a hand: 2 players +0.53 ± 0.14, +0.51 ± 0.12, +0.47 ± 0.13;
// 4 players +0.59 ± 0.26, +0.59 ± 0.25, +0.84 ± 0.26). Checking a world (plausible) samples 30 a
// seat, the bot's strength read from the state as a playout reads it (no view built), so the same
// worlds are kept as when it built each seat's view.

import type { SearchKit } from '../core/search/spec.ts';
import { average, does } from '../core/search/spec.ts';
import type { Seat } from '../core/game.ts';
import { dayBot } from './bot.ts';
import { DAY_CONDITIONS } from './conditions.ts';
import { betBarFor } from './decide.ts';
import { day } from './index.ts';
import { dayPlayout, playoutEquity } from './playout.ts';
import { DAY_RULES } from './rules.ts';
import { isLive, livePlayers, type DayState } from './state.ts';

/** Events in the game's words, for a review's reasons (ReviewScale.events). */
const EVENTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    // A pot won at a showdown: its win event's rule is the condition it was won with.
    DAY_CONDITIONS.flatMap((rule) => [
      [`${rule} you`, `you won a pot with ${DAY_RULES[rule]}`],
      [`${rule} other`, `another player won a pot with ${DAY_RULES[rule]}`],
    ]),
  ),
  'last-player-standing you': 'everyone else folded and you took the pot',
  'last-player-standing other': 'another player took the pot when everyone else folded',
  'showdown you': 'you reached the showdown',
  'showdown other': 'another player reached the showdown',
  'final-betting you': 'you reached the final round of betting',
  'final-betting other': 'another player reached the final round of betting',
  'betting-limits you': 'you bet or raised',
  'betting-limits other': 'another player bet or raised',
  'all-in you': 'you went all in',
  'all-in other': 'another player went all in',
};

/** Sampled deals for a seat's strength when a world is checked: rough, and checked often. */
const TELL_SAMPLES = 30;

function plausible(world: unknown, seat: Seat): boolean {
  const state = world as DayState;
  if (state.phase !== 'bet1' && state.phase !== 'bet2') return true;
  let bettorStrong = false;
  let facing = false;
  const bar = betBarFor(livePlayers(state));
  for (let other = 0; other < state.hands.length; other++) {
    if (other === seat || !isLive(state, other) || state.acted[other] !== true) continue;
    const strong = playoutEquity(state, other, TELL_SAMPLES) > bar;
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
    // Chips at the hand's end: the ante is one chip, a pot a few to a dozen.
    review: { good: 0.2, inaccuracy: 0.5, mistake: 1.2, loss: (loss) => `${average(loss)} chips`, events: EVENTS },
  },
};
