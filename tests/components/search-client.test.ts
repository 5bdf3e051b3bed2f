// The page's side of the strong bot (components/core/search/client.ts): the same position gives the
// same hint (issue 40). A search runs on a time budget, so two searches of one position may pick
// either of two moves about as good; asked again there, or back there after an undo, the reader is
// given the hint they were given before. Run against stand-in workers that answer each search with
// a different move, as such searches may.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type * as Client from '../../src/components/core/search/client.ts';
import type { SearchReply, SearchRequest } from '../../src/components/core/search/serve.ts';
import { DAY } from '../../src/engine/day/manifest.ts';

let client: typeof Client;

beforeAll(async () => {
  // One worker, so a hint is one request (several pool their tallies first).
  vi.stubGlobal('navigator', { hardwareConcurrency: 1 });
  client = await import('../../src/components/core/search/client.ts');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** A worker that answers every search with the next of its moves. */
function wavering() {
  const asked: SearchRequest[] = [];
  const start = (): Worker => {
    const worker = {
      onmessage: null as ((event: MessageEvent<SearchReply>) => void) | null,
      onerror: null,
      terminate() {},
      postMessage(request: SearchRequest) {
        asked.push(request);
        const action = ['check', 'bet 1', 'fold'][asked.length % 3] as string;
        const reply: SearchReply = {
          id: request.id,
          hint: { action, reason: action, rule: 'betting', playouts: 1 },
          ms: 1,
        };
        setTimeout(() => worker.onmessage?.({ data: reply } as MessageEvent<SearchReply>), 0);
      },
    };
    return worker as unknown as Worker;
  };
  return { start, asked };
}

test('the same position gives the same hint: asked twice, or in a copy of it (an undo, a link)', async () => {
  const { game } = DAY;
  const state = game.newGame(game.parseOptions(game.options.defaults), 5);
  const { start, asked } = wavering();
  const first = await client.think(start, state, 0, 9, 'hint', 0, 0);
  const again = await client.think(start, state, 0, 9, 'hint', 0, 0);
  expect(again).toEqual(first);
  // The same position replayed: another object, the same cards and moves.
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  expect(await client.think(start, copy, 0, 9, 'hint', 0, 0)).toEqual(first);
  expect(asked).toHaveLength(1);
  // Another position is searched afresh; a bot's move is always searched.
  const other = game.newGame(game.parseOptions(game.options.defaults), 6);
  await client.think(start, other, 0, 9, 'hint', 0, 0);
  await client.think(start, state, 1, 9, 'move', 0, 0);
  await client.think(start, state, 1, 9, 'move', 0, 0);
  expect(asked).toHaveLength(4);
});
