// Dark Hearts' playout policy (SearchSpec.playout, core/search/spec.ts): the heuristic bot's move, read
// straight from the state. The strong bot's playouts ask for a move dozens of times a hand, and
// building a view and the list of legal actions for each was most of a playout's cost. The
// decisions are the bot's own (bot.ts, worstPass and choosePlay), given the seat's hand and the
// plays it may make (legal.ts, playableFaces) as places in the face tables: no view, no list of
// actions. It reads what the seat's view shows: its own hand, the trick, the table's size.

import type { Seat } from '../core/game.ts';
import { playAt, type DarkHeartsAction } from './actions.ts';
import { choosePlay, darkHeartsHeuristicBot, worstPass } from './bot.ts';
import { DARK_HAND_DECK } from './deck.ts';
import { legalActions, playableFaces } from './legal.ts';
import type { DarkHeartsState } from './state.ts';
import { viewDarkHearts } from './view.ts';

/** Room for every card of the deck in both shades. */
const FACES = new Int32Array(2 * DARK_HAND_DECK.length);

export function darkHeartsPlayout(state: DarkHeartsState, seat: Seat): DarkHeartsAction {
  if (state.phase === 'play') {
    const n = playableFaces(state, seat, FACES);
    if (n > 0) return playAt(FACES[choosePlay(state.trick, state.hands.length, FACES, n)] as number);
  } else if (state.phase === 'pass' && state.passes[seat] === null) {
    // Any three cards of the hand make a legal pass.
    const pass = worstPass(state.hands[seat] ?? []);
    if (pass !== null) return pass;
  }
  // Dealing the next hand, and seats with nothing to do (where the bot fails as it should): a
  // playout stops at the end of the hand, so these are not worth a shortcut.
  return darkHeartsHeuristicBot(viewDarkHearts(state, seat), legalActions(state, seat), seat);
}
