// A 390px-wide phone: nothing scrolls sideways, the stepper and the sandbox work by touch-sized
// buttons.
import { expect, test } from '@playwright/test';
import { hydrated, openSandbox, PAGES, setInstantBots } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of PAGES) {
  test(`${path} fits a 390px screen`, async ({ page }) => {
    await page.goto(path);
    if (path === '/dawn/') await openSandbox(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the stepper and the sandbox work on a phone', async ({ page }) => {
  await page.goto('/dawn/#ex-draw-around-0');
  await hydrated(page, '#ex-draw-around');
  const stepper = page.locator('#ex-draw-around');
  await stepper.getByRole('button', { name: 'Next' }).tap();
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 1 of 10');
  const box = await stepper.getByRole('button', { name: 'Next' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);

  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByRole('button', { name: 'Done arranging' }).tap();
  await sandbox.locator('.wh-take .wh-back-button').nth(0).tap();
  await sandbox.locator('.wh-take .wh-back-button').nth(1).tap();
  await sandbox.getByRole('button', { name: 'Take these two' }).tap();
  await expect(sandbox.locator('.wh-status')).not.toContainText('Take two cards');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Dark Hearts stepper and sandbox work on a phone', async ({ page }) => {
  await page.goto('/dark-hearts/#ex-first-trick-0');
  await hydrated(page, '#ex-first-trick');
  const stepper = page.locator('#ex-first-trick');
  await stepper.getByRole('button', { name: 'Last' }).tap();
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 5 of 5');

  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator('.wh-sandbox');
  const cards = sandbox.locator('.wh-pass .wh-card-button');
  for (const n of [0, 1, 2]) await cards.nth(n).tap();
  await sandbox.getByRole('button', { name: /^Pass these three/ }).tap();
  await expect(sandbox.locator('.wh-status')).not.toContainText('Choose three cards to pass');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Black & Red stepper and sandbox work on a phone', async ({ page }) => {
  await page.goto('/black-and-red/#ex-opening-0');
  await hydrated(page, '#ex-opening');
  const stepper = page.locator('#ex-opening');
  await stepper.getByRole('button', { name: 'Next' }).tap();
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 1 of 6');

  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByText('New hand: players, seat, variant, seed').tap();
  await sandbox.getByLabel('Seed').fill('12');
  await sandbox.getByRole('button', { name: 'Deal this hand' }).tap();
  await expect(sandbox.locator('.wh-seed')).toContainText('Seed 12');
  const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
  await expect(playable.first()).toBeVisible();
  await playable.first().tap();
  await expect(sandbox.locator('.wh-log')).toContainText('A (you) discards');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
