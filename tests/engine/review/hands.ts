// Hands to review: one hand dealt from a seed and played to its end, the reader's seat choosing by
// `choose` (the strong bot's search, the easy bot, a planted blunder) and every other seat by the
// game's easy bot, as the sandbox plays them. Moves are recorded in notation, as a session keeps them.
import type { Seat } from '../../../src/engine/core/game.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { optionsAt } from '../../bench/playouts.ts';

interface PlayedHand {
  readonly start: unknown;
  readonly moves: { readonly seat: Seat; readonly action: string }[];
}

export type Chooser = (state: unknown, seat: Seat, legal: readonly unknown[], move: number) => unknown;

/** The easy bot's move, from the seat's view: what every seat but the reader plays. */
export function easy(entry: GameManifest): Chooser {
  return (state, seat, legal) => entry.bot(entry.game.view(state, seat), legal, seat);
}

/** `most`: the reader's moves after which the hand stops (a game of DWYN holds forty). */
export function playHand(
  entry: GameManifest,
  seed: number,
  choose: Chooser,
  most = Infinity,
  reader: Seat = 0,
): PlayedHand {
  const { game } = entry;
  const start = game.newGame(optionsAt(entry, game.players.min), seed);
  const moves: PlayedHand['moves'] = [];
  const others = easy(entry);
  let state = start;
  let mine = 0;
  for (let n = 0; n < 3000 && !game.isHandOver(state) && game.toAct(state).length > 0; n++) {
    const seat = game.toAct(state)[0] as Seat;
    if (seat === reader && mine++ >= most) break;
    const legal = game.legalActions(state, seat);
    const action = (seat === reader ? choose : others)(state, seat, legal, moves.length);
    moves.push({ seat, action: game.formatAction(action) });
    state = game.apply(state, seat, action).state;
  }
  return { start, moves };
}
