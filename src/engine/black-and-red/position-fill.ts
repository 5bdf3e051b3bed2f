// Where "Deal the rest" deals a Black & Red position's unplaced cards (core/position/fill.ts): in
// play, between turns, each hand holds seven (rule deal); the rest stay the stock and the discards
// of finished runs. Between hands nothing needs dealing. The facts a position in play requires
// that a dispute hardly turns on are set as a deal would have them, where the reader left them out
// (issue 43's trial: each needed a fix): player one's colour, by an upcard turned from the cards
// not placed (rule target-colour), and who discarded last in a run under way.

import { parseCard } from '../core/cards.ts';
import type { FillPlan } from '../core/position/fill.ts';
import { HAND_SIZE } from './options.ts';
import type { BlackAndRedPositionSpec } from './position.ts';
import { colourOf } from './state.ts';

type Spec = Partial<BlackAndRedPositionSpec>;

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The seat letter a spec's field names, upper-cased; `fallback` where it names none. */
const seatOf = (value: unknown, fallback: 'A' | 'B'): 'A' | 'B' => {
  const letter = String(value ?? '').toUpperCase();
  return letter === 'A' || letter === 'B' ? letter : fallback;
};

/**
 * Player one's colour and who discarded last, where required and not set. With nothing discarded
 * this hand it is player one's first turn, so the upcard still shows: one of the cards not placed
 * is turned up, as the deal does. Later the upcard is gone, and player one's colour is that of a
 * card not placed, as a turned upcard's would be. The last discard in a run is the other player's,
 * unless they have said go and the player to act carries on alone.
 */
function facts(input: unknown, _options: unknown, unplaced: readonly string[]): unknown {
  const spec = input as Spec;
  if (spec.phase === 'handOver') return input;
  const playerOne = seatOf(spec.dealer, 'B') === 'A' ? 'B' : 'A';
  const turn = seatOf(spec.turn, playerOne);
  const other = turn === 'A' ? 'B' : 'A';
  const goes = listOf(spec.goes).map((seat) => String(seat).toUpperCase());
  const run = listOf(spec.run);
  const started = run.length > 0 || listOf(spec.discards).length > 0 || goes.length > 0;
  const out: Record<string, unknown> = { ...spec };
  const [card] = unplaced;
  if (spec.upcard === undefined && spec.playerOneColour === undefined && card !== undefined) {
    if (!started && turn === playerOne) out['upcard'] = card;
    else out['playerOneColour'] = colourOf(parseCard(card));
  }
  if (spec.lastDiscarder === undefined && run.length > 0) out['lastDiscarder'] = goes.includes(other) ? turn : other;
  return Object.keys(out).length === Object.keys(spec).length ? input : out;
}

export const BLACK_AND_RED_FILL: FillPlan = Object.assign(
  (spec: unknown) =>
    (spec as Spec).phase === 'handOver' ? [] : ['A', 'B'].map((seat) => ({ path: ['hands', seat], size: HAND_SIZE })),
  { facts },
);
