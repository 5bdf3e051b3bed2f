// Reaching dawn (rules dawn, simultaneous-dawn) and the end of a hand or match (rule match). A hand can only become free
// of the unwanted colour by losing cards: at the deal, when the swap takes two cards away, or when
// a card is played, so those are the only places that check.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import type { DawnRule } from './rules.ts';
import { reachedDawn, type DawnDraft, type DawnState } from './state.ts';

export function winRule(state: DawnState): DawnRule {
  return state.options.variant === 'dusk' ? 'dusk' : 'dawn';
}

/** After the deal or the swap's draw: every hand is checked, unless only turns count (rule dawn). */
export function checkEveryHand(next: DawnDraft, events: EventSink<DawnRule>): void {
  if (next.options.dawnCheck === 'turnBoundariesOnly') return;
  // Clockwise from the dealer's left; a list only when some hand has reached dawn (rarely).
  const n = seatCount(next);
  const first = leftOf(next.dealer, n);
  let qualified: Seat[] | null = null;
  for (let i = 0; i < n; i++) {
    const seat = (first + i) % n;
    if (reachedDawn(next.hands[seat] ?? [], next.options.variant)) (qualified ??= []).push(seat);
  }
  if (qualified === null) return;
  if (qualified.length === 1) finishHand(next, qualified, winRule(next), events);
  else {
    const winners = next.options.simultaneousDawn === 'shared' ? qualified : qualified.slice(0, 1);
    finishHand(next, winners, 'simultaneous-dawn', events);
  }
}

/** After `seat` plays a card: only that hand has changed. True when it reached dawn. */
export function checkHand(next: DawnDraft, seat: Seat, events: EventSink<DawnRule>): boolean {
  if (!reachedDawn(next.hands[seat] ?? [], next.options.variant)) return false;
  finishHand(next, [seat], winRule(next), events);
  return true;
}

function finishHand(next: DawnDraft, winners: readonly Seat[], rule: DawnRule, events: EventSink<DawnRule>): void {
  for (const seat of winners) {
    events?.push({
      kind: 'dawn',
      rule,
      seat,
      cards: next.hands[seat] ?? [],
      detail: { variant: next.options.variant },
    });
  }
  const matchOver = next.handNumber >= next.options.matchHands;
  if (matchOver && next.options.matchHands > 1) {
    events?.push({ kind: 'match-over', rule: 'match', detail: { hands: next.handNumber } });
  }
  next.handWinners = winners;
  next.wins = next.wins.map((w, seat) => (winners.includes(seat) ? w + 1 : w));
  next.phase = matchOver ? 'over' : 'handOver';
}
