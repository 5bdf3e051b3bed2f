// What Dark Hearts' page computes with the engine while the site is built: the quick start's
// picture, a table in the middle of a trick that the bots reach from a seeded deal. Kept out of
// ui.ts, so no island ships the deal or the bot. tests/engine/dark-hearts/quick-start-table.test.ts
// checks that the position still shows what the picture says.

import { botPlay } from '../core/bot-play.ts';
import { darkHeartsHeuristicBot } from './bot.ts';
import type { DarkCard } from './deck.ts';
import { darkHeartsGame } from './game.ts';
import type { DarkHeartsState } from './state.ts';
import type { DarkHeartsView } from './view.ts';

/** A table seen from the seat whose turn it is, and the cards that seat may play. */
interface DarkHeartsTurnTable {
  readonly view: DarkHeartsView;
  readonly plays: readonly DarkCard[];
}

// Four players, the deal of seed 1, then 19 moves of the bots (the pass and three tricks): B has
// led a Dark trick, and A must follow with one of three Dark spades.
const SEED = 1;
const MOVES = 19;

/** The quick start's table: A to play, seen from A's seat. */
export function quickStartTable(): DarkHeartsTurnTable {
  const state = botPlay<DarkHeartsState>(darkHeartsGame, darkHeartsHeuristicBot, {}, SEED, MOVES);
  const seat = darkHeartsGame.toAct(state)[0] ?? 0;
  const plays = darkHeartsGame
    .legalActions(state, seat)
    .flatMap((action) => (action.type === 'play' ? [action.card] : []));
  return { view: darkHeartsGame.view(state, seat), plays };
}
