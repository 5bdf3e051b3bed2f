// The strong bot's worker, written once: each game's search-worker.ts calls serveSearch with its
// search kit. A question is a state, a seat and a budget; the answer is the chosen move with its
// reason (core/search/hint.ts). The search runs here, off the page's thread, so the page stays
// responsive however long it thinks. When the page spreads one search over several workers (one
// per core, client.ts), each is asked for its tally instead (`tally`), and one of them then puts
// the pooled tallies into words (`hint` with `pooled`). Every request but a warm-up or a cancel
// has an id, and every reply names it (SearchReply): a request's last reply answers it. The
// messages are our own, not a library's: Comlink (tried for issue 41) worked, but added 1.5 KB
// gzipped to the page's client and as much to each worker, 3.0 KB to every game's first review and
// first hint: Day's first review would load 32.3 KB (29.3 with ours), over the 30 KB a first use
// may load, and its first hint 29.5.
//
// A worker's first searches run at a fraction of its later speed while the engine's hot code is
// compiled. So when the reader switches the strong bots on, before any move is asked for, each
// worker is sent a `warm` request: it plays the hand on from the reader's position with the easy bot
// and searches each choice on the way, in short slices that give way to a real request at once.
//
// A `review` request (core/search/review.ts) reviews the reader's decisions of a hand, one at a
// time, each in its own slice: every mark is posted as soon as it is made, a `cancel` between two
// slices stops the rest, and a hint or a bot's move asked meanwhile is answered between two marks.
// When several workers share a hand, each takes every `of`-th decision from its `part`; the first
// share also says how many decisions the whole hand has.

import { compare } from '../../../engine/core/search/compare.ts';
import { hintFor, type Hint } from '../../../engine/core/search/hint.ts';
import { opinionOf, type Opinion } from '../../../engine/core/search/opinion.ts';
import { resultOf, tallyOf, type Tally } from '../../../engine/core/search/pool.ts';
import { decisionsOf, reviewDecision, type DecisionReview, type HandMove } from '../../../engine/core/search/review.ts';
import { search } from '../../../engine/core/search/search.ts';
import type { SearchKit } from '../../../engine/core/search/spec.ts';
import type { Seat } from '../../../engine/core/game.ts';
import { errorMessage } from '../../../engine/core/replay.ts';

/** A position to search: for the reader's hint, or a bot's move. */
export interface Question {
  readonly state: unknown;
  readonly seat: Seat;
  readonly seed: number;
  readonly playouts: number;
  readonly ms: number;
  /** 'you' for the reader's hint, a bot's seat letter for its own move. */
  readonly who: string;
  /** The reader, for a bot's move: its reason names only what they may see (core/search/seen.ts). */
  readonly viewer?: Seat;
}

/** Review the reader's decisions in the last hand of `moves`, from `start`. */
export interface ReviewRequest {
  readonly start: unknown;
  /** Each move made, those a guided lesson asked for marked `forced` (they are not marked). */
  readonly moves: readonly HandMove[];
  readonly seat: Seat;
  readonly seed: number;
  readonly playouts: number;
  readonly deals: number;
  /** The most playouts for the whole hand, and the fewest for a decision (REVIEW_BUDGET). */
  readonly hand: number;
  readonly least: number;
  /** This worker's share of the decisions: those whose place, modulo `of`, is `part`. */
  readonly part: number;
  readonly of: number;
}

/** What the page asks a worker. A warm-up (for `warm` ms, from `state`) and a cancel get no reply. */
export type SearchRequest =
  /** The question's move and reason: from `pooled`, other workers' tallies pooled, when given. */
  | { readonly id: number; readonly hint: Question; readonly pooled?: Tally }
  /** The search's tally, to be pooled with other workers' (no words). */
  | { readonly id: number; readonly tally: Question }
  /**
   * The strong bot's opinion of every legal move of the question's seat (core/search/opinion.ts),
   * from `pooled` when given; the position view asks it, with the seat's view as the state.
   */
  | { readonly id: number; readonly opinion: Question; readonly pooled?: Tally }
  | { readonly id: number; readonly review: ReviewRequest }
  | { readonly warm: number; readonly state: unknown }
  /** Stop the review of request `cancel`. */
  | { readonly cancel: number };

/**
 * Every message a worker sends, for request `id`. A request's `last` reply answers it (`value`: the
 * hint or the tally; none for a review) or says why it failed (`error`); a review sends its marks
 * before (`value`: each mark, and from the first share first the number of decisions in the hand).
 */
export interface SearchReply {
  readonly id: number;
  readonly last: boolean;
  readonly value?: Hint | Tally | Opinion | DecisionReview | number;
  readonly error?: string;
}

/**
 * What a review spends on each decision: the search's playouts, and the deals both moves are played
 * out on again for the reason; a hand of many decisions (a whole game of DWYN, thirty and more)
 * shares `hand` playouts between them, but no fewer than `least` each, so it is done in a few
 * seconds too (bench:browser measures a hand's review at this budget).
 */
