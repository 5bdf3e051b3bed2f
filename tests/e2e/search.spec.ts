// The site search finds a worked example's step by its narration and lands on that step: each step
// of an example's transcript is a heading (Pagefind makes a result of it), and the stepper opens at
// the step the result points to.
import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// In quotes, Pagefind matches the words as a phrase: the one step that says it.
test("searching for a phrase from an example's narration lands on that step", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill('"B defends with the 3 of Castle"');
  const result = dialog.locator('a[href*="#ex-duel-4-words"]').first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  await result.click();
  await expect(page).toHaveURL(/\/dwyn\/#ex-duel-4-words$/);
  const stepper = page.locator('#ex-duel');
  await expect(stepper.locator('.wh-step-count')).toHaveText(/^Step 4 of \d+$/);
  await expect(stepper.locator('.wh-narration')).toContainText('B defends with the 3 of Castle');
  await expect(stepper.locator('.wh-narration')).toBeInViewport();
  expect(errors).toEqual([]);
});
