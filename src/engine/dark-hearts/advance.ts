// The rules of a legal Dark Hearts action (defineGame builds apply and step on it: apply passes a
// list for the events, step null).

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import type { DarkHeartsAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { choosePass } from './pass.ts';
import { playCard } from './play.ts';
import type { DarkHeartsRule } from './rules.ts';
import type { DarkHeartsState } from './state.ts';

/** The rules for a legal action in canonical form (legalActions gives only such actions). */
export function advanceDarkHearts(
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
