// A reader never loses a saved hand to a link (components/core/sandbox/opening.ts), driven only
// through the page on /day/: a hand dealt and two moves made, then a link cut short opened (the
// notice says what is wrong, the hand and the bots' speed stay, the save is untouched), then a
// good link opened (its hand is on the table, and "Back to your hand" brings the reader's back,
// moves and all).
import { expect, test, type Page } from '@playwright/test';
import { DAY } from '../../src/engine/day/manifest.ts';
import { botGame } from '../engine/bot-game.ts';
import { openLog, openSandbox, playLink, watchErrors } from './helpers.ts';

const SANDBOX = '.wh-sandbox';
const KEY = 'worked-hands:sandbox:day';
const SEED = 4242;

/** A hand from someone else: three players, the bots' first ten moves made. */
function friendsLink(): string {
  let moves = 0;
  const { shared } = botGame(DAY, { players: 3 }, 77, { until: () => moves++ >= 10 });
  return playLink('/day/', shared);
}

/** Everything the page saved for the Day sandbox, as stored. */
const stored = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), KEY);

/** What the reader sees of their hand: the seed line, the table's words and the log. */
async function handShown(page: Page): Promise<string[]> {
  const sandbox = page.locator(SANDBOX);
  const log = await openLog(sandbox);
  return [
    (await sandbox.locator('.wh-seed').textContent()) ?? '',
    (await sandbox.locator('.wh-table').textContent()) ?? '',
    ...(await log.locator('li').allTextContents()),
  ];
}

/** Waits for the reader's turn (the bots have moved and stopped), then for the save to settle. */
async function readersTurn(page: Page): Promise<void> {
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-status')).not.toHaveText('The bots are playing…');
  await expect(sandbox.locator('.wh-day-move.wh-legal').first()).toBeVisible();
  let last = await stored(page);
  await expect(async () => {
    const now = await stored(page);
    const same = now === last;
    last = now;
    expect(same && now !== null).toBe(true);
  }).toPass({ intervals: [300] });
}

test('a link cut short changes nothing saved; a good link keeps the hand it replaces, one tap away', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/day/');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByLabel('Bot speed').selectOption({ label: 'Fast' });
  await sandbox.getByText('New hand: players, seat, variant, seed').click();
  await sandbox.getByLabel('Players').selectOption('3');
  await sandbox.getByLabel('Seed').fill(String(SEED));
  await sandbox.getByRole('button', { name: 'Deal this hand' }).click();
  await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${SEED}`);

  // Two moves of the reader's: keep both cards, then the first move offered in the betting.
  await readersTurn(page);
  await sandbox.getByRole('button', { name: /^Keep both cards \(allowed now\)/ }).click();
  await readersTurn(page);
  await sandbox.locator('.wh-day-move.wh-legal').first().click();
  await readersTurn(page);
  const hand = await handShown(page);
  expect(hand.filter((line) => /^A \(you\) (keeps|checks|bets|calls|raises|folds)/.test(line))).toHaveLength(2);
  const saved = await stored(page);

  // A link cut short, opened from elsewhere: refused, with what is wrong with it; nothing changed.
  const link = friendsLink();
  await page.goto('/');
  await page.goto(link.slice(0, link.length - 30));
  await openSandbox(page);
  const notice = sandbox.locator('.wh-notice');
  await expect(notice).toContainText('That link could not be opened.');
  await expect(notice).toContainText('Your hand is as you left it.');
  await expect(notice).not.toContainText('fresh deal');
  expect(await handShown(page)).toEqual(hand);
  await expect(sandbox.getByLabel('Bot speed')).toHaveValue('300');
  expect(await stored(page)).toBe(saved);

  // A good link: its hand is on the table, and the reader's is kept, one tap away.
  await page.goto('/');
  await page.goto(link);
  await openSandbox(page);
  await expect(notice).toContainText('Opened the hand from your link.');
  await expect(notice).toContainText(/The hand you were playing \(seed 4242, \d+ moves in\) is kept\./);
  await expect(sandbox.locator('.wh-seed')).toContainText('Seed 77');
  await expect(sandbox.getByLabel('Bot speed')).toHaveValue('300');
  await notice.getByRole('button', { name: 'Back to your hand' }).click();
  await expect(notice).toHaveText(/^Here is your hand again, as you left it\./);
  await expect(notice.getByRole('button', { name: 'Back to your hand' })).toHaveCount(0);
  expect(await handShown(page)).toEqual(hand);
  await expect(sandbox.getByLabel('Bot speed')).toHaveValue('300');
  await expect.poll(() => stored(page)).toBe(saved);
  expect(errors).toEqual([]);
});
