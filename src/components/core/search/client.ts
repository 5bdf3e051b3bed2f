// The page's side of the strong bot: a worker per core for each sandbox, started on the first
// request (a strong bot's move or a hint), or as the strong bots are switched on (then warmed up
// while the reader thinks), and a promise per request. Loaded on demand by the sandbox's own script
// (sandbox/controller.ts, workerThinker), so a page whose reader never asks pays nothing for it.
// A hand's review (review) shares the same workers: each takes its share of the decisions and
// posts every mark as it is made.

import type { Hint } from '../../../engine/core/search/hint.ts';
import type { Opinion } from '../../../engine/core/search/opinion.ts';
import type { Seat } from '../../../engine/core/game.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { pool, type Tally } from '../../../engine/core/search/pool.ts';
import type { DecisionReview, HandMove } from '../../../engine/core/search/review.ts';
import { REVIEW_BUDGET, WARM_MS, type Question, type SearchReply, type SearchRequest } from './serve.ts';

/** How long the strong bot thinks over a move, and a hint (the page stays usable meanwhile). */
export const THINK = { move: { ms: 250, playouts: 200_000 }, hint: { ms: 600, playouts: 500_000 } } as const;

/**
 * How long the strong bot weighs a set-up position's moves for its opinion (the position view): every
 * move is valued, not only the best found, so longer than a hint; the reader asked and waits.
 */
const OPINION = { ms: 1500, playouts: 1_000_000 } as const;

/**
 * The hand a review reads: where it started, every move made since (those a guided lesson asked
 * for marked `forced`), and the reader's seat.
 */
export interface HandToReview {
  readonly start: unknown;
  readonly moves: readonly HandMove[];
  readonly seat: Seat;
  readonly seed: number;
}

/** A review under way: its marks come to `mark` as they are made. */
export interface ReviewRun {
  readonly done: Promise<void>;
  /** Stops the workers after the decision each is reviewing; `done` then settles. */
  cancel(): void;
}

export interface ReviewListener {
  /**
   * How many decisions the hand has: sent once, by the first worker's share before its own marks
   * (another worker's first mark may come before it, when the first worker was busy).
   */
  total(decisions: number): void;
  mark(review: DecisionReview): void;
}

interface Searcher {
  review(hand: HandToReview, on: ReviewListener): ReviewRun;
  ask(state: unknown, seat: Seat, seed: number, kind: keyof typeof THINK, reader: Seat): Promise<Hint>;
  opine(state: unknown, seat: Seat, seed: number): Promise<Opinion>;
  /** Starts the workers, if they are not running, and warms them up on positions from `state`. */
  warm(state: unknown): void;
}

const searchers = new WeakMap<() => Worker, Searcher>();

/** A request that puts a search into words, without its id. */
type Words =
  { readonly hint: Question; readonly pooled?: Tally } | { readonly opinion: Question; readonly pooled?: Tally };

/** Hints kept, for positions the reader may come back to. */
const HINTS_KEPT = 32;

/**
 * How many workers one search is spread over: one per core, at most four. The page itself is idle
 * while a bot thinks, and a hint is worth more playouts.
 */
const WORKERS = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));

/**
 * The strong bot's move or hint for `seat`, from the sandbox's worker (started by `start` on first
 * use). A bot's move is given no sooner than `least` milliseconds from now: the bots' pace; its
 * reason names only what `reader` may see.
 */
export async function think(
  start: () => Worker,
  state: unknown,
  seat: Seat,
  seed: number,
  kind: keyof typeof THINK,
  least: number,
  reader: Seat = seat,
): Promise<Hint> {
  const searcher = searcherFor(start);
  const paced = new Promise((done) => setTimeout(done, least));
  const [hint] = await Promise.all([searcher.ask(state, seat, seed, kind, reader), paced]);
  return hint;
}

/** Reviews the reader's decisions in the hand's last hand, on `start`'s workers. */
export function review(start: () => Worker, hand: HandToReview, on: ReviewListener): ReviewRun {
  return searcherFor(start).review(hand, on);
}

/**
 * The strong bot's opinion of every legal move of `seat` in `state`, on `start`'s workers. `state`
 * is the seat's view (core/search/opinion.ts, seatView): the workers get no card the seat cannot see.
 */
export function opinion(start: () => Worker, state: unknown, seat: Seat, seed: number): Promise<Opinion> {
  return searcherFor(start).opine(state, seat, seed);
}

/** Starts `start`'s workers ahead of the first request, warming them on positions from `state`. */
export function prepare(start: () => Worker, state: unknown): void {
  searcherFor(start).warm(state);
}

function searcherFor(start: () => Worker): Searcher {
  const searcher = searchers.get(start) ?? makeSearcher(start);
  searchers.set(start, searcher);
  return searcher;
}

