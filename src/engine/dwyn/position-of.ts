// A DWYN moment as a position spec (position.ts), for the position view: every card where it lies
// but the stock above the KROWN, which the spec leaves unnamed, and every fact the spec holds.
// Reading it back with fromPosition gives the same table (the stock's order aside).

import { PositionError } from '../core/errors.ts';
import { seatLetter } from '../core/seats.ts';
import { DWYN_SUITS, formatDwynCard, type DwynCard } from './deck.ts';
import type { DwynOptions } from './options.ts';
import type { DwynPositionSpec } from './position.ts';
import { krownDrawn, type DwynState } from './state.ts';

const bySeat = <T>(list: readonly T[]): Record<string, T> =>
  Object.fromEntries(list.map((item, s) => [seatLetter(s), item]));

const named = (cards: readonly DwynCard[]): string[] => cards.map(formatDwynCard);

export function dwynPositionOf(state: DwynState): DwynPositionSpec {
  if (state.phase !== 'play') {
    throw new PositionError('This game is over: a position starts from a game in play.', 'winning');
  }
  const { duel } = state;
  const after = krownDrawn(state);
  return {
    phase: 'play',
    game: state.gameNumber,
    dealer: seatLetter(state.dealer),
    turn: seatLetter(state.turn),
    stage: state.stage,
    hands: bySeat(state.hands.map(named)),
    tableaux: bySeat(state.tableaux.map(named)),
    ...(after ? { pool: named(state.pool) } : { discards: named(state.discards) }),
    ...(duel === null
      ? {}
      : {
          duel: {
            defender: seatLetter(duel.defender),
            target: formatDwynCard(duel.target),
            ...(duel.suit < 0 ? {} : { suit: DWYN_SUITS[duel.suit] as string }),
            cards: named(duel.cards),
          },
        }),
    turnsAfterKrown: state.turnsAfterKrown,
    wins: bySeat(state.wins),
  };
}

/** An empty table: every hand and tableau empty, every card in the stock above the KROWN. */
export function emptyDwynPosition(options: DwynOptions): DwynPositionSpec {
  return { hands: bySeat(Array.from({ length: options.players }, () => [])) };
}
