// The Content Security Policy (issue 41: src/build/csp.ts, src/build/csp-pages.ts). Every built page
// carries one, and nothing the site does breaks it: each page loads and wakes its islands, and the
// things a reader starts (an example's steps, the sandbox and a hint from the strong bot's worker,
// the guided lesson, the quiz, the search with Pagefind's WebAssembly, the card's Print button, the
// theme picker, the offline worker's registration) run, with no violation: none of the
// securitypolicyviolation events the page's document sees, no "Refused to …" from the browser.
// The watch is itself checked: the same page with one hash taken out of its policy is caught.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { disallowed, policiesOf, sourcesOf } from '../../src/build/csp-pages.ts';
import { cspHash } from '../../src/build/csp.ts';
import { gameById } from '../../src/engine/registry.ts';
import { hydrated, openSandbox, watchErrors } from './helpers.ts';

const DIST = path.resolve('dist');

/** Every built page, by its address (day/index.html is /day/). */
const PAGES = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => ({ file, url: `/${file.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '$1')}` }));

declare global {
  interface Window {
    whViolation?: (text: string) => void;
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

/** Scrolls through the whole page a window at a time, so that every island there wakes. */
async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
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
    // Scripts from the site and by hash, never any inline one, nor eval.
    const scripts = sourcesOf(policy, 'script-src');
    expect(scripts.filter((source) => !source.startsWith("'sha256-")), file).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(sourcesOf(policy, 'style-src'), file).not.toContain("'unsafe-inline'");
  }
});

test('every built page loads and wakes its islands with no policy violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  for (const { url } of PAGES) {
    await page.goto(url);
    await scrollThrough(page);
  }
  // The last islands' scripts, fetched as they woke, have run.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a reader's round, on Day's page: an example, the sandbox and a hint, the lesson, the quiz, search, the theme", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  const day = gameById('day');

  // A worked example's steps (its frames fetched as it wakes; Day's hand pictures are data: SVGs).
  await page.goto(day.page);
  const stepper = page.locator('.wh-stepper').first();
  await stepper.scrollIntoViewIfNeeded();
  const id = await stepper.getAttribute('id');
  await hydrated(page, `#${id ?? ''}`);
  await stepper.getByRole('button', { name: 'Next' }).click();
  await expect(stepper.locator('.wh-step-count')).toHaveText(/^Step 1 of \d+$/);

  // The sandbox, and a hint: the strong bot's module worker.
  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox');
  const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
  if (await hint.isDisabled()) await sandbox.getByRole('button', { name: 'Skip to my turn' }).click();
  await expect(hint).toBeEnabled({ timeout: 20_000 });
  await hint.click();
  await expect(sandbox.locator('.wh-advice')).toContainText(
    /of the deals tried|on average|only move|where it is|cannot tell positions apart|at the ends/,
    { timeout: 30_000 },
  );

  // The guided lesson, woken by client:asked from its link.
  await page.goto(`${day.page}#lesson`);
  const lesson = page.locator('.wh-lesson');
  await expect(lesson.locator('.wh-coach-say')).toBeVisible({ timeout: 20_000 });
  await lesson.getByRole('button', { name: 'Continue' }).first().click();

  // A quiz question from its link.
  const topic = day.practice.topics[0];
  if (topic === undefined) throw new Error('Day has no practice topic');
  await page.goto(`${day.page}#try=${topic.kind}.${topic.rule}.5`);
  await expect(page.locator('.wh-practice').getByRole('heading', { name: /^Try it: / })).toBeVisible({
    timeout: 20_000,
  });

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

  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the quick-start card's Print button prints, and its address is completed", async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.goto('/day/card/');
  await page.getByRole('button', { name: 'Print this card' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  await expect(page.locator('#wh-address')).toHaveText(new URL('/day/', baseURL).href);
  expect(violations).toEqual([]);
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

test('the watch catches a page whose policy lacks one hash: its inline script refused', async ({ page }) => {
  const violations = await watchViolations(page);
  // The page as built, less the hash of the offline worker's registration in its policy.
  const html = readFileSync(path.join(DIST, 'glossary/index.html'), 'utf8');
  const [script = ''] = [...html.matchAll(/<script>(\(s=>\{s&&addEventListener[^<]*)<\/script>/g)].map((m) => m[1]);
  const hash = `'${cspHash(script)}'`;
  expect(html).toContain(hash);
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
