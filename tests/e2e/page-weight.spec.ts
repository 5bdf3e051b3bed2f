// Light pages (issue 32): every game page stays within a DOM size and an HTML weight that keep it
// quick on a phone: at most 1,500 elements, and its HTML at most 35 KB gzipped. It reads the built
// pages in dist/ (the e2e run builds first), so a page that grows past either fails here, naming
// the page and its figures.
//
// And the size report's model agrees with Chromium (issue 41): for each thing a reader may start,
// the scripts the browser fetches from the moment before it (the page loaded, its idle fetches
// done) until it is ready are the files scripts/size-report.ts says it loads, byte for byte. The
// page's other islands are taken out first, so scrolling to the one started wakes nothing else.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { analyzeSite, gzipSize, type ActionSize } from '../../scripts/size-report.ts';
import { gameById, GAMES } from '../../src/engine/registry.ts';
import { botGame } from '../engine/bot-game.ts';
import { GAME_PAGES, openSandbox, playLink } from './helpers.ts';

const MAX_ELEMENTS = 1500;
const MAX_GZIPPED = 35 * 1024;

/**
 * The elements a browser builds from the HTML, before any script runs: every start tag, except in
 * comments, in a script's or a style's text, and in <noscript>, which a browser with scripts reads
 * as text. (Checked against a full HTML parser when it was written: the same counts.)
 */
function countElements(html: string): number {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return (text.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

for (const path of GAME_PAGES) {
  test(`${path}: at most ${MAX_ELEMENTS} elements and ${MAX_GZIPPED / 1024} KB of gzipped HTML`, () => {
    const html = readFileSync(`dist${path}index.html`);
    // The Content Security Policy's <meta> (issue 41) draws nothing and is no part of the page's
    // DOM work: not counted (Day's page held exactly 1,500 elements when it came). Its bytes count.
    const elements = countElements(
      html.toString('utf8').replace(/<meta http-equiv="content-security-policy" content="[^"]*">/, ''),
    );
    const gzipped = gzipSync(html).length;
    expect(elements, `${path}: elements in the page`).toBeLessThanOrEqual(MAX_ELEMENTS);
    // Starlight's sidebar-state script is built empty (src/build/sidebar-state.ts): none is inline.
    expect(html.toString('utf8'), `${path}: Starlight's sidebar-state script`).not.toContain('sl-sidebar-state');
    expect(gzipped, `${path}: gzipped bytes of HTML`).toBeLessThanOrEqual(MAX_GZIPPED);
  });
}

// --- what starting each thing fetches ------------------------------------------------------------

const report = analyzeSite('dist');

/** The report's figure for `name` on `path`. */
function modelled(path: string, name: string): ActionSize {
  const found = report.pages.find((p) => p.page === path)?.actions.find((a) => a.name === name);
  if (!found) throw new Error(`the size report has no ${name} on ${path}`);
  return found;
}

/**
 * The scripts the page fetches (its modules and its workers' scripts), as files of dist/, and a
 * wait for the network to be quiet: no script asked for in the last 800 ms.
 */
function watchScripts(page: Page) {
  const fetched: string[] = [];
  let last = Date.now();
  const note = (url: string): void => {
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) return;
    fetched.push(pathname.slice(1));
    last = Date.now();
  };
  page.on('request', (request) => note(request.url()));
  page.on('worker', (worker) => note(worker.url()));
  return {
    /** From now on: the files fetched since. */
    mark: () => {
      const from = fetched.length;
      return () => [...new Set(fetched.slice(from))].sort();
    },
    quiet: async () => {
      while (Date.now() - last < 800) await page.waitForTimeout(200);
    },
  };
}

/** Loads `path`, waits for its idle fetches (Starlight's search), and takes out the islands `keep` refuses. */
async function open(page: Page, path: string, keep: string): Promise<ReturnType<typeof watchScripts>> {
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Starlight's search fetches Pagefind's interface when the browser is next idle, which on a busy
  // machine may come late: it is the page's, not the thing's, so wait until it has drawn.
  await page.locator('#starlight__search .pagefind-ui').waitFor({ state: 'attached' });
  await scripts.quiet();
  await page.evaluate((kept) => {
    for (const island of document.querySelectorAll('astro-island')) {
      if (!island.matches(kept) && !island.closest(kept)) island.remove();
    }
  }, keep);
  return scripts;
}

const bytes = (files: readonly string[]): number =>
  files.reduce((sum, file) => sum + gzipSize(readFileSync(`dist/${file}`)), 0);

/**
 * What Chromium fetched agrees with the report: the same files, so the same bytes; with what the
 * thing asks for once it is ready (the quiz's other makers and its record writer), as the network
 * is quiet only after those.
 */
function agrees(path: string, name: string, fetched: readonly string[]): void {
  const model = modelled(path, name);
  const files = [...model.files, ...model.afterReady].sort();
  const what = `${path}, starting the ${name}: fetched ${(bytes(fetched) / 1024).toFixed(1)} KB, the report says ${model.kb} KB (${(bytes(files) / 1024).toFixed(1)} KB with what it asks for once ready)`;
  expect({ fetched, bytes: bytes(fetched) }, what).toEqual({ fetched: files, bytes: bytes(files) });
}

const STEPPER = 'astro-island[component-url*="Stepper"]';
const PARTS = 'astro-island[client="asked"]';
const SANDBOX = '.wh-sandbox-host';

/**
 * Waits until the sandbox's bots have stopped and the reader is asked to move: the status is the
 * game's prompt, and the dock offers a move (a legal move marked, or, where the reader chooses cards
 * to pass or arranges a hand, a card to pick).
 */
async function readerMayMove(page: Page): Promise<void> {
  const sandbox = page.locator('.wh-sandbox');
  await expect(sandbox.locator('.wh-status')).toBeVisible();
  await expect(sandbox.locator('.wh-status')).not.toContainText('The bots are playing', { timeout: 15_000 });
  await expect(sandbox.locator('.wh-dock button:enabled').first()).toBeVisible();
}

/** How each thing is started on a game's page, and when it is ready; the islands it keeps. */
const STARTS: readonly { name: string; keep: string; start: (page: Page) => Promise<void> }[] = [
  {
    name: 'example',
    keep: STEPPER,
    start: async (page) => {
      await page.locator(STEPPER).first().scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr]) .wh-stepper:not([aria-busy="true"])').first().waitFor();
    },
  },
  {
    // Ready when the reader may move: at once where the reader leads, after the bots' first moves
    // where a bot does (or where everyone chooses at once, the bots choosing as the table is dealt).
    name: 'sandbox',
    keep: SANDBOX,
    start: async (page) => {
      await openSandbox(page);
      await readerMayMove(page);
    },
  },
  {
    name: 'lesson',
    keep: PARTS,
    start: async (page) => {
      await page
        .locator('.wh-lesson-host')
        .getByRole('button', { name: /^Start the guided/ })
        .click();
      await expect(page.locator('.wh-lesson-progress')).toBeVisible();
    },
  },
  {
    name: 'quiz',
    keep: PARTS,
    start: async (page) => {
      await page
        .locator('.wh-practice-host')
        .getByRole('button', { name: /^Start the quiz/ })
        .click();
      await expect(page.locator('.wh-practice').getByRole('heading', { name: /^Question 1 of/ })).toBeVisible();
    },
  },
];

