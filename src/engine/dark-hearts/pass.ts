// The pass (rules pass, pass-cycle): everyone chooses three cards at once; nothing moves until the last has chosen.
// Both faces go with a card, of course: it is one card.

import type { GameEvent, Seat } from '../core/game.ts';
import type { DarkCard } from './deck.ts';
import { startPlay } from './deal.ts';
import type { DarkHeartsRule } from './rules.ts';
import { replaceAt } from '../core/lists.ts';
import { passDirection, passTarget, withChanges, type DarkHeartsState } from './state.ts';
import { seatCount } from '../core/seats.ts';

type Events = GameEvent<DarkHeartsRule>[];

export function choosePass(
  state: DarkHeartsState,
  seat: Seat,
  cards: readonly DarkCard[],
  events: Events,
): DarkHeartsState {
  const passes = replaceAt(state.passes, seat, cards);
  events.push({ kind: 'pass-chosen', rule: 'pass', seat });
  const next = withChanges(state, { passes });
  return passes.includes(null) ? next : resolvePasses(next, events);
}

function resolvePasses(state: DarkHeartsState, events: Events): DarkHeartsState {
  const n = seatCount(state);
  const direction = passDirection(state.options, state.handNumber);
  const hands = state.hands.map((hand, seat) => hand.filter((card) => !(state.passes[seat] ?? []).includes(card)));
  const received: DarkCard[][] = hands.map(() => []);
  state.passes.forEach((cards, seat) => {
    const to = passTarget(seat, direction, n);
    hands[to] = [...(hands[to] ?? []), ...(cards ?? [])];
    received[to] = [...(cards ?? [])];
    events.push({
      kind: 'passed',
      rule: 'pass',
      seat,
      cards: cards ?? [],
      visibleTo: [seat, to],
      detail: { to, direction },
    });
  });
  return startPlay(withChanges(state, { hands, received }), events);
}
