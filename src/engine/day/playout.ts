// Day's playout policy (SearchSpec.playout): the heuristic bot's decisions (decide.ts) on a cheaper
// estimate of the chance to win. The bot samples 60 showdowns a bet and 30 a substitution; a
// playout makes several decisions and the search wants thousands of playouts a move, so those
// samples were most of the search's time. Here a decision samples PLAYOUT_SAMPLES, the first of the
// very deals the bot would sample (the same generator, seeded from what the seat sees), read from
// the state with no view built: the seat's own cards and mucked card, the community, the flips, who
// is still in and who substituted. Nothing another seat holds is read, so playout opponents play
// as the bot does, from their own cards alone.
//
// Fewer samples make a noisier player near its thresholds, yet the search was measured no weaker
// for it against the bot (search.ts gives the figures), and it makes about four times the playouts.

import type { Seat } from '../core/game.ts';
import { makeRandom } from '../core/rng.ts';
import { DEAL, type DayAction } from './actions.ts';
import { chooseBet, chooseSwap } from './decide.ts';
import { DECK_SIZE, dayIndex } from './deck.ts';
import { seedOf, shares, type Hold, type Spot } from './equity.ts';
import { legalActions } from './legal.ts';
import { isLive, livePlayers, potTotal, type DayState } from './state.ts';

/**
 * Sampled showdowns a playout decision scores, for a bet or for each hold of a substitution. 8 and
 * 12 searched as well as the bot's 60 did (the same gain over the heuristic at 2 and 4 players, 600
 * hands each); 8 is the faster.
 */
export const PLAYOUT_SAMPLES = 8;

/**
 * The move the heuristic makes for `seat`, the seat to act in `state`: the bot's (dayHeuristic)
 * with PLAYOUT_SAMPLES samples for a bet and for a substitution alike.
 */
export function dayPlayout(state: DayState, seat: Seat): DayAction {
  if (state.phase === 'handOver') return DEAL;
  const legal = legalActions(state, seat);
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (state.phase === 'substitute') return chooseSwap(legal, playoutSwapShares(state, seat));
  return chooseBet(legal, playoutEquity(state, seat), {
    toCall: state.currentBet - (state.roundBets[seat] ?? 0),
    pot: potTotal(state),
    raises: state.raises,
    players: livePlayers(state),
  });
}

/**
 * The seat's chance to win the pot with its hole cards as they are, over `samples` sampled deals:
 * the bot's strength(view, seat, samples) without building the view (its test holds them equal).
 */
export function playoutEquity(state: DayState, seat: Seat, samples: number = PLAYOUT_SAMPLES): number {
  const hand = state.hands[seat] ?? [];
  const hold = KEEP[0] as number[];
  hold[0] = dayIndex(hand[0] as string);
  hold[1] = dayIndex(hand[1] as string);
  return sampled(state, seat, KEEP, samples)[0] as number;
}

/** Keeping's share of the pot, then swapping the first hole card's and the second's (legalActions' order). */
export function playoutSwapShares(state: DayState, seat: Seat): number[] {
  const hand = state.hands[seat] ?? [];
  const a = dayIndex(hand[0] as string);
  const b = dayIndex(hand[1] as string);
  const [keep, swapFirst, swapSecond] = SWAPS as [number[], number[], number[]];
  keep[0] = a;
  keep[1] = b;
  swapFirst[1] = b;
  swapSecond[0] = a;
  return sampled(state, seat, SWAPS, PLAYOUT_SAMPLES);
}

// Scratch, so that a decision allocates little: which cards the seat has seen, and the rest.
const SEEN = new Uint8Array(DECK_SIZE);
const UNSEEN = new Int32Array(DECK_SIZE);
const KEEP: number[][] = [[0, 0]];
const SWAPS: number[][] = [
  [0, 0],
  [-1, 0],
  [0, -1],
];

/** What the seat knows of the showdown to come (equity.ts), from the state: its own cards, no one else's. */
function spotOf(state: DayState, seat: Seat): Spot {
  const mucked = state.mucked[seat] ?? null;
  SEEN.fill(0);
  for (const card of state.hands[seat] ?? []) SEEN[dayIndex(card)] = 1;
  for (const flip of state.flips) SEEN[dayIndex(flip.card)] = 1;
  if (mucked !== null) SEEN[dayIndex(mucked)] = 1;
  const community: number[] = [];
  for (const card of state.community) {
    const index = dayIndex(card);
    SEEN[index] = 1;
    community.push(index);
  }
  let unseenCount = 0;
  for (let index = 0; index < DECK_SIZE; index++) if (SEEN[index] === 0) UNSEEN[unseenCount++] = index;
  const opponents: boolean[] = [];
  for (let s = 0; s < state.hands.length; s++) {
    if (s !== seat && isLive(state, s)) opponents.push((state.mucked[s] ?? null) !== null);
  }
  return { unseen: UNSEEN, unseenCount, community, shown: community.length, opponents, options: state.options };
}

