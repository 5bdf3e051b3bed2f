// The page's side of the strong bot: a worker per core for each sandbox, started on the first
// request (a strong bot's move or a hint), or as the strong bots are switched on (then warmed up
// while the reader thinks), and a promise per request. Loaded on demand by the sandbox's own script
// (sandbox/controller.ts, workerThinker), so a page whose reader never asks pays nothing for it.

import type { Hint } from '../../../engine/core/search/hint.ts';
import type { Seat } from '../../../engine/core/game.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { pool, type Tally } from '../../../engine/core/search/pool.ts';
import { WARM_MS, type SearchReply, type SearchRequest, type WarmRequest } from './serve.ts';

/** How long the strong bot thinks over a move, and a hint (the page stays usable meanwhile). */
export const THINK = { move: { ms: 250, playouts: 200_000 }, hint: { ms: 600, playouts: 500_000 } } as const;

interface Searcher {
  ask(state: unknown, seat: Seat, seed: number, kind: keyof typeof THINK): Promise<Hint>;
  /** Starts the workers, if they are not running, and warms them up on positions from `state`. */
  warm(state: unknown): void;
}

const searchers = new WeakMap<() => Worker, Searcher>();

/**
 * How many workers one search is spread over: one per core, at most four. The page itself is idle
 * while a bot thinks, and a hint is worth more playouts.
 */
const WORKERS = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));

/**
 * The strong bot's move or hint for `seat`, from the sandbox's worker (started by `start` on first
 * use). A bot's move is given no sooner than `least` milliseconds from now: the bots' pace.
 */
export async function think(
  start: () => Worker,
  state: unknown,
  seat: Seat,
  seed: number,
  kind: keyof typeof THINK,
  least: number,
): Promise<Hint> {
  const searcher = searcherFor(start);
  const paced = new Promise((done) => setTimeout(done, least));
  const [hint] = await Promise.all([searcher.ask(state, seat, seed, kind), paced]);
  return hint;
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
  const fail = (message: string): void => {
    for (const { failed } of waiting.values()) failed(new Error(message));
    waiting.clear();
    for (const worker of workers) worker.terminate();
    workers = [];
  };
  const started = (): Worker[] => {
    if (workers.length === 0) {
      workers = Array.from({ length: WORKERS }, () => {
        const worker = start();
        worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
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
  return {
    warm(state) {
      // Only workers that have not searched yet: one that has is warm, and may be busy.
      if (workers.length > 0) return;
      for (const worker of started()) worker.postMessage({ warm: WARM_MS, state } satisfies WarmRequest);
    },
    async ask(state, seat, seed, kind) {
      const all = started();
      const [lead] = all as [Worker];
      const request = { state, seat, seed, who: kind === 'hint' ? 'you' : seatLetter(seat), ...THINK[kind] };
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
