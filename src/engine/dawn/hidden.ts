// Determinization: a state that `seat` cannot tell apart from the real one, with every card it
// cannot see dealt again at random. The random-game suite uses it to prove views leak nothing
// (the view must not change); searching bots will use it to sample possible worlds.

import { removeCards, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { occurrences } from '../core/lists.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import type { DawnState, FaceDownPair } from './state.ts';

export function determinizeDawn(state: DawnState, seat: Seat, rng: RngState): DawnState {
  if (state.handWinners.length > 0) return state;
  // Cards the seat knows to be in another hand: its own former pair, picked up by someone else.
  const knownIn = new Map<Seat, Card[]>();
  for (const pair of state.pairs) {
    if (pair.owner === seat && pair.pickedBy !== null && pair.pickedBy !== seat) {
      knownIn.set(pair.pickedBy, [...(knownIn.get(pair.pickedBy) ?? []), ...pair.cards]);
    }
  }
  const pool: Card[] = [];
  const kept = state.hands.map((hand, owner) => {
    if (owner === seat) return hand;
    const known = (knownIn.get(owner) ?? []).filter(
      (card, i, all) => occurrences(hand, card) > occurrences(all.slice(0, i), card),
    );
    const unknown = removeCards(hand, known) ?? hand;
    pool.push(...unknown);
    return known;
  });
  pool.push(...state.stock);
  const hiddenPairs = state.pairs.filter((pair) => isHiddenPair(pair, seat));
  for (const pair of hiddenPairs) pool.push(...pair.cards);

  const [dealt, nextRng] = shuffle(pool.sort(), rng);
  let at = 0;
  const take = (n: number): Card[] => {
    const out = dealt.slice(at, at + n);
    at += n;
    return out;
  };
  const hands = state.hands.map((hand, owner) => {
    if (owner === seat) return hand;
    const known = kept[owner] ?? [];
    return [...known, ...take(hand.length - known.length)];
  });
  const stock = take(state.stock.length);
  const pairs = state.pairs.map((pair) => {
    if (isHiddenPair(pair, seat)) return { ...pair, cards: take(pair.cards.length) };
    if (pair.pickedBy === null || pair.pickedBy === seat || pair.owner === seat) return pair;
    // A pair someone else picked up, unseen by this seat. Faces the picker has since played are
    // public and stay; faces still in the picker's hand are hidden, so they are replaced by cards
    // from the picker's redealt hand, or the sampled world would carry the real hidden cards along.
    const realHand = (state.hands[pair.pickedBy] ?? []).slice();
    const redealt = (hands[pair.pickedBy] ?? []).slice((kept[pair.pickedBy] ?? []).length);
    const cards = pair.cards.map((card) => {
      const at = realHand.indexOf(card);
      if (at < 0) return card;
      realHand.splice(at, 1);
      return redealt.pop() ?? card;
    });
    return { ...pair, cards };
  });
  // The future shuffles are as unknown to the seat as the cards, so the generator is replaced too.
  return { ...state, hands, stock, pairs, rng: nextRng };
}

/** A pair still on the table whose faces the seat has not seen. */
function isHiddenPair(pair: FaceDownPair, seat: Seat): boolean {
  return pair.pickedBy === null && pair.owner !== seat;
}
