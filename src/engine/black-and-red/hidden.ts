// Determinization: a state `seat` cannot tell apart from the real one. Hidden are the other hand
// (but for the upcard player one drew face up) and the stock below the upcard; everything
// discarded is public, and so is every turn of the hand (state.plays, kept). This deal is even: the
// strong bot deals as the plays make likely instead (tells.ts).

import { sortedByNotation, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import { draftOf, holdsUpcard, type BlackAndRedState } from './state.ts';

export function determinizeBlackAndRed(state: BlackAndRedState, seat: Seat, rng: RngState): BlackAndRedState {
  if (state.phase !== 'play') return state;
  const other = 1 - seat;
  const keep = state.upcardShowing ? 1 : 0;
  const otherHand = state.hands[other] ?? [];
  const known = state.upcard !== null && holdsUpcard(state, other) ? [state.upcard] : [];
  const pool: Card[] = [];
  for (const card of otherHand) if (!known.includes(card)) pool.push(card);
  for (let i = keep; i < state.stock.length; i++) pool.push(state.stock[i] as Card);
  const [dealt, after] = shuffle(sortedByNotation(pool), rng);
  const fresh = otherHand.length - known.length;
  const next = draftOf(state);
  next.rng = after;
  next.hands = replaceAt(state.hands, other, [...known, ...dealt.slice(0, fresh)]);
  next.stock = [...state.stock.slice(0, keep), ...dealt.slice(fresh)];
  return next;
}
