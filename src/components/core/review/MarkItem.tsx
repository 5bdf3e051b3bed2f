// One reviewed decision: its mark, the reason in the game's terms (an event's line links its rule)
// and a button that reopens the hand at that decision.

import type { DecisionReview, Mark } from '../../../engine/core/search/review.ts';
import { RuleLink } from '../RuleLink.tsx';

const LABEL: Readonly<Record<Mark, string>> = {
  best: 'Best',
  good: 'Good',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

interface Props {
  readonly id: string;
  /** The decision's place among the hand's reviewed ones, from 1. */
  readonly number: number;
  readonly review: DecisionReview;
  /** Reopens the hand at the decision: its place among the session's moves, and its number here. */
  readonly onTryAgain: (index: number, number: number) => void;
}

export function MarkItem({ id, number, review, onTryAgain }: Props) {
  const mark = review.mark;
  // A move a guided lesson asked for was the lesson's, not the reader's: it is not marked.
  const unmarked = review.forced ? 'lesson' : 'none';
  return (
    <li id={id} tabIndex={-1} class={`wh-review-mark wh-mark-${mark ?? unmarked}`} data-mark={mark ?? unmarked}>
      <p class="wh-review-label">
        Decision {number}: <strong>{mark ? LABEL[mark] : review.forced ? "The lesson's move" : 'Not weighed'}</strong>
      </p>
      {review.reason.map((line, i) => {
        const title = line.title;
        const at = title && line.rule ? line.text.indexOf(title) : -1;
        return (
          <p key={i} class="wh-review-reason">
            {at < 0 || !line.rule || !title ? (
              line.text
            ) : (
              <>
                {line.text.slice(0, at)}
                <RuleLink rule={line.rule} title={title} />
                {line.text.slice(at + title.length)}
              </>
            )}
          </p>
        );
      })}
      <button type="button" onClick={() => onTryAgain(review.index, number)}>
        Try again from here
      </button>
    </li>
  );
}
