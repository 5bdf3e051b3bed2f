// Dark Hearts' worked examples step by step: what its table shows at a given step (every game's
// steppers are checked alike in tests/e2e/steps.spec.ts).
import { expect, test } from '@playwright/test';
import { hydrated } from '../helpers.ts';

test("Dark Hearts: the status names the pass's direction during the pass only", async ({ page }) => {
  await page.goto('/dark-hearts/#ex-pass-0');
  await hydrated(page, '#ex-pass');
  const status = page.locator('#ex-pass .wh-table-status');
  await expect(status).toContainText('Passing to the left');
  await page.locator('#ex-pass').getByRole('button', { name: 'Last' }).click();
  await expect(page.locator('#ex-pass .wh-step-count')).toHaveText('Step 5 of 5');
  await expect(status).toHaveText(/^Hand 1 · Tricks played 0$/);
});
