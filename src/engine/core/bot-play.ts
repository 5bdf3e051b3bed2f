// A position real play reaches: the deal from a seed, then a number of moves, each by the first
// seat to act, chosen by a bot from what that seat sees. A page's pictures are built from one
// while the site is built (src/engine/<game>/page.ts), so what a picture shows is a table the
// rules allow, and a change to the rules or the bots that moves it fails the game's tests.

import type { AnyPlayableGame, Bot, GameEvent } from './game.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's bot has its own view and action types
type AnyBot = Bot<any, any>;

/**
 * The state after `moves` moves of `bot` in every seat from the deal of `seed`; each move checked.
 * `log`, when given, gets every move's events, for a caption that tells what led to the position.
 */
export function botPlay<S>(
  game: AnyPlayableGame,
  bot: AnyBot,
  options: unknown,
  seed: number,
  moves: number,
  log?: GameEvent[],
): S {
  let state: unknown = game.newGame(game.parseOptions(options), seed);
  for (let move = 0; move < moves; move++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined || game.outcome(state) !== null)
      throw new Error(`${game.title}: the game (seed ${seed}) ended after ${move} of ${moves} moves.`);
    const action: unknown = bot(game.view(state, seat), game.legalActions(state, seat), seat);
    const applied = game.apply(state, seat, action);
    log?.push(...applied.events);
    state = applied.state;
  }
  return state as S;
}
