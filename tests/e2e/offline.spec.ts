// Offline and updates (issues 35 and 41, src/build/offline.ts). After one visit, the whole site works
// with the network off: every game page, its examples, its position view (from a step and by its
// address), its sandbox and its strong bot's hint, a
// practice question and the search; a page's address without its final slash leads to the page,
// and a page that does not exist is the site's own 404 page. A new build never reloads a page by
// itself: every open page offers it, and the reader's Reload brings it, with their saved game and
// their quiz where they were.
//
// These tests serve dist/ themselves, from a server they can stop (on a port the system picks, so
// never one of the other browser tests'): Playwright's offline mode does not reach a service
// worker's own fetches in every Chromium, and a stopped server is the network truly gone. The
// update test serves a second build, made from the first by changing one page and its revision in
// the worker's list, as a new deploy changes them.
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAMES } from '../../src/engine/registry.ts';
import { expectNoAxeViolations, openSandbox, setInstantBots, watchErrors } from './helpers.ts';
import { firstMove } from './moves.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

interface Site {
  readonly url: string;
  /** Serves another directory from now on (a new deploy). */
  serve(dir: string): void;
  close(): Promise<void>;
}

/**
 * A static server for a built site, as a host serves it: /day/ is day/index.html, /day is redirected
 * there, an unknown address is 404.html with its status; no caching.
 */
async function site(dir: string): Promise<Site> {
  let root = dir;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/html' }).end(readFileSync(path.join(root, '404.html')));
      return;
    }
    response
      .writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    serve: (next) => {
      root = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the page's service worker has cached the site and controls the page. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A reader's one visit (the home page, until its worker has cached the site), then the network gone. */
async function visitThenGoOffline(page: Page, server: Site): Promise<void> {
  await page.goto('/');
  await workerInCharge(page);
  await server.close();
  await page.context().setOffline(true);
}

const DIST = path.resolve('dist');

test('after one visit, every game page, example, position view, sandbox, strong hint, practice question and search work offline', async ({
  browser,
}) => {
  const server = await site(DIST);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  await workerInCharge(page);

  // The app's manifest: a name and icons, the 192 and 512 pixel ones a phone installs with.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('Worked Hands');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, `an icon of ${size}`).toBeDefined();
    expect((await page.request.get(icon?.src ?? '')).ok()).toBe(true);
  }

  // The network goes: the server stops and the browser is offline.
  await server.close();
  await context.setOffline(true);

  for (const manifest of GAMES) {
    const { game, page: url } = manifest;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title);

    // A worked example steps (its frames are a JSON file, fetched when it wakes).
    const stepper = page.locator('.wh-stepper').first();
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('astro-island:not([ssr]) .wh-stepper:not([aria-busy="true"])').first().waitFor();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect(stepper.locator('.wh-step-count')).toHaveText(/^Step 1 of \d+$/);

    // The step set up in the position view (issue 43): the page, the game's tools and the
    // record's reader, each from the cache; then the view's own address, as a reader opens it.
    await stepper.getByRole('link', { name: 'Set up from here' }).click();
    await expect(page).toHaveURL(new RegExp(`${url}position/#pos=`));
    await expect(page.locator('.wh-pos-ruling')).toContainText(/legal moves?/, { timeout: 20_000 });
    await page.goto(`${url}position/`);
    await expect(page.locator('.wh-pos-ruling')).toContainText(/legal moves?/, { timeout: 20_000 });
    await page.goto(url);

    // The sandbox takes a move (bots, setup form: scripts loaded on demand).
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    await firstMove(game.id, sandbox, (target) => target.click());

    // The strong bot's hint: its search worker's script, fetched on first use.
    const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
    const skip = sandbox.getByRole('button', { name: 'Skip to my turn' });
    await expect(hint.or(skip).first()).toBeVisible();
    if (await hint.isDisabled()) await skip.click();
    await expect(hint).toBeEnabled({ timeout: 20_000 });
    await hint.click();
    await expect(sandbox.locator('.wh-advice')).toContainText(
      /of the deals tried|on average|only move|where it is|cannot tell positions apart|at the ends/,
      { timeout: 30_000 },
    );

    // A practice question, from its link (the quiz loads on demand).
    const topic = manifest.practice.topics[0];
    if (topic) {
      await page.goto(`${url}#try=${topic.kind}.${topic.rule}.5`);
      await expect(page.locator('.wh-practice').getByRole('heading', { name: /^Try it: / })).toBeVisible({
        timeout: 20_000,
      });
    }
  }

  // The quick-start cards and the rulings are there too.
  await page.goto('/day/card/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day: quick start');

  // Search: Pagefind's script, its WebAssembly, index and fragments.
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('"B defends with the 3 of Castle"');
  await expect(dialog.locator('a[href*="#ex-duel-4-words"]').first()).toBeVisible({ timeout: 15_000 });

  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone too: offline after one visit, a page read, an example stepped and a sandbox move made by touch', async ({
  browser,
}) => {
  const server = await site(DIST);
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await visitThenGoOffline(page, server);

    // A page the reader never opened online.
    const last = GAMES.at(-1);
    if (!last) throw new Error('no games in the registry');
    const { game, page: url } = last;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title);
    const stepper = page.locator('.wh-stepper').first();
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('astro-island:not([ssr]) .wh-stepper:not([aria-busy="true"])').first().waitFor();
    await stepper.getByRole('button', { name: 'Next' }).tap();
    await expect(stepper.locator('.wh-step-count')).toHaveText(/^Step 1 of \d+$/);
    await openSandbox(page);
    await firstMove(game.id, page.locator('.wh-sandbox'), (target) => target.tap());
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await server.close().catch(() => undefined);
  }
});

