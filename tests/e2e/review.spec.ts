// "Review this hand" in every sandbox (issue 34): at a hand's end the reader asks for a review; the
// panel loads then (not with the page), marks each decision as the workers finish it, gives a
// reason in the game's terms, a summary and the chart of the reader's reviewed hands, and passes
// axe; "Try again from here" reopens the hand at that decision with the same cards.
import { expect, test } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { botGame } from '../engine/bot-game.ts';
import { expectNoAxeViolations, openSandbox, playLink, watchErrors } from './helpers.ts';

for (const entry of GAMES.filter((manifest) => manifest.components.sandbox)) {
  const { game } = entry;
  test(`${game.title}: a review marks the reader's decisions with reasons, and tries a decision again`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const panelLoads: string[] = [];
    page.on('request', (request) => {
      if (/ReviewPanel/.test(request.url())) panelLoads.push(request.url());
    });
    const { shared } = botGame(entry, {}, 3, { until: (state) => game.isHandOver(state) });
    await page.goto(playLink(entry.page, shared));
    await openSandbox(page);
    const sandbox = page.locator('.wh-sandbox');
    expect(panelLoads, 'the review is not loaded with the page').toEqual([]);
    await sandbox.getByRole('button', { name: /^Review this (hand|game)$/ }).click();
    const review = sandbox.locator('.wh-review');
    await expect(review.getByRole('heading', { name: /^Review of your/ })).toBeFocused();
    await expect(review.locator('.wh-review-progress')).toHaveText(/^Review done/, { timeout: 90_000 });
    const marks = review.locator('.wh-review-mark');
    expect(await marks.count()).toBeGreaterThan(0);
    await expect(marks.first()).toHaveAttribute('data-mark', /^(best|good|inaccuracy|mistake|blunder)$/);
    await expect(marks.first()).toContainText(/^Decision 1: (Best|Good|Inaccuracy|Mistake|Blunder)Your move, .+: /);
    // Every rule an event line links has its section on the page.
    for (const rule of await review
      .locator('a[data-rule-link]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-rule-link')))) {
      await expect(page.locator(`[data-rule="${rule}"]`), `rule ${rule} has a section`).toHaveCount(1);
    }
    await expect(review.locator('.wh-review-summary')).toContainText(/Accuracy \d+%/);
    await expect(review.locator('.wh-review-chart svg')).toHaveAttribute(
      'aria-label',
      /^Accuracy over your last reviewed (hand|game): \d+%$/,
    );
    await expectNoAxeViolations(page, { within: '.wh-review' });

    await marks.first().getByRole('button', { name: 'Try again from here' }).click();
    // The notice says where the reader is: back at that decision, not at "a link".
    await expect(sandbox.locator('.wh-notice')).toHaveText(
      /^Back at decision 1 of your (hand|game): try another move\./,
    );
    await expect(sandbox.locator('.wh-seed')).toContainText(`Seed 3`);
    await expect(sandbox.locator('.wh-result')).toHaveCount(0);
    // The reader is to make that decision again: the prompt is theirs, the bots wait.
    await expect(sandbox.locator('.wh-status')).not.toHaveText(/bots are playing|is over/);
    await expect(sandbox.getByRole('button', { name: 'Hint', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });
}

test('a review can be cancelled while it runs, the page answering meanwhile; closing it returns focus to the hand', async ({
  page,
}) => {
  // DWYN: a whole game, the longest review.
  const entry = GAMES.find((manifest) => manifest.game.id === 'dwyn');
  if (!entry) throw new Error('no DWYN');
  const errors = watchErrors(page);
  const { shared } = botGame(entry, {}, 3, { until: (state) => entry.game.isHandOver(state) });
  await page.goto(playLink(entry.page, shared));
  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByRole('button', { name: 'Review this game' }).click();
  const review = sandbox.locator('.wh-review');
  await expect(review.locator('.wh-review-progress')).toHaveText(/^Reviewed \d+ of \d+ decisions/);
  // The page takes input while the workers review.
  const reveal = sandbox.getByRole('button', { name: 'Reveal all cards' });
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review.locator('.wh-review-progress')).toHaveText(/^Review stopped after \d+ of \d+ decisions\.$/);
  await expect(review.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Close the review' }).click();
  await expect(review).toHaveCount(0);
  await expect(sandbox.getByRole('button', { name: 'Review this game' })).toBeFocused();
  expect(errors).toEqual([]);
});

test("a new deal closes the last hand's review (Dark Hearts: the game's next hand)", async ({ page }) => {
  const entry = GAMES.find((manifest) => manifest.game.id === 'dark-hearts');
  if (!entry) throw new Error('no Dark Hearts');
  const errors = watchErrors(page);
  const { shared } = botGame(entry, {}, 3, { until: (state) => entry.game.isHandOver(state) });
  await page.goto(playLink(entry.page, shared));
  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox');
  await sandbox.getByRole('button', { name: 'Review this hand' }).click();
  const review = sandbox.locator('.wh-review');
  await expect(review.getByRole('heading', { name: /^Review of your/ })).toBeVisible();
  // The game goes on to its next hand: whoever deals it, the reviewed hand is gone from the table.
  await sandbox.getByRole('button', { name: /^(Continue: .* deals the next hand|Deal the next hand)$/ }).click();
  await expect(sandbox.locator('.wh-result')).toHaveCount(0);
  await expect(review).toHaveCount(0);
  expect(errors).toEqual([]);
});
