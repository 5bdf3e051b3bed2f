// axe-core on every page, in both themes, with the islands hydrated and in use; and no console
// errors anywhere.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { GAME_PAGES, hydrated, openSandbox, PAGES, setInstantBots, useTheme, watchErrors } from './helpers.ts';
import { firstMove } from './moves.ts';

// axe reads every node of a game page, worked examples' frames included: 20 to 40 seconds on a
// busy 2-core machine, so these tests get twice the usual minute (a time limit, not a measure).
test.describe.configure({ timeout: 120_000 });

/** axe over the page, or only `within` (a part whose page the first set of tests already checks whole). */
async function axe(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} in the ${theme} theme has no axe violations or console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      if (GAME_PAGES.includes(path)) {
        // A stepper moved to its last step, every example's transcript open, and the sandbox dealt.
        await hydrated(page, '.wh-stepper');
        await page.locator('.wh-stepper').first().getByRole('button', { name: 'Last' }).click();
        for (const summary of await page.locator('.wh-transcript summary').all()) await summary.click();
        await openSandbox(page);
      }
      await axe(page);
      expect(errors).toEqual([]);
    });
  }

  for (const { game, page: path } of GAMES) {
    test(`the ${game.title} sandbox after the reader's first move, all cards revealed, with a hint (${theme}), has no axe violations`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await openSandbox(page);
      await setInstantBots(page);
      const sandbox = page.locator('.wh-sandbox');
      await firstMove(game.id, sandbox, (target) => target.click());
      // The setup form open, "More options" too, so their fields are checked.
      if ((await sandbox.locator('details.wh-new-hand[open]').count()) === 0) {
        await sandbox.getByText('New hand: players, seat, variant, seed').click();
      }
      const more = sandbox.getByText('More options');
      if ((await more.count()) > 0) await more.click();
      await sandbox.getByRole('button', { name: 'Reveal all cards' }).click();
      // A hint given, when it is the reader's turn, and the strong bots' toggle on.
      const hint = sandbox.getByRole('button', { name: 'Hint', exact: true });
      if (await hint.isEnabled()) {
        await hint.click();
        await expect(sandbox.locator('.wh-advice a[data-rule-link]')).toHaveCount(1, { timeout: 15_000 });
      }
      await sandbox.getByRole('button', { name: 'Strong bots' }).click();
      await axe(page, '.wh-sandbox-host');
    });
  }
}
