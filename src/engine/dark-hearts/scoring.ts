// The end of a hand and of the game (rules point-cards, shooting-the-moon, game-end): points per shade, shooting the moon per
// shade, and the game's end when any score reaches the end score; the single lowest of all the
// scores, in either shade, wins.

import type { GameEvent, Seat } from '../core/game.ts';
import { SHADES, type Shade } from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import { withChanges, type DarkHeartsState, type ShadePoints } from './state.ts';

type Events = GameEvent<DarkHeartsRule>[];

/** Each seat's points for the hand in each shade, after any moon. */
export function handResult(state: DarkHeartsState, events: Events): ShadePoints[] {
  const result = state.handPoints.map((p) => ({ ...p }));
  for (const shade of SHADES) {
    const shooter = moonShooter(state, shade);
    if (shooter === null) continue;
    const points = state.handPoints[shooter]?.[shade] ?? 0;
    events.push({ kind: 'moon', rule: 'shooting-the-moon', seat: shooter, detail: { shade, points } });
    result.forEach((p, seat) => {
      p[shade] = seat === shooter ? 0 : p[shade] + points;
    });
  }
  return result;
}

/** The seat that shot the moon in `shade`, if any (rule shooting-the-moon). */
export function moonShooter(state: DarkHeartsState, shade: Shade): Seat | null {
  const takers = state.handPoints.flatMap((p, seat) => (p[shade] > 0 ? [seat] : []));
  if (takers.length !== 1) return null;
  const seat = takers[0] as Seat;
  if (state.options.moonRule === 'allPoints' && (state.handPoints[seat]?.[shade] ?? 0) < 26) return null;
  return seat;
}

export function endHand(state: DarkHeartsState, events: Events): DarkHeartsState {
  const result = handResult(state, events);
  const scores = state.scores.map((s, seat) => ({
    L: s.L + (result[seat]?.L ?? 0),
    D: s.D + (result[seat]?.D ?? 0),
  }));
  scores.forEach((s, seat) => {
    events.push({
      kind: 'hand-scored',
      rule: 'point-cards',
      seat,
      detail: { L: result[seat]?.L ?? 0, D: result[seat]?.D ?? 0, totalL: s.L, totalD: s.D },
    });
  });
  const scored = withChanges(state, { scores, handPoints: result });
  if (!scores.some((s) => s.L >= state.options.endScore || s.D >= state.options.endScore)) {
    return withChanges(scored, { phase: 'handOver' });
  }
  const winners = gameWinners(scores, state.options.winnerTie);
  events.push({ kind: 'game-over', rule: 'game-end', detail: { winners: winners.join(','), low: lowest(scores) } });
  return withChanges(scored, { phase: 'over', winners });
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