// Each start in a context of its own (so its own cache), the four of a page side by side: each is
// mostly a wait for the network to be quiet, and the waits overlap rather than follow one another
// (20 s less of a two-worker run than when each was a test of its own).
for (const { game, page: path } of GAMES) {
  test(`${game.title}: what starting the ${STARTS.map((s) => s.name).join(', ')} fetches is what the size report says`, async ({
    browser,
    baseURL,
    serviceWorkers,
  }) => {
    await Promise.all(
      STARTS.map(({ name, keep, start }) =>
        test.step(`starting the ${name}`, async () => {
          const context = await browser.newContext({ ...(baseURL === undefined ? {} : { baseURL }), serviceWorkers });
          try {
            const page = await context.newPage();
            const scripts = await open(page, path, keep);
            const since = scripts.mark();
            await start(page);
            await scripts.quiet();
            agrees(path, name, since());
          } finally {
            await context.close();
          }
        }),
      ),
    );
  });
}

test('Day: what a hint fetches, from the sandbox, is what the size report says', async ({ page }) => {
  const day = gameById('day');
  const scripts = await open(page, day.page, SANDBOX);
  await openSandbox(page);
  await readerMayMove(page);
  // The reader moves first in Day's first deal; the bots answer with the bot's code, and the hand
  // is saved in the share-link codec: none of it is the hint's.
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByRole('button', { name: /^Keep both cards/ }).click();
  await expect(sandbox.locator('.wh-latest')).not.toContainText('No moves yet');
  await readerMayMove(page);
  await scripts.quiet();

  const since = scripts.mark();
  await sandbox.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(sandbox.locator('.wh-advice')).not.toContainText('thinking', { timeout: 20_000 });
  await scripts.quiet();
  agrees(day.page, 'hint', since());
});

test("Day: what a hand's review fetches, from the sandbox, is what the size report says", async ({ page }) => {
  const day = gameById('day');
  // A hand over, from a link (the link's own code is the sandbox's business), then its review.
  const { shared } = botGame(day, {}, 3, { until: (state) => day.game.isHandOver(state) });
  const scripts = await open(page, playLink(day.page, shared), SANDBOX);
  await openSandbox(page);
  await scripts.quiet();
  const since = scripts.mark();
  await page.locator('.wh-sandbox').getByRole('button', { name: 'Review this hand' }).click();
  await expect(page.locator('.wh-review-progress')).toHaveText(/^Reviewed|^Review done/, { timeout: 30_000 });
  await scripts.quiet();
  agrees(day.page, 'review', since());
});
