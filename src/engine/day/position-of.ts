// A Day moment as a position spec (position.ts), for the position view: every card where it lies
// but the deck, which the spec leaves unnamed, and every chip and fact the spec holds. Reading it
// back with fromPosition gives the same table (the deck's order aside).

import { PositionError } from '../core/errors.ts';
import { seatLetter } from '../core/seats.ts';
import type { DayOptions } from './options.ts';
import type { DayPositionSpec } from './position.ts';
import { potTotal, type DayState } from './state.ts';

const bySeat = <T>(list: readonly T[]): Record<string, T> =>
  Object.fromEntries(list.map((item, s) => [seatLetter(s), item]));

const seatsWhere = (flags: readonly boolean[]): string[] =>
  flags.flatMap((flag, seat) => (flag ? [seatLetter(seat)] : []));

export function dayPositionOf(state: DayState): DayPositionSpec {
  if (state.phase === 'over')
    throw new PositionError('This session is over: a position starts from a hand.', 'session-end');
  // A seat with no chips left is out (between hands, one who has just lost everything too).
  const out = state.hands.map((_, s) => (state.stacks[s] ?? 0) + (state.committed[s] ?? 0) === 0);
  const substituted = Object.fromEntries(
    state.mucked.flatMap((card, s) => (card === null ? [] : [[seatLetter(s), card]])),
  );
  return {
    phase: state.phase,
    hand: state.handNumber,
    dealer: seatLetter(state.dealer),
    hands: bySeat(state.hands.map((hand, s) => (out[s] ? [] : hand))),
    community: state.community,
    stacks: bySeat(state.stacks),
    committed: bySeat(state.committed),
    pot: potTotal(state),
    roundBets: bySeat(state.roundBets),
    raises: state.raises,
    lastRaise: state.lastRaise,
    folded: seatsWhere(state.folded),
    substituted,
    ...(state.phase === 'substitute' ? { decided: seatsWhere(state.decided) } : {}),
    acted: seatsWhere(state.acted),
    ...(state.turn >= 0 ? { turn: seatLetter(state.turn) } : {}),
    rake: state.rakeTaken,
  };
}

/** An empty table: nobody's cards named (each seat in the hand is dealt two at random), the antes in. */
export function emptyDayPosition(options: DayOptions): DayPositionSpec {
  return { phase: 'substitute', hands: bySeat(Array.from({ length: options.players }, () => [])) };
}
