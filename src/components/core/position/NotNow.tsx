// The ruling's second list: the kinds of move the seat to act may not make now (core/position/barred.ts),
// each marked so, with why and the rule's link, as a legal move has its reason. It comes once the
// view is drawn (after-ready.tsx), with the editor's later parts.

import type { Seat } from '../../../engine/core/game.ts';
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

export function NotNow({ pg, state, seat, who, page, titles }: Props) {
  const barred = barredKinds(pg, state, seat);
  if (barred.length === 0) return null;
  return (
    <ul class="wh-pos-barred" aria-label={`Not allowed for ${who} now`}>
      {barred.map((kind) => (
        <li key={kind.words}>
          <strong>{kind.words}</strong> (not allowed now): {kind.message} (
          <PageRule page={page} rule={kind.rule} titles={titles} />)
        </li>
      ))}
    </ul>
  );
}
