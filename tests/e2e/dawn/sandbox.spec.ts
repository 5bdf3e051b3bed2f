// The sandbox, driven only through its UI: a full hand against the bots, refusals with rule links,
// undo, reveal all, reload, share links, and damaged links or saves.
import { expect, test, type Page } from '@playwright/test';
import type { SharedGame } from '../../../src/engine/core/record-codec.ts';
import type { DawnView } from '../../../src/engine/dawn/ui.ts';
import { DAWN } from '../../../src/engine/dawn/manifest.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { botGame } from '../../engine/bot-game.ts';
import { oldPlayLink, oldRecord, openLog, openSandbox, playLink, setInstantBots, watchErrors } from '../helpers.ts';

const SANDBOX = '.wh-sandbox';

/** B must follow a 7 and holds a 6, so drawing is refused and the 6 is playable. */
const MUST_RECORD: SharedGame = {
  game: 'dawn',
  options: { players: 3 },
  seed: 4,
  seat: 1,
  position: {
    turn: 'B',
    hands: { A: ['KS', '2H'], B: ['6H', '9C', '4S'], C: ['QC', '3D'] },
    pile: ['7S'],
    stockSize: 20,
  },
  actions: [],
};
const MUST_PLAY = playLink('/dawn/', MUST_RECORD);

