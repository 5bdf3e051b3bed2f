// A Black & Red moment as a position spec (position.ts), for the position view: every card where it
// lies but the stock below the upcard, which the spec leaves unnamed, and every fact the spec
// holds. Reading it back with fromPosition gives the same table (the stock's order aside).

import { PositionError } from '../core/errors.ts';
import { seatLetter } from '../core/seats.ts';
import type { BlackAndRedOptions } from './options.ts';
import type { BlackAndRedPositionSpec } from './position.ts';
import { playerOne, type BlackAndRedState } from './state.ts';

const bySeat = <T>(list: readonly T[]): Record<string, T> =>
  Object.fromEntries(list.map((item, s) => [seatLetter(s), item]));

export function blackAndRedPositionOf(state: BlackAndRedState): BlackAndRedPositionSpec {
  if (state.phase === 'over') {
    throw new PositionError('This match is over: a position starts from a hand in play.', 'match');
  }
  const base = {
    phase: state.phase,
    hand: state.handNumber,
    dealer: seatLetter(state.dealer),
    hands: bySeat(state.hands),
    scores: bySeat(state.scores),
  };
  // Between hands only the match stands: the next step deals afresh.
  if (state.phase === 'handOver') return base;
  const upcard = state.upcardShowing ? state.stock[0] : undefined;
  return {
    ...base,
    ...(upcard === undefined ? { playerOneColour: state.targets[playerOne(state)] as string } : { upcard, stock: [] }),
    turn: seatLetter(state.turn),
    run: state.run,
    discards: state.discards,
    goes: state.goes.flatMap((said, seat) => (said ? [seatLetter(seat)] : [])),
    ...(state.lastDiscarder === null ? {} : { lastDiscarder: seatLetter(state.lastDiscarder) }),
    ...(state.runColour === null ? {} : { runColour: state.runColour, total: state.total }),
  };
}

/** An empty table: both hands empty, every card in the stock, player one's colour not yet said. */
export function emptyBlackAndRedPosition(_options: BlackAndRedOptions): BlackAndRedPositionSpec {
  // No colour: it is the upcard's, or the reader's to say; a preset one would clash with an upcard placed later.
  return { hands: { A: [], B: [] } };
}
