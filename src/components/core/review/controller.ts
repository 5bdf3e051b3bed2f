// A hand's review's controller (issue 34): every decision the review panel makes, in plain
// TypeScript with no markup and no Preact (the contract of every part, ../controller.ts). It sends
// the hand to the strong bot's workers (search/client.ts), which mark each of the reader's
// decisions from the reader's own view; the marks come in as they are made, in the hand's order.
// It can be cancelled; a failure is said in words; once done, the hand's accuracy joins the reader's
// history of this game (history.ts, through ../storage.ts); and each mark offers to try the
// decision again (the hand reopened at that move through a play link, as "play on from here" does).
// What it needs from the page (the strong bot, the storage, the address) is passed in, so the tests
// run it in Node (tests/components/review-controller.test.ts).

import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import type { DecisionReview, HandMove } from '../../../engine/core/search/review.ts';
import { summarize } from '../../../engine/core/search/summary.ts';
import { look, snapshots, STILL, type Controller, type Eyes } from '../controller.ts';
import { shareKit } from '../sandbox/controller.ts';
import { playFragment } from '../sandbox/link.ts';
import type { Session } from '../sandbox/session.ts';
import type { HandToReview, ReviewListener, ReviewRun } from '../search/client.ts';
import { place, type Place } from '../storage.ts';
import { HISTORY_FORMAT, withHand, type Reviewed } from './history.ts';

type Status = 'running' | 'done' | 'cancelled' | 'failed';

/** The strong bot's review of a hand, its marks sent to `on`; it fails when its code cannot be fetched. */
export type Reviewer = (hand: HandToReview, on: ReviewListener) => Promise<ReviewRun>;

/** The strong bot's client (it starts the workers), fetched when the first review starts. */
const searchClient = onDemand(() => import('../search/client.ts'));

/** The review of a page: search/client.ts's workers, each started by `start` (the game's search-worker.ts). */
export function workerReviewer(start: () => Worker): Reviewer {
  return (hand, on) => searchClient().then((client) => client.review(start, hand, on));
}

interface ReviewSnapshot {
  readonly status: Status;
  /** How many decisions the hand has, once the workers have said. */
  readonly total: number | null;
  /** The marks so far, in the hand's order. */
  readonly marks: readonly DecisionReview[];
  /** Where the review is, in a sentence: under way, done, stopped, or why it failed. */
  readonly progress: string;
  /** Once done with some decisions marked: the share marked best or good, and the biggest mistake. */
  readonly summary: {
    readonly accuracy: number;
    readonly fine: number;
    readonly marked: number;
    /** The biggest mistake: its place among the marks (from 1), its index in the hand, and its mark. */
    readonly worst: { readonly number: number; readonly index: number; readonly mark: string } | null;
  } | null;
  /** The reader's reviewed hands of this game, this one included once done. */
  readonly history: readonly Reviewed[];
  /** The reader's earlier reviews could not be read: they were let go. */
  readonly notice: string | null;
  readonly eyes: Eyes<'heading'>;
}

interface ReviewActions {
  /** Stops the workers after the decision each is reviewing. */
  cancel(): void;
  /** Reopens the hand just before its `index`th move (the `number`th decision reviewed). */
  tryAgain(index: number, number: number): void;
}

interface ReviewController extends Controller<ReviewSnapshot>, ReviewActions {}

interface ReviewEnv {
  readonly manifest: PlayManifest;
  /** The session as it stood when the reader asked: the hand reviewed is its last. */
  readonly session: Session<unknown>;
  /**
   * The session's moves, when some were not the reader's choice: a guided lesson's marks those it
   * asked for by name `forced`, which the review leaves unmarked (lessons/lesson.ts, reviewMoves).
   */
  readonly moves?: readonly HandMove[] | undefined;
  readonly reviewer: Reviewer;
  /** Where the reviewed hands are kept (default: the page's localStorage, review:<game>). */
  readonly place?: Place;
  /** The hand as a play link's record (default: the share-link codec, fetched then). */
  readonly encode?: (session: Session<unknown>) => Promise<string>;
  /** Opens a link into the page (default: the address's fragment, which the sandbox follows). */
  readonly open?: (fragment: string) => void;
}

const LOST_HISTORY = 'Your earlier reviews could not be read, so the chart starts again from this one.';

