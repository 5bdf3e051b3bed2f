// A Dark Hearts moment as a position spec (position.ts), for the position view: every card in a
// hand, the trick or the leftover, and every fact the spec holds; the cards of earlier tricks are
// what the spec leaves unnamed. Reading it back with fromPosition gives the same table.

import { PositionError } from '../core/errors.ts';
import { seatLetter } from '../core/seats.ts';
import { formatFace, type DarkCard } from './deck.ts';
import type { DarkHeartsOptions } from './options.ts';
import type { DarkHeartsPositionSpec } from './position.ts';
import type { DarkHeartsState, ShadePoints } from './state.ts';

const bySeat = <T>(list: readonly T[]): Record<string, T> =>
  Object.fromEntries(list.map((item, s) => [seatLetter(s), item]));

const named = (cards: readonly DarkCard[]): string[] => cards.map((card) => formatFace(card, 'L'));
const pair = (points: ShadePoints): [number, number] => [points.L, points.D];

export function darkHeartsPositionOf(state: DarkHeartsState): DarkHeartsPositionSpec {
  if (state.phase !== 'pass' && state.phase !== 'play') {
    throw new PositionError('This hand is over: a position starts at the pass or in play.', 'next-hand');
  }
  const { trick } = state;
  const base = {
    phase: state.phase,
    hand: state.handNumber,
    dealer: seatLetter(state.dealer),
    hands: bySeat(state.hands.map(named)),
    ...(state.leftover === null ? {} : { leftover: formatFace(state.leftover, 'L') }),
    scores: bySeat(state.scores.map(pair)),
  };
  if (state.phase === 'pass') {
    const passing = Object.fromEntries(
      state.passes.flatMap((cards, seat) => (cards === null ? [] : [[seatLetter(seat), named(cards)]])),
    );
    return Object.keys(passing).length > 0 ? { ...base, passing } : base;
  }
  return {
    ...base,
    tricks: state.tricksPlayed,
    ...(trick === null
      ? { leader: seatLetter(state.leader) }
      : {
          trick: {
            leader: seatLetter(trick.leader),
            shade: trick.shade,
            plays: trick.plays.map((play) => formatFace(play.card, trick.shade)),
          },
        }),
    ...(state.leftoverTakenBy === null ? {} : { leftoverTakenBy: seatLetter(state.leftoverTakenBy) }),
    broken: { L: state.broken.L, D: state.broken.D },
    handPoints: bySeat(state.handPoints.map(pair)),
  };
}

/** An empty table: every hand empty, every card taken to have been played already. */
export function emptyDarkHeartsPosition(options: DarkHeartsOptions): DarkHeartsPositionSpec {
  return { hands: bySeat(Array.from({ length: options.players }, () => [])) };
}
