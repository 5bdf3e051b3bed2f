// A hand's review's controller (components/core/review/controller.ts), in Node with the strong bot
// stubbed: the hand it sends (the lesson's own moves when it gives them), what the reader reads as
// the marks come (in the hand's order, whatever order they arrive in), the summary and the history
// kept in the one storage module (the history stored before, a bare list, still read), a cancel, a
// failure said in words, and "try again" opening the hand just before the move.
import { describe, expect, test } from 'vitest';
import { createReviewController, type Reviewer } from '../../src/components/core/review/controller.ts';
import { playFragment } from '../../src/components/core/sandbox/link.ts';
import { newSession, type Session } from '../../src/components/core/sandbox/session.ts';
import { place } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';
import type { ReviewListener } from '../../src/components/core/search/client.ts';
import type { DecisionReview, HandMove, Mark } from '../../src/engine/core/search/review.ts';
import { gameById } from '../../src/engine/registry.ts';

const manifest = gameById('dawn');
const KEY = 'worked-hands:review:dawn';

/** A hand of Dawn with a few moves made, as the sandbox keeps it. */
function hand(): Session<unknown> {
  const { game, bot } = manifest;
  let session = newSession<unknown>(game, { options: game.options.defaults, seed: 11, seat: 0 });
  const moves: { seat: number; action: string }[] = [];
  for (let i = 0; i < 6 && !game.isHandOver(session.state); i++) {
    const seat = game.toAct(session.state)[0] as number;
    const legal = game.legalActions(session.state, seat);
    moves.push({ seat, action: game.formatAction(bot(game.view(session.state, seat), legal, seat)) });
    session = newSession<unknown>(game, session.setup, moves);
  }
  return session;
}

function review(index: number, mark: Mark | null, sure = 0): DecisionReview {
  return {
    index,
    played: `p${index}`,
    best: `b${index}`,
    mark,
    forced: false,
    playedMean: 0,
    bestMean: sure,
    base: 0,
    loss: sure,
    sure,
    events: [],
    reason: [{ text: `a reason for ${index}` }] as unknown as DecisionReview['reason'],
    playouts: 100,
  };
}

/** The strong bot stubbed: the test sends its messages; it remembers the hand and a cancel. */
function stubbed() {
  const stub = {
    hand: null as Parameters<Reviewer>[0] | null,
    on: null as ReviewListener | null,
    cancelled: false,
    finish: (): void => {},
    fail: (_: Error): void => {},
  };
  const reviewer: Reviewer = (asked, on) => {
    stub.hand = asked;
    stub.on = on;
    const done = new Promise<void>((resolve, reject) => {
      stub.finish = resolve;
      stub.fail = reject;
    });
    return Promise.resolve({
      done,
      cancel() {
        stub.cancelled = true;
        stub.finish();
      },
    });
  };
  return { stub, reviewer };
}

const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

/** A review of `session` against the stubbed strong bot, kept in `store`. */
function reviewOf(store = memory(), session = hand(), moves?: readonly HandMove[]) {
  const { stub, reviewer } = stubbed();
  const controller = createReviewController({
    manifest: manifest.play,
    session,
    moves,
    reviewer,
    place: place('review:dawn', store.get),
  });
  return { controller, stub, reviewer, store, session };
}

/** The same, started: `running` settles once the stub says the review is done. */
async function started(store = memory(), session = hand(), moves?: readonly HandMove[]) {
  const made = reviewOf(store, session, moves);
  const running = made.controller.start();
  await settle();
  return { ...made, running };
}

