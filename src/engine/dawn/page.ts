// What Dawn's page computes with the engine while the site is built: the quick start's picture, a
// table in the middle of a hand that the bots reach from a seeded deal. Kept out of ui.ts, so no
// island ships the deal or the bot. tests/engine/dawn/quick-start-table.test.ts checks that the
// position still shows what the picture says.

import type { Card } from '../core/cards.ts';
import { botPlay } from '../core/bot-play.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawnGame } from './game.ts';
import type { DawnState } from './state.ts';
import type { DawnView } from './view.ts';

/** A table seen from the seat whose turn it is, and the cards that seat may play. */
interface DawnTurnTable {
  readonly view: DawnView;
  readonly plays: readonly Card[];
}

// Three players, the deal of seed 11, then 147 moves of the bots (the swap and a few piles): A is
// to play on J♠ 10♦ 9♣ and holds two 8s, one black and one red.
const PLAYERS = 3;
const SEED = 11;
const MOVES = 147;

/** The quick start's table: A to play, seen from A's seat. */
export function quickStartTable(): DawnTurnTable {
  const state = botPlay<DawnState>(dawnGame, dawnHeuristicBot, { players: PLAYERS }, SEED, MOVES);
  const seat = dawnGame.toAct(state)[0] ?? 0;
  const plays = dawnGame.legalActions(state, seat).flatMap((action) => (action.type === 'play' ? [action.card] : []));
  return { view: dawnGame.view(state, seat), plays };
}
