// The strong bot's worker warms up when the strong bots are switched on (components/core/search/
// serve.ts): it searches positions played on from the reader's, in short slices, and stops as soon
// as a real request comes, which it then answers as usual. Run here against a stand-in for the
// worker's global scope.
import { afterEach, expect, test, vi } from 'vitest';
import { serveSearch, type SearchReply, type SearchRequest } from '../../src/components/core/search/serve.ts';
import type { SearchKit } from '../../src/engine/core/search/spec.ts';
import { DAWN } from '../../src/engine/dawn/manifest.ts';
import { choicePositions } from '../bench/playouts.ts';

interface Scope {
  onmessage: ((event: { data: SearchRequest }) => void) | null;
  postMessage(reply: SearchReply): void;
}

/** The kit's worker, on a stand-in scope, with a count of the hands' ends it has valued. */
function worker(kit: SearchKit) {
  const replies: SearchReply[] = [];
  const scope: Scope = { onmessage: null, postMessage: (reply) => replies.push(reply) };
  vi.stubGlobal('self', scope);
  let valued = 0;
  const counted = { ...kit.spec, value: (state: unknown, seat: number) => (valued++, kit.spec.value(state, seat)) };
  serveSearch({ ...kit, spec: counted });
  const send = (data: SearchRequest): void => scope.onmessage?.({ data });
  return { send, replies, valued: () => valued };
}

const tick = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a warm-up searches positions from the one given until a real request, which is answered', async () => {
  const [spot] = choicePositions(DAWN, 4, 1);
  if (!spot) throw new Error('no position');
  const { send, replies, valued } = worker(DAWN.search);
  send({ warm: 5_000, state: spot.state });
  await tick(400);
  const warmed = valued();
  expect(warmed, 'playouts made while warming').toBeGreaterThan(0);
  expect(replies, 'a warm-up sends nothing back').toEqual([]);

  send({ id: 1, hint: { state: spot.state, seat: spot.seat, seed: 3, playouts: 200, ms: 1_000, who: 'you' } });
  expect(replies).toHaveLength(1);
  expect(replies[0]).toMatchObject({ id: 1, last: true, value: { reason: expect.stringMatching(/\S/) } });
  // The request ended the warm-up: no more searches after it, though its time was far from up.
  const after = valued();
  await tick(300);
  expect(valued()).toBe(after);
});

test('a warm-up from a finished game stops at once, with nothing sent back', async () => {
  let state = DAWN.search.game.newGame(DAWN.search.game.parseOptions({ players: 2 }), 9);
  const { game, bot } = DAWN.search;
  for (let n = 0; n < 5_000 && game.toAct(state).length > 0; n++) {
    const seat = game.toAct(state)[0] as number;
    state = game.step(state, seat, bot(game.view(state, seat), game.legalActions(state, seat), seat));
  }
  expect(game.toAct(state)).toEqual([]);
  const { send, replies, valued } = worker(DAWN.search);
  send({ warm: 5_000, state });
  await tick(200);
  expect(valued()).toBe(0);
  expect(replies).toEqual([]);
});
