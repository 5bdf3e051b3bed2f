// "Play on from here": the position in the sandbox, the seat to act played by the reader against
// bots. Kept with the share link at the foot of the view, so it comes once the view is drawn
// (after-ready.tsx) and opening the view does not load it.

import { useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import { notLoaded } from '../Later.tsx';
import { playOnLink, type Draft } from './model.ts';

interface Props {
  readonly game: AnyGame;
  readonly page: string;
  readonly draft: Draft;
  readonly seat: Seat;
  /** The seat as the view names it ("B"). */
  readonly who: string;
}

const CANNOT_PLAY_ON = 'The sandbox cannot play on from this position.';

export function PlayOn({ game, page, draft, seat, who }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <p>
      <button
        type="button"
        onClick={() => {
          setProblem(null);
          playOnLink(game, page, draft, seat).then(
            (href) => (href === null ? setProblem(CANNOT_PLAY_ON) : location.assign(href)),
            () => setProblem(notLoaded('The sandbox link')),
          );
        }}
      >
        Play on from here
      </button>{' '}
      in the sandbox, as {who}, against bots.
      <span aria-live="polite">{problem === null ? '' : ` ${problem}`}</span>
    </p>
  );
}
