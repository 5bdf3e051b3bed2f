// The strong bot's opinion of a set-up position (issue 43), fetched when the reader asks for it
// (AskBot.tsx): every legal move of the seat to act, valued by the search in the game's own workers
// from that seat's view only, with a sentence each in the game's words and the review's marks.
// The workers are handed the seat's view, not the position: the cards the seat cannot see are dealt
// again at random first (core/search/opinion.ts, seatView), so no hidden card can reach a sentence.

import { useEffect, useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import { seatView, type Opinion } from '../../../engine/core/search/opinion.ts';
import { opinion } from '../search/client.ts';
import type { OpinionAsk } from './AskBot.tsx';

/** The search's seed: one position, one opinion (as far as a time budget allows). */
const SEED = 43;

/** The opinions asked for, by position and seat: back at a position, the reader gets the same one. */
const asked = new WeakMap<object, Map<Seat, Promise<Opinion>>>();

function opinionAt(game: AnyGame, state: unknown, seat: Seat, search: () => Worker): Promise<Opinion> {
  const key = state as object;
  const bySeat = asked.get(key) ?? new Map<Seat, Promise<Opinion>>();
  asked.set(key, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const promise = opinion(search, seatView(game, state, seat), seat, SEED);
  bySeat.set(seat, promise);
  // One that failed is asked again next time.
  promise.catch(() => bySeat.delete(seat));
  return promise;
}

export function OpinionPanel({ game, state, seat, name, search }: OpinionAsk) {
  const [found, setFound] = useState<Opinion | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    setFound(null);
    setFailed(null);
    opinionAt(game, state, seat, search).then(
      (value) => live && setFound(value),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [state, seat, tries]);
  const who = name(seat);
  return (
    <section class="wh-pos-opinion" aria-labelledby="wh-pos-opinion-head">
      <h2 id="wh-pos-opinion-head">The strong bot's opinion</h2>
      <p class="wh-help">
        Read it as if you sat at {who}: the strong bot knows only what {who} knows. The cards {who} cannot see are dealt
        at random, again and again, and each move is played out to the end of the {game.dealName ?? 'hand'}.
      </p>
      <div aria-live="polite">
        {failed !== null ? (
          <p class="wh-notice" role="alert">
            The strong bot could not answer: {failed}{' '}
            <button type="button" onClick={() => setTries((n) => n + 1)}>
              Try again
            </button>
          </p>
        ) : found === null ? (
          <p>The strong bot is weighing {who}'s moves…</p>
        ) : (
          <>
            <ol class="wh-pos-opinion-moves">
              {found.moves.map((move) => (
                <li key={move.action} data-mark={move.mark ?? 'none'}>
                  <strong>{move.words}.</strong> {move.text}
                </li>
              ))}
            </ol>
            {found.playouts > 0 ? (
              <p class="wh-help">Weighed over {found.playouts.toLocaleString('en')} playouts.</p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
