// Applies a legal Black & Red action; refusals come from explain (and so from legalActions).

import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { formatBlackAndRedAction, type BlackAndRedAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { explainBlackAndRed } from './explain.ts';
import { discard, sayGo } from './play.ts';
import type { BlackAndRedRule } from './rules.ts';
import type { BlackAndRedState } from './state.ts';

export function applyBlackAndRed(
  state: BlackAndRedState,
  seat: Seat,
  action: BlackAndRedAction,
): Applied<BlackAndRedState, BlackAndRedRule> {
  const violation = explainBlackAndRed(state, seat, action);
  if (violation) throw new IllegalActionError(violation, seat, formatBlackAndRedAction(action));
  const events: GameEvent<BlackAndRedRule>[] = [];
  let next: BlackAndRedState;
  switch (action.type) {
    case 'discard':
      next = discard(state, seat, action.card, events);
      break;
    case 'go':
      next = sayGo(state, seat, events);
      break;
    case 'deal':
      next = dealHand(state.options, state.rng, 1 - state.dealer, state.handNumber + 1, state.scores, events);
      break;
  }
  return { state: next, events };
}
