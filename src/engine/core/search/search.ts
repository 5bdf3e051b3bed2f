// The strong bot: determinized Monte Carlo search, written once against the Game contract.
//
// Each playout deals the cards the searching seat cannot see at random (Game.determinize, or the
// game's own SearchSpec.deal, which weighs the deals by what the table's play says), makes
// one of the seat's legal moves, and plays the hand out with the game's heuristic bot in every
// seat (the fast step path, no events). The hand's end is valued for the seat (SearchSpec.value);
// the move with the best average wins. A game may give a cheaper playout policy that makes the
// bot's very moves from the state itself (SearchSpec.playout), and may have worlds its table's play
// makes unlikely drawn again (SearchSpec.plausible: in Day a bet says a strong hand).
//
// It never reads hidden information: the real state is only ever passed to determinize (or the
// game's deal), whose result depends on nothing the seat cannot see (the tests check that
// redealing a redealt state gives the very same state), and to legalActions for the seat itself.
// So two states the seat cannot tell apart give the same search, playout for playout.
//
// A move that falls clearly behind the leader stops being played out (a race): the rest of the
// budget goes to telling the close moves apart. "Clearly" is measured on the paired differences of
// the common deals, so it takes few rounds for a poor move and never happens to a close one.
//
// Deterministic for a given seed and playout budget; a time budget only stops it sooner.

import type { Bot, Seat } from '../game.ts';
import { makeRandom, seedRng, type Random, type RngState } from '../rng.ts';
import type { SearchSpec, SearchGame } from './spec.ts';

export interface SearchBudget {
  readonly seed: number;
  /** The most playouts; one round (a playout of every move) is always made. */
  readonly playouts: number;
  /** Stop after this many milliseconds (read from `now`), even if playouts remain. */
  readonly ms?: number;
  readonly now?: () => number;
  /** The most actions in one playout; a longer one is valued where it stands (a hand that drags on). */
  readonly depth?: number;
}

export interface MoveStats<A> {
  readonly action: A;
  readonly playouts: number;
  /** The average value of the hand's end after this move (SearchSpec.value). */
  readonly mean: number;
}

export interface SearchResult<A> {
  /** The move with the best average; the only legal move, when there is one. */
  readonly action: A;
  /** Every legal move with its playouts, best first. Empty when there was nothing to choose. */
  readonly moves: readonly MoveStats<A>[];
  /** The seat had several legal moves, but the game's narrow left only this one to make. */
  readonly narrowed: boolean;
  readonly playouts: number;
  /** Actions stepped in all the playouts together. */
  readonly actions: number;
  /** The value before the move, on a sampled deal: what a move's gain is measured from. */
  readonly base: number;
}

/** The longest playout, in actions (a review's comparison plays as deep). */
export const DEFAULT_DEPTH = 2000;
/** Rounds every move is played before any may drop out of the race. */
export const RACE_ROUNDS = 32;
/**
 * How many standard errors of the paired difference a move must trail the leader by to drop out.
 * The test is made every round, so it is strict: a true best move almost never drops.
 */
const RACE_MARGIN = 3;
/** The most draws of a world SearchSpec.plausible may reject before the last one is taken as it is. */
export const PLAUSIBLE_TRIES = 12;

/** How a playout moves a seat: the spec's own fast policy, or the policy bot on the seat's view. */
export function playoutPolicy(game: SearchGame, policy: Bot<unknown, unknown>, spec: SearchSpec) {
  return spec.playout ?? ((now: unknown, who: Seat) => policy(game.view(now, who), game.legalActions(now, who), who));
}

/** How a world is dealt from a seat's view: the spec's own deal, or the game's determinize. */
export function worldDeal(game: SearchGame, spec: SearchSpec) {
  return spec.deal ?? ((now: unknown, who: Seat, rng: RngState) => game.determinize(now, who, rng));
}

/**
 * A world the search plays out in (a review's comparison draws the same): dealt anew while the
 * spec finds it implausible, up to PLAUSIBLE_TRIES, the last one taken as it is.
 */
export function drawWorld(
  deal: ReturnType<typeof worldDeal>,
  spec: SearchSpec,
  state: unknown,
  seat: Seat,
  random: Random,
): unknown {
  let world = deal(state, seat, seedRng(random.int(1, 0x7fffffff)));
  for (let tries = 1; spec.plausible && tries < PLAUSIBLE_TRIES && !spec.plausible(world, seat); tries++) {
    world = deal(state, seat, seedRng(random.int(1, 0x7fffffff)));
  }
  return world;
}

