// Applies a Black & Red action. apply checks it (refusals come from explain, and so from
// legalActions) and reports what happened; step is the fast path for actions legalActions gave,
// with nothing checked and no events built. Both run the same rule functions.

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { formatBlackAndRedAction, type BlackAndRedAction } from './actions.ts';
import { dealNextHand } from './deal.ts';
import { refusal } from './explain.ts';
import { isLegal } from './legal.ts';
import { discard, sayGo } from './play.ts';
import type { BlackAndRedRule } from './rules.ts';
import type { BlackAndRedState } from './state.ts';

/** The rules of one action, reporting to `events` (null: nothing is reported). */
function act(
  state: BlackAndRedState,
  seat: Seat,
  action: BlackAndRedAction,
  events: EventSink<BlackAndRedRule>,
): BlackAndRedState {
  switch (action.type) {
    case 'discard':
      return discard(state, seat, action.card, events);
    case 'go':
      return sayGo(state, seat, events);
    case 'deal':
      return dealNextHand(state, events);
  }
}

export function applyBlackAndRed(
  state: BlackAndRedState,
  seat: Seat,
  action: BlackAndRedAction,
): Applied<BlackAndRedState, BlackAndRedRule> {
  if (!isLegal(state, seat, action)) {
    throw new IllegalActionError(refusal(state, seat, action), seat, formatBlackAndRedAction(action));
  }
  const events: GameEvent<BlackAndRedRule>[] = [];
  return { state: act(state, seat, action, events), events };
}

export function stepBlackAndRed(state: BlackAndRedState, seat: Seat, action: BlackAndRedAction): BlackAndRedState {
  return act(state, seat, action, null);
}
