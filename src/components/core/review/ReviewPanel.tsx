// "Review this hand" (issue 34): loaded the first time the reader asks, after a hand ends. It sends
// the hand to the sandbox's strong-bot workers (search/client.ts), which mark each of the reader's
// decisions from the reader's own view; the marks are listed as they come, with their reasons and
// the rules those name, and each offers to try the decision again (the hand reopened at that move
// through a play link, as "play on from here" does). When the review is done, a summary and the
// chart of the reader's last hands of this game (history.ts). A Cancel button stops the workers.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import type { DecisionReview, HandMove } from '../../../engine/core/search/review.ts';
import { summarize } from '../../../engine/core/search/summary.ts';
import type { ReviewRun } from '../search/client.ts';
import { shareKit } from '../sandbox/controller.ts';
import { playFragment } from '../sandbox/link.ts';
import type { Session } from '../sandbox/session.ts';
import { addToHistory, readHistory, type Reviewed } from './history.ts';
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
  readonly onClose: () => void;
}

type Status = 'running' | 'done' | 'cancelled' | 'failed';

/** The strong bot's client (it starts the workers), fetched when the first review starts. */
const searchClient = onDemand(() => import('../search/client.ts'));

export function ReviewPanel({ manifest, session, moves, search, onClose }: Props) {
  const { game } = manifest;
  const deal = game.dealName ?? 'hand';
  const [total, setTotal] = useState<number | null>(null);
  const [marks, setMarks] = useState<readonly DecisionReview[]>([]);
  const [status, setStatus] = useState<Status>('running');
  const [problem, setProblem] = useState('');
  const [history, setHistory] = useState<readonly Reviewed[]>(() => readHistory(game.id));
  const heading = useRef<HTMLHeadingElement>(null);
  const run = useRef<ReviewRun | null>(null);

  useEffect(() => {
    // A later hand asked for while this panel is open: its review starts afresh.
    setTotal(null);
    setMarks([]);
    setStatus('running');
    heading.current?.focus();
    let current = true;
    const found: DecisionReview[] = [];
    // Its code may not come (offline): the review says so, as it says why it stopped.
    const loading = searchClient().catch(() => null);
    void loading.then((client) => {
      if (!current) return;
      if (!client) {
        setStatus('failed');
        setProblem('the strong bot could not be loaded. Check your connection, then close the review and ask again.');
        return;
      }
      const hand = {
        start: session.start,
        moves: moves ?? session.history.map(({ seat, action }) => ({ seat, action })),
        seat: session.setup.seat,
        seed: session.setup.seed,
      };
      const started = client.review(search, hand, {
        total: (n) => current && setTotal(n),
        mark: (review) => {
          found.push(review);
          if (current) setMarks([...found].sort((a, b) => a.index - b.index));
        },
      });
      run.current = started;
      started.done.then(
        () => {
          if (!current) return;
          const cancelled = run.current === null;
          setStatus(cancelled ? 'cancelled' : 'done');
          const summary = summarize(found);
          if (!cancelled && summary.marked > 0)
            setHistory(addToHistory(game.id, { accuracy: summary.accuracy, decisions: summary.marked }));
        },
        (error: unknown) => {
          if (!current) return;
          setStatus('failed');
          setProblem(errorMessage(error));
        },
      );
    });
    return () => {
      current = false;
      run.current?.cancel();
    };
  }, [session]);

  // Focus goes back to the hand's result (its Review button), or else to the reader's dock.
  const close = (): void => {
    const sandbox = heading.current?.closest('.wh-sandbox');
    onClose();
    (
      sandbox?.querySelector<HTMLElement>('.wh-result button:last-of-type') ??
      sandbox?.querySelector<HTMLElement>('.wh-dock')
    )?.focus();
  };

  const cancel = (): void => {
    const started = run.current;
    run.current = null;
    started?.cancel();
  };

  // The hand reopened just before the reader's move, with the same cards: the sandbox opens the
  // link in place, as it opens "play on from here", and says which decision it is back at.
  const tryAgain = (index: number, number: number): void => {
    void shareKit(manifest).then(({ codec, game: whole }) => {
      const before = { ...session, history: session.history.slice(0, index) };
      window.location.hash = playFragment(codec.encodeSession(whole, before), number);
    });
  };

  const summary = summarize(marks);
  const done = marks.length;
  const progress =
    status === 'running'
      ? total === null
        ? 'Starting the review…'
        : `Reviewed ${done} of ${decisions(total)}…`
      : status === 'cancelled'
        ? `Review stopped after ${done} of ${decisions(total ?? done)}.`
        : status === 'failed'
          ? `The review stopped: ${problem}`
          : total === 0
            ? `You made no decision in this ${deal} that the review weighs.`
            : `Review done: ${decisions(done)}.`;
  const worst = summary.worst;

  return (
    <section class="wh-review" aria-labelledby={`review-${game.id}`}>
      <div class="wh-review-head">
        <h3 id={`review-${game.id}`} tabIndex={-1} ref={heading}>
          Review of your {deal}
        </h3>
        <button type="button" onClick={close}>
          Close the review
        </button>
      </div>
      <p class="wh-review-progress" aria-live="polite">
        {progress}
      </p>
      {status === 'running' ? (
        <div class="wh-review-running">
          <progress max={total ?? 1} value={total === null ? 0 : done} aria-label="Review progress" />
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      ) : null}
      {status === 'done' && summary.marked > 0 ? (
        <div class="wh-review-summary">
          <p>
            <strong>Accuracy {Math.round(summary.accuracy * 100)}%</strong>: {summary.fine} of{' '}
            {decisions(summary.marked)} marked best or good.{' '}
            {worst ? (
              <>
                Your biggest mistake:{' '}
                <a href={`#${markId(game.id, worst.index)}`}>decision {marks.indexOf(worst) + 1}</a>,{' '}
                {worst.mark === 'inaccuracy' ? 'an' : 'a'} {worst.mark}.
              </>
            ) : (
              'You made no inaccuracy, mistake or blunder.'
            )}
          </p>
          <HistoryChart hands={history} deal={deal} />
        </div>
      ) : null}
      <ol class="wh-review-marks">
        {marks.map((review, i) => (
          <MarkItem
            key={review.index}
            id={markId(game.id, review.index)}
            number={i + 1}
            review={review}
            onTryAgain={tryAgain}
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

/** "1 decision", "3 decisions": a guided hand may end with a single one reviewed. */
function decisions(n: number): string {
  return `${n} decision${n === 1 ? '' : 's'}`;
}
