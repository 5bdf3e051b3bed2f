// Applies a legal Dawn action. Refusals come from explain (and so from legalActions); the phase
// handlers in swap.ts, play.ts and deal.ts may therefore assume the action is legal.

import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { formatDawnAction, type DawnAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { explain } from './explain.ts';
import { draw, playFromHand } from './play.ts';
import type { DawnRule } from './rules.ts';
import { inFallback, neededRank, type DawnState } from './state.ts';
import { chooseTake, finishArranging, pickUp, shiftCard } from './swap.ts';

export function applyDawn(state: DawnState, seat: Seat, action: DawnAction): Applied<DawnState, DawnRule> {
  const violation = explain(state, seat, action);
  if (violation) throw new IllegalActionError(violation, seat, formatDawnAction(action));
  const events: GameEvent<DawnRule>[] = [];
  return { state: step(state, seat, action, events), events };
}

function step(state: DawnState, seat: Seat, action: DawnAction, events: GameEvent<DawnRule>[]): DawnState {
  switch (action.type) {
    case 'shift':
      return shiftCard(state, seat, action.at, events);
    case 'ready':
      return finishArranging(state, seat, events);
    case 'take':
      return chooseTake(state, seat, action.positions, events);
    case 'pick':
      return pickUp(state, seat, action.pair, events);
    case 'play':
      return playFromHand(state, seat, action.card, playRule(state), events);
    case 'draw':
      return draw(state, seat, events);
    case 'deal':
      return dealHand(
        state.options,
        state.rng,
        leftOf(state.dealer, seatCount(state)),
        state.handNumber + 1,
        state.wins,
        events,
      );
  }
}

/** Which rule allowed this play: a lead, a follow one lower, or the draw-around fallback. */
function playRule(state: DawnState): DawnRule {
  if (neededRank(state) === null) return 'lead-any-card';
  return inFallback(state) ? 'draw-around' : 'one-lower';
}
