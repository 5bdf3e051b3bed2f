// axe-core on every page, in both themes, with the islands hydrated and in use; and no console
// errors anywhere.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { hydrated, openSandbox, PAGES, useTheme, watchErrors } from './helpers.ts';

const GAME_PAGES = new Set(Object.values(GAMES).map((entry) => entry.page));

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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
      if (GAME_PAGES.has(path)) {
        // A stepper moved to its last step, and the sandbox dealt.
        await hydrated(page, '.wh-stepper');
        await page.locator('.wh-stepper').first().getByRole('button', { name: 'Last' }).click();
        await openSandbox(page);
      }
      await axe(page);
      expect(errors).toEqual([]);
    });
  }

  test(`the Dawn sandbox mid-swap with all cards revealed (${theme}) has no axe violations`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/dawn/');
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    await sandbox.getByText('New hand: players, seat, variant, seed').click();
    await sandbox.getByText('More options').click();
    await sandbox.getByRole('button', { name: 'Done arranging' }).click();
    await sandbox.locator('.wh-take .wh-back-button').first().click();
    await sandbox.getByRole('button', { name: 'Reveal all cards' }).click();
    await axe(page);
  });

  test(`the Dark Hearts sandbox mid-pass with all cards revealed (${theme}) has no axe violations`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.goto('/dark-hearts/');
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    await sandbox.getByText('New hand: players, seat, variant, seed').click();
    await sandbox.locator('.wh-pass .wh-card-button').first().click();
    await sandbox.getByRole('button', { name: 'Reveal all cards' }).click();
    await axe(page);
  });
}
