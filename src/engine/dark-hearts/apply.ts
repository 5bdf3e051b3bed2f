// Applies a legal Dark Hearts action; refusals come from explain (and so from legalActions).

import type { Applied, GameEvent, Seat } from '../core/game.ts';
import { IllegalActionError } from '../core/replay.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { formatDarkHeartsAction, type DarkHeartsAction } from './actions.ts';
import { dealHand } from './deal.ts';
import { SHADES } from './deck.ts';
import { explainDarkHearts } from './explain.ts';
import { canonical, isPointLead } from './legal.ts';
import { choosePass } from './pass.ts';
import { playCard } from './play.ts';
import type { DarkHeartsRule } from './rules.ts';
import { type DarkHeartsState } from './state.ts';

export function applyDarkHearts(
  state: DarkHeartsState,
  seat: Seat,
  raw: DarkHeartsAction,
): Applied<DarkHeartsState, DarkHeartsRule> {
  const violation = explainDarkHearts(state, seat, raw);
  if (violation) throw new IllegalActionError(violation, seat, formatDarkHeartsAction(raw));
  const action = canonical(state, raw);
  const events: GameEvent<DarkHeartsRule>[] = [];
  let next: DarkHeartsState;
  switch (action.type) {
    case 'pass':
      next = choosePass(state, seat, action.cards, events);
      break;
    case 'play':
      next = playCard(state, seat, action.card, action.shade, playRule(state, seat, action), events);
      break;
    case 'deal':
      next = dealHand(
        state.options,
        state.rng,
        leftOf(state.dealer, seatCount(state)),
        state.handNumber + 1,
        state.scores,
        events,
      );
      break;
  }
  return { state: next, events };
}

/** The rule that allowed a play: the first lead, a free lead, a forced point lead, or a follow. */
function playRule(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction & { type: 'play' }): DarkHeartsRule {
  if (state.trick !== null) return 'follow-suit';
  if (state.tricksPlayed === 0) return 'first-lead';
  const forced =
    isPointLead(state, action.card, action.shade) &&
    !state.broken[action.shade] &&
    (state.hands[seat] ?? []).every((card) =>
      SHADES.every((shade) => isPointLead(state, card, shade) && !state.broken[shade]),
    );
  return forced ? 'lead-restriction' : 'choose-shade';
}
