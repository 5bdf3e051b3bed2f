// Applies a legal Dawn action. apply checks it against legalActions (isLegal) and asks explain why
// only when it is refused; step trusts that it came from legalActions. Both run the same rule
// functions in swap.ts, play.ts and deal.ts, apply with a list for the events and step with null.

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat, Violation } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { formatDawnAction, type DawnAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { explain } from './explain.ts';
import { isLegal } from './legal.ts';
import { draw, playFromHand } from './play.ts';
import type { DawnRule } from './rules.ts';
import { draftOf, type DawnState } from './state.ts';
import { chooseTake, finishArranging, pickUp, shiftCard } from './swap.ts';

export function applyDawn(state: DawnState, seat: Seat, action: DawnAction): Applied<DawnState, DawnRule> {
  if (!isLegal(state, seat, action)) {
    throw new IllegalActionError(explain(state, seat, action) as Violation<DawnRule>, seat, formatDawnAction(action));
  }
  const events: GameEvent<DawnRule>[] = [];
  return { state: run(state, seat, action, events), events };
}

/** The fast path (Game.step): the same rules, no check and no events. */
export function stepDawn(state: DawnState, seat: Seat, action: DawnAction): DawnState {
  return run(state, seat, action, null);
}

function run(state: DawnState, seat: Seat, action: DawnAction, events: EventSink<DawnRule>): DawnState {
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
