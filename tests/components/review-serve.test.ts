// A hand's review in the strong bot's worker (components/core/search/serve.ts): it says how many
// decisions the hand has (the first share only), posts each mark as it is made (the very review
// core/search/review.ts makes), splits the decisions between workers by share, and stops on a
// cancel between two marks. Run against stand-ins for the workers' global scopes.
import { afterEach, expect, test, vi } from 'vitest';
import { serveSearch, type SearchReply, type SearchRequest } from '../../src/components/core/search/serve.ts';
import { decisionsOf, reviewDecision, type DecisionReview } from '../../src/engine/core/search/review.ts';
import { BLACK_AND_RED } from '../../src/engine/black-and-red/manifest.ts';
import { easy, playHand } from '../engine/review/hands.ts';

interface Scope {
  onmessage: ((event: { data: SearchRequest }) => void) | null;
  postMessage(reply: SearchReply): void;
}

/** A worker on a stand-in scope; `heard` sees each reply as it is posted. */
function worker(heard: (reply: SearchReply) => void = () => {}) {
  const replies: SearchReply[] = [];
  const scope: Scope = { onmessage: null, postMessage: (reply) => (replies.push(reply), heard(reply)) };
  vi.stubGlobal('self', scope);
  serveSearch(BLACK_AND_RED.search);
  const send = (data: SearchRequest): void => scope.onmessage?.({ data });
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
const request = (id: number, part: number, of: number, moves = hand.moves): SearchRequest => ({
  id,
  review: { start: hand.start, moves, seat: 0, ...budget, hand: 1e6, least: 1, part, of },
});
const settle = async (replies: SearchReply[]) => {
  for (let n = 0; n < 200 && !replies.some((r) => r.last); n++) await new Promise((done) => setTimeout(done, 5));
};
const marksIn = (replies: SearchReply[]) =>
  replies.flatMap((r) => (!r.last && typeof r.value === 'object' ? [r.value as DecisionReview] : []));

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a review says how many decisions, then posts each mark, then that it is done: the marks the engine makes', async () => {
  const decisions = decisionsOf(kit, hand.start, hand.moves, 0);
  const { send, replies } = worker();
  send(request(1, 0, 1));
  await settle(replies);
  expect(replies[0]).toEqual({ id: 1, value: decisions.length, last: false });
  expect(replies.at(-1)).toEqual({ id: 1, last: true });
  expect(marksIn(replies)).toEqual(decisions.map((d) => reviewDecision(kit, d, 0, budget)));
  expect(replies).toHaveLength(decisions.length + 2);
});

test('two workers share the decisions between them, each mark once; the first says how many there are', async () => {
  const one = worker();
  const two = worker();
  one.send(request(2, 0, 2));
  two.send(request(2, 1, 2));
  await Promise.all([settle(one.replies), settle(two.replies)]);
  const indexes = marksIn([...one.replies, ...two.replies]).map((mark) => mark.index);
  const all = decisionsOf(kit, hand.start, hand.moves, 0).map((d) => d.index);
  expect(indexes.sort((a, b) => a - b)).toEqual(all);
  expect(one.replies[0]?.value).toBe(all.length);
  expect(two.replies.filter((r) => typeof r.value === 'number')).toEqual([]);
});

test('a cancel stops the review between two marks, and it says it is done', async () => {
  const { send, replies } = worker();
  send(request(3, 0, 1));
  send({ cancel: 3 });
  await settle(replies);
  expect(marksIn(replies)).toEqual([]);
  expect(replies.at(-1)).toEqual({ id: 3, last: true });
});

test('a cancel after the first mark stops the review there', async () => {
  const { send, replies } = worker((reply) => {
    if (typeof reply.value === 'object') send({ cancel: 4 });
  });
  send(request(4, 0, 1));
  await settle(replies);
  expect(marksIn(replies)).toHaveLength(1);
  expect(replies.at(-1)).toEqual({ id: 4, last: true });
});

test("a hand the review cannot replay says why, in the review's last reply", () => {
  const { send, replies } = worker();
  send(request(5, 0, 1, [{ seat: 0, action: 'fly' }]));
  expect(replies).toEqual([{ id: 5, error: expect.stringMatching(/fly/), last: true }]);
});
