// axe-core on every page, in both themes, with the islands hydrated and in use; and no console
// errors anywhere. One walk per page and theme: the page whole (a stepper at its last step, every
// example's transcript open, the sandbox dealt), then, on a game page, its sandbox after the
// reader's first move with every panel open, all cards revealed, a hint given and strong bots on.
//
// The themes differ only in colour: Starlight switches them with `data-theme` on <html>, which
// changes CSS custom properties, and hides nothing but elements marked `light:sl-hidden` or
// `dark:sl-hidden` (none on our pages: checked below). So the light theme gets every rule and the
// dark theme the rules that read colour (colour contrast, links told apart in text): the rest
// would read the very same document twice, at about half of these tests' time.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { hydrated, openSandbox, PAGES, setInstantBots, useTheme, watchErrors } from './helpers.ts';
import { firstMove } from './moves.ts';

// axe reads every node of a game page, worked examples' frames included: 10 to 30 seconds a page
// on a busy 2-core machine, so these tests get three times the usual minute (a limit, not a measure).
test.describe.configure({ timeout: 180_000 });

type Theme = 'light' | 'dark';

/** The axe rules that depend on colour alone: all a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe over the page, or only `within`, with every rule (light) or the colour rules (dark). */
async function axe(page: Page, theme: Theme, within?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  if (theme === 'dark') builder = builder.withRules(COLOUR_RULES);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations (${theme})`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    const manifest = GAMES.find((m) => m.page === path);
    const title = manifest
      ? `${path} in the ${theme} theme, and its sandbox in use, have no axe violations or console errors`
      : `${path} in the ${theme} theme has no axe violations or console errors`;
    test(title, async ({ page }) => {
      const errors = watchErrors(page);
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('.light\\:sl-hidden, .dark\\:sl-hidden'), 'nothing shown by theme').toHaveCount(0);
      if (manifest) {
        // A stepper moved to its last step, every example's transcript open, and the sandbox dealt.
        await hydrated(page, '.wh-stepper');
        await page.locator('.wh-stepper').first().getByRole('button', { name: 'Last' }).click();
        for (const summary of await page.locator('.wh-transcript summary').all()) await summary.click();
        await openSandbox(page);
      }
      await axe(page, theme);
      expect(errors).toEqual([]);
      if (!manifest) return;

      // The sandbox in use: the reader's first move made, the setup form and "More options" open
      // (so their fields are checked), all cards revealed, a hint given when it is the reader's
      // turn, and the strong bots' toggle on.
      await setInstantBots(page);
      const sandbox = page.locator('.wh-sandbox');
      await firstMove(manifest.game.id, sandbox, (target) => target.click());
      if ((await sandbox.locator('details.wh-new-hand[open]').count()) === 0) {
        await sandbox.getByText('New hand: players, seat, variant, seed').click();
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
      await axe(page, theme, '.wh-sandbox-host');
      expect(errors).toEqual([]);
    });
  }
}
