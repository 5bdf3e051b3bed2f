// Applies a Black & Red action. apply checks it (refusals come from explain, and so from
// legalActions) and reports what happened; step is the fast path for actions legalActions gave,
// with nothing checked and no events built. Both run the same rule functions. Written for speed:
// the imports every action uses are bound to local names once (under vite-node, the bench and
// the tests, each use of an imported name is a getter).

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { formatBlackAndRedAction, type BlackAndRedAction } from './actions.ts';
import { dealNextHand } from './deal.ts';
import { refusal } from './explain.ts';
import { isLegal as isLegalImport } from './legal.ts';
import { discard as discardImport, sayGo as sayGoImport } from './play.ts';
import type { BlackAndRedRule } from './rules.ts';
import type { BlackAndRedState } from './state.ts';

const isLegal = isLegalImport;
const discard = discardImport;
const sayGo = sayGoImport;

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
