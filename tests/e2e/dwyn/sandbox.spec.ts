// The DWYN sandbox through its UI: a duel that goes back and forth against the bot (DW-FX2's
// cards), a STEAL of the KROWN, and a refused STEAL of a protected card with its rule link.
import { expect, test } from '@playwright/test';
import { oldPlayLink, oldRecord, openLog, openSandbox, playLink, setInstantBots, watchErrors } from '../helpers.ts';

const SANDBOX = '.wh-sandbox';

/** A has drawn and holds a DWYN and two Castle numbers; B has the Rugby HEAD out and the 3 and 5 of Castle. */
const DUEL = playLink('/dwyn/', {
  game: 'dwyn',
  options: { players: 2 },
  seed: 4,
  seat: 0,
  position: {
    stage: 'act',
    hands: { A: ['DWYN', 'CASTLE-4', 'CASTLE-2', 'LEAF-X'], B: ['CASTLE-3', 'CASTLE-5', 'MINER-2'] },
    tableaux: { A: ['SKULL-TORSO'], B: ['RUGBY-HEAD', 'LEAF-FEET'] },
    discards: ['SHIELD-2'],
    stockSize: 12,
  },
  actions: [],
});

/** After the KROWN: B has the whole Skull body, the Rugby FEET and the KROWN; A holds a STEAL. */
const STEAL = playLink('/dwyn/', {
  game: 'dwyn',
  options: { players: 2 },
  seed: 5,
  seat: 0,
  position: {
    hands: { A: ['STEAL', 'MINER-3', 'CASTLE-FEET'], B: ['LEAF-2', 'SHIELD-X'] },
    tableaux: {
      A: ['RUGBY-HEAD', 'LEAF-TORSO'],
      B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'RUGBY-FEET', 'KROWN'],
    },
  },
  actions: [],
});

/** Four players, and each of the others has a whole suit framed as protected. */
const TRIOS = playLink('/dwyn/', {
  game: 'dwyn',
  options: { players: 4 },
  seed: 6,
  seat: 0,
  position: {
    hands: { A: ['MINER-3', 'CASTLE-FEET'], B: ['LEAF-2'], C: ['SHIELD-X'], D: ['RUGBY-4'] },
    tableaux: {
      A: ['RUGBY-HEAD'],
      B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'LEAF-TORSO'],
      C: ['MINER-HEAD', 'MINER-TORSO', 'MINER-FEET'],
      D: ['SHIELD-HEAD', 'SHIELD-TORSO', 'SHIELD-FEET', 'CASTLE-HEAD'],
    },
  },
  actions: [],
});

test('on a phone, a protected trio stays inside its seat when three others share the row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  await page.goto(TRIOS);
  await openSandbox(page);
  const seats = page.locator(`${SANDBOX} .wh-side .wh-seat`);
  await expect(seats).toHaveCount(3);
  await expect(page.locator(`${SANDBOX} .wh-dw-trio`)).toHaveCount(3);
  const spill = await seats.evaluateAll((all) =>
    all.flatMap((seat) => {
      const edge = seat.getBoundingClientRect().right;
      return [...seat.querySelectorAll('.wh-dw-trio')]
        .filter((trio) => trio.getBoundingClientRect().right > edge + 0.5)
        .map(() => seat.getAttribute('aria-label'));
    }),
  );
  expect(spill, 'seats whose protected trio runs past their edge').toEqual([]);
  expect(errors).toEqual([]);
});

test('a duel through the UI: challenge, suit, and the back and forth to a concession', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(DUEL);
  await openSandbox(page);
  await setInstantBots(page);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByRole('button', { name: /^A DWYN card \(playable\): choose what to do with it/ }).click();
  await sandbox.getByRole('button', { name: /^Challenge for a card/ }).click();
  await sandbox.getByRole('button', { name: "Challenge for B's Rugby head (allowed now)" }).click();
  const duel = sandbox.locator('.wh-dw-duel');
  await expect(duel).toContainText('A (you) challenges B for the Rugby head');
  await expect(duel).toContainText('not named yet');
  await sandbox
    .getByRole('group', { name: "Name the duel's suit" })
    .getByRole('button', { name: /^Castle/ })
    .click();
  // The bot answers with its lowest Castle card that beats nothing yet: the 3.
  await expect(duel).toContainText('Highest: the 3 of Castle, by B. A (you) must beat it');
  await sandbox.getByRole('button', { name: 'Play the 4 of Castle (playable)' }).click();
  await expect(duel).toContainText('Highest: the 5 of Castle, by B.');
  await expect(duel.getByRole('list', { name: 'Cards played, in order' }).getByRole('listitem')).toHaveCount(3);
  // The 2 cannot beat the 5: refused, with its rule.
  await sandbox.getByRole('button', { name: /^Play the 2 of Castle/ }).click();
  await expect(sandbox.locator('.wh-refusal')).toContainText('to answer you must beat the 5 of Castle');
  await sandbox.getByRole('button', { name: /^Concede: B keeps the Rugby head/ }).click();
  await expect(duel).toHaveCount(0);
  const log = await openLog(sandbox);
  await expect(log).toContainText('B played the highest card and keeps the Rugby head.');
  await expect(log).toContainText('A (you) plays a DWYN and challenges B for the Rugby head.');
  expect(errors).toEqual([]);
});

