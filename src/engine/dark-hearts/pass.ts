// The pass (rules pass, pass-cycle): everyone chooses three cards at once; nothing moves until the last has chosen.
// Both faces go with a card, of course: it is one card.

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { seatCount } from '../core/seats.ts';
import { firstLeader } from './deal.ts';
import type { DarkCard } from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import { draftOf, passDirection, passTarget, type DarkHeartsState } from './state.ts';

export function choosePass(
  state: DarkHeartsState,
  seat: Seat,
  cards: readonly DarkCard[],
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const passes = replaceAt(state.passes, seat, cards);
  events?.push({ kind: 'pass-chosen', rule: 'pass', seat });
  if (!passes.includes(null)) return resolvePasses(state, passes as readonly (readonly DarkCard[])[], events);
  const next = draftOf(state);
  next.passes = passes;
  return next;
}

/** Everyone has chosen: the cards move, and the holder of the first-lead card leads. */
function resolvePasses(
  state: DarkHeartsState,
  passes: readonly (readonly DarkCard[])[],
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const n = seatCount(state);
  const direction = passDirection(state.options, state.handNumber);
  const hands = state.hands.map((hand, seat) => hand.filter((card) => !(passes[seat] ?? []).includes(card)));
  const received: DarkCard[][] = hands.map(() => []);
  passes.forEach((cards, seat) => {
    const to = passTarget(seat, direction, n);
    hands[to] = [...(hands[to] ?? []), ...cards];
    received[to] = [...cards];
    events?.push({ kind: 'passed', rule: 'pass', seat, cards, visibleTo: [seat, to], detail: { to, direction } });
  });
  const next = draftOf(state);
  next.phase = 'play';
  next.hands = hands;
  next.passes = passes;
  next.received = received;
  next.leader = firstLeader(hands, state.leftover, events);
  next.trick = null;
  return next;
}
