// The one source of legality for Dawn. explain.ts only diagnoses why an action is missing here.

import { cardIndex, rankAt, rankOf, STANDARD_DECK, type Card } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import {
  arrangeActions,
  DEAL,
  DRAW,
  pickAction,
  playAt,
  READY,
  sameAction,
  takeActions,
  type DawnAction,
} from './actions.ts';
import { MAX_PLAYERS } from './options.ts';
import { inFallback, neededRank, picker, type DawnState } from './state.ts';

// Written for speed: toAct and legalActions run before every move of every playout, so they
// return shared lists (seat lists by a bitmask of seats, interned actions, see actions.ts) and
// use plain loops rather than closures and sets. The shared lists are readonly but not frozen: V8
// reads a frozen array's items through a slow generic path (several times slower) in optimized code.

const SEAT_LISTS = new Array<readonly Seat[] | undefined>(1 << MAX_PLAYERS);

/** The seats whose bits are set in `mask`, in order: one shared list per mask. */
function seatList(mask: number): readonly Seat[] {
  let seats = SEAT_LISTS[mask];
  if (seats === undefined) {
    const out: Seat[] = [];
    for (let seat = 0; 1 << seat <= mask; seat++) if (mask & (1 << seat)) out.push(seat);
    seats = SEAT_LISTS[mask] = out;
  }
  return seats;
}

const NO_ACTIONS: readonly DawnAction[] = [];
const ONLY_DRAW: readonly DawnAction[] = [DRAW];
const ONLY_DEAL: readonly DawnAction[] = [DEAL];
const NO_CARDS: readonly Card[] = [];

export function toAct(state: DawnState): readonly Seat[] {
  const n = seatCount(state);
  switch (state.phase) {
    case 'arrange': {
      let arranging = 0;
      for (let seat = 0; seat < n; seat++) if (!state.ready[seat]) arranging |= 1 << seat;
      return seatList(arranging);
    }
    case 'take': {
      let choosing = 0;
      for (let seat = 0; seat < n; seat++) if (state.takes[seat] === null) choosing |= 1 << seat;
      return seatList(choosing);
    }
    case 'pick':
      return seatList(1 << picker(state));
    case 'play':
      return seatList(1 << state.turn);
    case 'handOver':
      return seatList(1 << leftOf(state.dealer, n));
    case 'over':
      return seatList(0);
  }
}

export function legalActions(state: DawnState, seat: Seat): readonly DawnAction[] {
  if (!toAct(state).includes(seat)) return NO_ACTIONS;
  switch (state.phase) {
    case 'arrange':
      return arrangeActions((state.hands[seat] ?? NO_CARDS).length);
    case 'take':
      return takeActions((state.hands[leftOf(seat, seatCount(state))] ?? NO_CARDS).length);
    case 'pick': {
      const out: DawnAction[] = [];
      for (const pair of state.pairs) if (pair.pickedBy === null && pair.owner !== seat) out.push(pickAction(pair.id));
      return out;
    }
    case 'play':
      return playable(state, seat);
    case 'handOver':
      return ONLY_DEAL;
    case 'over':
      return NO_ACTIONS;
  }
}

/**
 * Whether `action` is one of legalActions(state, seat), without building the list: apply's check.
 * A play or a draw is tested against the same rule legalActions lists them by (playableRank and
 * mayDraw); any other move is looked up in its list, which is interned and so costs nothing.
 */
export function isLegal(state: DawnState, seat: Seat, action: DawnAction): boolean {
  if (state.phase === 'play' && (action.type === 'play' || action.type === 'draw')) {
    if (seat !== state.turn) return false;
    const hand = state.hands[seat] ?? NO_CARDS;
    const rank = playableRankIn(state, hand);
    if (action.type === 'play') return hand.includes(action.card) && fits(action.card, rank);
    if (!mayDraw(state)) return false;
    for (let i = 0; i < hand.length; i++) if (fits(hand[i] as Card, rank)) return false;
    return true;
  }
  const legal = legalActions(state, seat);
  for (let i = 0; i < legal.length; i++) if (sameAction(legal[i] as DawnAction, action)) return true;
  return false;
}

/** Any card may lead an empty pile; no card may be played (the fallback with nothing lower). */
const ANY_RANK = 0;
const NO_RANK = -1;