test("offline, a page's address without its final slash opens the page, and a missing page is the site's 404 page", async ({
  browser,
}) => {
  const server = await site(DIST);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await visitThenGoOffline(page, server);

    // /day, never visited: the Day page, at its own address.
    await page.goto('/day');
    await expect(page).toHaveURL(/\/day\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day');
    await page.goto('/dark-hearts/card');
    await expect(page).toHaveURL(/\/dark-hearts\/card\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dark Hearts: quick start');

    // An address the site has no page for: its 404 page, from the cache, with the way back.
    const response = await page.goto('/no-such-game/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worked Hands');
    await page.goto('/rules/of/nothing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const last = GAMES.at(-1);
    if (!last) throw new Error('no games in the registry');
    await page.getByRole('main').getByRole('link', { name: last.game.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.game.title);
    // The 404 page's own status is the one error the browser reports.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  } finally {
    await context.close();
    await server.close().catch(() => undefined);
  }
});

/** The build a page shows: "next" once it is the new build's. */
const buildOf = (page: Page): Promise<string> =>
  page.evaluate(() => document.documentElement.dataset['build'] ?? 'old').catch(() => 'reloading');

test('a new build waits for the reader: no open page reloads by itself, each offers it, and Reload brings it with the quiz and the saved game where they were', async ({
  browser,
}) => {
  // The new build: the Day page changed (a mark on its <html>), and the worker's list with it.
  const next = mkdtempSync(path.join(tmpdir(), 'wh-next-build-'));
  cpSync(DIST, next, { recursive: true });
  const pageFile = path.join(next, 'day', 'index.html');
  const changed = readFileSync(pageFile, 'utf8').replace('<html ', '<html data-build="next" ');
  writeFileSync(pageFile, changed);
  const sw = readFileSync(path.join(next, 'sw.js'), 'utf8');
  const revision = createHash('md5').update(changed).digest('hex');
  const updated = sw.replace(/(\{url:"day\/",revision:")[0-9a-f]+"/, `$1${revision}"`);
  expect(updated, 'the worker lists day/ with a revision').not.toBe(sw);
  writeFileSync(path.join(next, 'sw.js'), updated);

  const server = await site(DIST);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto('/day/');
    await workerInCharge(page);
    // A saved game: the reader's first move in the sandbox, the bots (instant) answering it, until
    // it is the reader's turn again and the game rests.
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    await setInstantBots(page);
    await firstMove('day', sandbox, (target) => target.click());
    await expect(sandbox.getByRole('button', { name: 'Hint', exact: true })).toBeEnabled();
    const saved = await page.evaluate(() => localStorage.getItem('worked-hands:sandbox:day'));
    expect(saved).toContain('record');

    // A quiz in progress: its first question answered.
    await page.getByRole('button', { name: 'Start the quiz (8 questions)' }).click();
    const quiz = page.locator('.wh-practice');
    await quiz.locator('.wh-choices input').first().check();
    await quiz.getByRole('button', { name: 'Check my answer' }).click();
    await expect(quiz.getByRole('heading', { name: /^Question 1 of 8 · score [01]$/ })).toBeVisible();
    const status = await quiz.getByRole('heading').first().innerText();
    const score = status.slice(-1);
    // Marks that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { readerWasHere: true }));

    // The deploy. The reader opens the site in another tab: the browser finds the new build.
    server.serve(next);
    const other = await context.newPage();
    const otherErrors = watchErrors(other);
    await other.goto('/day/');
    await other.evaluate(() => Object.assign(window, { readerWasHere: true }));

    // Both pages offer it, and neither has reloaded: the quiz is where it was.
    const notice = page.locator('.wh-update');
    await expect(notice).toContainText('A new version of Worked Hands is ready.', { timeout: 30_000 });
    await expect(other.locator('.wh-update')).toContainText('A new version of Worked Hands is ready.');
    await expectNoAxeViolations(page, { within: '.wh-update' });
    await page.waitForTimeout(1000);
    for (const open of [page, other]) {
      expect(await open.evaluate(() => 'readerWasHere' in window), 'a page reloaded by itself').toBe(true);
      expect(await buildOf(open)).toBe('old');
    }
    await expect(quiz.getByRole('heading', { name: `Question 1 of 8 · score ${score}` })).toBeVisible();

    // "Not now" closes the notice.
    await other.locator('.wh-update').getByRole('button', { name: 'Not now' }).click();
    await expect(other.locator('.wh-update')).toHaveCount(0);

    // The reader chooses: Reload brings the new build, once.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => buildOf(page), { timeout: 30_000 }).toBe('next');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(await buildOf(page)).toBe('next');
    await expect(page.locator('.wh-update')).toHaveCount(0);
    // The other tab does not reload by itself: it offers the reload again.
    expect(await other.evaluate(() => 'readerWasHere' in window)).toBe(true);
    await expect(other.locator('.wh-update')).toBeVisible();

    // The quiz goes on from the next question, with the score it had.
    await page.getByRole('button', { name: 'Start the quiz (8 questions)' }).click();
    await expect(quiz.getByRole('heading', { name: `Question 2 of 8 · score ${score}` })).toBeVisible();
    await expect(quiz).toContainText('Your quiz goes on where you left it.');

    // The saved game is kept, and the sandbox opens on it.
    expect(await page.evaluate(() => localStorage.getItem('worked-hands:sandbox:day'))).toBe(saved);
    await openSandbox(page);
    await sandbox.locator('details.wh-log-panel summary').click();
    await expect(sandbox.locator('.wh-log')).toContainText('A (you) keeps both cards.');
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  } finally {
    await context.close();
    await server.close();
    rmSync(next, { recursive: true, force: true });
  }
});
