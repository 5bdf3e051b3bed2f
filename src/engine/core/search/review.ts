// The review of a hand (issue 34): each decision the reader made is searched again from the
// reader's own view, as a hint is (search.ts: the hidden cards dealt anew on every playout), with
// the reader's move among the moves weighed. The best move found and the reader's are valued in
// the game's units (SearchSpec.value), and the reader's is marked by what it lost (the game's
// ReviewScale). Why: both moves are then played out again on the same sampled deals with the
// events built (compare.ts), and the events that came more or less often after one than after the
// other become the reason, each with its rule (review-words.ts).
//
// A mark reads the loss the playouts are sure of, the loss less two standard errors of the paired
// difference: a move is not called a mistake on a few unlucky deals. A move a guided lesson asked
// for (the one move its beat accepts) was not the reader's choice: it is not searched or marked.
// Deterministic for a seed; a decision's seed is the hand's plus its place, so each decision's
// review is the same whether the hand is reviewed in one go or spread over several workers.

import type { Seat } from '../game.ts';
import { compare, type EventShare } from './compare.ts';
import { reasonFor, type ReasonLine } from './review-words.ts';
import { search } from './search.ts';
import type { ReviewScale, SearchKit, SearchSpec, SearchGame } from './spec.ts';
import { sayMove } from './words.ts';

export type Mark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export interface ReviewBudget {
  readonly seed: number;
  /** Playouts of the search that finds the best move and values the reader's. */
  readonly playouts: number;
  /** Sampled deals on which the two moves are played out again, events and all, for the reason. */
  readonly deals: number;
}

/** A move of a hand, in notation; `forced` when a guided lesson asked for this very move. */
export interface HandMove {
  readonly seat: Seat;
  readonly action: string;
  readonly forced?: boolean;
}

/** A reader's decision in a hand: the position and the move made there (in notation). */
interface Decision {
  /** Where the move stands among the session's moves: "try again from here" replays those before. */
  readonly index: number;
  readonly state: unknown;
  readonly action: string;
  /** A guided lesson asked for this move: the reader did not choose it. */
  readonly forced?: boolean;
  /** The hand's first decision the reader chose, where a reason explains the game's unit. */
  readonly first?: boolean;
}

export interface DecisionReview {
  readonly index: number;
  /** The reader's move and the best one found, in the game's notation. */
  readonly played: string;
  readonly best: string;
  /**
   * Null when the search weighs one move only here (the game's narrow), or the move was a guided
   * lesson's (forced): nothing to compare.
   */
  readonly mark: Mark | null;
  /** A guided lesson asked for this move: the reason says so, and it is not marked. */
  readonly forced: boolean;
  /**
   * The average value of the hand's end after each move, and before any (SearchSpec.value): each
   * move's own, over the search's playouts and the comparison's deals together.
   */
  readonly playedMean: number;
  readonly bestMean: number;
  readonly base: number;
  /** What the reader's move lost against the best, in value units: bestMean less playedMean, at least 0. */
  readonly loss: number;
  /** The loss the playouts are sure of (less two standard errors): what the mark reads. */
  readonly sure: number;
  /** The events that came more or less often after the reader's move than after the other one. */
  readonly events: readonly EventShare[];
  /** The reason in words, a line each; a line about an event carries its rule. */
  readonly reason: readonly ReasonLine[];
  readonly playouts: number;
}

/** How many standard errors of the paired difference a loss is shrunk by before it is marked. */
const SURE_MARGIN = 2;

/**
 * The reader's decisions in the last hand of `moves` (from `start`): their moves where they had a
 * choice the game's review weighs, each with the position it was made in. A move made when the hand
 * before was over (a deal) starts the hand again.
 */
export function decisionsOf(
  { game, spec }: SearchKit,
  start: unknown,
  moves: readonly HandMove[],
  seat: Seat,
): Decision[] {
  let decisions: Decision[] = [];
  let state = start;
  moves.forEach((move, index) => {
    if (game.isHandOver(state)) decisions = [];
    if (move.seat === seat && game.legalActions(state, seat).length > 1 && spec.review.weighs?.(state) !== false)
      decisions.push({
        index,
        state,
        action: move.action,
        first: !decisions.some((d) => !d.forced) && !move.forced,
        ...(move.forced ? { forced: true } : {}),
      });
    // The state alone is wanted: the search's step, without building the events.
    state = game.step(state, move.seat, game.parseAction(move.action));
  });
  return decisions;
}

