// What Day's page computes with the engine while the site is built, beyond ui.ts. Kept out of
// ui.ts because the islands import that: re-exported there, the option book's setup, the deal and
// the bot would ride along into every Day island.
// - The win conditions, the default options and the showdown evaluator, which score the examples
//   of the win-conditions table (components/day/win-conditions.ts).
// - The quick start's picture (components/day/TurnPicture.astro): a table in the final round of
//   betting that the bots reach from a seeded deal (core/bot-play.ts).
// - The showdown's picture (components/day/ShowdownPicture.astro): one hand laid out as it lies on
//   the table, scored by the evaluator.
// tests/engine/day/quick-start-table.test.ts and pictures.test.ts check that both still show what
// their captions say.

import { botPlay } from '../core/bot-play.ts';
import type { Seat } from '../core/game.ts';
import type { DayAction } from './actions.ts';
import { dayBot } from './bot.ts';
import type { DayCard } from './deck.ts';
import { dayGame } from './game.ts';
import { DAY_DEFAULTS } from './options.ts';
import { evaluateShowdown, type DayResult } from './results.ts';
import type { DayState } from './state.ts';
import type { DayView } from './view.ts';

export { DAY_CONDITIONS } from './conditions.ts';
export { DAY_DEFAULTS, type DayOptions } from './options.ts';
export { evaluateShowdown } from './results.ts';

/** A table seen from the seat whose turn it is, what that seat may do, and what its cards make so far. */
interface DayTurnTable {
  readonly view: DayView;
  readonly seat: Seat;
  readonly legal: readonly DayAction[];
  readonly best: DayResult;
}

// Three players, the deal of seed 47, then 11 moves of the bots: everyone kept both cards and the
// first round was checked round to C's bet, which A and B called. In the final round A bet 1, B
// folded and C raised to 2; A, holding a Day, is to call, raise or fold.
const PLAYERS = 3;
const SEED = 47;
const MOVES = 11;

/** The quick start's table: A to act in the final round of betting, seen from A's seat. */
export function quickStartTable(): DayTurnTable {
  const state = botPlay<DayState>(dayGame, dayBot, { players: PLAYERS }, SEED, MOVES);
  const seat = dayGame.toAct(state)[0] ?? 0;
  const view = dayGame.view(state, seat);
  const hole = view.seats[seat]?.cards ?? [];
  const best = evaluateShowdown({ hole, community: view.community }, state.options);
  return { view, seat, legal: dayGame.legalActions(state, seat), best };
}

/** One player's five cards as they lie at the showdown, and what the engine reads in them. */
interface ShowdownLayout {
  readonly hole: readonly [DayCard, DayCard];
  /** As laid: the dealer's first two cards, then the final card. */
  readonly community: readonly [DayCard, DayCard, DayCard];
  readonly result: DayResult;
}

/**
 * The showdown's picture: A's hand in the original's example game (content/examples/day/
 * source-example.yaml), the Crown and the 4 of Rising, with the 7 and the 9 of Risen laid first
 * and the 5 of Setting as the final card.
 */
export function showdownLayout(): ShowdownLayout {
  const hole = ['Crown', '4R'] as const;
  const community = ['7Rn', '9Rn', '5S'] as const;
  return { hole, community, result: evaluateShowdown({ hole, community }, DAY_DEFAULTS) };
}
