// One search spread over several workers (one per core): each searches the same position with
// its own seed, and their tallies are pooled as if one search had made all their playouts. Moves
// travel as notation, so a tally is plain data a worker can post.

import type { SearchGame } from './spec.ts';
import type { SearchResult } from './search.ts';

/** A search's result as plain data: moves in notation, with their playouts and summed values. */
export interface Tally {
  /** The move chosen: the only one, when nothing was searched. */
  readonly action: string;
  readonly moves: readonly { readonly action: string; readonly playouts: number; readonly total: number }[];
  readonly narrowed: boolean;
  readonly playouts: number;
  readonly actions: number;
  readonly base: number;
}

export function tallyOf<A>(game: SearchGame, result: SearchResult<A>): Tally {
  return {
    action: game.formatAction(result.action),
    moves: result.moves.map((m) => ({
      action: game.formatAction(m.action),
      playouts: m.playouts,
      total: m.mean * m.playouts,
    })),
    narrowed: result.narrowed,
    playouts: result.playouts,
    actions: result.actions,
    base: result.base,
  };
}

/** Several searches of one position, as one: each move's playouts and values added up. */
export function pool(tallies: readonly Tally[]): Tally {
  const [first] = tallies;
  if (first === undefined) throw new Error('Nothing to pool.');
  // Every search of a position weighs the same moves; each lists them best first, so match by name.
  const moves = first.moves.map((move) => {
    let playouts = 0;
    let total = 0;
    for (const tally of tallies) {
      const same = tally.moves.find((m) => m.action === move.action);
      playouts += same?.playouts ?? 0;
      total += same?.total ?? 0;
    }
    return { action: move.action, playouts, total };
  });
  const mean = (m: { playouts: number; total: number }): number => m.total / Math.max(1, m.playouts);
  // Best average first; between equals, the first search's order (a stable sort).
  const sorted = moves.slice().sort((a, b) => mean(b) - mean(a));
  let playouts = 0;
  let actions = 0;
  let base = 0;
  for (const tally of tallies) {
    playouts += tally.playouts;
    actions += tally.actions;
    base += tally.base / tallies.length;
  }
  return {
    action: sorted[0]?.action ?? first.action,
    moves: sorted,
    narrowed: first.narrowed,
    playouts,
    actions,
    base,
  };
}

/** A pooled tally as the search's result, for the words of a hint (hint.ts). */
export function resultOf<A>(game: SearchGame, tally: Tally): SearchResult<A> {
  return {
    action: game.parseAction(tally.action) as A,
    moves: tally.moves.map((m) => ({
      action: game.parseAction(m.action) as A,
      playouts: m.playouts,
      mean: m.total / Math.max(1, m.playouts),
    })),
    narrowed: tally.narrowed,
    playouts: tally.playouts,
    actions: tally.actions,
    base: tally.base,
  };
}
