// The Content Security Policy (issue 41: src/build/csp.ts, src/build/csp-pages.ts). Every built page
// carries one, and nothing the site does breaks it: on each game's page its islands wake, the
// sandbox deals and takes a move, the strong bots' module workers start, the guided lesson, a quiz
// question and a hand's review run; the other pages load; search runs on Pagefind's WebAssembly;
// the glossary, the card's Print button, the theme picker, the offline worker's registration work:
// all with no violation (none of the securitypolicyviolation events the page's documents see, no
// "Refused to …" or other error from the browser). And the policy does its work: a script put into
// the page, inline or as an event handler attribute, does not run; the watch itself is checked by a
// page whose policy lacks one hash. Without the policy, the first and the last two tests fail.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { disallowed, policiesOf, sourcesOf } from '../../src/build/csp-pages.ts';
import { cspHash } from '../../src/build/csp.ts';
import { GAMES } from '../../src/engine/registry.ts';
import { botGame } from '../engine/bot-game.ts';
import { hydrated, openSandbox, playLink, setInstantBots, watchErrors } from './helpers.ts';
import { firstMove } from './moves.ts';

const DIST = path.resolve('dist');

/** Every built page, by its address (day/index.html is /day/). */
const PAGES = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => ({
    file,
    url: `/${file
      .split(path.sep)
      .join('/')
      .replace(/(^|\/)index\.html$/, '$1')}`,
  }));

const GAME_URLS = new Set(GAMES.map((manifest) => manifest.page));

declare global {
  interface Window {
    whViolation?: (text: string) => void;
    whInjected?: string[];
  }
}

/**
 * The page's policy violations, as they happen, across its navigations: each securitypolicyviolation
 * event its documents see (reported from a listener installed before any of the page's scripts) and
 * each console message of the browser's about one.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('whViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.whViolation?.(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ${JSON.stringify(event.sample)}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** Brings each of the page's islands into view in turn, and waits until every one has woken. */
async function wakeIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island[client="visible"]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr][client="visible"]')).toHaveCount(0);
}

/** The search workers' script, each time the page fetches it. */
function workerLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/search-worker/.test(request.url())) loads.push(request.url());
  });
  return loads;
}

