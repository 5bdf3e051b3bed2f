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
import { average, does, eventWords } from '../core/search/spec.ts';
import type { Seat } from '../core/game.ts';
import { dayBot } from './bot.ts';
import { dayMoveWords } from './move-words.ts';
import { DAY_CONDITIONS } from './conditions.ts';
import { betBarFor } from './decide.ts';
import { dayGame } from './game.ts';
import { determinizeDay } from './hidden.ts';
import { dayPlayout, playoutEquity } from './playout.ts';
import { isLive, livePlayers, type DayState } from './state.ts';

/** A pot won at the showdown, whatever hand won it: one fact, linked to the showdown. */
const WON_AT_SHOWDOWN = [...DAY_CONDITIONS, 'equal-points', 'tie-breaker'] as const;

/**
 * Events in the game's words, for a review's reasons (ReviewScale.events). Left out: what every
 * hand has (a round of betting beginning, the showdown's results one by one), keeping both cards,
 * and chips handed back (a bet nobody matched, a side pot only its owner could win).
 */
const EVENTS = eventWords({
  ...Object.fromEntries(
    WON_AT_SHOWDOWN.flatMap((rule) => [
      [`${rule} win you`, ['you won a pot at the showdown', 'showdown']],
      [`${rule} win other`, ['another player won a pot at the showdown', 'showdown']],
    ]),
  ),
  'showdown show you': 'you reached the showdown',
  'showdown show other': 'another player reached the showdown',
  'last-player-standing win you': 'everyone else folded and you took the pot',
  'last-player-standing win other': 'everyone else folded and another player took the pot',
  'betting fold you': 'you folded',
  'betting fold other': 'another player folded',
  'betting check you': 'you checked',
  'betting check other': 'another player checked',
  'betting call you': 'you called a bet',
  'betting call other': 'another player called a bet',
  'betting-limits bet you': 'you bet',
  'betting-limits bet other': 'another player bet',
  'betting-limits raise you': 'you raised',
  'betting-limits raise other': 'another player raised',
  'all-in bet you': 'you went all in',
  'all-in raise you': 'you went all in',
  'all-in call you': 'you went all in',
  'all-in bet other': 'another player went all in',
  'all-in raise other': 'another player went all in',
  'all-in call other': 'another player went all in',
  'final-card final-card': 'the dealer placed the final card',
  'substitution swap you': 'you substituted a card',
  'substitution swap other': 'another player substituted a card',
  'substitution-penalty result you': 'you lost a point at the showdown for substituting',
  'substitution-penalty result other': 'another player lost a point at the showdown for substituting',
  'tie-breaker flip you': 'you tied and flipped a card for the tie-breaker',
  'tie-breaker flip other': 'another player flipped a card for the tie-breaker',
  'chips out you': 'you lost your last chip',
  'chips out other': 'another player lost their last chip',
});

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
  // The game and determinize alone of its tools (SearchGame says why).
  game: { ...dayGame, determinize: determinizeDay },
  bot: dayBot,
  spec: {
    playout: (state, seat) => dayPlayout(state as DayState, seat),
    plausible,
    value: (state, seat) => (state as DayState).stacks[seat] ?? 0,
    // The chips at the hand's end against those held at the decision: the chips already in the pot
    // are spent whatever comes, so a fold is exactly level (review.ts gives each move its own figure).
    describe: (_mean, gain, who) =>
      Math.abs(gain) < 0.05
        ? `on average ${does(who, 'end')} the hand with the chips ${does(who, 'hold')} now`
        : `on average ${does(who, 'end')} the hand ${average(gain)} chips ${gain > 0 ? 'up' : 'down'} on what ${does(who, 'hold')} now`,
    short: (_mean, gain) =>
      Math.abs(gain) < 0.05 ? 'no chips won or lost' : `${average(gain)} chips ${gain > 0 ? 'up' : 'down'}`,
    move: dayMoveWords,
    // Chips at the hand's end: the ante is one chip, a pot a few to a dozen.
    review: { good: 0.2, inaccuracy: 0.5, mistake: 1.2, loss: (loss) => `${average(loss)} chips`, events: EVENTS },
  },
};
