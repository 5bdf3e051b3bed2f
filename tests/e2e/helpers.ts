// Shared helpers for the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { encodeRecord, type SharedGame } from '../../src/engine/core/record-codec.ts';
import { gameById, GAMES } from '../../src/engine/registry.ts';
import { parseExampleFile } from '../../src/examples/script.ts';

/** Each game's rules page, from the manifests. */
export const GAME_PAGES: readonly string[] = GAMES.map((entry) => entry.page);

/** Each game's rulings, a page of its own linked from the game's page (kept off it to keep it light). */
const RULINGS_PAGES: readonly string[] = GAME_PAGES.map((page) => `${page}rulings/`);

/** Every page of the site. */
export const PAGES: readonly string[] = ['/', ...GAME_PAGES, ...RULINGS_PAGES, '/glossary/'];

/** Every worked example of every game: its game, page, slug and number of steps. */
export const EXAMPLES = GAMES.flatMap(({ game, page }) =>
  readdirSync(`content/examples/${game.id}`)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const file = `content/examples/${game.id}/${f}`;
      const steps = parseExampleFile(readFileSync(file, 'utf8'), file).steps.length;
      return { game: game.id, page, slug: f.replace(/\.yaml$/, ''), steps };
    }),
);

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A sandbox link that opens a given record, as the site writes it (the same codec). */
export function playLink(path: string, shared: SharedGame): string {
  return `${path}#play=${encodeRecord(gameById(shared.game).game, shared)}`;
}

/**
 * A link as the site wrote them before records moved to the fragment: format 1 (JSON, one
 * action's notation per move) in the query. Old links in the wild must keep opening; and since it
 * spells out each move, it can also hold one the engine refuses.
 */
export function oldPlayLink(path: string, shared: SharedGame): string {
  return `${path}?play=${oldRecord(shared)}#sandbox`;
}

/** A record in format 1, as old links and old saved sandboxes hold it. */
export function oldRecord(shared: SharedGame): string {
  const wire = {
    v: 1,
    g: shared.game,
    s: shared.seed,
    me: shared.seat,
    ...(shared.options === undefined ? {} : { o: shared.options }),
    ...(shared.position === undefined ? {} : { p: shared.position }),
    a: shared.actions.map((a) => [a.seat, a.action]),
  };
  return Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url');
}

/** Sets Starlight's theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('starlight-theme', t), theme);
}

/** Scrolls the sandbox into view (it hydrates when visible) and waits until it has dealt. */
export async function openSandbox(page: Page): Promise<void> {
  const host = page.locator('.wh-sandbox-host');
  await host.scrollIntoViewIfNeeded();
  await page.locator('.wh-sandbox:not(.wh-sandbox-pending) .wh-seed').waitFor();
}

/** Opens the sandbox's event log (written out only while its panel is open) and returns it. */
export async function openLog(sandbox: Locator): Promise<Locator> {
  const panel = sandbox.locator('details.wh-log-panel');
  if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await panel.locator('summary').click();
  }
  const log = sandbox.locator('.wh-log');
  await log.waitFor({ state: 'attached' });
  return log;
}

export async function setInstantBots(page: Page): Promise<void> {
  await page.getByLabel('Bot speed').selectOption({ label: 'Instant' });
}

/**
 * Waits until the island holding `selector` has hydrated (Astro drops the island's `ssr`
 * attribute then) and, for a stepper, has its frames (it is busy until they arrive). Before that,
 * its server-rendered buttons are inert. Islands wake as they come near the view: scroll first.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) ${selector}:not([aria-busy="true"])`).first().waitFor();
}

/**
 * axe-core's violations on the page, or only in `within`, with every rule or only `rules`. Our
 * pages have no frames (checked), so axe runs in the page itself (the builder's legacy mode):
 * without frames to reach, its default mode only adds a second pass over the results, which took
 * more than half of a game page's time.
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    within,
    rules,
    what = 'axe violations',
  }: { within?: string | undefined; rules?: readonly string[] | undefined; what?: string } = {},
): Promise<void> {
  expect(page.frames(), 'the page has no frames for axe to reach into').toHaveLength(1);
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  if (rules) builder = builder.withRules([...rules]);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, what).toEqual([]);
}