export function search<A>(
  game: SearchGame,
  policy: Bot<unknown, unknown>,
  spec: SearchSpec,
  state: unknown,
  seat: Seat,
  budget: SearchBudget,
): SearchResult<A> {
  const all = game.legalActions(state, seat);
  const legal = (
    spec.narrow && all.length > 1 ? spec.narrow(state, all, policy(game.view(state, seat), all, seat)) : all
  ) as readonly A[];
  const first = legal[0];
  if (first === undefined) throw new Error(`Seat ${seat} has no legal move to search.`);
  if (legal.length === 1)
    return { action: first, moves: [], playouts: 0, actions: 0, base: 0, narrowed: all.length > 1 };

  const random = makeRandom(budget.seed);
  const depth = budget.depth ?? DEFAULT_DEPTH;
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : Infinity;
  const n = legal.length;
  const total = new Float64Array(n);
  // Sums of products of the arms' values on the same deals (the race's paired variances).
  const products = new Float64Array(n * n);
  const values = new Float64Array(n);
  /** The rounds each move was played in; a move still racing has been played in every round. */
  const played = new Int32Array(n);
  const racing = Array.from({ length: n }, (_, i) => i);
  // Every move's total, and sum of squares, as each dropped move left the race: a dropped move's
  // average is put on the same deals as the rest through the best move's (below).
  const dropped = new Float64Array(n * n);
  const droppedSquares = new Float64Array(n * n);
  let rounds = 0;
  let playouts = 0;
  let actions = 0;
  const play = playoutPolicy(game, policy, spec);
  const deal = worldDeal(game, spec);
  const base = spec.value(deal(state, seat, seedRng(budget.seed)), seat);

  // Each round samples one world and plays every racing move out in it: the moves are compared on
  // the same deals and the same future shuffles, so a difference between them is the moves', not
  // the luck of the draw (common random numbers). At least one round, whatever the budget.
  do {
    const world = drawWorld(deal, spec, state, seat, random);
    for (const arm of racing) {
      let now = game.step(world, seat, legal[arm]);
      let steps = 0;
      for (; steps < depth && !game.isHandOver(now); steps++) {
        const acting = game.toAct(now);
        if (acting.length === 0) break;
        const who = acting[0] as Seat;
        now = game.step(now, who, play(now, who));
      }
      const value = spec.value(now, seat);
      values[arm] = value;
      total[arm] = (total[arm] ?? 0) + value;
      played[arm] = (played[arm] ?? 0) + 1;
      actions += steps + 1;
    }
    for (const i of racing) {
      for (const j of racing) products[i * n + j] = (products[i * n + j] ?? 0) + (values[i] ?? 0) * (values[j] ?? 0);
    }
    playouts += racing.length;
    rounds++;
    if (rounds >= RACE_ROUNDS && racing.length > 1) {
      for (const arm of race(racing, total, products, n, rounds)) {
        dropped.set(total, arm * n);
        for (let j = 0; j < n; j++) droppedSquares[arm * n + j] = products[j * n + j] ?? 0;
      }
    }
  } while (playouts + racing.length <= budget.playouts && !(budget.now && budget.now() >= deadline));

  // The best of the moves still racing, all played on the same deals.
  let best = racing[0] as number;
  for (const arm of racing) if ((total[arm] ?? 0) > (total[best] ?? 0)) best = arm;
  const bestMean = (total[best] ?? 0) / rounds;
  const meanOf = (arm: number): number => {
    const times = played[arm] ?? 0;
    if (times === rounds) return (total[arm] ?? 0) / rounds;
    // A dropped move was played on the first deals only: its average there is corrected by as much
    // as the best move's moved between those deals and all of them, in the measure the two moved
    // together on the deals both were played on (a control variate: the regression of its values
    // on the best's). A move whose value owes nothing to the deal (a fold in Day) keeps its very
    // value; one that rises and falls with the best moves with it.
    const own = (total[arm] ?? 0) / times;
    const bestThen = (dropped[arm * n + best] ?? 0) / times;
    const cross = (products[arm * n + best] ?? 0) / times - own * bestThen;
    const spread = (droppedSquares[arm * n + best] ?? 0) / times - bestThen * bestThen;
    const slope = spread > 1e-12 ? cross / spread : 0;
    return own + slope * (bestMean - bestThen);
  };
  const moves = legal
    .map((action, i) => ({ action, playouts: played[i] ?? 0, mean: meanOf(i) }))
    // Best average first; between equals, the legal order (a stable sort).
    .sort((a, b) => b.mean - a.mean);
  return { action: moves[0]?.action ?? first, moves, playouts, actions, base, narrowed: false };
}

/**
 * Drops from `racing` (and returns) each move whose average trails the leader's by more than
 * RACE_MARGIN standard errors of their paired difference over the `rounds` both were played in.
 */
function race(racing: number[], total: Float64Array, products: Float64Array, n: number, rounds: number): number[] {
  const out: number[] = [];
  let leader = racing[0] as number;
  for (const arm of racing) if ((total[arm] ?? 0) > (total[leader] ?? 0)) leader = arm;
  const lead = (total[leader] ?? 0) / rounds;
  for (let k = racing.length - 1; k >= 0; k--) {
    const arm = racing[k] as number;
    if (arm === leader) continue;
    const gap = lead - (total[arm] ?? 0) / rounds;
    // The mean square of the differences, less the square of their mean: their variance.
    const square =
      ((products[leader * n + leader] ?? 0) + (products[arm * n + arm] ?? 0) - 2 * (products[leader * n + arm] ?? 0)) /
      rounds;
    const variance = Math.max(0, square - gap * gap);
    if (gap > RACE_MARGIN * Math.sqrt(variance / rounds)) out.push(...racing.splice(k, 1));
  }
  return out;
}