test('a STEAL through the UI: a protected card is refused with its rule link, the KROWN is taken', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(STEAL);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByRole('button', { name: /^A STEAL card \(playable\): choose what to do with it/ }).click();
  await sandbox.getByRole('button', { name: /^Steal a card/ }).click();
  await sandbox.getByRole('button', { name: "Take B's Skull head, protected (not allowed now)" }).click();
  const refusal = sandbox.locator('.wh-refusal');
  await expect(refusal).toContainText('B has the whole Skull body, so the Skull head is protected.');
  await refusal.getByRole('link', { name: 'Protected bodies' }).click();
  await expect(page).toHaveURL(/#protection$/);
  await expect(page.locator('#protection')).toBeInViewport();

  // A refused target leaves the choice open, so the reader picks again at once.
  await openSandbox(page);
  await sandbox.getByRole('button', { name: "Take B's KROWN (allowed now)" }).click();
  const log = await openLog(sandbox);
  await expect(log).toContainText('A (you) plays a STEAL and takes the KROWN from B.');
  await expect(sandbox.locator('.wh-seat', { hasText: 'A (you)' })).toContainText('KROWN');
  expect(errors).toEqual([]);
});

test('a link to an impossible position (two KROWNs) is refused with a clear message and a fresh deal', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The site never writes such a link (it replays a record before encoding it), so it is spelt out.
  const link = oldPlayLink('/dwyn/', {
    game: 'dwyn',
    options: { players: 2 },
    seed: 3,
    seat: 0,
    position: { hands: { A: ['CASTLE-2'], B: ['LEAF-3'] }, tableaux: { A: ['KROWN'], B: ['KROWN'] } },
    actions: [],
  });
  await page.goto(link);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('The KROWN appears 2 times, but there is only one.');
  await expect(sandbox.locator('.wh-notice')).toContainText('fresh deal');
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a saved sandbox holding a duel with no DWYN played is discarded with a notice', async ({ page }) => {
  const errors = watchErrors(page);
  const record = oldRecord({
    game: 'dwyn',
    options: { players: 2 },
    seed: 3,
    seat: 0,
    position: {
      hands: { A: ['CASTLE-4'], B: ['CASTLE-3'] },
      tableaux: { B: ['RUGBY-HEAD'] },
      discards: ['LEAF-2'],
      duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' },
    },
    actions: [],
  });
  const saved = JSON.stringify({ v: 1, record, pace: 0, reveal: false });
  await page.addInitScript((text) => window.localStorage.setItem('worked-hands:sandbox:dwyn', text), saved);
  await page.goto('/dwyn/');
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  await expect(sandbox.locator('.wh-notice')).toContainText('Your saved hand could not be restored');
  await expect(sandbox.locator('.wh-notice')).toContainText('a duel starts with a DWYN played on the discard pile');
  await expect(sandbox.locator('.wh-controls')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first move of a game is in view when the sandbox is, and the sandbox calls a deal a game', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/dwyn/');
    await openSandbox(page);
    const sandbox = page.locator(SANDBOX);
    // A fresh visit: the reader lays out the body cards they were dealt, first of all.
    const layout = sandbox.getByRole('button', { name: /^Lay out every body card you were dealt/ });
    await expect(layout).toBeVisible();
    await sandbox.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const box = await layout.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    // The page calls one deal a game, and so does the sandbox.
    await expect(sandbox.getByText('Share this game', { exact: true })).toBeVisible();
    await expect(sandbox.getByText('New game: players, seat, variant, seed', { exact: true })).toBeVisible();
    await expect(sandbox.getByText(/this hand|another hand|New hand/)).toHaveCount(0);
    // Sentences start with a capital, whatever card they open with.
    await layout.click();
    const latest = (await sandbox.locator('.wh-latest').textContent()) ?? '';
    expect(latest).not.toMatch(/(^|[.!?]\s+)[a-z]/);
    expect(errors).toEqual([]);
  });
});

test('a malformed practice link (#try= with a stray %) gives a clear notice and no error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dwyn/#try=legal.steal.%ZZ');
  await expect(page.getByText(/This question link is damaged/)).toBeVisible();
  expect(errors).toEqual([]);
});
