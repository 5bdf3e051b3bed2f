// How many playouts the strong bot completes in 200 ms in Chromium (npm run bench:browser, after
// npm run build): each game's own worker script, as the built site ships it, given positions of
// bot-played hands with a 200 ms budget and no playout limit, in one worker and spread over a
// worker per core as the sandbox does: first with fresh workers, then with fresh workers warmed up
// as the sandbox warms them, then once they have run a while.
// Then the time to review a typical hand (three hands the easy bot played in the reader's seat, a
// whole game in DWYN), on fresh workers as after a reader's first hand: when the first mark comes
// and when the last does, at the sandbox's review budget (REVIEW_BUDGET).
// Measured and reported, never asserted.
// Serves dist/ itself and runs the system Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Name
// games after the command (npm run bench:browser -- day dwyn) to measure only those.

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { REVIEW_BUDGET, WARM_MS } from '../../src/components/core/search/serve.ts';
import { GAMES } from '../../src/engine/registry.ts';
import { easy, playHand } from '../engine/review/hands.ts';
import { choicePositions } from './playouts.ts';

const DIST = 'dist';
const BUDGET_MS = 200;
const POSITIONS = 12;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
  try {
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
const chunks = readdirSync(join(DIST, '_astro'));

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const entry of GAMES) {
  const { game } = entry;
  if (only.length > 0 && !only.includes(game.id)) continue;
  // The game's worker, as its sandbox's script names it.
  const component = game.id.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  const island = chunks.find(
    (f) => f.startsWith(`${component}Sandbox.`) && /search-worker/.test(readFileSync(join(DIST, '_astro', f), 'utf8')),
  );
  const url =
    island && /\/_astro\/search-worker-[\w-]+\.js/.exec(readFileSync(join(DIST, '_astro', island), 'utf8'))?.[0];
  if (!url) throw new Error(`no search worker found for ${game.id} in ${DIST}/_astro`);
  const spots = choicePositions(entry, POSITIONS, 7);
  const counts = await page.evaluate(
    async ({ url, spots, ms, warmMs }) => {
      // As the sandbox spreads a search (components/core/search/client.ts): a worker per core, at
      // most four, each searching for the whole time with its own seed; their playouts add up.
      const fresh = () =>
        Array.from(
          { length: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) },
          () => new Worker(url, { type: 'module' }),
        );
      let workers = fresh();
      let id = 0;
      const askOne = (worker: Worker, state: unknown, seat: number, seed: number) =>
        new Promise<number>((done, failed) => {
          const mine = ++id;
          worker.addEventListener('message', function listen({ data }) {
            if (data.id !== mine) return;
            worker.removeEventListener('message', listen);
            if (data.error !== undefined) failed(new Error(data.error));
            else done(data.value.playouts);
          });
          worker.postMessage({ id: mine, tally: { state, seat, seed, playouts: 1e9, ms, who: 'you' } });
        });
      // Each search its own seeds, so that nothing a worker remembers from one (Day's estimates)
      // serves another of the same position.
      let seeds = 0;
      const ask = async (state: unknown, seat: number, many: boolean) => {
        const using = many ? workers : workers.slice(0, 1);
        const parts = await Promise.all(using.map((w) => askOne(w, state, seat, ++seeds)));
        return parts.reduce((a, b) => a + b, 0);
      };
      // Fresh workers, as on a reader's first moves: V8 is still compiling the engine's hot code
      // then (in Chromium, Day's sampler takes a dozen searches to reach full speed). Measured
      // apart, as the first use; the figures after it are the workers' speed for the rest of a visit.
      const firstUse = async (): Promise<number[]> => {
        const counts: number[] = [];
        for (const { state, seat } of spots) {
          const count = await ask(state, seat, true);
          if (count > 0) counts.push(count);
        }
        return counts;
      };
      const cold = await firstUse();
      // Fresh workers again, warmed up as when the reader switches the strong bots on (serve.ts),
      // on the first position, for as long as the sandbox warms them, before the first request.
      for (const worker of workers) worker.terminate();
      workers = fresh();
      for (const worker of workers) worker.postMessage({ warm: warmMs, state: spots[0]?.state });
      await new Promise((done) => setTimeout(done, warmMs));
      const warmed = await firstUse();
      const one: number[] = [];
      const all: number[] = [];
      for (const { state, seat } of spots) {
        const alone = await ask(state, seat, false);
        // A position with one move to weigh (a game's narrow left one) is not searched.
        if (alone === 0) continue;
        one.push(alone);
        all.push(await ask(state, seat, true));
      }
      for (const worker of workers) worker.terminate();
      return { cold, warmed, one, all, workers: workers.length };
    },
    { url, spots: spots.slice(0, POSITIONS), ms: BUDGET_MS, warmMs: WARM_MS },
  );
  const median = (list: number[]): number => list.slice().sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const range = (list: number[]): string =>
    `${Math.min(...list).toLocaleString('en')} to ${Math.max(...list).toLocaleString('en')}`;
  console.log(
    `${game.id}: ${median(counts.all).toLocaleString('en')} playouts in ${BUDGET_MS} ms in Chromium with ${counts.workers} workers (${range(counts.all)}); one worker ${median(counts.one).toLocaleString('en')} (${range(counts.one)}); median of ${counts.one.length} positions; on first use (fresh workers) ${median(counts.cold).toLocaleString('en')} (${range(counts.cold)}), after the sandbox's ${WARM_MS / 1000} s warm-up ${median(counts.warmed).toLocaleString('en')} (${range(counts.warmed)})`,
  );
  const hands = [1, 2, 3].map((seed) => playHand(entry, seed, easy(entry)));
  const reviews = await page.evaluate(
    async ({ url, hands, budget }) => {
      const out: { decisions: number; first: number; all: number }[] = [];
      for (const [k, hand] of hands.entries()) {
        const workers = Array.from(
          { length: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) },
          () => new Worker(url, { type: 'module' }),
        );
        const started = performance.now();
        let first = 0;
        let decisions = 0;
        await Promise.all(
          workers.map(
            (worker, part) =>
              new Promise<void>((done, failed) => {
                worker.onmessage = ({ data }) => {
                  if (data.error !== undefined) failed(new Error(data.error));
                  else if (data.last) done();
                  else if (typeof data.value === 'number') decisions = data.value;
                  else if (first === 0) first = performance.now() - started;
                };
                const review = { ...hand, seat: 0, seed: k + 1, ...budget, part, of: workers.length };
                worker.postMessage({ id: 1, review });
              }),
          ),
        );
        out.push({ decisions, first, all: performance.now() - started });
        for (const worker of workers) worker.terminate();
      }
      return out;
    },
    { url, hands, budget: REVIEW_BUDGET },
  );
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${game.id}: a hand's review (${REVIEW_BUDGET.playouts} playouts a decision, ${REVIEW_BUDGET.hand.toLocaleString('en')} at most a hand, ${REVIEW_BUDGET.deals} deals; fresh workers): ${reviews
      .map((r) => `${r.decisions} decisions in ${seconds(r.all)} (first mark ${seconds(r.first)})`)
      .join('; ')}`,
  );
}

await browser.close();
server.close();
