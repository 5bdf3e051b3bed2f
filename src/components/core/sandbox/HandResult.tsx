// The end of a hand, or of the game: what happened in the move that ended it (who went out, the
// points, each with its rule), shown beside the hand until the reader goes on, so it never flashes
// past when a bot deals the next hand.

import type { ComponentChildren } from 'preact';
import { RuleLink } from '../RuleLink.tsx';
import type { LogLine } from '../EventLog.tsx';
import type { RuleTitles } from '../types.ts';

interface Props {
  readonly title: string;
  readonly lines: readonly LogLine[];
  readonly titles: RuleTitles;
  /** The button that lets the bots deal on, when a bot deals next. */
  readonly onContinue?: (() => void) | undefined;
  readonly continueLabel?: string | undefined;
  /** The game's own account of the hand (Day's showdown), shown instead of the event lines. */
  readonly children?: ComponentChildren;
}

export function HandResult({ title, lines, titles, onContinue, continueLabel, children }: Props) {
  return (
    <div class="wh-result" role="group" aria-label={title}>
      <p class="wh-result-title">
        <strong>{title}</strong>
      </p>
      {children ?? (
        <ul>
          {lines.map((line, i) => (
            <li key={i}>
              {line.text} (<RuleLink rule={line.rule} title={titles[line.rule] ?? line.rule} />)
            </li>
          ))}
        </ul>
      )}
      {onContinue ? (
        <button type="button" class="wh-primary" data-focus-key="continue" onClick={onContinue}>
          {continueLabel ?? 'Continue'}
        </button>
      ) : null}
    </div>
  );
}
