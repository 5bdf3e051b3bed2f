// Dawn's worked examples step by step: what its table shows at a given step (every game's
// steppers are checked alike in tests/e2e/steps.spec.ts).
import { expect, test } from '@playwright/test';
import { hydrated } from '../helpers.ts';

test('Dawn: once the game is over, the middle of the table gives the result, not a rank needed', async ({ page }) => {
  await page.goto('/dawn/#ex-draw-around-10');
  await hydrated(page, '#ex-draw-around');
  const centre = page.locator('#ex-draw-around .wh-centre');
  await expect(page.locator('#ex-draw-around .wh-step-count')).toHaveText('Step 10 of 10');
  await expect(centre).toHaveText('It is dawn: E wins the hand. The game is over.');
  await expect(centre).not.toContainText(/Needed|Any card starts/);
});
