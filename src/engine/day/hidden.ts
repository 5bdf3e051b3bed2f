// Determinization: a state `seat` cannot tell apart from the real one. Redealt are the other
// players' hole cards that have not been shown (folded hands included), the deck, and the cards
// others substituted away; kept are the seat's own cards and its own mucked card, the community
// cards, hands shown at a showdown and the tie-breaker flips.

import type { Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import { draftOf, type DayState } from './state.ts';

export function determinizeDay(state: DayState, seat: Seat, rng: RngState): DayState {
  const pool: Card[] = [];
  const hidden = (s: Seat): boolean => s !== seat && state.shown[s] !== true;
  state.hands.forEach((hand, s) => {
    if (hidden(s)) pool.push(...hand);
  });
  state.mucked.forEach((card, s) => {
    if (card !== null && s !== seat) pool.push(card);
  });
  pool.push(...state.deck);
  const [dealt, next] = shuffle(pool.sort(), rng);
  let at = 0;
  const hands = state.hands.map((hand, s) => (hidden(s) ? hand.map(() => dealt[at++] as Card) : hand));
  const mucked = state.mucked.map((card, s) => (card !== null && s !== seat ? (dealt[at++] as Card) : card));
  const determinized = draftOf(state);
  determinized.rng = next;
  determinized.hands = hands;
  determinized.mucked = mucked;
  determinized.deck = dealt.slice(at);
  return determinized;
}
