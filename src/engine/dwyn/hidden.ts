// Determinization: a state `seat` cannot tell apart from the real one. Hidden from a seat are the
// other hands, the stock above the KROWN and the pool; every tableau, the discard pile and a duel
// are public. Those hidden cards are dealt again at random into the same places, sizes kept.

import type { Seat } from '../core/game.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import type { DwynCard } from './deck.ts';
import { draftOf, type DwynState } from './state.ts';

export function determinizeDwyn(state: DwynState, seat: Seat, rng: RngState): DwynState {
  if (state.phase !== 'play') return state;
  const unseen: DwynCard[] = [];
  for (let other = 0; other < state.hands.length; other++) {
    if (other !== seat) for (const card of state.hands[other] ?? []) unseen.push(card);
  }
  const stockAbove = Math.max(0, state.stock.length - 1);
  for (let i = 0; i < stockAbove; i++) unseen.push(state.stock[i] as DwynCard);
  for (const card of state.pool) unseen.push(card);
  const [dealt, after] = shuffle(unseen.sort(), rng);
  let at = 0;
  const take = (n: number): DwynCard[] => {
    const out = dealt.slice(at, at + n);
    at += n;
    return out;
  };
  const next = draftOf(state);
  next.rng = after;
  next.hands = state.hands.map((hand, other) => (other === seat ? hand : take(hand.length)));
  next.stock = state.stock.length === 0 ? state.stock : [...take(stockAbove), ...state.stock.slice(stockAbove)];
  next.pool = take(state.pool.length);
  return next;
}
