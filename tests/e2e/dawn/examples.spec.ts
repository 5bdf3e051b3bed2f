// Dawn's worked example "Draw around" in its page: a step's rule link, and "play on from here" into
// the sandbox at the step (every game's examples are walked in tests/e2e/examples.spec.ts).
import { expect, test } from '@playwright/test';
import { hydrated, watchErrors } from '../helpers.ts';

test.describe.configure({ timeout: 180_000 });

test('a rule link in a step lands on its section', async ({ page }) => {
  await page.goto('/dawn/#ex-draw-around-5');
  await hydrated(page, '#ex-draw-around');
  const stepper = page.locator('#ex-draw-around');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 5 of 10');
  await stepper.locator('.wh-narration a[data-rule-link]').click();
  await expect(page).toHaveURL(/#draw-around$/);
  await expect(page.locator('#draw-around')).toBeInViewport();
});

test('"play on from here" opens the sandbox at that step with the reader in the seat to act', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dawn/#ex-draw-around-5');
  const stepper = page.locator('#ex-draw-around');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 5 of 10');
  await stepper.getByRole('link', { name: /play on from here/i }).click();
  await page.locator('.wh-sandbox-host').scrollIntoViewIfNeeded();
  const sandbox = page.locator('.wh-sandbox');
  await expect(sandbox.locator('.wh-notice')).toContainText('Opened the hand from your link');
  await expect(sandbox.locator('.wh-seed')).toContainText('you are seat B');
  await expect(sandbox.locator('.wh-status')).toContainText('highest card below');
  await expect(sandbox.getByRole('button', { name: /Play the 3 of spades \(playable\)/ })).toBeVisible();
  // The link's query is consumed, so a reload keeps the hand from the save rather than the link.
  await expect(page).not.toHaveURL(/play=/);
  expect(errors).toEqual([]);
});
