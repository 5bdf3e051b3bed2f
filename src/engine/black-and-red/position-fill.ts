// Where "Deal the rest" deals a Black & Red position's unplaced cards (core/position/fill.ts): in
// play, between turns, each hand holds seven (rule deal); the rest stay the stock and the discards
// of finished runs. Between hands nothing needs dealing.

import type { FillPlan } from '../core/position/fill.ts';
import { HAND_SIZE } from './options.ts';

export const BLACK_AND_RED_FILL: FillPlan = (spec) =>
  (spec as { phase?: unknown }).phase === 'handOver'
    ? []
    : ['A', 'B'].map((seat) => ({ path: ['hands', seat], size: HAND_SIZE }));
