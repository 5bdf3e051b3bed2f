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
import { isLive, potTotal, type DayState } from './state.ts';

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

/** The seat's chance to win the pot with its hole cards as they are. */
export function playoutEquity(state: DayState, seat: Seat): number {
  const hand = state.hands[seat] ?? [];
  const hold = KEEP[0] as number[];
  hold[0] = dayIndex(hand[0] as string);
  hold[1] = dayIndex(hand[1] as string);
  return sampled(state, seat, KEEP)[0] as number;
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
  return sampled(state, seat, SWAPS);
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

/** The shares of `holds` over PLAYOUT_SAMPLES deals, drawn as the bot's are: its first deals. */
function sampled(state: DayState, seat: Seat, holds: readonly Hold[]): number[] {
  const hole = state.hands[seat] ?? [];
  const random = makeRandom(seedOf(state.handNumber, seat, potTotal(state), state.currentBet, state.community, hole));
  const substituted = (state.mucked[seat] ?? null) !== null;
  return shares(spotOf(state, seat), holds, substituted, random, PLAYOUT_SAMPLES, []);
}

function livePlayers(state: DayState): number {
  let players = 0;
  for (let s = 0; s < state.hands.length; s++) if (isLive(state, s)) players++;
  return players;
}