async function dealFresh(page: Page, players: number, seed: number): Promise<void> {
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByText('New hand: players, seat, variant, seed').click();
  await sandbox.getByLabel('Players', { exact: true }).selectOption(String(players));
  await sandbox.getByLabel('Your seat').selectOption({ label: 'A' });
  await sandbox.getByLabel('Seed').fill(String(seed));
  await sandbox.getByRole('button', { name: 'Deal this hand' }).click();
  await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${seed}`);
}

/** Plays the reader's seat through the UI (first playable card, else draw) until the hand ends. */
async function playToEnd(page: Page): Promise<string> {
  const sandbox = page.locator(SANDBOX);
  const done = sandbox.getByRole('button', { name: 'Done arranging' });
  const take = sandbox.getByRole('button', { name: 'Take these two' });
  const backs = sandbox.locator('.wh-take .wh-back-button');
  const spare = sandbox
    .getByRole('group', { name: 'Pick up a face-down pair' })
    .getByRole('button', { name: /Spare pair/ });
  const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
  const draw = sandbox.getByRole('button', { name: /Draw a card \(you have nothing to play\)/ });
  for (let i = 0; i < 2000; i++) {
    // What the reader may do now, read in one go (a query per control was most of this test's time).
    const now = await page.evaluate((root) => {
      const box = document.querySelector(root);
      const status = box?.querySelector('.wh-status')?.textContent ?? '';
      const labels = [...(box?.querySelectorAll('button') ?? [])]
        .filter((b) => b.offsetParent !== null)
        .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
      const pickGroup = box?.querySelector('[aria-label="Pick up a face-down pair"]');
      return {
        status,
        done: labels.some((l) => l.trim() === 'Done arranging'),
        take: labels.some((l) => l.trim() === 'Take these two'),
        spare: [...(pickGroup?.querySelectorAll('button') ?? [])].some((b) =>
          /Spare pair/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
        ),
        playable: labels.some((l) => /\(playable\)$/.test(l.trim())),
        draw: labels.some((l) => /Draw a card \(you have nothing to play\)/.test(l)),
      };
    }, SANDBOX);
    if (/reached (dawn|dusk)/.test(now.status)) return now.status;
    if (now.done) {
      await done.click();
    } else if (now.take) {
      await backs.nth(0).click();
      await backs.nth(1).click();
      await take.click();
    } else if (now.spare) {
      await spare.first().click();
    } else if (now.playable) {
      await playable.first().click();
    } else if (now.draw) {
      await draw.click();
    } else {
      await page.waitForTimeout(25);
    }
  }
  throw new Error('the hand did not end');
}

test('a full hand against the bots, played through the UI', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dawn/');
  await openSandbox(page);
  await setInstantBots(page);
  await dealFresh(page, 3, 2024);
  const result = await playToEnd(page);
  expect(result).toMatch(/reached dawn/);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-seat.wh-winner')).not.toHaveCount(0);
  // Every event in the log links to its rule.
  await openLog(sandbox);
  const lines = sandbox.locator('.wh-log li');
  expect(await lines.count()).toBeGreaterThan(10);
  expect(await sandbox.locator('.wh-log li a[data-rule-link]').count()).toBe(await lines.count());
  await expect(sandbox.getByRole('button', { name: 'Deal another hand' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('offline, a fold whose code is not fetched yet says so, and Try again draws it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dawn/');
  await openSandbox(page);
  let offline = true;
  await page.route(/\/_astro\/EventLog\.[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  const sandbox = page.locator(SANDBOX);
  await sandbox.locator('details.wh-log-panel summary').click();
  const failed = sandbox.locator('details.wh-log-panel').getByRole('alert');
  await expect(failed).toHaveText(
    'The event log could not be loaded: check your connection, then try again. Try again',
  );
  offline = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(sandbox.locator('.wh-log li').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a refused move names its rule, and the rule link lands on the section', async ({ page }) => {
  await page.goto(MUST_PLAY);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-seed')).toContainText('you are seat B');
  await sandbox.getByRole('button', { name: /^Draw a card/ }).click();
  const refusal = sandbox.locator('.wh-refusal');
  await expect(refusal).toContainText('Not allowed: You hold a 6, so you must play it rather than draw.');
  await refusal.getByRole('link', { name: 'You must play if you can' }).click();
  await expect(page).toHaveURL(/#must-play$/);
  await expect(page.locator('#must-play')).toBeInViewport();

  await openSandbox(page);
  await sandbox.getByRole('button', { name: 'Play the 9 of clubs' }).click();
  await expect(refusal).toContainText('exactly one rank below the 7');
  await expect(refusal.getByRole('link')).toHaveAttribute('href', '#one-lower');
});

test('legal cards are marked, undo takes a move back, reveal shows every hand', async ({ page }) => {
  await page.goto(MUST_PLAY);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByLabel('Bot speed').selectOption({ label: 'Slow' });
  const six = sandbox.getByRole('button', { name: 'Play the 6 of hearts (playable)' });
  await expect(six).toBeVisible();
  await expect(sandbox.getByRole('button', { name: /\(playable\)$/ })).toHaveCount(1);
  await six.click();
  await expect(sandbox.locator('.wh-pile')).toContainText('6♥');
  await sandbox.getByRole('button', { name: 'Undo my last move' }).click();
  await expect(sandbox.getByRole('button', { name: 'Play the 6 of hearts (playable)' })).toBeVisible();
  await expect(sandbox.getByRole('button', { name: 'Undo my last move' })).toBeDisabled();

  // The others' hands (the reader's own at their seat, .wh-mine-cards, shows only in a lesson's pause).
  const visibleHands = sandbox.locator('.wh-seat .wh-cards:not(.wh-mine-cards)');
  await expect(visibleHands).toHaveCount(0);
  await sandbox.getByRole('button', { name: 'Reveal all cards' }).click();
  await expect(sandbox.getByRole('button', { name: 'Reveal all cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visibleHands).toHaveCount(2);
});

test('the hand survives a reload, and a share link reproduces it exactly', async ({ page, browser }) => {
  await page.goto('/dawn/');
  await openSandbox(page);
  await setInstantBots(page);
  await dealFresh(page, 4, 777);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByRole('button', { name: 'Done arranging' }).click();
  await expect(sandbox.getByRole('button', { name: 'Take these two' })).toBeVisible();
  // The bots choose their cards one after another: wait for the last, so the saved hand is final.
  await expect(await openLog(sandbox)).toContainText('D has chosen two cards');
  const logBefore = await sandbox.locator('.wh-log li').allTextContents();

  await page.reload();
  await openSandbox(page);
  await expect(sandbox.locator('.wh-seed')).toContainText('Seed 777');
  await expect(sandbox.getByRole('button', { name: 'Take these two' })).toBeVisible();
  await openLog(sandbox);
  expect(await sandbox.locator('.wh-log li').allTextContents()).toEqual(logBefore);
  await expect(sandbox.locator('.wh-notice')).toHaveCount(0);

  await sandbox.getByText('Share this hand', { exact: true }).click();
  const share = sandbox.getByLabel(/Share this hand/);
  await expect(share).toHaveValue(/#play=/);
  const link = await share.inputValue();
  expect(link).toMatch(/^[^?]*#play=[A-Za-z0-9_-]+$/);
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await openSandbox(fresh);
  const shared = fresh.locator(SANDBOX);
  await expect(shared.locator('.wh-notice')).toContainText('Opened the hand from your link');
  await expect(shared.locator('.wh-seed')).toContainText('Seed 777');
  await openLog(shared);
  expect(await shared.locator('.wh-log li').allTextContents()).toEqual(logBefore);
  expect(await shared.locator('.wh-controls').textContent()).toEqual(
    await sandbox.locator('.wh-controls').textContent(),
  );
  await other.close();
});

for (const [where, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`a share link of a whole finished game opens at its end, for every game, on ${where}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    for (const manifest of GAMES.filter((entry) => entry.components.sandbox)) {
      const { shared, outcome } = botGame(manifest, {}, 5, { seat: 1 });
      await page.goto(playLink(manifest.page, shared));
      // No manual scrolling: the page brings the sandbox into view by itself, which hydrates it
      // (on a phone, the section's words above it fill the screen: the page goes to the sandbox).
      const sandbox = page.locator(SANDBOX);
      await expect(sandbox.locator('.wh-notice')).toHaveText(/^Opened the hand from your link\./);
      expect(outcome).not.toBeNull();
      await expect(sandbox.locator('.wh-status')).toHaveText(outcome?.summary ?? '');
      await expect(sandbox.locator('.wh-seed')).toContainText('you are seat B');
      await expect(page.locator('.wh-sandbox-host')).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${manifest.page}#sandbox$`));
    }
    expect(errors).toEqual([]);
  });
}

