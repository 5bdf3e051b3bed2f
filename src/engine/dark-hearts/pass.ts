// The pass (rules pass, pass-cycle): everyone chooses three cards at once; nothing moves until the last has chosen.
// Both faces go with a card, of course: it is one card.

import type { EventSink } from '../core/events.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { seatCount } from '../core/seats.ts';
import { firstLeader } from './deal.ts';
import type { DarkCard } from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';
import { draftOf, passDirection, passTarget, type DarkHeartsState, type PassDirection } from './state.ts';

export function choosePass(
  state: DarkHeartsState,
  seat: Seat,
  cards: readonly DarkCard[],
  events: EventSink<DarkHeartsRule>,
): DarkHeartsState {
  const passes = replaceAt(state.passes, seat, cards);
  events?.push(PASS_CHOSEN[seat] ?? { kind: 'pass-chosen', rule: 'pass', seat });
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
  const hands: DarkCard[][] = [];
  for (let seat = 0; seat < n; seat++) hands.push(withoutAll(state.hands[seat] ?? [], passes[seat] ?? []));
  const received: (readonly DarkCard[])[] = [];
  for (let seat = 0; seat < n; seat++) {
    const cards = passes[seat] ?? [];
    const to = passTarget(seat, direction, n);
    hands[to] = (hands[to] ?? []).concat(cards);
    // The passed cards' list is the pass action's own (shared and never changed).
    received[to] = cards;
    events?.push({
      kind: 'passed',
      rule: 'pass',
      seat,
      cards,
      visibleTo: pair(seat, to),
      detail: passed(to, direction),
    });
  }
  const next = draftOf(state);
  next.phase = 'play';
  next.hands = hands;
  next.passes = passes;
  next.received = received;
  next.leader = firstLeader(hands, state.leftover, events);
  next.trick = null;
  return next;
}

/** `hand` without the cards of `gone`, in order. */
function withoutAll(hand: readonly DarkCard[], gone: readonly DarkCard[]): DarkCard[] {
  const out: DarkCard[] = [];
  for (const card of hand) if (!gone.includes(card)) out.push(card);
  return out;
}

// Parts of the pass events that repeat exactly, made once and shared (events are read-only).
const PASS_CHOSEN: readonly GameEvent<DarkHeartsRule>[] = [0, 1, 2, 3].map((seat) =>
  Object.freeze({ kind: 'pass-chosen', rule: 'pass', seat }),
);
const DIRECTIONS: readonly PassDirection[] = ['left', 'right', 'across', 'hold'];
const PAIRS: (readonly Seat[])[] = [];
const DETAILS: Readonly<{ to: Seat; direction: PassDirection }>[] = [];

/** The seats `giver` and `to`, as a shared frozen list. */
function pair(giver: Seat, to: Seat): readonly Seat[] {
  return (PAIRS[giver * 4 + to] ??= Object.freeze([giver, to]));
}

/** The detail of a pass to `to` in `direction`, as a shared frozen object. */
function passed(to: Seat, direction: PassDirection): Readonly<{ to: Seat; direction: PassDirection }> {
  return (DETAILS[DIRECTIONS.indexOf(direction) * 4 + to] ??= Object.freeze({ to, direction }));
}