export const REVIEW_BUDGET = { playouts: 1500, deals: 32, hand: 30_000, least: 600 } as const;

/**
 * How long the workers warm up when the strong bots are switched on: about as long as a fresh
 * worker's searches take to reach full speed. A request that comes meanwhile ends it.
 */
export const WARM_MS = 2_000;

/** The deals a hint's move and the next best are played out on again, for its events. */
const HINT_DEALS = 24;

/** How long one warming search runs: the longest a real request waits behind the warm-up. */
const WARM_SLICE_MS = 60;

export function serveSearch(kit: SearchKit): void {
  const { game, bot, spec } = kit;
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
    postMessage(reply: SearchReply): void;
  };
  const now = () => performance.now();
  // The warm-up under way: the position it has reached, the one to start again from, and when it stops.
  let warming: { state: unknown; from: unknown; until: number } | null = null;
  let warmSeed = 0;
  const warmSlice = (): void => {
    if (warming === null || now() >= warming.until) {
      warming = null;
      return;
    }
    try {
      warmStep(warming);
      setTimeout(warmSlice, 0);
    } catch {
      // Warming only saves time; a position it cannot play on is left for the real requests.
      warming = null;
    }
  };
  // On to the next position where the seat to act has a choice, and one short search there. Hands
  // are played on to the game's end, then the walk starts again from the reader's position.
  const warmStep = (walk: { state: unknown; from: unknown }): void => {
    for (let steps = 0; steps < 500; steps++) {
      const seat = game.toAct(walk.state)[0];
      if (seat === undefined) {
        if (walk.state === walk.from) throw new Error('nothing to play');
        walk.state = walk.from;
        return;
      }
      const legal = game.legalActions(walk.state, seat);
      if (legal.length === 1) {
        walk.state = game.step(walk.state, seat, legal[0]);
        continue;
      }
      search(game, bot, spec, walk.state, seat, { seed: ++warmSeed, playouts: 1e6, ms: WARM_SLICE_MS, now });
      walk.state = game.step(walk.state, seat, bot(game.view(walk.state, seat), legal, seat));
      return;
    }
  };
  const searched = (question: Question) => search(game, bot, spec, question.state, question.seat, { ...question, now });
  const hint = (question: Question, pooled?: Tally): Hint => {
    const result = pooled ? resultOf(game, pooled) : searched(question);
    // The reader's hint also says what came of the move in the game's terms: it and the next best
    // played out again, events and all, on a few deals (a bot's move is not held up).
    const [best, next] = result.moves;
    const { state, seat, who } = question;
    const events =
      who === 'you' && best && next
        ? compare(game, bot, spec, state, seat, best.action, next.action, { seed: question.seed, deals: HINT_DEALS })
            .events
        : [];
    return hintFor(game, spec, state, seat, result, who, events, question.viewer ?? seat);
  };
  const opinion = (question: Question, pooled?: Tally): Opinion =>
    opinionOf(game, spec, question.state, question.seat, pooled ? resultOf(game, pooled) : searched(question));
  // Reviews under way, by request id: each reviews its next decision, false once none is left.
  const reviews = new Map<number, () => boolean>();
  const startReview = (id: number, review: ReviewRequest): void => {
    const all = decisionsOf(kit, review.start, review.moves, review.seat);
    if (review.part === 0) scope.postMessage({ id, value: all.length, last: false });
    const mine = all.filter((_, i) => i % review.of === review.part);
    const playouts = Math.max(review.least, Math.min(review.playouts, Math.floor(review.hand / all.length)));
    const budget = { seed: review.seed, playouts, deals: review.deals };
    let next = 0;
    reviews.set(id, () => {
      const decision = mine[next++];
      if (decision === undefined) return false;
      scope.postMessage({ id, value: reviewDecision(kit, decision, review.seat, budget), last: false });
      return true;
    });
    const run = (): void => {
      try {
        // A cancelled review finds nothing to do, and says it is done.
        if (reviews.get(id)?.()) {
          setTimeout(run, 0);
          return;
        }
        scope.postMessage({ id, last: true });
      } catch (error) {
        scope.postMessage({ id, error: errorMessage(error), last: true });
      }
      reviews.delete(id);
    };
    setTimeout(run, 0);
  };
  scope.onmessage = ({ data: message }) => {
    if ('cancel' in message) {
      reviews.delete(message.cancel);
      return;
    }
    if ('warm' in message) {
      warming = { state: message.state, from: message.state, until: now() + message.warm };
      setTimeout(warmSlice, 0);
      return;
    }
    // A real request ends the warm-up: the worker is as warm as it will get.
    warming = null;
    const { id } = message;
    try {
      if ('review' in message) startReview(id, message.review);
      else {
        const value =
          'tally' in message
            ? tallyOf(game, searched(message.tally))
            : 'opinion' in message
              ? opinion(message.opinion, message.pooled)
              : hint(message.hint, message.pooled);
        scope.postMessage({ id, value, last: true });
      }
    } catch (error) {
      scope.postMessage({ id, error: errorMessage(error), last: true });
    }
  };
}
