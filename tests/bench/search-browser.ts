// How many playouts the strong bot completes in 200 ms in Chromium (npm run bench:browser, after
// npm run build): each game's own worker script, as the built site ships it, given positions of
// bot-played hands with a 200 ms budget and no playout limit. Measured and reported, never asserted.
// Serves dist/ itself and runs the system Chromium (/usr/bin/chromium, or CHROMIUM_PATH).

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
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

for (const entry of GAMES) {
  const { game } = entry;
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
    async ({ url, spots, ms }) => {
      const worker = new Worker(url, { type: 'module' });
      let id = 0;
      const ask = (state: unknown, seat: number) =>
        new Promise<number>((done, failed) => {
          const mine = ++id;
          worker.onmessage = ({ data }) => {
            if (data.id !== mine) return;
            if ('error' in data) failed(new Error(data.error));
            else done(data.hint.playouts);
          };
          worker.postMessage({ id: mine, state, seat, seed: mine, playouts: 1e9, ms });
        });
      // A warm-up, as a reader's first few moves are.
      for (const { state, seat } of spots.slice(0, 3)) await ask(state, seat);
      const out: number[] = [];
      for (const { state, seat } of spots) out.push(await ask(state, seat));
      worker.terminate();
      return out;
    },
    { url, spots: spots.slice(0, POSITIONS), ms: BUDGET_MS },
  );
  const sorted = counts.filter((n) => n > 0).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${game.id}: ${median.toLocaleString('en')} playouts in ${BUDGET_MS} ms in Chromium (median of ${sorted.length} positions; ${sorted[0]?.toLocaleString('en')} to ${sorted[sorted.length - 1]?.toLocaleString('en')})`,
  );
}

await browser.close();
server.close();