test('every built page has one policy, first in its head, allowing each of its inline scripts and styles by hash', () => {
  expect(PAGES.length).toBeGreaterThan(10);
  for (const { file } of PAGES) {
    const html = readFileSync(path.join(DIST, file), 'utf8');
    expect(disallowed(html), file).toEqual([]);
    const [policy = ''] = policiesOf(html);
    for (const [directive, sources] of Object.entries({
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'worker-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    })) {
      expect(sourcesOf(policy, directive), `${file}: ${directive}`).toEqual(sources);
    }
    // Scripts from the site and by hash, never any inline one, nor eval; styles never inline.
    const scripts = sourcesOf(policy, 'script-src');
    expect(
      scripts.filter((source) => !source.startsWith("'sha256-")),
      file,
    ).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    const styles = sourcesOf(policy, 'style-src');
    expect(
      styles.filter((source) => !source.startsWith("'sha256-")),
      file,
    ).toEqual(styles.includes("'unsafe-hashes'") ? ["'self'", "'unsafe-hashes'"] : ["'self'"]);
  }
});

for (const manifest of GAMES) {
  const { game, page: url } = manifest;
  test(`${game.title}: the page's islands, the sandbox and its strong bots, the lesson, a quiz question and a review, with no violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const errors = watchErrors(page);
    const loads = workerLoads(page);

    // The page, every island woken (the examples fetch their frames; Day's hand pictures are data: SVGs).
    await page.goto(url);
    await wakeIslands(page);
    const stepper = page.locator('.wh-stepper').first();
    await stepper.scrollIntoViewIfNeeded();
    await hydrated(page, `#${(await stepper.getAttribute('id')) ?? ''}`);
    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect(stepper.locator('.wh-step-count')).toHaveText(/^Step 1 of \d+$/);

    // The sandbox deals; the strong bots start their module workers at once; the reader moves.
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    await setInstantBots(page);
    await sandbox.getByRole('button', { name: 'Strong bots' }).click();
    await expect.poll(() => loads.length, { message: 'the strong bots start their workers' }).toBeGreaterThan(0);
    await firstMove(game.id, sandbox, (target) => target.click());

    // The guided lesson, woken by client:asked from its link.
    await page.goto(`${url}#lesson`);
    const lesson = page.locator('.wh-lesson');
    await expect(lesson.locator('.wh-coach-say')).toBeVisible({ timeout: 20_000 });
    await lesson.getByRole('button', { name: 'Continue' }).first().click();

    // A quiz question from its link, answered.
    const topic = manifest.practice.topics.find((entry) => entry.kind === 'legal') ?? manifest.practice.topics[0];
    if (topic === undefined) throw new Error(`${game.id} has no practice topic`);
    await page.goto(`${url}#try=${topic.kind}.${topic.rule}.5`);
    const quiz = page.locator('.wh-practice');
    await expect(quiz.getByRole('heading', { name: /^Try it: / })).toBeVisible({ timeout: 20_000 });
    await quiz.locator('.wh-choices input').first().check();
    await quiz.getByRole('button', { name: 'Check my answer' }).click();
    await expect(quiz.locator('.wh-verdict')).toBeVisible();

    // A finished hand's review: its panel, loaded then, drawn and at work (on the workers above).
    const { shared } = botGame(manifest, {}, 3, { until: (state) => game.isHandOver(state) });
    await page.goto(playLink(url, shared));
    await openSandbox(page);
    await sandbox.getByRole('button', { name: /^Review this (hand|game)$/ }).click();
    const review = sandbox.locator('.wh-review');
    await expect(review.getByRole('heading', { name: /^Review of your/ })).toBeFocused();
    await expect(review.locator('.wh-review-progress')).toBeVisible();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the other pages load, search runs on Pagefind, the theme picker and the Print button work, with no violation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  for (const { url } of PAGES.filter((entry) => !GAME_URLS.has(entry.url))) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // Search: Pagefind's interface, its WebAssembly, index and fragments.
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('"B defends with the 3 of Castle"');
  await expect(dialog.locator('a[href*="#ex-duel-4-words"]').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  // The theme picker (Starlight's scripts, inline and bundled).
  await page.getByLabel('Select theme').first().selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // The quick-start card's Print button, and the address its script completes.
  await page.goto('/day/card/');
  await page.getByRole('button', { name: 'Print this card' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  await expect(page.locator('#wh-address')).toHaveText(new URL('/day/', baseURL).href);

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the offline worker registers from the page's inline script and takes charge", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(violations).toEqual([]);
  await context.close();
});

test('a script put into the page does not run: a crafted share link, an inline script, an event handler attribute, a javascript: link', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => {
    window.whInjected = [];
  });
  // A share link that holds markup: the sandbox refuses it, and writes none of it as markup.
  const markup = `<img src="data:," onerror="window.whInjected.push('share link')"><script>window.whInjected.push('share link')</script>`;
  await page.goto(`/day/#play=${encodeURIComponent(markup)}`);
  await openSandbox(page);
  await expect(page.locator('.wh-sandbox .wh-notice')).toContainText('That link could not be opened');
  // Markup put into the page by a script, as an injection would.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window.whInjected.push('inline script')";
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = `<img src="data:," onerror="window.whInjected.push('event handler')">`;
    document.body.append(holder);
    const link = document.createElement('a');
    link.href = "javascript:window.whInjected.push('javascript: link')";
    document.body.append(link);
    link.click();
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => window.whInjected)).toEqual([]);
  expect(violations.join('\n')).toMatch(/script-src-elem refused inline/);
  expect(violations.join('\n')).toMatch(/script-src-attr refused inline/);
});

test('the watch catches a page whose policy lacks one hash: its inline script refused', async ({ page }) => {
  const violations = await watchViolations(page);
  // The page as built, less the hash of the offline worker's registration in its policy.
  const html = readFileSync(path.join(DIST, 'glossary/index.html'), 'utf8');
  const [script = ''] = [...html.matchAll(/<script>(\(s=>\{s&&addEventListener[^<]*)<\/script>/g)].map((m) => m[1]);
  const hash = `'${cspHash(script)}'`;
  expect(html.includes(hash), `the built page's policy holds ${hash}`).toBe(true);
  await page.route('**/glossary/', (route) =>
    route.fulfill({ contentType: 'text/html', body: html.replace(` ${hash}`, '') }),
  );
  await page.goto('/glossary/');
  await page.waitForLoadState('load');
  await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem refused inline/);
  // Chromium's own words for it vary by release ("Refused to execute inline script…", "Executing
  // inline script violates…"); each names the policy.
  expect(violations.join('\n')).toMatch(/console: .*inline script.*Content Security Policy/);
});
