// The rules of a legal Day action (defineGame builds apply and step on it: apply passes a list for
// the events, step null).

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import type { DayAction } from './actions.ts';
import { dealNextHand } from './deal.ts';
import { check, fold, keep, putIn, swap } from './play.ts';
import type { DayRule } from './rules.ts';
import type { DayState } from './state.ts';

export function advanceDay(state: DayState, seat: Seat, action: DayAction, events: EventSink<DayRule>): DayState {
  switch (action.type) {
    case 'swap':
      return swap(state, seat, action.card, events);
    case 'keep':
      return keep(state, seat, events);
    case 'check':
      return check(state, seat, events);
    case 'fold':
      return fold(state, seat, events);
    case 'call':
      return putIn(state, seat, state.currentBet, events);
    case 'bet':
    case 'raise':
      return putIn(state, seat, action.to, events);
    case 'allin':
      return putIn(state, seat, (state.roundBets[seat] ?? 0) + (state.stacks[seat] ?? 0), events);
    case 'deal':
      return dealNextHand(state, events);
  }
}
