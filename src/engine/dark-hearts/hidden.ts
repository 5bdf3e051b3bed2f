// Determinization: a state `seat` cannot tell apart from the real one, with every card it cannot
// see dealt again at random: the other hands (except the cards it passed, which it knows are
// there, and the first-lead card before it is led) and the face-down leftover (unless the first
// lead has shown it to be the Dark 2 of clubs). The passes others chose, and what others received from
// someone else, are rewritten to match the redealt hands, so no real hidden card rides along.

import type { Seat } from '../core/game.ts';
import { shuffle, type RngState } from '../core/rng.ts';
import type { DarkCard } from './deck.ts';
import { DARK_2_CLUBS, firstLeadCard } from './legal.ts';
import { draftOf, passDirection, passTarget, type DarkHeartsState } from './state.ts';
import { seatCount } from '../core/seats.ts';

export function determinizeDarkHearts(state: DarkHeartsState, seat: Seat, rng: RngState): DarkHeartsState {
  return dealUnseen(state, seat, (pool) => shuffle(pool, rng));
}

/**
 * Every deal `seat` cannot tell apart from this one, one per order of the unseen cards (each with
 * the generator `rng`), when there are at most `most` such orders; else null. For the practice
 * questions' check on unseen cards: late in a hand few cards are unseen, and every deal is tried.
 */
export function everyDealDarkHearts(
  state: DarkHeartsState,
  seat: Seat,
  rng: RngState,
  most: number,
): DarkHeartsState[] | null {
  let unseen: readonly DarkCard[] = [];
  dealUnseen(state, seat, (pool) => {
    unseen = pool;
    return [pool, rng];
  });
  let orders = 1;
  for (let k = 2; k <= unseen.length; k++) if ((orders *= k) > most) return null;
  return orderings(unseen).map((order) => dealUnseen(state, seat, () => [order, rng]));
}

/** Every order of `items` (a few of them: orders of up to about seven). */
function orderings<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of orderings([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** The state with the unseen cards, sorted, put back in the order `order` gives, with its generator. */
function dealUnseen(
  state: DarkHeartsState,
  seat: Seat,
  order: (pool: DarkCard[]) => [DarkCard[], RngState],
): DarkHeartsState {
  if (state.phase === 'over') return state;
  const n = seatCount(state);
  const direction = passDirection(state.options, state.handNumber);
  const resolved = state.phase !== 'pass' && direction !== 'hold';
  const target = resolved ? passTarget(seat, direction, n) : -1;
  const givenBySeat = resolved ? (state.passes[seat] ?? []) : [];

  const pool: DarkCard[] = [];
  // Before the first lead, everyone knows who holds the first-lead card: that seat must lead it.
  const opening =
    state.phase === 'play' && state.tricksPlayed === 0 && state.trick === null ? firstLeadCard(state) : null;
  const kept = state.hands.map((hand, owner) => {
    if (owner === seat) return hand.slice();
    const known = hand.filter((card) => (owner === target && givenBySeat.includes(card)) || card === opening);
    pool.push(...hand.filter((card) => !known.includes(card)));
    return known;
  });
  // With three players, a first lead of the Dark 3 of clubs tells everyone the leftover is the Dark 2.
  const leftoverKnown = state.phase !== 'pass' && state.leftover === DARK_2_CLUBS;
  const leftoverHidden = state.leftover !== null && state.leftoverTakenBy === null && !leftoverKnown;
  if (leftoverHidden) pool.push(state.leftover as DarkCard);

  const [dealt, nextRng] = order(pool.sort());
  let at = 0;
  const redealt: DarkCard[][] = [];
  const hands = state.hands.map((hand, owner) => {
    if (owner === seat) return hand;
    const fresh = dealt.slice(at, at + hand.length - (kept[owner] ?? []).length);
    at += fresh.length;
    redealt[owner] = fresh.slice();
    return [...(kept[owner] ?? []), ...fresh];
  });
  const leftover = leftoverHidden ? (dealt[at] as DarkCard) : state.leftover;

  // What others received from someone other than `seat`: faces still in the real hand are hidden,
  // so they become redealt cards; faces already played are public and stay.
  const received = state.received.map((cards, owner) => {
    if (owner === seat || (resolved && owner === target)) return cards;
    const real = (state.hands[owner] ?? []).slice();
    const spare = (redealt[owner] ?? []).slice();
    return cards.map((card) => {
      const i = real.indexOf(card);
      if (i < 0 || card === opening) return card;
      real.splice(i, 1);
      return spare.pop() ?? card;
    });
  });
  const passes = state.passes.map((cards, giver) => {
    if (cards === null || giver === seat) return cards;
    if (!resolved) return (hands[giver] ?? []).slice(0, cards.length);
    return received[passTarget(giver, direction, n)] ?? cards;
  });
  const next = draftOf(state);
  next.rng = nextRng;
  next.hands = hands;
  next.passes = passes;
  next.received = received;
  next.leftover = leftover;
  return next;
}
