// The page's side of the strong bot: a worker per core for each sandbox, started on the first
// request (a strong bot's move or a hint), or as the strong bots are switched on (then warmed up
// while the reader thinks), and a promise per request. Loaded on demand by the sandbox's own script
// (sandbox/controller.ts, workerThinker), so a page whose reader never asks pays nothing for it.
// A hand's review (review) shares the same workers: each takes its share of the decisions and
// posts every mark as it is made.

import type { Hint } from '../../../engine/core/search/hint.ts';
import type { Seat } from '../../../engine/core/game.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { pool, type Tally } from '../../../engine/core/search/pool.ts';
import type { DecisionReview, HandMove } from '../../../engine/core/search/review.ts';
import {
  REVIEW_BUDGET,
  WARM_MS,
  type CancelRequest,
  type ReviewRequest,
  type SearchReply,
  type SearchRequest,
  type WarmRequest,
} from './serve.ts';

/** How long the strong bot thinks over a move, and a hint (the page stays usable meanwhile). */
export const THINK = { move: { ms: 250, playouts: 200_000 }, hint: { ms: 600, playouts: 500_000 } } as const;

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
  /** How many decisions the hand has: sent once, before any mark. */
  total(decisions: number): void;
  mark(review: DecisionReview): void;
}

interface Searcher {
  review(hand: HandToReview, on: ReviewListener): ReviewRun;
  ask(state: unknown, seat: Seat, seed: number, kind: keyof typeof THINK, reader: Seat): Promise<Hint>;
  /** Starts the workers, if they are not running, and warms them up on positions from `state`. */
  warm(state: unknown): void;
}

const searchers = new WeakMap<() => Worker, Searcher>();

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
  const waiting = new Map<number, { done(reply: SearchReply): void; failed(error: Error): void }>();
  // Reviews under way, by request id: each takes every reply its request is sent.
  const streams = new Map<number, (reply: SearchReply) => void>();
  const fail = (message: string): void => {
    for (const { failed } of waiting.values()) failed(new Error(message));
    waiting.clear();
    for (const stream of [...streams.values()]) stream({ id: 0, error: message });
    streams.clear();
    for (const worker of workers) worker.terminate();
    workers = [];
  };
  const started = (): Worker[] => {
    if (workers.length === 0) {
      workers = Array.from({ length: WORKERS }, () => {
        const worker = start();
        worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
          const stream = streams.get(data.id);
          if (stream) return stream(data);
          const pending = waiting.get(data.id);
          waiting.delete(data.id);
          if ('error' in data) pending?.failed(new Error(data.error));
          else pending?.done(data);
        };
        worker.onerror = (event) => fail(event.message || 'the strong bot stopped');
        return worker;
      });
    }
    return workers;
  };
  const send = (worker: Worker, request: Omit<SearchRequest, 'id'>): Promise<SearchReply> =>
    new Promise((done, failed) => {
      const id = ++next;
      waiting.set(id, { done, failed });
      worker.postMessage({ ...request, id });
    });
  const searched = async (
    state: unknown,
    seat: Seat,
    seed: number,
    kind: keyof typeof THINK,
    reader: Seat,
  ): Promise<Hint> => {
    const all = started();
    const [lead] = all as [Worker];
    const who = kind === 'hint' ? 'you' : seatLetter(seat);
    const request = { state, seat, seed, who, viewer: reader, ...THINK[kind] };
    if (all.length > 1) {
      // Each worker searches with its own seed for the whole time, and their tallies are pooled
      // (core/search/pool.ts); the first then puts the pooled result into words.
      const parts = await Promise.all(
        all.map((worker, k) =>
          send(worker, {
            ...request,
            seed: seed + k * 7919,
            playouts: Math.ceil(request.playouts / all.length),
            part: true,
          }),
        ),
      );
      const explain = pool(parts.map(tallyIn));
      return hintOf(await send(lead, { ...request, explain }));
    }
    return hintOf(await send(lead, request));
  };
  // The hints given, by position (the seat and the state), the oldest first.
  const hints = new Map<string, Promise<Hint>>();
  return {
    review(hand, on) {
      const all = started();
      const id = ++next;
      let left = all.length;
      let told = false;
      let finish = (): void => {};
      let failed = (_error: Error): void => {};
      const done = new Promise<void>((resolve, reject) => {
        finish = resolve;
        failed = reject;
      });
      streams.set(id, (reply) => {
        if ('decisions' in reply) {
          // Every worker counts the same decisions; the first to say so is enough.
          if (!told) on.total(reply.decisions);
          told = true;
        } else if ('reviewed' in reply) on.mark(reply.reviewed);
        else if ('error' in reply) {
          streams.delete(id);
          failed(new Error(reply.error));
        } else if ('done' in reply && --left === 0) {
          streams.delete(id);
          finish();
        }
      });
      all.forEach((worker, part) =>
        worker.postMessage({ id, review: { ...hand, ...REVIEW_BUDGET, part, of: all.length } } satisfies ReviewRequest),
      );
      return {
        done,
        cancel: () => {
          for (const worker of all) worker.postMessage({ cancel: id } satisfies CancelRequest);
        },
      };
    },
    warm(state) {
      // Only workers that have not searched yet: one that has is warm, and may be busy.
      if (workers.length > 0) return;
      for (const worker of started()) worker.postMessage({ warm: WARM_MS, state } satisfies WarmRequest);
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

function hintOf(reply: SearchReply): Hint {
  if ('hint' in reply) return reply.hint;
  throw new Error('the strong bot gave no answer');
}

function tallyIn(reply: SearchReply): Tally {
  if ('tally' in reply) return reply.tally;
  throw new Error('the strong bot gave no tally');
}
