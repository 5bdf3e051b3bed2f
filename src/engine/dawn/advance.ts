// The rules of a legal Dawn action (defineGame builds apply and step on it: apply passes a list for
// the events, step null). The rule functions themselves are in swap.ts, play.ts and deal.ts.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { draw, playFromHand } from './play.ts';
import type { DawnRule } from './rules.ts';
import { draftOf, type DawnState } from './state.ts';
import { chooseTake, finishArranging, pickUp, shiftCard } from './swap.ts';

export function advanceDawn(state: DawnState, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): DawnState {
  if (action.type === 'deal') {
    return dealHand(
      state.options,
      state.rng,
      leftOf(state.dealer, seatCount(state)),
      state.handNumber + 1,
      state.wins,
      events,
    );
  }
  const next = draftOf(state);
  switch (action.type) {
    case 'shift':
      shiftCard(next, seat, action.at, events);
      break;
    case 'ready':
      finishArranging(next, seat, events);
      break;
    case 'take':
      chooseTake(next, seat, action.positions, events);
      break;
    case 'pick':
      pickUp(next, seat, action.pair, events);
      break;
    case 'play':
      playFromHand(next, seat, action.card, events);
      break;
    case 'draw':
      draw(next, seat, events);
      break;
  }
  return next;
}
