// Taking a Dark Hearts action, two ways over the same rule code: apply checks the action (the one
// predicate behind legalActions) and reports what happened; step, the fast path for playouts and
// search, trusts the action came from legalActions and builds no events. Refusals come from explain.

import type { EventSink } from '../core/events.ts';
import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { formatDarkHeartsAction, type DarkHeartsAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { refusal } from './explain.ts';
import { canonical, isLegalAction } from './legal.ts';
import { choosePass } from './pass.ts';
import { playCard } from './play.ts';
import type { DarkHeartsRule } from './rules.ts';
import type { DarkHeartsState } from './state.ts';

export function applyDarkHearts(
  state: DarkHeartsState,
  seat: Seat,
  raw: DarkHeartsAction,
): Applied<DarkHeartsState, DarkHeartsRule> {
  const action = canonical(state, raw);
  if (!isLegalAction(state, seat, action))
    throw new IllegalActionError(refusal(state, seat, action), seat, formatDarkHeartsAction(raw));
  const events: GameEvent<DarkHeartsRule>[] = [];
  return { state: advance(state, seat, action, events), events };
}

export function stepDarkHearts(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction): DarkHeartsState {
  return advance(state, seat, action, null);
}

/** The rules for a legal action in canonical form (legalActions gives only such actions). */
function advance(
  state: DarkHeartsState,
  seat: Seat,
  action: DarkHeartsAction,
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  switch (action.type) {
    case 'pass':
      return choosePass(state, seat, action.cards, events);
    case 'play':
      return playCard(state, seat, action.card, action.shade, events);
    case 'deal':
      return dealHand(
        state.options,
        state.rng,
        leftOf(state.dealer, seatCount(state)),
        state.handNumber + 1,
        state.scores,
        events,
      );
  }
}
