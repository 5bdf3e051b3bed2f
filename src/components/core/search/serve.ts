// The strong bot's worker, written once: each game's search-worker.ts calls serveSearch with its
// search kit. A request is a state, a seat and a budget; the answer is the chosen move with its
// reason (core/search/hint.ts). The search runs here, off the page's thread, so the page stays
// responsive however long it thinks. When the page spreads one search over several workers (one
// per core, client.ts), each is asked for its tally instead (`part`), and one of them then puts
// the pooled tallies into words (`explain`).

import { hintFor, type Hint } from '../../../engine/core/search/hint.ts';
import { resultOf, tallyOf, type Tally } from '../../../engine/core/search/pool.ts';
import { search } from '../../../engine/core/search/search.ts';
import type { SearchKit } from '../../../engine/core/search/spec.ts';
import type { Seat } from '../../../engine/core/game.ts';

export interface SearchRequest {
  readonly id: number;
  readonly state: unknown;
  readonly seat: Seat;
  readonly seed: number;
  readonly playouts: number;
  readonly ms: number;
  /** 'you' for the reader's hint, a bot's seat letter for its own move. */
  readonly who: string;
  /** Reply with the search's tally, to be pooled with other workers' (no words). */
  readonly part?: boolean;
  /** Put this pooled tally into words instead of searching. */
  readonly explain?: Tally;
}

export type SearchReply =
  | { readonly id: number; readonly hint: Hint; readonly ms: number }
  | { readonly id: number; readonly tally: Tally }
  | { readonly id: number; readonly error: string };

export function serveSearch({ game, bot, spec }: SearchKit): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
    postMessage(reply: SearchReply): void;
  };
  scope.onmessage = ({ data }) => {
    const started = performance.now();
    try {
      const now = () => performance.now();
      const result = data.explain
        ? resultOf(game, data.explain)
        : search(game, bot, spec, data.state, data.seat, { ...data, now });
      if (data.part) scope.postMessage({ id: data.id, tally: tallyOf(game, result) });
      else {
        const hint = hintFor(game, spec, data.state, data.seat, result, data.who);
        scope.postMessage({ id: data.id, hint, ms: performance.now() - started });
      }
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
