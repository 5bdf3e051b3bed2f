// Where "Deal the rest" deals a DWYN position's unplaced cards (core/position/fill.ts). Each player
// is dealt seven (rule deal) and lays their body cards out of that hand (DW-6), so at the opening
// lay-out a hand and the cards laid out in front of it make seven. Later, hands shrink and grow,
// so no size is the rule's: a hand the reader has left empty is dealt as at the deal, less what
// that player has laid out, and a hand they have started is theirs. The KROWN never goes into a
// hand; it and the rest stay the stock, the discard pile or the pool.

import type { FillPlan } from '../core/position/fill.ts';
import { seatLetter } from '../core/seats.ts';
import { KROWN } from './deck.ts';
import { HAND_SIZE, type DwynOptions } from './options.ts';

type Lists = Readonly<Record<string, unknown>> | undefined;

const count = (lists: Lists, seat: string): number => {
  const list = lists?.[seat];
  return Array.isArray(list) ? list.length : 0;
};

export const DWYN_FILL: FillPlan = (input, options) => {
  const spec = input as { stage?: unknown; hands?: Lists; tableaux?: Lists };
  const opening = spec.stage === 'layout';
  return Array.from({ length: (options as DwynOptions).players }, (_, s) => seatLetter(s))
    .filter((seat) => opening || count(spec.hands, seat) === 0)
    .map((seat) => ({
      path: ['hands', seat],
      size: Math.max(0, HAND_SIZE - count(spec.tableaux, seat)),
      accepts: (card: string) => card !== KROWN,
    }));
};
