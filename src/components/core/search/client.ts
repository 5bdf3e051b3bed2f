// The page's side of the strong bot: one worker per sandbox, started on the first request (a
// strong bot's move or a hint), and a promise per request. Loaded on demand from the sandbox's own
// script (useSandbox), so a page whose reader never asks pays nothing for it.

import type { Hint } from '../../../engine/core/search/hint.ts';
import type { Seat } from '../../../engine/core/game.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import type { SearchReply, SearchRequest } from './serve.ts';

/** How long the strong bot thinks over a move, and a hint (the page stays usable meanwhile). */
export const THINK = { move: { ms: 250, playouts: 40_000 }, hint: { ms: 600, playouts: 100_000 } } as const;

interface Searcher {
  ask(state: unknown, seat: Seat, seed: number, kind: keyof typeof THINK): Promise<Hint>;
}

const searchers = new WeakMap<() => Worker, Searcher>();

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
  const searcher = searchers.get(start) ?? makeSearcher(start);
  searchers.set(start, searcher);
  const paced = new Promise((done) => setTimeout(done, least));
  const [hint] = await Promise.all([searcher.ask(state, seat, seed, kind), paced]);
  return hint;
}

function makeSearcher(start: () => Worker): Searcher {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { done(hint: Hint): void; failed(error: Error): void }>();
  const fail = (message: string): void => {
    for (const { failed } of waiting.values()) failed(new Error(message));
    waiting.clear();
    worker = null;
  };
  return {
    ask(state, seat, seed, kind) {
      if (!worker) {
        worker = start();
        worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
          const pending = waiting.get(data.id);
          waiting.delete(data.id);
          if ('error' in data) pending?.failed(new Error(data.error));
          else pending?.done(data.hint);
        };
        worker.onerror = (event) => fail(event.message || 'the strong bot stopped');
      }
      const who = kind === 'hint' ? 'you' : seatLetter(seat);
      const request: SearchRequest = { id: ++next, state, seat, seed, who, ...THINK[kind] };
      const sent = worker;
      return new Promise<Hint>((done, failed) => {
        waiting.set(request.id, { done, failed });
        sent.postMessage(request);
      });
    },
  };
}
