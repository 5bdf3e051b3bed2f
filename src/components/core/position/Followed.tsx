// What followed the moves tried from the position, each led by the answer to what the reader tried
// (allowed, why, and the rule: issue 43's trial wanted it first and near the table), then its
// events with their rules; "Step back" and "Back to the position". It comes once the view is
// drawn (after-ready.tsx), before any move can be tried.

import type { Seat } from '../../../engine/core/game.ts';
import type { Tried } from './model.ts';
import { PageRule } from './PageRule.tsx';

interface Props {
  readonly line: readonly Tried[];
  readonly name: (seat: Seat) => string;
  readonly page: string;
  readonly titles: Readonly<Record<string, string>>;
  /** The line after stepping back (one move fewer, or none). */
  readonly onLine: (line: readonly Tried[]) => void;
}

export function Followed({ line, name, page, titles, onLine }: Props) {
  const rule = (id: string) =>
    id ? (
      <>
        {' '}
        (<PageRule page={page} rule={id} titles={titles} />)
      </>
    ) : null;
  return (
    <section class="wh-pos-line" aria-labelledby="wh-pos-line-head">
      <h2 id="wh-pos-line-head">What followed</h2>
      <ol aria-live="polite">
        {line.map((tried, i) => (
          <li key={i}>
            <strong>
              {name(tried.seat)}: {tried.words}
            </strong>
            : allowed. {tried.message}
            {rule(tried.rule)}
            <ul>
              {tried.events.map((event, j) => (
                <li key={j}>
                  {event.text}
                  {rule(event.rule)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p class="wh-pos-buttons">
        <button type="button" onClick={() => onLine(line.slice(0, -1))}>
          Step back
        </button>{' '}
        <button type="button" onClick={() => onLine([])}>
          Back to the position
        </button>
      </p>
    </section>
  );
}
