// Dawn for the strong bot (core/search): a hand is won by the seats that reach dawn (or dusk)
// first, so a move is worth the share of sampled deals in which it leads to that.

import type { SearchKit } from '../core/search/spec.ts';
import { does, eventWords, percent } from '../core/search/spec.ts';
import type { DawnAction } from './actions.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawnMoveWords } from './move-words.ts';
import { dawnGame } from './game.ts';
import { determinizeDawn } from './hidden.ts';
import { dawnPlayout } from './playout.ts';
import type { DawnState } from './state.ts';

export const DAWN_SEARCH: SearchKit = {
  // The game and determinize alone of its tools (SearchGame says why).
  game: { ...dawnGame, determinize: determinizeDawn },
  bot: dawnHeuristicBot,
  spec: {
    value: (state, seat) => {
      const winners = (state as DawnState).handWinners;
      return winners.includes(seat) ? 1 / winners.length : 0;
    },
    describe: (mean, _gain, who) => `${does(who, 'win')} the hand in ${percent(mean)} of the deals tried`,
    short: (mean) => `a win in ${percent(mean)}`,
    // A loss of winning chance, in percentage points of the share of deals won.
    review: {
      // Arranging and taking: the search cannot tell the moves apart (narrow, below).
      weighs: (state) => (state as DawnState).phase !== 'arrange' && (state as DawnState).phase !== 'take',
      good: 0.03,
      inaccuracy: 0.08,
      mistake: 0.18,
      // What a teacher says happened in a hand. Left out: what every hand has (arranging, taking,
      // picking up, a card played one lower, the leftover pairs) and the turn coming back to the
      // first player who failed (said by the play that follows it).
      events: eventWords({
        'dawn dawn you': 'you reached dawn',
        'dawn dawn other': 'another player reached dawn',
        'dusk dawn you': 'you reached dusk',
        'dusk dawn other': 'another player reached dusk',
        'simultaneous-dawn dawn you': 'you shared the win',
        'simultaneous-dawn dawn other': 'another player shared the win',
        'ace-clears-pile pile-cleared you': 'you cleared the pile with an Ace',
        'ace-clears-pile pile-cleared other': 'another player cleared the pile with an Ace',
        'all-fail-reset reset you': 'nobody could go lower, so the pile was cleared and you started a new one',
        'all-fail-reset reset other':
          'nobody could go lower, so the pile was cleared and another player started a new one',
        'draw-when-unable draw you': 'you had to draw',
        'draw-when-unable draw other': 'another player had to draw',
        'drawn-card-played play you': 'you drew exactly the rank needed and played it',
        'drawn-card-played play other': 'another player drew exactly the rank needed and played it',
        'draw-around play you': 'you had to play your highest card below the rank needed',
        'draw-around play other': 'another player had to play their highest card below the rank needed',
        'lead-any-card play you': 'you started a pile',
        'lead-any-card play other': 'another player started a pile',
        'stock-rebuilt stock-rebuilt': 'the stock ran out and the played cards were shuffled into a new one',
      }),
      loss: (loss) => `${percent(loss)} of your chance to win the hand`,
    },
    move: dawnMoveWords,
    // Arranging: the heuristic's next shift or declaring ready. Each shift it makes brings the fan
    // closer to its target, so the strong bot always finishes arranging. Taking: where a fan holds
    // what is hidden, and a sampled deal shuffles the fan, so every pair of positions looks alike
    // to the search; the heuristic's middle two (where players keep their wanted cards) is taken.
    narrow: (state, legal, heuristic) => {
      const phase = (state as DawnState).phase;
      if (phase === 'take') return [heuristic];
      if (phase !== 'arrange') return legal;
      return [heuristic, ...(legal as DawnAction[]).filter((a) => a.type === 'ready' && a !== heuristic)];
    },
    narrowed: (state) =>
      (state as DawnState).phase === 'take'
        ? 'a sampled deal shuffles the fan, so the search cannot tell positions apart; players tend to keep their wanted cards in the middle'
        : 'your fan already has its unwanted cards at the ends, where a taker is least likely to find your wanted ones',
    playout: (state, seat) => dawnPlayout(state as DawnState, seat),
  },
};
