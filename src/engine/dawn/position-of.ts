// A Dawn moment as a position spec (position.ts), for the position view: every card where it lies
// but the stock, which is what the spec leaves unnamed, and every fact the spec holds. Reading it
// back with fromPosition gives the same table (the stock's order aside).

import { rankOf, type Card } from '../core/cards.ts';
import { PositionError } from '../core/errors.ts';
import { seatLetter } from '../core/seats.ts';
import { rankName, type DawnPositionSpec } from './position.ts';
import type { DawnOptions } from './options.ts';
import type { DawnState } from './state.ts';

const bySeat = <T>(list: readonly T[]): Record<string, T> =>
  Object.fromEntries(list.map((item, s) => [seatLetter(s), item]));

export function dawnPositionOf(state: DawnState): DawnPositionSpec {
  const base = { dealer: seatLetter(state.dealer), hands: bySeat(state.hands) };
  if (state.phase === 'arrange') {
    const ready = state.ready.flatMap((done, seat) => (done ? [seatLetter(seat)] : []));
    return {
      phase: 'arrange',
      ...base,
      spares: state.pairs.map((pair) => pair.cards),
      ...(ready.length > 0 ? { ready } : {}),
    };
  }
  if (state.phase !== 'play') {
    throw new PositionError(
      state.phase === 'take' || state.phase === 'pick'
        ? 'A position starts at the deal or in play, not halfway through the swap.'
        : 'This hand is over: a position starts at the deal or in play.',
      'swap-arrange',
    );
  }
  const top = state.pile[state.pile.length - 1];
  const leftover = state.pairs.filter((pair) => pair.pickedBy === null).flatMap((pair) => pair.cards);
  return {
    phase: 'play',
    ...base,
    turn: seatLetter(state.turn),
    pile: state.pile,
    discards: state.discards,
    ...(leftover.length > 0 ? { leftover } : {}),
    ...(state.firstFailer === null ? {} : { firstFailer: seatLetter(state.firstFailer) }),
    ...(top === undefined ? {} : { needed: rankName(rankOf(top as Card) - 1) }),
  };
}

/** An empty table: every seat's hand empty, every card in the stock. */
export function emptyDawnPosition(options: DawnOptions): DawnPositionSpec {
  return { phase: 'play', hands: bySeat(Array.from({ length: options.players }, () => [])) };
}
