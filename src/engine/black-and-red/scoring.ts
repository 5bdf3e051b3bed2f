// The end of a hand and of the match (rules going-out, stock-out, turn-cap, match): points to whoever went out (3 on
// their own colour, 1 on the other, 5 for a hand dealt in one colour), nothing for a drawn hand;
// the first to the target score wins the match.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import type { BlackAndRedRule } from './rules.ts';
import { draftOf, type BlackAndRedState, type HandResult } from './state.ts';

/** `state` (the hand as it ended) scored: the next hand to deal, or the match over. */
export function finishHand(
  state: BlackAndRedState,
  result: HandResult,
  events: EventSink<BlackAndRedRule>,
): BlackAndRedState {
  const scores = state.scores.slice();
  for (const { seat, points } of result.scorers) scores[seat] = (scores[seat] ?? 0) + points;
  const target = state.options.targetScore;
  const best = Math.max(...scores);
  const winners: Seat[] = [];
  if (best >= target) {
    for (let seat = 0; seat < scores.length; seat++) if (scores[seat] === best) winners.push(seat);
    events?.push({ kind: 'match-over', rule: 'match', detail: { target, winners: winners.join(',') } });
  }
  const next = draftOf(state);
  next.phase = winners.length > 0 ? 'over' : 'handOver';
  next.scores = scores;
  next.lastHand = result;
  next.winners = winners.length > 0 ? winners : state.winners;
  return next;
}
