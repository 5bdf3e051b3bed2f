// Where "Deal the rest" deals a Dawn position's unplaced cards (core/position/fill.ts). At the deal
// (the arrange phase) every hand holds twelve (rule deal). In play, hands shrink and grow, so no size
// is the rule's: a hand the reader has left empty is dealt twelve, as the swap leaves it, and a hand
// they have started is theirs. The rest stay the spare pairs, the stock and the discards. A player who
// has failed since the last card played is dealt no card of the rank needed (rule drawn-card-played:
// position.ts refuses such a hand). The spec is read here as position.ts reads it, not imported:
// this module is fetched on the tap (core/position/fill.ts says why).

import { rankOf, STANDARD_DECK, type Card } from '../core/cards.ts';
import type { FillPlan } from '../core/position/fill.ts';
import { leftOf, seatLetter, seatNamed } from '../core/seats.ts';
import { HAND_SIZE, type DawnOptions } from './options.ts';

interface FillSpec {
  readonly phase?: unknown;
  readonly hands?: Readonly<Record<string, unknown>>;
  readonly pile?: unknown;
  readonly dealer?: unknown;
  readonly turn?: unknown;
  readonly firstFailer?: unknown;
}

/** The rank needed on the spec's pile (its top card's, less one), or null with no pile. */
function neededOf(pile: unknown): number | null {
  if (!Array.isArray(pile) || pile.length === 0) return null;
  try {
    return rankOf(STANDARD_DECK.parse(String(pile[pile.length - 1])) as Card) - 1;
  } catch {
    return null;
  }
}

/** The seats that have failed since the last card played: the first to fail, up to the one to play. */
function failedSeats(spec: FillSpec, n: number): Set<number> {
  const first = spec.firstFailer === undefined ? null : seatNamed(spec.firstFailer, n);
  const dealer = spec.dealer === undefined ? n - 1 : seatNamed(spec.dealer, n);
  const turn = spec.turn === undefined ? (dealer === null ? null : leftOf(dealer, n)) : seatNamed(spec.turn, n);
  const failed = new Set<number>();
  if (first === null || turn === null) return failed;
  let seat = first;
  do {
    failed.add(seat);
    seat = leftOf(seat, n);
  } while (seat !== turn);
  return failed;
}

export const DAWN_FILL: FillPlan = (input, options) => {
  const spec = input as FillSpec;
  const n = (options as DawnOptions).players;
  const arranging = spec.phase === 'arrange';
  const needed = neededOf(spec.pile);
  const failed = needed === null ? new Set<number>() : failedSeats(spec, n);
  return Array.from({ length: n }, (_, s) => s)
    .filter((s) => {
      const hand = spec.hands?.[seatLetter(s)];
      return arranging || !Array.isArray(hand) || hand.length === 0;
    })
    .map((s) => ({
      path: ['hands', seatLetter(s)],
      size: HAND_SIZE,
      ...(failed.has(s) ? { accepts: (card: string) => rankOf(card as Card) !== needed } : {}),
    }));
};
