// Dark Hearts for the strong bot (core/search): the lowest score in either shade wins, so a move is
// worth how low it keeps the seat's lower shade score; the sum of both shades breaks ties.
//
// A hand can pass hundreds of different threes (680 of seventeen cards at three players), too
// many for a few hundred milliseconds of playouts to tell apart; the search weighs the passes made
// of the hand's six most dangerous cards (as the heuristic bot ranks them), twenty passes, the
// bot's own among them.

import type { SearchKit } from '../core/search/spec.ts';
import { average, eventWords, whose } from '../core/search/spec.ts';
import type { DarkHeartsAction, PassAction } from './actions.ts';
import { dangerOf, darkHeartsHeuristicBot } from './bot.ts';
import { darkHeartsGame } from './game.ts';
import { determinizeDarkHearts } from './hidden.ts';
import { darkHeartsMoveWords } from './move-words.ts';
import { darkHeartsPlayout } from './playout.ts';
import type { DarkHeartsState } from './state.ts';
import type { DarkCard } from './deck.ts';

/** The hand's most dangerous cards, of which the passes searched are made. */
const PASS_FROM = 6;

function narrow(_state: unknown, legal: readonly unknown[], heuristic: unknown): readonly unknown[] {
  if ((legal[0] as DarkHeartsAction).type !== 'pass') return legal;
  // The hand is every card a legal pass names (any three may be passed).
  const hand = [...new Set((legal as readonly PassAction[]).flatMap((pass) => pass.cards))] as DarkCard[];
  const worst = new Set(hand.sort((a, b) => dangerOf(b) - dangerOf(a)).slice(0, PASS_FROM));
  return legal.filter((a) => a === heuristic || (a as PassAction).cards.every((card) => worst.has(card)));
}

/**
 * Events in the game's words, for a review's reasons. Left out: what every hand has (the pass, the
 * first lead, each card played and led, each hand's scores).
 */
const EVENTS = eventWords({
  'shooting-the-moon moon you': 'you shot the moon',
  'shooting-the-moon moon other': 'another player shot the moon',
  'hearts-broken hearts-broken you': 'you took the trick that broke hearts',
  'hearts-broken hearts-broken other': 'another player took the trick that broke hearts',
  'leftover-card leftover-taken you': 'you took the leftover card',
  'leftover-card leftover-taken other': 'another player took the leftover card',
  'trick-winner trick-won you': 'you took a trick with points in it',
  'trick-winner trick-won other': 'another player took a trick with points in it',
});

export const DARK_HEARTS_SEARCH: SearchKit = {
  // The game and determinize alone of its tools (SearchGame says why).
  game: { ...darkHeartsGame, determinize: determinizeDarkHearts },
  bot: darkHeartsHeuristicBot,
  spec: {
    narrow,
    value: (state, seat) => {
      const score = (state as DarkHeartsState).scores[seat];
      return score ? -Math.min(score.L, score.D) - (score.L + score.D) / 1000 : 0;
    },
    // The lower of the seat's two scores, Light and Dark: the one that decides the game. Said so
    // where the reader first meets it.
    describe: (_mean, gain, who, first) => {
      const score = `${whose(who)} lower score${first ? ' (Light or Dark: the one that decides the game)' : ''}`;
      return gain > -0.05
        ? `${score} stays where it is in almost every deal tried`
        : `${score} rises by ${average(gain)} points on average`;
    },
    short: (_mean, gain) => (gain > -0.05 ? 'no rise' : `a rise of ${average(gain)}`),
    // Points on the lower score: a heart is one, the queen of spades thirteen.
    review: {
      good: 0.5,
      inaccuracy: 1.5,
      mistake: 3.5,
      loss: (loss) => `${average(loss)} points on your lower score`,
      events: (event, who) => {
        // A trick taken: worth saying only when it held points in its shade.
        if (event.kind === 'trick-won' && Number(event.detail?.['points'] ?? 0) === 0) return undefined;
        return EVENTS(event, who);
      },
    },
    move: darkHeartsMoveWords,
    playout: (state, seat) => darkHeartsPlayout(state as DarkHeartsState, seat),
  },
};
