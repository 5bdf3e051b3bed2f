// Reaching dawn (rules dawn, simultaneous-dawn) and the end of a hand or match (rule match). A hand can only become free
// of the unwanted colour by losing cards: at the deal, when the swap takes two cards away, or when
// a card is played, so those are the only places that check.

import type { GameEvent, Seat } from '../core/game.ts';
import { clockwiseFrom, leftOf, seatCount } from '../core/seats.ts';
import type { DawnRule } from './rules.ts';
import { reachedDawn, type DawnState } from './state.ts';

type Events = GameEvent<DawnRule>[];

export function winRule(state: DawnState): DawnRule {
  return state.options.variant === 'dusk' ? 'dusk' : 'dawn';
}

/** After the deal or the swap's draw: every hand is checked, unless only turns count (rule dawn). */
export function checkEveryHand(state: DawnState, events: Events): DawnState {
  if (state.options.dawnCheck === 'turnBoundariesOnly') return state;
  const order = clockwiseFrom(leftOf(state.dealer, seatCount(state)), seatCount(state));
  const qualified = order.filter((seat) => reachedDawn(state.hands[seat] ?? [], state.options.variant));
  if (qualified.length === 0) return state;
  if (qualified.length === 1) return finishHand(state, qualified, winRule(state), events);
  const winners = state.options.simultaneousDawn === 'shared' ? qualified : qualified.slice(0, 1);
  return finishHand(state, winners, 'simultaneous-dawn', events);
}

/** After `seat` plays a card: only that hand has changed. */
export function checkHand(state: DawnState, seat: Seat, events: Events): DawnState {
  return reachedDawn(state.hands[seat] ?? [], state.options.variant)
    ? finishHand(state, [seat], winRule(state), events)
    : state;
}

function finishHand(state: DawnState, winners: readonly Seat[], rule: DawnRule, events: Events): DawnState {
  for (const seat of winners) {
    events.push({
      kind: 'dawn',
      rule,
      seat,
      cards: state.hands[seat] ?? [],
      detail: { variant: state.options.variant },
    });
  }
  const wins = state.wins.map((w, seat) => (winners.includes(seat) ? w + 1 : w));
  const matchOver = state.handNumber >= state.options.matchHands;
  if (matchOver && state.options.matchHands > 1) {
    events.push({ kind: 'match-over', rule: 'match', detail: { hands: state.handNumber } });
  }
  return { ...state, handWinners: winners, wins, phase: matchOver ? 'over' : 'handOver' };
}
