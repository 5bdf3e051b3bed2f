// Rule to example, on DWYN's page (every game's rules link their examples alike): a rule section's
// "Shown in" link opens the worked example at that very step.
import { expect, test } from '@playwright/test';
import { hydrated, watchErrors } from '../helpers.ts';

test('a "Shown in" link under a rule opens its example at that step', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dwyn/#duel');
  await hydrated(page, '#ex-duel');
  const line = page.locator('#duel + p.wh-rule-links');
  await expect(line).toContainText('Shown in: “A duel in Castle”');
  const link = line.getByRole('link', { name: /^A duel in Castle, step \d+$/ }).first();
  const step = Number(/step (\d+)$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#ex-duel-${step}$`));
  const stepper = page.locator('#ex-duel');
  await expect(stepper.locator('.wh-step-count')).toHaveText(new RegExp(`^Step ${step} of \\d+$`));
  await expect(stepper).toBeInViewport();
  expect(errors).toEqual([]);
});
