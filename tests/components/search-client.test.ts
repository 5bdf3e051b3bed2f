// The page's side of the strong bot (components/core/search/client.ts). The same position gives the
// same hint (issue 40): a search runs on a time budget, so two searches of one position may pick
// either of two moves about as good; asked again there, or back there after an undo, the reader is
// given the hint they were given before. A hand's review is shared between the workers, its marks
// come as they are made, and a cancel stops every worker's share. A worker that fails says so in
// words. Run against stand-in workers: one that answers each search with a different move, as such
// searches may, and the real worker (serve.ts) on a stand-in scope.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type * as Client from '../../src/components/core/search/client.ts';
import { serveSearch, type SearchReply, type SearchRequest } from '../../src/components/core/search/serve.ts';
import { seatView } from '../../src/engine/core/search/opinion.ts';
import { decisionsOf, type DecisionReview } from '../../src/engine/core/search/review.ts';
import { BLACK_AND_RED } from '../../src/engine/black-and-red/manifest.ts';
import { DAY } from '../../src/engine/day/manifest.ts';
import { easy, playHand } from '../engine/review/hands.ts';

/** The client as a page with `cores` cores loads it (it spreads its work over a worker per core). */
async function clientWith(cores: number): Promise<typeof Client> {
  vi.stubGlobal('navigator', { hardwareConcurrency: cores });
  vi.resetModules();
  return import('../../src/components/core/search/client.ts');
}

let one: typeof Client;
let two: typeof Client;