describe("a hand's review", () => {
  test('sends the hand, lists the marks in its order as they come, sums them up and keeps the hand in the history', async () => {
    const { controller, stub, store, session, running } = await started();
    expect(controller.getSnapshot().progress).toBe('Starting the review…');
    expect(stub.hand).toEqual({
      start: session.start,
      moves: session.history.map(({ seat, action }) => ({ seat, action })),
      seat: 0,
      seed: 11,
    });
    // Its heading takes focus: the reader asked for it.
    expect(controller.getSnapshot().eyes).toMatchObject({ focus: 'heading', take: true });
    stub.on?.total(3);
    expect(controller.getSnapshot().progress).toBe('Reviewed 0 of 3 decisions…');
    stub.on?.mark(review(4, 'mistake', 2));
    stub.on?.mark(review(1, 'best'));
    expect(controller.getSnapshot().marks.map((m) => m.index)).toEqual([1, 4]);
    expect(controller.getSnapshot().progress).toBe('Reviewed 2 of 3 decisions…');
    expect(controller.getSnapshot().summary).toBeNull();
    stub.on?.mark(review(2, 'good'));
    stub.finish();
    await running;
    const done = controller.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.progress).toBe('Review done: 3 decisions.');
    expect(done.summary).toEqual({
      accuracy: 2 / 3,
      fine: 2,
      marked: 3,
      worst: { number: 3, index: 4, mark: 'mistake' },
    });
    expect(done.history).toEqual([{ accuracy: 2 / 3, decisions: 3 }]);
    expect(JSON.parse(store.map.get(KEY) ?? '')).toEqual({ v: 1, hands: [{ accuracy: 2 / 3, decisions: 3 }] });
  });

  test('adds to the history stored before (a bare list), and says when the history could not be read', async () => {
    const store = memory();
    store.map.set(KEY, JSON.stringify([{ accuracy: 0.5, decisions: 4 }]));
    const { controller, stub, running } = await started(store);
    expect(controller.getSnapshot().history).toEqual([{ accuracy: 0.5, decisions: 4 }]);
    expect(controller.getSnapshot().notice).toBeNull();
    stub.on?.total(1);
    stub.on?.mark(review(0, 'best'));
    stub.finish();
    await running;
    expect(controller.getSnapshot().history).toEqual([
      { accuracy: 0.5, decisions: 4 },
      { accuracy: 1, decisions: 1 },
    ]);
    expect(controller.getSnapshot().summary?.worst).toBeNull();

    store.map.set(KEY, '{damaged');
    const lost = reviewOf(store).controller;
    expect(lost.getSnapshot().notice).toBe(
      'Your earlier reviews could not be read, so the chart starts again from this one.',
    );
    expect(lost.getSnapshot().history).toEqual([]);
  });

  test("reviews a guided lesson's hand by the lesson's moves", async () => {
    const session = hand();
    const moves: HandMove[] = session.history.map(({ seat, action }, i) => ({
      seat,
      action,
      ...(i === 0 ? { forced: true } : {}),
    }));
    const { stub } = await started(memory(), session, moves);
    expect(stub.hand?.moves).toBe(moves);
  });

  test('a hand with no decision to weigh says so, and keeps nothing', async () => {
    const store = memory();
    const { controller, stub, running } = await started(store);
    stub.on?.total(0);
    stub.finish();
    await running;
    expect(controller.getSnapshot().progress).toBe('You made no decision in this hand that the review weighs.');
    expect(controller.getSnapshot().summary).toBeNull();
    expect(store.map.size).toBe(0);
  });

  test('cancelled, it stops the workers and says how far it got; the hand is not kept', async () => {
    const store = memory();
    const { controller, stub, running } = await started(store);
    stub.on?.total(4);
    stub.on?.mark(review(0, 'best'));
    controller.cancel();
    await running;
    expect(stub.cancelled).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({
      status: 'cancelled',
      progress: 'Review stopped after 1 of 4 decisions.',
      summary: null,
    });
    expect(store.map.size).toBe(0);
  });

  test('a failure is said in words: the strong bot not fetched, or the search stopped', async () => {
    const offline = createReviewController({
      manifest: manifest.play,
      session: hand(),
      reviewer: () => Promise.reject(new Error('fetch failed')),
      place: place('review:dawn', memory().get),
    });
    await offline.start();
    expect(offline.getSnapshot().progress).toBe(
      'The review stopped: the strong bot could not be loaded. Check your connection, then close the review and ask again.',
    );
    const { controller: broken, stub, running } = await started();
    stub.fail(new Error('the worker stopped'));
    await running;
    expect(broken.getSnapshot()).toMatchObject({
      status: 'failed',
      progress: 'The review stopped: the worker stopped',
    });
  });

  test('"try again" opens the hand just before that move, saying which decision it is', async () => {
    const session = hand();
    const opened: string[] = [];
    const encoded: Session<unknown>[] = [];
    const { reviewer } = stubbed();
    const controller = createReviewController({
      manifest: manifest.play,
      session,
      reviewer,
      place: place('review:dawn', memory().get),
      encode: (before) => {
        encoded.push(before);
        return Promise.resolve('RECORD');
      },
      open: (fragment) => opened.push(fragment),
    });
    controller.tryAgain(3, 2);
    await settle();
    expect(encoded[0]?.history).toEqual(session.history.slice(0, 3));
    expect(encoded[0]?.setup).toBe(session.setup);
    expect(opened).toEqual([playFragment('RECORD', 2)]);
    expect(opened[0]).toMatch(/^#play=RECORD.+2$/);
  });
});
