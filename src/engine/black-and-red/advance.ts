// The rules of a legal Black & Red action (defineGame builds apply and step on it: apply passes a
// list for the events, step null).

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import type { BlackAndRedAction } from './actions.ts';
import { dealNextHand } from './deal.ts';
import { discard, sayGo } from './play.ts';
import type { BlackAndRedRule } from './rules.ts';
import type { BlackAndRedState } from './state.ts';

export function advanceBlackAndRed(
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
