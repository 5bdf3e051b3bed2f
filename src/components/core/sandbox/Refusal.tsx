// A note beside the hand that cites a rule: why the reader's last move was refused ("Not allowed:")
// or the strong bot's hint ("Hint:"). The live region is always present, so a screen reader
// announces each new note as it appears.

import { RuleLink } from '../RuleLink.tsx';
import type { RuleTitles } from '../types.ts';
import type { Note } from './controller.ts';

interface Props {
  readonly lead: string;
  readonly note: Note | null;
  readonly titles: RuleTitles;
  readonly live: 'assertive' | 'polite';
  /** Its class, and look: wh-refusal, or wh-advice for a hint. */
  readonly kind: 'refusal' | 'advice';
  /** Makes the note's move (a hint's). */
  readonly onPlay?: () => void;
}

export function RuleNote({ lead, note, titles, live, kind, onPlay }: Props) {
  return (
    <div class={`wh-${kind}`} aria-live={live} data-eyes={kind}>
      {note ? (
        <p>
          <strong>{lead}</strong> {note.message}
          {note.rule ? (
            <>
              {' '}
              See the rule: <RuleLink rule={note.rule} title={titles[note.rule] ?? note.rule} />.
            </>
          ) : null}
          {note.action && onPlay ? (
            <>
              {' '}
              <button type="button" onClick={onPlay}>
                Play this move
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
