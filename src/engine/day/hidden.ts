// Determinization: a state `seat` cannot tell apart from the real one. Redealt are the other
// players' hole cards that have not been shown (folded hands included), the deck, and the cards
// others substituted away; kept are the seat's own cards and its own mucked card, the community
// cards, hands shown at a showdown and the tie-breaker flips.

import { sortedByNotation, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import { DAY_DECK } from './deck.ts';
import { draftOf, type DayState } from './state.ts';

export function determinizeDay(state: DayState, seat: Seat, rng: RngState): DayState {
  // Plain loops: the search determinizes once a round, and this was a sixth of its time.
  const players = state.hands.length;
  const pool: Card[] = [];
  for (let s = 0; s < players; s++) {
    if (!hidden(state, seat, s)) continue;
    const hand = state.hands[s] as readonly Card[];
    for (let i = 0; i < hand.length; i++) pool.push(hand[i] as Card);
  }
  for (let s = 0; s < players; s++) {
    const card = state.mucked[s] ?? null;
    if (card !== null && s !== seat) pool.push(card);
  }
  for (let i = 0; i < state.deck.length; i++) pool.push(state.deck[i] as Card);
  const [dealt, next] = shuffle(sortedByNotation(pool, DAY_DECK), rng);
  let at = 0;
  const hands: (readonly Card[])[] = [];
  for (let s = 0; s < players; s++) {
    const hand = state.hands[s] as readonly Card[];
    if (!hidden(state, seat, s)) hands.push(hand);
    else {
      const redealt: Card[] = [];
      for (let i = 0; i < hand.length; i++) redealt.push(dealt[at++] as Card);
      hands.push(redealt);
    }
  }
  const mucked: (Card | null)[] = [];
  for (let s = 0; s < players; s++) {
    const card = state.mucked[s] ?? null;
    mucked.push(card !== null && s !== seat ? (dealt[at++] as Card) : card);
  }
  const determinized = draftOf(state);
  determinized.rng = next;
  determinized.hands = hands;
  determinized.mucked = mucked;
  determinized.deck = dealt.slice(at);
  return determinized;
}

/** Another player's hole cards not shown at a showdown: `seat` cannot see them. */
function hidden(state: DayState, seat: Seat, other: Seat): boolean {
  return other !== seat && state.shown[other] !== true;
}
