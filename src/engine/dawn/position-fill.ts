// Where "Deal the rest" deals a Dawn position's unplaced cards (core/position/fill.ts). At the deal
// (the arrange phase) every hand holds twelve (rule deal). In play, hands shrink and grow, so no size
// is the rule's: a hand the reader has left empty is dealt twelve, as the swap leaves it, and a hand
// they have started is theirs. The rest stay the spare pairs, the stock and the discards.

import type { FillPlan } from '../core/position/fill.ts';
import { seatLetter } from '../core/seats.ts';
import { HAND_SIZE, type DawnOptions } from './options.ts';

export const DAWN_FILL: FillPlan = (input, options) => {
  const spec = input as { phase?: unknown; hands?: Readonly<Record<string, unknown>> };
  const arranging = spec.phase === 'arrange';
  return Array.from({ length: (options as DawnOptions).players }, (_, s) => seatLetter(s))
    .filter((seat) => {
      const hand = spec.hands?.[seat];
      return arranging || !Array.isArray(hand) || hand.length === 0;
    })
    .map((seat) => ({ path: ['hands', seat], size: HAND_SIZE }));
};
