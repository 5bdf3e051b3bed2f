// What Black & Red's page computes with the engine while the site is built: the quick start's
// picture, a table in the middle of a hand that the bots reach from a seeded deal. Kept out of
// ui.ts, so no island ships the deal or the bot. tests/engine/black-and-red/quick-start-table.test.ts
// checks that the position still shows what the picture says.

import type { Card } from '../core/cards.ts';
import { botPlay } from '../core/bot-play.ts';
import { blackAndRedHeuristicBot } from './bot.ts';
import { blackAndRedGame } from './game.ts';
import type { BlackAndRedState } from './state.ts';
import type { BlackAndRedView } from './view.ts';

/** A table seen from the seat whose turn it is, and the cards that seat may discard. */
interface BlackAndRedTurnTable {
  readonly view: BlackAndRedView;
  readonly discards: readonly Card[];
}

// The deal of seed 3, then 12 moves of the bots: a red run stands at 24, and A, who collects red,
// must throw a red card onto it.
const SEED = 3;
const MOVES = 12;

/** The quick start's table: A to discard, seen from A's seat. */
export function quickStartTable(): BlackAndRedTurnTable {
  const state = botPlay<BlackAndRedState>(blackAndRedGame, blackAndRedHeuristicBot, {}, SEED, MOVES);
  const seat = blackAndRedGame.toAct(state)[0] ?? 0;
  const discards = blackAndRedGame
    .legalActions(state, seat)
    .flatMap((action) => (action.type === 'discard' ? [action.card] : []));
  return { view: blackAndRedGame.view(state, seat), discards };
}
