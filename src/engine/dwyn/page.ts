// What DWYN's page computes with the engine while the site is built: the quick start's picture, a
// table before the KROWN that the bots reach from a seeded deal, and the order of play its seat
// diagram draws (components/dwyn/TurnPicture.astro and SeatDiagram.astro). Kept out of ui.ts, so
// no island ships the deal or the bot. tests/engine/dwyn/quick-start-table.test.ts checks that the
// position still shows what the picture says, and seat-diagram.test.ts that the order is the one
// the engine plays in.

import { botPlay } from '../core/bot-play.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, turnOrder } from '../core/seats.ts';
import { dwynHeuristicBot } from './bot.ts';
import { dwynGame } from './game.ts';
import { DWYN_DEFAULTS } from './options.ts';
import type { DwynState } from './state.ts';
import type { DwynView } from './view.ts';

// Three players, the deal of seed 28, then 31 moves of the bots (the opening lay-out and ten
// turns): A is to draw, with the Shield HEAD in front of them; B has a whole body of two suits,
// which can all be taken; C has the Skull HEAD, TORSO and FEET, which cannot, and the Castle FEET.
const PLAYERS = 3;
const SEED = 28;
const MOVES = 31;

/** The quick start's table: A to draw, seen from A's seat. */
export function quickStartTable(): DwynView {
  const state = botPlay<DwynState>(dwynGame, dwynHeuristicBot, { players: PLAYERS }, SEED, MOVES);
  return dwynGame.view(state, dwynGame.toAct(state)[0] ?? 0);
}

/** Who plays in what order at a table of `players` when `dealer` deals, with the default direction. */
export function seatOrder(players: number, dealer: Seat): { readonly first: Seat; readonly order: readonly Seat[] } {
  const first = leftOf(dealer, players);
  return { first, order: turnOrder(first, players, DWYN_DEFAULTS.direction) };
}
