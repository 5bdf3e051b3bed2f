// The end of a hand and of the game (rules point-cards, shooting-the-moon, game-end): points per shade, shooting the moon per
// shade, and the game's end when any score reaches the end score; the single lowest of all the
// scores, in either shade, wins.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { SHADES, type Shade } from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import { draftOf, pointsIn, ZERO, type DarkHeartsState, type ShadePoints } from './state.ts';

/** Each seat's points for the hand in each shade, after any moon. */
function handResult(state: DarkHeartsState, events: EventSink<DarkHeartsRule>): readonly ShadePoints[] {
  let result = state.handPoints;
  for (const shade of SHADES) {
    const shooter = moonShooter(state, shade);
    if (shooter === null) continue;
    const points = pointsIn(state.handPoints[shooter] ?? ZERO, shade);
    events?.push({ kind: 'moon', rule: 'shooting-the-moon', seat: shooter, detail: { shade, points } });
    result = result.map((p, seat) => {
      const moved = seat === shooter ? 0 : pointsIn(p, shade) + points;
      return shade === 'L' ? { L: moved, D: p.D } : { L: p.L, D: moved };
    });
  }
  return result;
}

/** The seat that shot the moon in `shade`, if any (rule shooting-the-moon). */
function moonShooter(state: DarkHeartsState, shade: Shade): Seat | null {
  let taker: Seat | null = null;
  for (let seat = 0; seat < state.handPoints.length; seat++) {
    if (pointsIn(state.handPoints[seat] as ShadePoints, shade) > 0) {
      if (taker !== null) return null;
      taker = seat;
    }
  }
  if (taker === null) return null;
  if (state.options.moonRule === 'allPoints' && pointsIn(state.handPoints[taker] ?? ZERO, shade) < 26) return null;
  return taker;
}

/** The last trick of the hand is in: the hand is scored, and the game may be over. */
export function endHand(state: DarkHeartsState, events: EventSink<DarkHeartsRule>): DarkHeartsState {
  const result = handResult(state, events);
  const scores = state.scores.map((s, seat) => ({
    L: s.L + (result[seat]?.L ?? 0),
    D: s.D + (result[seat]?.D ?? 0),
  }));
  if (events !== null) {
    scores.forEach((s, seat) => {
      events.push({
        kind: 'hand-scored',
        rule: 'point-cards',
        seat,
        detail: { L: result[seat]?.L ?? 0, D: result[seat]?.D ?? 0, totalL: s.L, totalD: s.D },
      });
    });
  }
  const over = scores.some((s) => s.L >= state.options.endScore || s.D >= state.options.endScore);
  const winners = over ? gameWinners(scores, state.options.winnerTie) : state.winners;
  if (over)
    events?.push({ kind: 'game-over', rule: 'game-end', detail: { winners: winners.join(','), low: lowest(scores) } });
  const next = draftOf(state);
  next.phase = over ? 'over' : 'handOver';
  next.handPoints = result;
  next.scores = scores;
  next.winners = winners;
  return next;
}

function lowest(scores: readonly ShadePoints[]): number {
  return Math.min(...scores.flatMap((s) => [s.L, s.D]));
}

/** The owner(s) of the single lowest score of all; ties are shared or broken by the other shade. */
export function gameWinners(scores: readonly ShadePoints[], tie: 'shared' | 'otherShadeBreaks'): Seat[] {
  const low = lowest(scores);
  const holders = scores.flatMap((s, seat) => (s.L === low || s.D === low ? [seat] : []));
  if (holders.length === 1 || tie === 'shared') return holders;
  // The other shade of each tied holder: the higher of its two scores (its low one is `low`).
  const other = (seat: Seat): number => Math.max(scores[seat]?.L ?? 0, scores[seat]?.D ?? 0);
  const best = Math.min(...holders.map(other));
  return holders.filter((seat) => other(seat) === best);
}
