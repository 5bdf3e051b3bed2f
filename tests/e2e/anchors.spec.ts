// Rule anchors on the built pages: every rule id an engine can cite has exactly one section on its
// game's page, and every rule section on the page is a rule the engine knows. Every in-page link
// lands on an element that exists.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { PAGES } from './helpers.ts';

/** Every rule id an engine can cite has one section on its page, named by its id, in the book's order. */
async function checkRuleSections(page: Page, entry: (typeof GAMES)[number]): Promise<void> {
  const onPage = await page
    .locator('[data-rule]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-rule') ?? ''));
  const ids = await page.locator('[data-rule]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids, 'each rule section uses its rule id as its anchor').toEqual(onPage);
  const book = Object.keys(entry.game.rules);
  expect(
    book.filter((rule) => !onPage.includes(rule)),
    'rule ids without a section',
  ).toEqual([]);
  expect(
    onPage.filter((rule) => !book.includes(rule)),
    'sections that are not engine rules',
  ).toEqual([]);
  expect(new Set(onPage).size, 'no rule section twice').toBe(onPage.length);
  // The rule sections appear in the rule book's order, so the page reads as the engine is written.
  expect(onPage).toEqual(book);
}

for (const path of PAGES) {
  const entry = GAMES.find((m) => m.page === path);
  const title = entry
    ? `${path}: rule sections match the engine's rule book; ids are unique and in-page links land`
    : `${path}: ids are unique and in-page links land`;
  test(title, async ({ page }) => {
    await page.goto(path);
    if (entry) await checkRuleSections(page, entry);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes, 'duplicate ids').toEqual([]);
    const targets = await page
      .locator('a[href^="#"]')
      .evaluateAll((els) => els.map((el) => decodeURIComponent((el.getAttribute('href') ?? '').slice(1))));
    // "#play=<record>" ("play on from here") is a share link the sandbox opens, and
    // "#try=<kind>.<rule>.<seed>" a practice question the quiz opens: not anchors. A question's
    // rule must be a section of the page.
    const anchors = [...new Set(targets)].filter(
      (t) => t !== '' && t !== '_top' && !t.startsWith('play=') && !t.startsWith('try='),
    );
    // A step's permalink (#ex-<slug>-<n>) names no element: the page's script scrolls to its
    // stepper, #ex-<slug> (src/astro/Sandbox.astro), which must exist.
    const missing = anchors.filter((t) => !ids.includes(t) && !ids.includes(/^(ex-.+)-\d+$/.exec(t)?.[1] ?? t));
    expect(missing, 'links to anchors that do not exist').toEqual([]);
    const questions = targets.filter((t) => t.startsWith('try='));
    const badQuestions = questions.filter((t) => {
      const match = /^try=[a-z][a-z0-9-]*\.([a-z][a-z0-9-]*)\.\d+$/.exec(t);
      return !match || !ids.includes(match[1] as string);
    });
    expect(badQuestions, 'question links whose rule has no section').toEqual([]);
    if (entry) expect(questions.length).toBeGreaterThan(0);
  });
}

test("the table of contents lists the page's parts and jumps to them", async ({ page }) => {
  // The parts (h2) only: the rule sections (h3) follow their part's heading, and listing them all
  // twice (the phone's menu, the desktop's column) weighed 220 to 300 elements on a game page.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/dawn/');
  const toc = page.locator('wh-toc:not([data-phone]) nav');
  await expect(toc.getByRole('link', { name: 'Setting up' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Exactly one rank lower' })).toHaveCount(0);
  await toc.getByRole('link', { name: 'Playing' }).click();
  await expect(page).toHaveURL(/#playing$/);
  await expect(page.locator('#playing')).toBeInViewport();
  // The part being read is marked (our script, src/astro/toc/toc.ts, in place of Starlight's).
  await expect(toc.locator('a[aria-current="true"]')).toHaveText('Playing');
});

test('on a phone, the contents bar names the part being read and its menu closes on a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dawn/');
  const bar = page.locator('wh-toc[data-phone]');
  await expect(bar.locator('.wh-toc-current')).toHaveText('Overview');
  await page.locator('#playing').evaluate((heading) => heading.scrollIntoView());
  await page.mouse.wheel(0, 40);
  await expect(bar.locator('.wh-toc-current')).toHaveText('Playing');
  await bar.getByText('On this page').click();
  const menu = bar.locator('details');
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await bar.getByText('On this page').click();
  await bar.getByRole('link', { name: 'Setting up' }).click();
  await expect(page).toHaveURL(/#setting-up$/);
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(bar.locator('.wh-toc-current')).toHaveText('Setting up');
});

test('the sidebar reaches every page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/glossary/');
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Dawn' }).click();
  await expect(page).toHaveURL(/\/dawn\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dawn' })).toBeVisible();
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/\/glossary\/$/);
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page lists the games that have pages, and links to them.
  await page.locator('main').getByRole('link', { name: 'Dawn', exact: true }).click();
  await expect(page).toHaveURL(/\/dawn\/$/);
});

test('Pagefind search finds rule text and links to the section', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const input = page.getByPlaceholder(/search/i).first();
  await input.fill('first player who failed');
  const result = page.locator('.pagefind-ui__result-link').first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result).toHaveAttribute('href', /\/dawn\//);
});
