// "Review this hand" (issue 34): loaded the first time the reader asks, after a hand ends. It sends
// the hand to the sandbox's strong-bot workers (search/client.ts), which mark each of the reader's
// decisions from the reader's own view; the marks are listed as they come, with their reasons and
// the rules those name, and each offers to try the decision again (the hand reopened at that move
// through a play link, as "play on from here" does). When the review is done, a summary and the
// chart of the reader's last hands of this game (history.ts). A Cancel button stops the workers.
// Every decision is the review's controller's (controller.ts); this draws its snapshot.

import { useRef } from 'preact/hooks';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import type { HandMove } from '../../../engine/core/search/review.ts';
import type { Session } from '../sandbox/session.ts';
import { useController } from '../useController.ts';
import { useEyes } from '../useEyes.ts';
import { createReviewController, decisions, workerReviewer } from './controller.ts';
import { HistoryChart } from './HistoryChart.tsx';
import { MarkItem } from './MarkItem.tsx';
import './review.css';

interface Props {
  readonly manifest: PlayManifest;
  /** The session as it stood when the reader asked: the hand reviewed is its last. */
  readonly session: Session<unknown>;
  /**
   * The session's moves, when some were not the reader's choice: a guided lesson's marks those it
   * asked for by name `forced`, which the review leaves unmarked (lessons/lesson.ts, reviewMoves).
   */
  readonly moves?: readonly HandMove[];
  /** Starts the game's strong bot worker (the sandbox's own). */
  readonly search: () => Worker;
  /** Closes the panel: its owner puts focus back where the reader asked from. */
  readonly onClose: () => void;
}

export function ReviewPanel({ manifest, session, moves, search, onClose }: Props) {
  const { game } = manifest;
  const deal = game.dealName ?? 'hand';
  // A later hand asked for while this panel is open: its review starts afresh.
  const review = useController(
    () => createReviewController({ manifest, session, moves, reviewer: workerReviewer(search) }),
    [session],
  );
  const root = useRef<HTMLElement>(null);
  useEyes(root, review.eyes);
  const { summary, marks } = review;
  const worst = summary?.worst ?? null;

  return (
    <section class="wh-review" aria-labelledby={`review-${game.id}`} ref={root}>
      <div class="wh-review-head">
        <h3 id={`review-${game.id}`} tabIndex={-1} data-eyes="heading">
          Review of your {deal}
        </h3>
        <button type="button" onClick={onClose}>
          Close the review
        </button>
      </div>
      <p class="wh-review-progress" aria-live="polite">
        {review.progress}
      </p>
      {review.status === 'running' ? (
        <div class="wh-review-running">
          <progress
            max={review.total ?? 1}
            value={review.total === null ? 0 : marks.length}
            aria-label="Review progress"
          />
          <button type="button" onClick={review.cancel}>
            Cancel
          </button>
        </div>
      ) : null}
      {summary ? (
        <div class="wh-review-summary">
          <p>
            <strong>Accuracy {Math.round(summary.accuracy * 100)}%</strong>: {summary.fine} of{' '}
            {decisions(summary.marked)} marked best or good.{' '}
            {worst ? (
              <>
                Your biggest mistake: <a href={`#${markId(game.id, worst.index)}`}>decision {worst.number}</a>,{' '}
                {worst.mark === 'inaccuracy' ? 'an' : 'a'} {worst.mark}.
              </>
            ) : (
              'You made no inaccuracy, mistake or blunder.'
            )}
          </p>
          {review.notice ? (
            <p class="wh-notice" role="status">
              {review.notice}
            </p>
          ) : null}
          <HistoryChart hands={review.history} deal={deal} />
        </div>
      ) : null}
      <ol class="wh-review-marks">
        {marks.map((mark, i) => (
          <MarkItem
            key={mark.index}
            id={markId(game.id, mark.index)}
            number={i + 1}
            review={mark}
            onTryAgain={review.tryAgain}
          />
        ))}
      </ol>
    </section>
  );
}

/** A mark's element id, for the summary's link to the biggest mistake. */
function markId(game: string, index: number): string {
  return `review-${game}-${index}`;
}