function makeSearcher(start: () => Worker): Searcher {
  let workers: Worker[] = [];
  let next = 0;
  // Requests under way, by id: each takes every reply its request is sent, the last included.
  const replies = new Map<number, (reply: SearchReply) => void>();
  const fail = (error: string): void => {
    for (const [id, take] of replies) take({ id, error, last: true });
    for (const worker of workers) worker.terminate();
    workers = [];
  };
  const started = (): Worker[] => {
    if (workers.length === 0) {
      workers = Array.from({ length: WORKERS }, () => {
        const worker = start();
        worker.onmessage = ({ data }: MessageEvent<SearchReply>) => replies.get(data.id)?.(data);
        worker.onerror = (event) => fail(event.message || 'the strong bot stopped');
        return worker;
      });
    }
    return workers;
  };
  // Sends `worker` a request: the values of its replies before the last go to `each`, and the last
  // settles the promise, with its value or its error.
  const call = <T>(worker: Worker, request: SearchRequest & { id: number }, each?: (value: unknown) => void) =>
    new Promise<T>((done, failed) => {
      replies.set(request.id, (reply) => {
        if (!reply.last) return each?.(reply.value);
        replies.delete(request.id);
        if (reply.error === undefined) done(reply.value as T);
        else failed(new Error(reply.error));
      });
      worker.postMessage(request);
    });
  // A question spread over every worker: each searches with its own seed for the whole time, and
  // their tallies are pooled (core/search/pool.ts); the first then puts the pooled result into
  // words, with the request `words` makes (a hint, an opinion).
  const spread = async <T>(question: Question, words: (pooled?: Tally) => Words): Promise<T> => {
    const all = started();
    const [lead] = all as [Worker];
    if (all.length === 1) return call<T>(lead, { id: ++next, ...words() });
    const playouts = Math.ceil(question.playouts / all.length);
    const parts = all.map((worker, k) =>
      call<Tally>(worker, { id: ++next, tally: { ...question, seed: question.seed + k * 7919, playouts } }),
    );
    return call<T>(lead, { id: ++next, ...words(pool(await Promise.all(parts))) });
  };
  const searched = (state: unknown, seat: Seat, seed: number, kind: keyof typeof THINK, reader: Seat) => {
    const who = kind === 'hint' ? 'you' : seatLetter(seat);
    const hint = { state, seat, seed, who, viewer: reader, ...THINK[kind] };
    return spread<Hint>(hint, (pooled) => (pooled ? { hint, pooled } : { hint }));
  };
  // The hints given, by position (the seat and the state), the oldest first.
  const hints = new Map<string, Promise<Hint>>();
  return {
    review(hand, on) {
      const all = started();
      const shares = all.map((worker) => ({ worker, id: ++next }));
      const cancel = (): void => {
        for (const { worker, id } of shares) worker.postMessage({ cancel: id } satisfies SearchRequest);
      };
      // Share 0 says first how many decisions the hand has; every share sends its marks.
      const news = (value: unknown): void =>
        typeof value === 'number' ? on.total(value) : on.mark(value as DecisionReview);
      const review = (part: number) => ({ ...hand, ...REVIEW_BUDGET, part, of: all.length });
      const done = Promise.all(
        shares.map(({ worker, id }, part) => call(worker, { id, review: review(part) }, news)),
      ).then(
        () => undefined,
        (error: unknown) => {
          // A share that failed stops the others.
          cancel();
          throw error;
        },
      );
      return { done, cancel };
    },
    opine(state, seat, seed) {
      const opinion = { state, seat, seed, who: 'you', ...OPINION };
      return spread<Opinion>(opinion, (pooled) => (pooled ? { opinion, pooled } : { opinion }));
    },
    warm(state) {
      // Only workers that have not searched yet: one that has is warm, and may be busy.
      if (workers.length > 0) return;
      for (const worker of started()) worker.postMessage({ warm: WARM_MS, state } satisfies SearchRequest);
    },
    ask(state, seat, seed, kind, reader) {
      if (kind !== 'hint') return searched(state, seat, seed, kind, reader);
      // A hint is searched once a position: asked again there (or back there after an undo, or by
      // "Try again from here"), the reader gets the same hint, not the other of two close moves a
      // search on a time budget may pick.
      const key = JSON.stringify([seat, state]);
      const known = hints.get(key);
      if (known) return known;
      const asked = searched(state, seat, seed, kind, reader);
      hints.set(key, asked);
      if (hints.size > HINTS_KEPT) hints.delete(hints.keys().next().value as string);
      // One that failed is searched again when asked again.
      asked.catch(() => hints.delete(key));
      return asked;
    },
  };
}
