// Applies a Day action. apply checks it once (refusals come from explain, and so from
// legalActions) and reports what happened; step is the fast path for actions legalActions gave,
// with nothing checked and no events built. Both run the same rule functions.

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { formatDayAction, type DayAction } from './actions.ts';
import { dealNextHand } from './deal.ts';
import { refusal } from './explain.ts';
import { isLegal } from './legal.ts';
import { check, fold, keep, putIn, swap } from './play.ts';
import type { DayRule } from './rules.ts';
import type { DayState } from './state.ts';

function act(state: DayState, seat: Seat, action: DayAction, events: EventSink<DayRule>): DayState {
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

export function applyDay(state: DayState, seat: Seat, action: DayAction): Applied<DayState, DayRule> {
  if (!isLegal(state, seat, action)) {
    throw new IllegalActionError(refusal(state, seat, action), seat, formatDayAction(action));
  }
  const events: GameEvent<DayRule>[] = [];
  return { state: act(state, seat, action, events), events };
}

export function stepDay(state: DayState, seat: Seat, action: DayAction): DayState {
  return act(state, seat, action, null);
}
