// The Black & Red sandbox through its UI: a whole short match against the bot (hands, the deal
// alternating, the score), and a refused discard with its rule link.
import { expect, test, type Page } from '@playwright/test';
import { openLog, openSandbox, playLink, setInstantBots, watchErrors } from '../helpers.ts';

const SANDBOX = '.wh-sandbox';

/** A black run at 20: A holds red cards and black ones; a red discard is refused. */
const BLACK_RUN = playLink('/black-and-red/', {
  game: 'black-and-red',
  options: {},
  seed: 3,
  seat: 0,
  position: {
    dealer: 'B',
    playerOneColour: 'red',
    turn: 'A',
    hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '3S'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
    run: ['10S', 'KC'],
    lastDiscarder: 'B',
  },
  actions: [],
});

async function playMatch(page: Page): Promise<string> {
  const sandbox = page.locator(SANDBOX);
  let hands = 0;
  for (let i = 0; i < 3000; i++) {
    const status = (await sandbox.locator('.wh-status').textContent()) ?? '';
    if (/wins the match|share the match/.test(status)) return status;
    const deal = sandbox.getByRole('button', { name: 'Deal the next hand' });
    const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
    const go = sandbox.getByRole('button', { name: /^Say go \(you cannot discard\)/ });
    // When the bot deals next, the hand's result waits for the reader.
    const carryOn = sandbox.getByRole('button', { name: /^Continue: B deals the next hand/ });
    if (await carryOn.isVisible()) {
      await carryOn.click();
    } else if (await deal.isVisible()) {
      hands++;
      await deal.click();
    } else if ((await playable.count()) > 0) {
      await playable.first().click();
    } else if (await go.isVisible()) {
      await go.click();
    } else {
      await page.waitForTimeout(25);
    }
  }
  throw new Error(`the match did not end (${hands} hands dealt by the reader)`);
}

test('a whole match to 5 through the UI, the deal alternating', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/black-and-red/');
  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByText('New hand: players, seat, variant, seed').click();
  await sandbox.getByLabel('Play to').selectOption({ label: '5 points' });
  await sandbox.getByLabel('Seed').fill('12');
  await sandbox.getByRole('button', { name: 'Deal this hand' }).click();
  await expect(sandbox.locator('.wh-seed')).toContainText('Seed 12');
  const result = await playMatch(page);
  expect(result).toMatch(/(A|B) (\(you\) )?wins the match with [5-9] points/);
  const log = (await (await openLog(sandbox)).textContent()) ?? '';
  expect(log).toMatch(/deals hand 2/);
  expect(log).toMatch(/The upcard is the/);
  expect(log).toMatch(/goes out for [13] point|scores 5/);
  // The table shows both target colours and the match score.
  await expect(sandbox.locator('.wh-seat .wh-badge', { hasText: /^collects (red|black)$/ })).toHaveCount(2);
  await expect(sandbox.locator('.wh-needed')).toContainText('Total');
  expect(errors).toEqual([]);
});

test('a refused discard names its rule, and the rule link lands on the section', async ({ page }) => {
  await page.goto(BLACK_RUN);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-needed')).toContainText('Total 20 of 31');
  await sandbox.getByRole('button', { name: /^Discard the 8 of hearts/ }).click();
  const refusal = sandbox.locator('.wh-refusal');
  await expect(refusal).toContainText('This run is black: every discard in it must be black');
  await refusal.getByRole('link', { name: 'The run colour' }).click();
  await expect(page).toHaveURL(/#run-colour$/);
  await expect(page.locator('#run-colour')).toBeInViewport();

  await openSandbox(page);
  await sandbox.getByRole('button', { name: /^Say go/ }).click();
  await expect(refusal).toContainText('You can only say go when you have no card you may discard');
  await sandbox.getByRole('button', { name: 'Discard the 6 of clubs, worth 6 (playable)' }).click();
  await expect(sandbox.locator('.wh-needed')).toContainText('Total 26 of 31');
});
