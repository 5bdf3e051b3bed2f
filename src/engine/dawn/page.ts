// What Dawn's page computes with the engine while the site is built: the quick start's picture, a
// table in the middle of a hand that the bots reach from a seeded deal. Kept out of ui.ts, so no
// island ships the deal or the bot. tests/engine/dawn/quick-start-table.test.ts checks that the
// position still shows what the picture says.

import type { Card } from '../core/cards.ts';
import { botPlay } from '../core/bot-play.ts';
import type { GameEvent } from '../core/game.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawnGame } from './game.ts';
import type { DawnState } from './state.ts';
import type { DawnView } from './view.ts';

/** A table seen from the seat whose turn it is, and the cards that seat may play. */
interface DawnTurnTable {
  readonly view: DawnView;
  readonly plays: readonly Card[];
  /** The stock's size straight after the deal, and how many times it has been rebuilt since. */
  readonly stockAtDeal: number;
  readonly rebuilds: number;
}

// Three players, the deal of seed 11, then 147 moves of the bots (the swap and a few piles): A is
// to play on J♠ 10♦ 9♣ and holds two 8s, one black and one red. The stock of the deal has run out
// on the way and been rebuilt from the cleared piles, which is why it holds more than it began with:
// the caption says so, and the quick start explains it.
const PLAYERS = 3;
const SEED = 11;
const MOVES = 147;

/** The quick start's table: A to play, seen from A's seat. */
export function quickStartTable(): DawnTurnTable {
  const options = { players: PLAYERS };
  const log: GameEvent[] = [];
  const state = botPlay<DawnState>(dawnGame, dawnHeuristicBot, options, SEED, MOVES, log);
  const seat = dawnGame.toAct(state)[0] ?? 0;
  const plays = dawnGame.legalActions(state, seat).flatMap((action) => (action.type === 'play' ? [action.card] : []));
  return {
    view: dawnGame.view(state, seat),
    plays,
    stockAtDeal: dawnGame.newGame(dawnGame.parseOptions(options), SEED).stock.length,
    rebuilds: log.filter((event) => event.kind === 'stock-rebuilt').length,
  };
}
