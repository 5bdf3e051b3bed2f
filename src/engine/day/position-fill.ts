// Where "Deal the rest" deals a Day position's unplaced cards (core/position/fill.ts): two hole
// cards to each seat still in the session (rule deal), and the community cards of the round, two,
// or three once the final card is turned (rule final-card). The rest stay the deck; a card given
// up in a substitution is the reader's to place, as only they know who substituted. The round and
// who is out are read as position.ts reads them, written again here rather than imported: this
// module is fetched on the tap, and importing position.ts would split it from the game's tools
// into a chunk of its own, which opening the view would load (tests/engine/position-edit/fill.test.ts
// holds the two together: every position dealt here sets up).

import type { FillPlan } from '../core/position/fill.ts';
import { seatLetter } from '../core/seats.ts';
import type { DayOptions } from './options.ts';
import type { DayPositionSpec } from './position.ts';

export const DAY_FILL: FillPlan = (input, options) => {
  const spec = input as Partial<DayPositionSpec>;
  const named = Array.isArray(spec.community) ? spec.community.length : 0;
  const phase = spec.phase ?? (named === 3 ? 'bet2' : 'substitute');
  const out = (seat: string): boolean => spec.stacks?.[seat] === 0 && (spec.committed?.[seat] ?? 0) === 0;
  return [
    ...Array.from({ length: (options as DayOptions).players }, (_, s) => seatLetter(s))
      .filter((seat) => !out(seat))
      .map((seat) => ({ path: ['hands', seat], size: 2 })),
    { path: ['community'], size: phase === 'bet2' || (phase === 'handOver' && named === 3) ? 3 : 2 },
  ];
};
