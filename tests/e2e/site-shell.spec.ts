// The site's shell (issue 41): the home page's title, the 404 page's way back, and a page's address
// typed without its final slash. (Offline, the service worker answers for the last two as well:
// offline.spec.ts.)
import { expect, test } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { expectNoAxeViolations, watchErrors } from './helpers.ts';

test("the home page's title is the site's name, once", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Worked Hands');
  await page.goto('/day/');
  await expect(page).toHaveTitle('Day | Worked Hands');
});

test('an address the site has no page for is its 404 page, with a link home and to every game', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/no-such-game/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  const main = page.getByRole('main');
  for (const { game, page: path } of GAMES) {
    await expect(main.getByRole('link', { name: game.title, exact: true })).toHaveAttribute('href', path);
  }
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worked Hands');
  // The page's own status is the one error the browser reports.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test("a page's address without its final slash opens the page", async ({ page }) => {
  for (const { game, page: path } of GAMES) {
    const response = await page.goto(path.replace(/\/$/, ''));
    expect(response?.ok(), `${path} without its slash`).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title);
  }
  await page.goto('/day/card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day: quick start');
});