/**
 * The shares of `holds` over `samples` deals, drawn as the bot's are: its first deals. Read from
 * the memo when this seat asked the same with the same cards in view (see below); the list is the
 * memo's own, to be read before the next call.
 */
function sampled(state: DayState, seat: Seat, holds: readonly Hold[], samples: number): number[] {
  const hole = state.hands[seat] ?? [];
  const slot = state.flips.length === 0 ? memoSlot(state, seat, holds.length, samples) : -1;
  if (slot >= 0 && MEMO_FILLED[slot] === 1) return MEMO_SHARES[slot] as number[];
  const random = makeRandom(seedOf(state.handNumber, seat, state.community, hole));
  const substituted = (state.mucked[seat] ?? null) !== null;
  if (slot < 0) return shares(spotOf(state, seat), holds, substituted, random, samples, []);
  MEMO_FILLED[slot] = 1;
  return shares(spotOf(state, seat), holds, substituted, random, samples, MEMO_SHARES[slot] as number[]);
}

// The memo. A seat's estimate depends only on what it sees: the hand, its hole cards and mucked
// card, the community, who is still in and who substituted (and the tie-breaker flips, which are
// face up only after a showdown: then there is no memo). Within a search those recur: every move
// is played out on the same deal, and a seat's estimate at one board serves each of its bets there,
// so the searching seat's own at the position searched is worked out once for all the search.
// Measured on the browser bench's Day positions, 68% of estimates come from it. Direct-mapped: a slot
// holds the last key that hashed to it, compared whole, so a collision is a miss, never a wrong answer.
const MEMO_SLOTS = 4096;
/** Ints in a key: seat, count and holds; hand; hole cards; community size and cards; mucked; who is in. */
const KEY = 10;
const MEMO_KEYS = new Int32Array(MEMO_SLOTS * KEY);
const MEMO_OPTIONS: (DayState['options'] | null)[] = new Array<DayState['options'] | null>(MEMO_SLOTS).fill(null);
const MEMO_FILLED = new Uint8Array(MEMO_SLOTS);
const MEMO_SHARES: number[][] = Array.from({ length: MEMO_SLOTS }, () => [0, 0, 0]);
const KEY_NOW = new Int32Array(KEY);

/** The memo slot for this question, claimed for it (and marked unfilled) when it held another. */
function memoSlot(state: DayState, seat: Seat, holds: number, samples: number): number {
  const hole = state.hands[seat] ?? [];
  const community = state.community;
  const mucked = state.mucked[seat] ?? null;
  let table = 0;
  for (let s = 0; s < state.hands.length; s++) {
    if (s !== seat && isLive(state, s)) table |= (1 | ((state.mucked[s] ?? null) !== null ? 2 : 0)) << (2 * s);
  }
  KEY_NOW[0] = seat | (holds << 4) | (samples << 8);
  KEY_NOW[1] = state.handNumber;
  KEY_NOW[2] = hole.length > 0 ? dayIndex(hole[0] as string) : -1;
  KEY_NOW[3] = hole.length > 1 ? dayIndex(hole[1] as string) : -1;
  KEY_NOW[4] = community.length;
  KEY_NOW[5] = community.length > 0 ? dayIndex(community[0] as string) : -1;
  KEY_NOW[6] = community.length > 1 ? dayIndex(community[1] as string) : -1;
  KEY_NOW[7] = community.length > 2 ? dayIndex(community[2] as string) : -1;
  KEY_NOW[8] = mucked === null ? -1 : dayIndex(mucked);
  KEY_NOW[9] = table;
  let h = 0x811c9dc5;
  for (let i = 0; i < KEY; i++) h = Math.imul(h ^ (KEY_NOW[i] as number), 0x01000193);
  const slot = (h ^ (h >>> 15)) & (MEMO_SLOTS - 1);
  const at = slot * KEY;
  let same = MEMO_OPTIONS[slot] === state.options;
  for (let i = 0; same && i < KEY; i++) same = MEMO_KEYS[at + i] === KEY_NOW[i];
  if (!same) {
    MEMO_KEYS.set(KEY_NOW, at);
    MEMO_OPTIONS[slot] = state.options;
    MEMO_FILLED[slot] = 0;
  }
  return slot;
}
