// The end of a hand and of the match (rules going-out, stock-out, turn-cap, match): points to whoever went out (3 on
// their own colour, 1 on the other, 5 for a hand dealt in one colour), nothing for a drawn hand;
// the first to the target score wins the match.

import type { GameEvent } from '../core/game.ts';
import type { BlackAndRedRule } from './rules.ts';
import { withChanges, type BlackAndRedState, type HandResult } from './state.ts';

export function finishHand(
  state: BlackAndRedState,
  result: HandResult,
  events: GameEvent<BlackAndRedRule>[],
): BlackAndRedState {
  const scores = state.scores.map(
    (score, seat) => score + result.scorers.filter((s) => s.seat === seat).reduce((a, s) => a + s.points, 0),
  );
  const target = state.options.targetScore;
  if (!scores.some((score) => score >= target)) {
    return withChanges(state, { scores, lastHand: result, phase: 'handOver' });
  }
  const best = Math.max(...scores);
  const winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  events.push({ kind: 'match-over', rule: 'match', detail: { target, winners: winners.join(',') } });
  return withChanges(state, { scores, lastHand: result, phase: 'over', winners });
}
