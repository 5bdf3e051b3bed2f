// A hand's review in the strong bot's worker (components/core/search/serve.ts): it says how many
// decisions the hand has, posts each mark as it is made (the very review core/search/review.ts
// makes), splits the decisions between workers by share, and stops on a cancel between two marks.
// Run against stand-ins for the workers' global scopes.
import { afterEach, expect, test, vi } from 'vitest';
import {
  serveSearch,
  type CancelRequest,
  type ReviewRequest,
  type SearchReply,
} from '../../src/components/core/search/serve.ts';
import { decisionsOf, reviewDecision } from '../../src/engine/core/search/review.ts';
import { BLACK_AND_RED } from '../../src/engine/black-and-red/manifest.ts';
import { easy, playHand } from '../engine/review/hands.ts';

interface Scope {
  onmessage: ((event: { data: ReviewRequest | CancelRequest }) => void) | null;
  postMessage(reply: SearchReply): void;
}

function worker() {
  const replies: SearchReply[] = [];
  const scope: Scope = { onmessage: null, postMessage: (reply) => replies.push(reply) };
  vi.stubGlobal('self', scope);
  serveSearch(BLACK_AND_RED.search);
  const send = (data: ReviewRequest | CancelRequest): void => scope.onmessage?.({ data });
  return { send, replies };
}

const kit = BLACK_AND_RED.search;
// A hand with several decisions of the reader's (seat A).
const hand = (() => {
  for (let seed = 1; seed < 40; seed++) {
    const played = playHand(BLACK_AND_RED, seed, easy(BLACK_AND_RED));
    if (decisionsOf(kit, played.start, played.moves, 0).length >= 3) return played;
  }
  throw new Error('no hand with three decisions');
})();
const budget = { seed: 4, playouts: 120, deals: 8 };
const request = (id: number, part: number, of: number): ReviewRequest => ({
  id,
  review: { start: hand.start, moves: hand.moves, seat: 0, ...budget, hand: 1e6, least: 1, part, of },
});
const settle = async (replies: SearchReply[]) => {
  for (let n = 0; n < 200 && !replies.some((r) => 'done' in r); n++) await new Promise((done) => setTimeout(done, 5));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a review says how many decisions, then posts each mark, then that it is done: the marks the engine makes', async () => {
  const decisions = decisionsOf(kit, hand.start, hand.moves, 0);
  const { send, replies } = worker();
  send(request(1, 0, 1));
  await settle(replies);
  expect(replies[0]).toEqual({ id: 1, decisions: decisions.length });
  expect(replies.at(-1)).toEqual({ id: 1, done: true });
  const marks = replies.flatMap((r) => ('reviewed' in r ? [r.reviewed] : []));
  expect(marks).toEqual(decisions.map((d) => reviewDecision(kit, d, 0, budget)));
});

test('two workers share the decisions between them, each mark once', async () => {
  const one = worker();
  const two = worker();
  one.send(request(2, 0, 2));
  two.send(request(2, 1, 2));
  await Promise.all([settle(one.replies), settle(two.replies)]);
  const indexes = [...one.replies, ...two.replies].flatMap((r) => ('reviewed' in r ? [r.reviewed.index] : []));
  const all = decisionsOf(kit, hand.start, hand.moves, 0).map((d) => d.index);
  expect(indexes.sort((a, b) => a - b)).toEqual(all);
});

test('a cancel stops the review between two marks, and it says it is done', async () => {
  const { send, replies } = worker();
  send(request(3, 0, 1));
  send({ cancel: 3 });
  await settle(replies);
  expect(replies.some((r) => 'reviewed' in r)).toBe(false);
  expect(replies.at(-1)).toEqual({ id: 3, done: true });
});
