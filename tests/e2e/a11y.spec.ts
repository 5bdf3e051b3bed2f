// axe-core on every page, in both themes, with the islands hydrated and in use; and no console
// errors anywhere. One walk per page: the page whole (a stepper at its last step, every example's
// transcript open, the sandbox dealt), then, on a game page, its sandbox after the reader's first
// move with every panel open, all cards revealed, a hint given and strong bots on.
//
// The themes differ only in colour: Starlight switches them with `data-theme` on <html>, which
// changes CSS custom properties, and hides nothing but elements marked `light:sl-hidden` or
// `dark:sl-hidden` (none on our pages: checked below). So the light theme gets every rule and the
// dark theme the rules that read colour (colour contrast, links told apart in text): the rest
// would read the very same document twice, at about half of these tests' time.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import {
  expectNoAxeViolations,
  hydrated,
  openSandbox,
  PAGES,
  setInstantBots,
  useTheme,
  watchErrors,
} from './helpers.ts';
import { firstMove } from './moves.ts';

// axe reads every node of a game page, worked examples' frames included, in both themes: 10 to 30
// seconds a page on a busy 2-core machine, so these tests get three times the usual minute (a
// limit, not a measure).
test.describe.configure({ timeout: 180_000 });

type Theme = 'light' | 'dark';

/** The axe rules that depend on colour alone: all a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe over the page, or only `within`, with every rule (light) or the colour rules (dark). */
async function axe(page: Page, theme: Theme, within?: string): Promise<void> {
  const rules = theme === 'dark' ? COLOUR_RULES : undefined;
  await expectNoAxeViolations(page, { within, rules, what: `axe violations (${theme})` });
}

/** Switches the theme as a reader does, with Starlight's theme picker (the page stays as it is). */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.locator('starlight-theme-select select').first().selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// One walk per page: in the light theme, then in the dark one from the picker, so a page and its
// sandbox are loaded and set up once for both themes. Each axe pass reads the whole document, even
// for a part of it, so the walk makes as few as cover it: the page (light), the sandbox in use
// (light), then the page with the sandbox in use (dark, the colour rules).
for (const path of PAGES) {
  const manifest = GAMES.find((m) => m.page === path);
  const title = manifest
    ? `${path} and its sandbox in use have no axe violations in either theme, nor console errors`
    : `${path} has no axe violations in either theme, nor console errors`;
  test(title, async ({ page }) => {
    const errors = watchErrors(page);
    await useTheme(page, 'light');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.light\\:sl-hidden, .dark\\:sl-hidden'), 'nothing shown by theme').toHaveCount(0);
    if (manifest) {
      // A stepper moved to its last step, every example's transcript open, and the sandbox dealt.
      await page.locator('.wh-stepper').first().scrollIntoViewIfNeeded();
      await hydrated(page, '.wh-stepper');
      await page.locator('.wh-stepper').first().getByRole('button', { name: 'Last' }).click();
      for (const summary of await page.locator('.wh-transcript summary').all()) await summary.click();
      await openSandbox(page);
    }
    // The page whole with the sandbox as dealt, in the light theme; its colours in the dark theme
    // follow once the sandbox is in use, so that one pass reads both.
    await axe(page, 'light');
    expect(errors).toEqual([]);
    if (!manifest) {
      await switchTheme(page, 'dark');
      await axe(page, 'dark');
      return;
    }

    // The sandbox in use: the reader's first move made, the setup form and "More options" open
    // (so their fields are checked), all cards revealed, a hint given when it is the reader's
    // turn, and the strong bots' toggle on.
    await setInstantBots(page);
    const sandbox = page.locator('.wh-sandbox');
    await firstMove(manifest.game.id, sandbox, (target) => target.click());
    if ((await sandbox.locator('details.wh-new-hand[open]').count()) === 0) {
      await sandbox.getByText(/^New (hand|game): players, seat, variant, seed$/).click();
    }
    const more = sandbox.getByText('More options');
    if ((await more.count()) > 0) await more.click();
    await sandbox.getByRole('button', { name: 'Reveal all cards' }).click();
    const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
    if (await hint.isEnabled()) {
      await hint.click();
      await expect(sandbox.locator('.wh-advice a[data-rule-link]')).toHaveCount(1, { timeout: 15_000 });
    }
    await sandbox.getByRole('button', { name: 'Strong bots' }).click();
    await axe(page, 'light', '.wh-sandbox-host');
    await switchTheme(page, 'dark');
    await axe(page, 'dark');
    expect(errors).toEqual([]);
  });
}