test('picking up, only the pairs the reader may take are offered, and the help says why their own is not', async ({
  page,
}) => {
  const game = DAWN.game;
  const seed = 11;
  const { dealer } = game.newGame(game.parseOptions({}), seed) as { dealer: number };
  const seat = (dealer + 1) % 4;
  // The bots play the swap up to the pick-up, which the reader begins: every pair is still down.
  const { shared } = botGame(DAWN, {}, seed, {
    seat,
    until: (state) => (game.view(state, seat) as DawnView).phase === 'pick',
  });
  await page.goto(playLink('/dawn/', shared));
  await openSandbox(page);
  const pick = page.locator(SANDBOX).getByRole('group', { name: 'Pick up a face-down pair' });
  const me = String.fromCharCode(65 + seat);
  const taker = String.fromCharCode(65 + ((seat + 3) % 4));
  const left = String.fromCharCode(65 + ((seat + 1) % 4));
  await expect(pick.locator('.wh-help')).toHaveText(
    `Pick up one of these face-down pairs. The pair in front of you is not offered: those are your own two cards, which ${taker} took from your hand, and nobody picks up their own cards.`,
  );
  // Three players' pairs and the two spare pairs: not the reader's own.
  await expect(pick.getByRole('button')).toHaveCount(5);
  await expect(pick.getByRole('button', { name: new RegExp(`in front of ${me}\\b`) })).toHaveCount(0);
  await expect(pick.getByRole('button', { name: `The pair in front of ${left} (the two you took)` })).toBeVisible();
  await pick.getByRole('button', { name: 'Spare pair 1' }).click();
  await expect(page.locator(`${SANDBOX} .wh-refusal`)).toBeEmpty();
  await expect(await openLog(page.locator(SANDBOX))).toContainText(`${me} (you) picks up`);
});

test('a damaged share link shows a clear message and a fresh deal', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dawn/#play=this-is-not-a-game');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('That link could not be opened');
  await expect(sandbox.locator('.wh-notice')).toContainText('fresh deal');
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an old link (in the query, one notation per move) still opens', async ({ page }) => {
  await page.goto(oldPlayLink('/dawn/', MUST_RECORD));
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('Opened the hand from your link');
  await expect(sandbox.locator('.wh-seed')).toContainText('you are seat B');
  await expect(sandbox.getByRole('button', { name: 'Play the 6 of hearts (playable)' })).toBeVisible();
  await expect(page).not.toHaveURL(/play=/);
});

test('a link with an illegal move says which move, and deals fresh', async ({ page }) => {
  // Only an old link can spell out a move the engine refuses: a new one records legal choices.
  const link = oldPlayLink('/dawn/', {
    game: 'dawn',
    options: { players: 3 },
    seed: 9,
    seat: 0,
    actions: [{ seat: 0, action: 'draw' }],
  });
  await page.goto(link);
  await openSandbox(page);
  const notice = page.locator(`${SANDBOX} .wh-notice`);
  await expect(notice).toContainText('Move 1 in it is not legal');
  await expect(page.locator(`${SANDBOX} .wh-controls`)).toBeVisible();
});

test('a sandbox saved by the previous version of the site (a format 1 record) is restored', async ({ page }) => {
  const errors = watchErrors(page);
  let moves = 0;
  const { shared } = botGame(DAWN, {}, 9, { until: () => ++moves > 6 });
  const saved = JSON.stringify({ v: 1, record: oldRecord(shared), pace: 0, reveal: false });
  await page.addInitScript((text) => window.localStorage.setItem('worked-hands:sandbox:dawn', text), saved);
  await page.goto('/dawn/');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-seed')).toContainText('Seed 9');
  await expect(sandbox.locator('.wh-notice')).toHaveCount(0);
  await openLog(sandbox);
  expect(await sandbox.locator('.wh-log li').count()).toBeGreaterThan(0);
  await expect(sandbox.getByLabel('Bot speed')).toHaveValue('0');
  expect(errors).toEqual([]);
});

test('a corrupt saved sandbox is discarded with a notice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('worked-hands:sandbox:dawn', '{"v":1,"record":"%%%"'));
  await page.goto('/dawn/');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('Your saved hand could not be restored');
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Dismiss' }).click();
  await expect(sandbox.locator('.wh-notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});
