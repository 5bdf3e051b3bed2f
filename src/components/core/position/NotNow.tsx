// The ruling's second list: the moves the seat to act may not make now (core/position/barred.ts),
// kinds of move and the cards refused, each marked so, with why and the rule's link, as a legal move
// has its reason. A hand of refused cards can make it long, which on a phone pushes the rest of the
// page away: the first few lines show, the rest on a tap. It comes once the view is drawn
// (after-ready.tsx), with the editor's later parts.

import type { Seat } from '../../../engine/core/game.ts';
import { useState } from 'preact/hooks';
import { barredKinds } from '../../../engine/core/position/barred.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { PageRule } from './PageRule.tsx';

interface Props {
  readonly pg: PositionGame;
  readonly state: unknown;
  readonly seat: Seat;
  /** The seat as the view names it ("B"). */
  readonly who: string;
  readonly page: string;
  readonly titles: Readonly<Record<string, string>>;
}

/** The lines shown before "Show N more": a phone screen's worth with the legal moves above. */
const FIRST = 4;

export function NotNow({ pg, state, seat, who, page, titles }: Props) {
  const [all, setAll] = useState(false);
  const barred = barredKinds(pg, state, seat);
  if (barred.length === 0) return null;
  // One line more than the fold would be hidden behind a button saying "1 more": shown instead.
  const shown = all || barred.length <= FIRST + 1 ? barred : barred.slice(0, FIRST);
  return (
    <>
      <ul class="wh-pos-barred" aria-label={`Not allowed for ${who} now`}>
        {shown.map((kind) => (
          <li key={kind.words}>
            <strong>{kind.words}</strong> (not allowed now): {kind.message} (
            <PageRule page={page} rule={kind.rule} titles={titles} />)
          </li>
        ))}
      </ul>
      {shown.length < barred.length ? (
        <button type="button" class="wh-pos-more" onClick={() => setAll(true)}>
          Show {barred.length - shown.length} more not allowed now
        </button>
      ) : null}
    </>
  );
}
