// Determinization: a state `seat` cannot tell apart from the real one, with every card it cannot
// see dealt again at random into the same places, sizes kept: the other hands (but for cards of its
// own face-down pair that the player who picked it up still holds), the stock and the pairs still
// on the table that are not its own. A pair another player picked up keeps the faces played since
// and takes the rest from that player's redealt hand, so no real hidden card rides along; the
// generator is replaced too. The strong bot's search samples its worlds with it (core/search), and
// the random-game suite checks with it that views leak nothing.

import { removeCards, sortedByNotation, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { occurrences } from '../core/lists.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import { draftOf, type DawnState, type FaceDownPair } from './state.ts';

// Written for speed: the search determinizes once for every round of playouts, so this is plain
// loops over the state's lists, each new list built once, rather than maps, filters and spreads.

const NO_CARDS: readonly Card[] = [];

export function determinizeDawn(state: DawnState, seat: Seat, rng: RngState): DawnState {
  if (state.handWinners.length > 0) return state;
  const n = state.hands.length;
  // Cards the seat knows to be in another hand: its own former pair, picked up by someone else.
  const knownIn: (readonly Card[])[] = new Array<readonly Card[]>(n).fill(NO_CARDS);
  for (const pair of state.pairs) {
    if (pair.owner === seat && pair.pickedBy !== null && pair.pickedBy !== seat) {
      knownIn[pair.pickedBy] = (knownIn[pair.pickedBy] ?? NO_CARDS).concat(pair.cards);
    }
  }
  // Each other hand keeps the known cards it still holds; the rest of it goes into the pool.
  const pool: Card[] = [];
  const kept: (readonly Card[])[] = [];
  for (let owner = 0; owner < n; owner++) {
    const hand = state.hands[owner] ?? NO_CARDS;
    if (owner === seat) {
      kept.push(hand);
      continue;
    }
    const known = stillHeld(knownIn[owner] ?? NO_CARDS, hand);
    kept.push(known);
    const unknown = known.length === 0 ? hand : (removeCards(hand, known) ?? hand);
    for (let i = 0; i < unknown.length; i++) pool.push(unknown[i] as Card);
  }
  for (let i = 0; i < state.stock.length; i++) pool.push(state.stock[i] as Card);
  for (const pair of state.pairs) {
    if (isHiddenPair(pair, seat)) for (let i = 0; i < pair.cards.length; i++) pool.push(pair.cards[i] as Card);
  }

  const [dealt, nextRng] = shuffle(sortedByNotation(pool), rng);
  let at = 0;
  const take = (count: number): Card[] => {
    const out = dealt.slice(at, at + count);
    at += count;
    return out;
  };
  const hands: (readonly Card[])[] = [];
  for (let owner = 0; owner < n; owner++) {
    const hand = state.hands[owner] ?? NO_CARDS;
    const known = kept[owner] ?? NO_CARDS;
    if (owner === seat) hands.push(hand);
    else if (known.length === 0) hands.push(take(hand.length));
    else hands.push(known.concat(take(hand.length - known.length)));
  }
  const stock = take(state.stock.length);
  const pairs: FaceDownPair[] = [];
  for (const pair of state.pairs) {
    if (isHiddenPair(pair, seat)) pairs.push(withCards(pair, take(pair.cards.length)));
    else if (pair.pickedBy === null || pair.pickedBy === seat || pair.owner === seat) pairs.push(pair);
    else pairs.push(withCards(pair, redealtFaces(pair, pair.pickedBy, state.hands, hands, kept)));
  }
  // The future shuffles are as unknown to the seat as the cards, so the generator is replaced too.
  const world = draftOf(state);
  world.hands = hands;
  world.stock = stock;
  world.pairs = pairs;
  world.rng = nextRng;
  return world;
}

/** The cards of `known` that `hand` still holds, each copy counted (two decks may give two 7H). */
function stillHeld(known: readonly Card[], hand: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < known.length; i++) {
    const card = known[i] as Card;
    let before = 0;
    for (let j = 0; j < i; j++) if (known[j] === card) before++;
    if (occurrences(hand, card) > before) out.push(card);
  }
  return out;
}

/**
 * A pair someone else picked up, unseen by this seat. Faces the picker has since played are public
 * and stay; faces still in the picker's hand are hidden, so they are replaced by cards from the
 * picker's redealt hand, or the sampled world would carry the real hidden cards along.
 */
function redealtFaces(
  pair: FaceDownPair,
  picker: Seat,
  realHands: readonly (readonly Card[])[],
  hands: readonly (readonly Card[])[],
  kept: readonly (readonly Card[])[],
): Card[] {
  const realHand = (realHands[picker] ?? NO_CARDS).slice();
  const redealt = (hands[picker] ?? NO_CARDS).slice((kept[picker] ?? NO_CARDS).length);
  const cards: Card[] = [];
  for (const card of pair.cards) {
    const at = realHand.indexOf(card);
    if (at < 0) {
      cards.push(card);
      continue;
    }
    realHand.splice(at, 1);
    cards.push(redealt.pop() ?? card);
  }
  return cards;
}

/** The same pair with other faces. */
function withCards(pair: FaceDownPair, cards: readonly Card[]): FaceDownPair {
  return { id: pair.id, owner: pair.owner, takenBy: pair.takenBy, cards, pickedBy: pair.pickedBy };
}

/** A pair still on the table whose faces the seat has not seen. */
function isHiddenPair(pair: FaceDownPair, seat: Seat): boolean {
  return pair.pickedBy === null && pair.owner !== seat;
}