/**
 * The rank the seat to play may play: any on an empty pile (rule lead-any-card), its highest below
 * the needed rank when the turn has come back to the first who failed (rule draw-around), or
 * exactly one lower (rule one-lower). Takes what a seat's view shows (the needed rank, whether it
 * is the fallback), so the bot and the playout policy ask the very rule legalActions lists by.
 */
export function playableRank(hand: readonly Card[], needed: number | null, fallback: boolean): number {
  if (needed === null) return ANY_RANK;
  if (fallback) return highestBelow(hand, needed) ?? NO_RANK;
  return needed;
}

function playableRankIn(state: DawnState, hand: readonly Card[]): number {
  return playableRank(hand, neededRank(state), inFallback(state));
}

/** A seat that cannot follow one lower draws (rule draw-when-unable); never to lead nor in the fallback. */
export function mayDraw(state: DawnState): boolean {
  return state.pile.length > 0 && !inFallback(state);
}

function fits(card: Card, rank: number): boolean {
  return fitsAt(cardIndex(card), rank);
}

/** Whether the card at `index` in the deck's order (cardIndex) may be played at `rank` (playableRank). */
export function fitsAt(index: number, rank: number): boolean {
  return rank === ANY_RANK || rankAtIndex(index) === rank;
}

// The deck's ranks by cardIndex, read from a table rather than worked out (rankAt's `%` is a
// division): a playout's every step tests the cards of a hand against the rank it needs.
const RANKS: Uint8Array = Uint8Array.from(STANDARD_DECK.cards, (_, index) => rankAt(index));

/** rankAt(index): from the table for the deck's cards, worked out for anything else. */
export function rankAtIndex(index: number): number {
  return RANKS[index] ?? rankAt(index);
}

function playable(state: DawnState, seat: Seat): readonly DawnAction[] {
  const hand = state.hands[seat] ?? NO_CARDS;
  const plays = distinctPlays(hand, playableRankIn(state, hand));
  return plays.length === 0 && mayDraw(state) ? ONLY_DRAW : plays;
}

/** The highest rank in `hand` strictly below `needed`, or null (rule draw-around). */
export function highestBelow(hand: readonly Card[], needed: number): number | null {
  let best: number | null = null;
  for (const card of hand) {
    const rank = rankOf(card);
    if (rank < needed && (best === null || rank > best)) best = rank;
  }
  return best;
}

/** One play per distinct card that fits `rank`: two copies of 7H from two decks are the same move. */
function distinctPlays(hand: readonly Card[], rank: number): readonly DawnAction[] {
  if (rank === NO_RANK) return NO_ACTIONS;
  let out: DawnAction[] | null = null;
  for (let i = 0; i < hand.length; i++) {
    // The card's place in the deck gives both its rank and its interned play.
    const index = cardIndex(hand[i] as Card);
    if (!fitsAt(index, rank)) continue;
    const play = playAt(index);
    if (out === null) out = [play];
    else if (!out.includes(play)) out.push(play);
  }
  return out ?? NO_ACTIONS;
}

/** Every action of a plausible shape for `seat`, legal or not: the explain tests' search space. */
export function candidateActions(state: DawnState, seat: Seat): readonly DawnAction[] {
  const out: DawnAction[] = [DRAW, READY, DEAL, { type: 'shift', at: 0 }, { type: 'take', positions: [0, 1] }];
  // While arranging or taking, every position is plausible (and one past the end is a plausible
  // mistake), so the candidates include every legal shift and take, as the contract requires.
  if (state.phase === 'arrange') {
    const size = (state.hands[seat] ?? []).length;
    for (let at = 1; at < size; at++) out.push({ type: 'shift', at });
  }
  if (state.phase === 'take') {
    const size = (state.hands[leftOf(seat, seatCount(state))] ?? []).length;
    for (let a = 0; a <= size; a++) {
      for (let b = a + 1; b <= size; b++) if (a + b > 1) out.push({ type: 'take', positions: [a, b] });
    }
  }
  for (const card of new Set(state.hands[seat] ?? [])) out.push({ type: 'play', card });
  out.push({ type: 'play', card: 'KS' }, { type: 'play', card: 'AH' });
  for (const pair of state.pairs) out.push({ type: 'pick', pair: pair.id });
  out.push({ type: 'pick', pair: 'S9' });
  return out;
}