/** The seed a decision is reviewed with: the hand's, moved on by the decision's place. */
function decisionSeed(seed: number, index: number): number {
  return (seed + index * 7919) % 0x7fffffff;
}

export function reviewDecision(kit: SearchKit, decision: Decision, seat: Seat, budget: ReviewBudget): DecisionReview {
  const { game, bot } = kit;
  const { state, action, index } = decision;
  const seed = decisionSeed(budget.seed, index);
  const name = (move: unknown): string => game.formatAction(move);
  const unmarked = (forced: boolean): DecisionReview => {
    const figures = { index, played: action, best: action, mark: null, forced, playedMean: 0, bestMean: 0, base: 0 };
    const blank = { ...figures, loss: 0, sure: 0, events: [], playouts: 0 };
    const said = sayMove(game, kit.spec, game.parseAction(action));
    const reason = forced
      ? [{ text: `${said}: the lesson asked for this move, so it is not marked.` }]
      : reasonFor(game, kit.spec, state, blank);
    return { ...blank, reason };
  };
  if (decision.forced) return unmarked(true);
  const spec = weighing(kit.spec, game, action);
  const result = search(game, bot, spec, state, seat, { seed, playouts: budget.playouts });
  const [best, next] = result.moves;
  const played = result.moves.find((m) => name(m.action) === action);
  // Narrowed to the reader's own move: the game's search weighs nothing else here.
  if (!best || !played) return unmarked(false);
  // The reader's move is compared with the best; the best, with the next best.
  const other = played === best ? next : best;
  const paired = other
    ? compare(game, bot, kit.spec, state, seat, played.action, other.action, { seed, deals: budget.deals })
    : { mean: 0, spread: 0, playedMean: played.mean, otherMean: played.mean, events: [] };
  // Each move is measured twice on the same deals, by the search and again by the comparison: both
  // are pooled, so a move the search dropped from its race early is still weighed on enough deals.
  // Each move's figure is its own pooled average, so a figure is what that move led to (a fold in
  // Day leaves the chips where they are on every deal, and its figure says exactly that), and the
  // loss is the difference of the two figures.
  const searched = Math.min(played.playouts, best.playouts);
  const deals = played === best ? 0 : budget.deals;
  const pairs = Math.max(1, searched + deals);
  const pooled = (inSearch: number, compared: number): number => (searched * inSearch + deals * compared) / pairs;
  const playedMean = played === best ? best.mean : pooled(played.mean, paired.playedMean);
  const bestMean = played === best ? best.mean : pooled(best.mean, paired.otherMean);
  const loss = Math.max(0, bestMean - playedMean);
  const sure = Math.max(0, loss - (SURE_MARGIN * paired.spread) / Math.sqrt(pairs));
  const review = {
    index,
    played: action,
    best: name(best.action),
    mark: played === best ? ('best' as const) : markOf(kit.spec.review, sure),
    forced: false,
    playedMean,
    bestMean,
    base: result.base,
    loss,
    sure,
    events: paired.events,
    playouts: result.playouts,
  };
  return { ...review, reason: reasonFor(game, kit.spec, state, review, other && name(other.action), decision.first) };
}

/** Every decision of the hand, one after the other (a worker may take them one at a time instead). */
export function reviewHand(kit: SearchKit, decisions: readonly Decision[], seat: Seat, budget: ReviewBudget) {
  return decisions.map((decision) => reviewDecision(kit, decision, seat, budget));
}

export function markOf(scale: ReviewScale, sure: number): Mark {
  if (sure <= scale.good) return 'good';
  if (sure <= scale.inaccuracy) return 'inaccuracy';
  return sure <= scale.mistake ? 'mistake' : 'blunder';
}

/**
 * The game's search spec with the reader's move kept among those its narrow weighs: a review values
 * the move the reader made, even one the strong bot would not have looked at.
 */
function weighing(spec: SearchSpec, game: SearchGame, action: string): SearchSpec {
  const narrow = spec.narrow;
  if (!narrow) return spec;
  return {
    ...spec,
    narrow: (state, legal, heuristic) => {
      const kept = narrow(state, legal, heuristic);
      if (kept.some((a) => game.formatAction(a) === action)) return kept;
      const mine = legal.find((a) => game.formatAction(a) === action);
      return mine === undefined ? kept : [...kept, mine];
    },
  };
}
