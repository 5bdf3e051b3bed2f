// Day's worked examples step by step: what its table shows at a given step (every game's
// steppers are checked alike in tests/e2e/steps.spec.ts).
import { expect, test } from '@playwright/test';
import { hydrated } from '../helpers.ts';

test('Day: a folded player\'s badge says "folded" plainly, not struck through', async ({ page }) => {
  await page.goto('/day/#ex-betting-round-4');
  await hydrated(page, '#ex-betting-round');
  const badge = page.locator('#ex-betting-round .wh-badge', { hasText: 'folded' });
  await expect(badge).toHaveText('folded');
  expect(await badge.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
});