/** "1 decision", "3 decisions": a guided hand may end with a single one reviewed. */
export function decisions(n: number): string {
  return `${n} decision${n === 1 ? '' : 's'}`;
}

export function createReviewController(env: ReviewEnv): ReviewController {
  const { manifest, session, moves, reviewer } = env;
  const { game } = manifest;
  const deal = game.dealName ?? 'hand';
  const kept = env.place ?? place(`review:${game.id}`);
  const encode =
    env.encode ?? ((hand) => shareKit(manifest).then(({ codec, game: whole }) => codec.encodeSession(whole, hand)));
  const open =
    env.open ??
    ((fragment: string) => {
      window.location.hash = fragment;
    });
  const read = kept.read(HISTORY_FORMAT);
  let status: Status = 'running';
  let total: number | null = null;
  let marks: readonly DecisionReview[] = [];
  let problem = '';
  let history = read.value ?? [];
  const notice = read.dropped ? LOST_HISTORY : null;
  let eyes: Eyes<'heading'> = STILL;
  let run: ReviewRun | null = null;
  let stopped = false;
  let disposed = false;

  const progressLine = (): string => {
    const done = marks.length;
    switch (status) {
      case 'running':
        return total === null ? 'Starting the review…' : `Reviewed ${done} of ${decisions(total)}…`;
      case 'cancelled':
        return `Review stopped after ${done} of ${decisions(total ?? done)}.`;
      case 'failed':
        return `The review stopped: ${problem}`;
      case 'done':
        return total === 0
          ? `You made no decision in this ${deal} that the review weighs.`
          : `Review done: ${decisions(done)}.`;
    }
  };
  const snapshotNow = (): ReviewSnapshot => {
    const summary = summarize(marks);
    const worst = summary.worst;
    return {
      status,
      total,
      marks,
      progress: progressLine(),
      summary:
        status === 'done' && summary.marked > 0
          ? {
              accuracy: summary.accuracy,
              fine: summary.fine,
              marked: summary.marked,
              worst: worst && { number: marks.indexOf(worst) + 1, index: worst.index, mark: worst.mark ?? '' },
            }
          : null,
      history,
      notice,
      eyes,
    };
  };
  const store = snapshots(snapshotNow());
  const changed = (): void => {
    if (!disposed) store.set(snapshotNow());
  };
  const fail = (why: string): void => {
    status = 'failed';
    problem = why;
    changed();
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async start() {
      eyes = look(eyes, 'heading', null, true);
      changed();
      const found: DecisionReview[] = [];
      const hand: HandToReview = {
        start: session.start,
        moves: moves ?? session.history.map(({ seat, action }) => ({ seat, action })),
        seat: session.setup.seat,
        seed: session.setup.seed,
      };
      let started: ReviewRun;
      try {
        started = await reviewer(hand, {
          total(n) {
            total = n;
            changed();
          },
          mark(review) {
            found.push(review);
            marks = [...found].sort((a, b) => a.index - b.index);
            changed();
          },
        });
      } catch {
        // Its code did not come (offline): the review says so, as it says why it stopped.
        return fail('the strong bot could not be loaded. Check your connection, then close the review and ask again.');
      }
      run = started;
      if (stopped || disposed) started.cancel();
      try {
        await started.done;
      } catch (error) {
        return fail(errorMessage(error));
      }
      status = stopped ? 'cancelled' : 'done';
      const summary = summarize(found);
      if (!stopped && !disposed && summary.marked > 0) {
        // Added to the history as stored now: another review on the page may have added its hand.
        history = withHand(kept.read(HISTORY_FORMAT).value ?? history, {
          accuracy: summary.accuracy,
          decisions: summary.marked,
        });
        kept.write(HISTORY_FORMAT, history);
      }
      changed();
    },
    dispose() {
      disposed = true;
      run?.cancel();
    },
    cancel() {
      stopped = true;
      run?.cancel();
    },
    tryAgain(index, number) {
      // The hand reopened just before the reader's move, with the same cards: the sandbox opens the
      // link in place, as it opens "play on from here", and says which decision it is back at.
      void encode({ ...session, history: session.history.slice(0, index) }).then((record) =>
        open(playFragment(record, number)),
      );
    },
  };
}
