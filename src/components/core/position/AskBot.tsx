// "Ask the strong bot" (issue 43), under the position view's ruling: a button, since an opinion
// costs a second or two of search. The opinion itself (OpinionPanel.tsx, the strong bot's client
// and its workers) is fetched when the reader asks, never with the view.

import { useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { Later } from '../Later.tsx';

const panel = onDemand(() => import('./OpinionPanel.tsx').then((module) => module.OpinionPanel));

/** What the strong bot is asked about, and how it is reached (OpinionPanel takes the same). */
export interface OpinionAsk {
  readonly game: AnyGame;
  /** The position shown, and the seat to act whose moves are weighed. */
  readonly state: unknown;
  readonly seat: Seat;
  readonly name: (seat: Seat) => string;
  /** Starts the game's strong bot worker (the sandbox's own). */
  readonly search: () => Worker;
}

export function AskBot({ game, state, seat, name, search }: OpinionAsk) {
  // The position asked about: another position (a move tried, an edit) asks again.
  const [asked, setAsked] = useState<{ state: unknown; seat: Seat } | null>(null);
  if (asked === null || asked.state !== state || asked.seat !== seat) {
    return (
      <p class="wh-pos-ask">
        <button type="button" onClick={() => setAsked({ state, seat })}>
          Ask the strong bot
        </button>{' '}
        what it thinks of each of {name(seat)}'s moves, from {name(seat)}'s view only.
      </p>
    );
  }
  return (
    <Later part={panel} what="The strong bot" waiting="Fetching the strong bot…">
      {(OpinionPanel) => <OpinionPanel game={game} state={state} seat={seat} name={name} search={search} />}
    </Later>
  );
}