beforeAll(async () => {
  // One worker, so a hint is one request (several pool their tallies first).
  one = await clientWith(1);
  two = await clientWith(2);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

interface StandIn {
  onmessage: ((event: { data: SearchReply }) => void) | null;
  onerror: ((event: { message: string }) => void) | null;
}

/** A stand-in worker whose requests go to `answer`, which may reply, as a worker does, later. */
function standIn(answer: (request: SearchRequest, reply: (reply: SearchReply) => void, worker: StandIn) => void) {
  return (): Worker => {
    const worker: StandIn & { terminate(): void; postMessage(request: SearchRequest): void } = {
      onmessage: null,
      onerror: null,
      terminate() {},
      postMessage(request) {
        const reply = (data: SearchReply) => setTimeout(() => worker.onmessage?.({ data: structuredClone(data) }), 0);
        setTimeout(() => answer(structuredClone(request), reply, worker), 0);
      },
    };
    return worker as unknown as Worker;
  };
}

/** A worker that answers every search with the next of its moves. */
function wavering() {
  const asked: SearchRequest[] = [];
  const start = standIn((request, reply) => {
    asked.push(request);
    const action = ['check', 'bet 1', 'fold'][asked.length % 3] as string;
    if ('id' in request)
      reply({ id: request.id, value: { action, reason: action, rule: 'betting', playouts: 1 }, last: true });
  });
  return { start, asked };
}

/**
 * The real worker for `kit` on a stand-in scope, which takes each request at once, as a worker
 * between two slices of its work does; `asked` lists the requests it is sent.
 */
function served(kit = BLACK_AND_RED.search) {
  const asked: SearchRequest[] = [];
  const start = (): Worker => {
    const scope = {
      onmessage: null as ((event: { data: SearchRequest }) => void) | null,
      postMessage: (data: SearchReply) => setTimeout(() => worker.onmessage?.({ data }), 0),
    };
    const worker = {
      onmessage: null as ((event: { data: SearchReply }) => void) | null,
      onerror: null,
      terminate() {},
      postMessage: (request: SearchRequest) => (asked.push(request), scope.onmessage?.({ data: request })),
    };
    vi.stubGlobal('self', scope);
    serveSearch(kit);
    return worker as unknown as Worker;
  };
  return { start, asked };
}

test('the same position gives the same hint: asked twice, or in a copy of it (an undo, a link)', async () => {
  const { game } = DAY;
  const state = game.newGame(game.parseOptions(game.options.defaults), 5);
  const { start, asked } = wavering();
  const first = await one.think(start, state, 0, 9, 'hint', 0, 0);
  const again = await one.think(start, state, 0, 9, 'hint', 0, 0);
  expect(again).toEqual(first);
  // The same position replayed: another object, the same cards and moves.
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  expect(await one.think(start, copy, 0, 9, 'hint', 0, 0)).toEqual(first);
  expect(asked).toHaveLength(1);
  // Another position is searched afresh; a bot's move is always searched.
  const other = game.newGame(game.parseOptions(game.options.defaults), 6);
  await one.think(start, other, 0, 9, 'hint', 0, 0);
  await one.think(start, state, 1, 9, 'move', 0, 0);
  await one.think(start, state, 1, 9, 'move', 0, 0);
  expect(asked).toHaveLength(4);
});

test('a worker that stops says so: the hint fails with its words, and the next is asked of new workers', async () => {
  let started = 0;
  const crash = standIn((_, __, worker) => worker.onerror?.({ message: 'Out of memory' }));
  const start = (): Worker => (started++, crash());
  const state = DAY.game.newGame(DAY.game.parseOptions(DAY.game.options.defaults), 7);
  await expect(one.think(start, state, 0, 1, 'move', 0, 0)).rejects.toThrow('Out of memory');
  await expect(one.think(start, state, 0, 2, 'move', 0, 0)).rejects.toThrow('Out of memory');
  expect(started).toBe(2);
});

// A hand with several decisions of the reader's (seat A).
const hand = (() => {
  for (let seed = 1; seed < 40; seed++) {
    const played = playHand(BLACK_AND_RED, seed, easy(BLACK_AND_RED));
    if (decisionsOf(BLACK_AND_RED.search, played.start, played.moves, 0).length >= 6)
      return { start: played.start, moves: played.moves, seat: 0, seed };
  }
  throw new Error('no hand with six decisions');
})();

test('two workers share a review: the number of decisions once, from the first, and every mark once', async () => {
  const { start, asked } = served();
  const told: number[] = [];
  const marks: DecisionReview[] = [];
  const run = two.review(start, hand, {
    total: (n) => told.push(n),
    mark: (review) => marks.push(review),
  });
  await run.done;
  const decisions = decisionsOf(BLACK_AND_RED.search, hand.start, hand.moves, 0).map((d) => d.index);
  expect(told).toEqual([decisions.length]);
  expect(marks.map((m) => m.index).sort((a, b) => a - b)).toEqual(decisions);
  expect(asked.map((r) => ('review' in r ? r.review.part : null))).toEqual([0, 1]);
}, 60_000);

test('a cancel mid-review stops both workers after the decision each is on, and the review is done', async () => {
  const { start, asked } = served();
  const marks: DecisionReview[] = [];
  let total = 0;
  const run = two.review(start, hand, {
    total: (n) => (total = n),
    mark: (review) => {
      marks.push(review);
      if (marks.length === 1) run.cancel();
    },
  });
  await run.done;
  expect(total).toBeGreaterThanOrEqual(6);
  // Each worker finishes the decision it was on when the cancel came.
  expect(marks.length).toBeLessThanOrEqual(2);
  const ids = asked.flatMap((r) => ('review' in r ? [r.id] : []));
  expect(asked.flatMap((r) => ('cancel' in r ? [r.cancel] : []))).toEqual(ids);
  // Nothing more comes after.
  const atDone = marks.length;
  await new Promise((done) => setTimeout(done, 200));
  expect(marks).toHaveLength(atDone);
}, 60_000);

test('two workers search a hint together: each its tally, on its own seed, then the first puts the pool into words', async () => {
  const { start, asked } = served(DAY.search);
  const { game } = DAY;
  const state = game.newGame(game.parseOptions(game.options.defaults), 5);
  const hint = await two.think(start, state, 0, 9, 'hint', 0, 0);
  expect(hint.reason).toMatch(/on average/);
  const [one, other, last] = asked;
  expect(asked).toHaveLength(3);
  if (!one || !other || !last || !('tally' in one) || !('tally' in other) || !('hint' in last))
    throw new Error('not asked as said');
  expect(one.tally.seed).not.toBe(other.tally.seed);
  expect(one.tally.playouts + other.tally.playouts).toBe(two.THINK.hint.playouts);
  expect(last.pooled?.playouts).toBeGreaterThan(0);
  expect(await two.think(start, state, 0, 9, 'hint', 0, 0)).toBe(hint);
  expect(asked).toHaveLength(3);
}, 60_000);

test("two workers weigh a set-up position's moves together for the opinion: the seat's view, each its tally, then one opinion of every legal move", async () => {
  const { start, asked } = served(DAY.search);
  const { game } = DAY;
  const state = game.newGame(game.parseOptions(game.options.defaults), 5);
  const seat = game.toAct(state)[0] as number;
  const view = seatView(game, state, seat);
  const opinion = await two.opinion(start, view, seat, 43);
  const legal = game.legalActions(view, seat).map((action: unknown) => game.formatAction(action));
  expect(opinion.moves.map((move) => move.action).sort()).toEqual([...legal].sort());
  expect(opinion.moves[0]?.text).toMatch(/^Best found: on average/);
  const [one, other, last] = asked;
  expect(asked).toHaveLength(3);
  if (!one || !other || !last || !('tally' in one) || !('tally' in other) || !('opinion' in last))
    throw new Error('not asked as said');
  // The workers were given the seat's view, never the position with the other seats' cards.
  expect(one.tally.state).toEqual(view);
  expect(last.opinion.state).toEqual(view);
  expect(last.pooled?.playouts).toBeGreaterThan(0);
}, 60_000);
