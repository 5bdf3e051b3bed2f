// A 390px-wide phone: nothing scrolls sideways, the stepper and the sandbox work by touch-sized
// buttons. One walk per game page: its first example stepped by touch, then its sandbox dealt and
// played, the page checked for sideways scrolling before and after the move.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { EXAMPLES, GAME_PAGES, hydrated, openSandbox, PAGES, setInstantBots } from './helpers.ts';
import { firstMove } from './moves.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const path of PAGES.filter((p) => !GAME_PAGES.includes(p))) {
  test(`${path} fits a 390px screen`, async ({ page }) => {
    await page.goto(path);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

for (const { game, page: path } of GAMES) {
  const example = EXAMPLES.find((e) => e.game === game.id);
  test(`${path} fits a 390px screen; the ${game.title} stepper and sandbox work on a phone`, async ({ page }) => {
    if (example) {
      const anchor = `#ex-${example.slug}`;
      await page.goto(`${path}${anchor}-0`);
      await hydrated(page, anchor);
      const stepper = page.locator(anchor);
      await stepper.getByRole('button', { name: 'Next' }).tap();
      await expect(stepper.locator('.wh-step-count')).toHaveText(`Step 1 of ${example.steps}`);
      const box = await stepper.getByRole('button', { name: 'Next' }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    } else {
      await page.goto(path);
    }

    await openSandbox(page);
    expect(await sideways(page), 'the page with its sandbox dealt').toBeLessThanOrEqual(0);
    await setInstantBots(page);
    await firstMove(game.id, page.locator('.wh-sandbox'), (target) => target.tap());
    expect(await sideways(page), 'after the first move').toBeLessThanOrEqual(0);
  });
}
