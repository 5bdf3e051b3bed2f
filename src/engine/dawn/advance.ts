// The rules of a legal Dawn action (defineGame builds apply and step on it: apply passes a list for
// the events, step null). The rule functions themselves are in swap.ts, play.ts and deal.ts.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { draw, playFromHand } from './play.ts';
import type { DawnRule } from './rules.ts';
import { draftOf, type DawnDraft, type DawnState } from './state.ts';
import { chooseTake, finishArranging, pickUp, shiftCard } from './swap.ts';

export function advanceDawn(state: DawnState, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): DawnState {
  if (state.phase === 'handOver') {
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
  switch (state.phase) {
    case 'arrange':
      arrangeMove(next, seat, action, events);
      break;
    case 'take':
      takeMove(next, seat, action, events);
      break;
    case 'pick':
      pickMove(next, seat, action, events);
      break;
    case 'play':
      playMove(next, seat, action, events);
      break;
  }
  return next;
}

// Each phase has its own moves (legal.ts), and each phase's are told apart in a function of its
// own. Written for speed: V8 keeps one record per function of the kinds of object its reads of
// action.type have met, and one read meeting every kind of move is a megamorphic read, looked up by
// the property name's hash (so its cost depended on the process's hash seed).

function arrangeMove(next: DawnDraft, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): void {
  if (action.type === 'shift') shiftCard(next, seat, action.at, events);
  else finishArranging(next, seat, events);
}

function takeMove(next: DawnDraft, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): void {
  if (action.type === 'take') chooseTake(next, seat, action.positions, events);
}

function pickMove(next: DawnDraft, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): void {
  if (action.type === 'pick') pickUp(next, seat, action.pair, events);
}

function playMove(next: DawnDraft, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): void {
  if (action.type === 'play') playFromHand(next, seat, action.card, events);
  else draw(next, seat, events);
}
