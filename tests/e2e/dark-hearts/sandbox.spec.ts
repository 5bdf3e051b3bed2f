// The Dark Hearts sandbox through its UI: a full hand with a pass and both a Light and a Dark lead
// by the reader, a refused move with its rule link, and the shade switch by keyboard.
import { expect, test, type Page } from '@playwright/test';
import { openLog, openSandbox, playLink, setInstantBots, watchErrors } from '../helpers.ts';

const SANDBOX = '.wh-sandbox';

/** A's lead with Light hearts unbroken: leading the Light 4 of hearts is refused. */
const LEAD_RESTRICTED = playLink('/dark-hearts/', {
  game: 'dark-hearts',
  options: { players: 4 },
  seed: 2,
  seat: 0,
  position: {
    hand: 2,
    leader: 'A',
    hands: { A: ['L4H', 'LKD'], B: ['L9D', 'L2S'], C: ['L6S', 'LJS'], D: ['L3C', 'LQD'] },
  },
  actions: [],
});

async function deal(page: Page, seed: number): Promise<void> {
  const sandbox = page.locator(SANDBOX);
  await sandbox.getByText('New hand: players, seat, variant, seed').click();
  await sandbox.getByLabel('Players', { exact: true }).selectOption('4');
  await sandbox.getByLabel('Your seat').selectOption({ label: 'A' });
  await sandbox.getByLabel('Seed').fill(String(seed));
  await sandbox.getByRole('button', { name: 'Deal this hand' }).click();
  await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${seed}`);
}

/**
 * Plays seat A through the UI until the hand ends: passes its first three cards; leads alternate
 * Light and Dark (switching shade when nothing is playable in the chosen one); follows with the
 * highest playable card, so that it wins tricks and gets to lead.
 */
async function playHand(page: Page): Promise<{ light: number; dark: number }> {
  const sandbox = page.locator(SANDBOX);
  const leads = { light: 0, dark: 0 };
  for (let i = 0; i < 400; i++) {
    const status = (await sandbox.locator('.wh-status').textContent()) ?? '';
    if (/hand is over|wins the game|share the game/.test(status)) return leads;
    const passGroup = sandbox.getByRole('group', { name: /Choose three cards to pass/ });
    const switchGroup = sandbox.getByRole('group', { name: /choose the shade of this trick/ });
    const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
    if (await passGroup.isVisible()) {
      const cards = passGroup.locator('.wh-card-button');
      for (const n of [0, 1, 2]) await cards.nth(n).click();
      await sandbox.getByRole('button', { name: /^Pass these three/ }).click();
    } else if (await switchGroup.isVisible()) {
      const want = leads.light <= leads.dark ? 'Light' : 'Dark';
      await switchGroup.getByLabel(want).check();
      if ((await playable.count()) === 0) await switchGroup.getByLabel(want === 'Light' ? 'Dark' : 'Light').check();
      const chosen = (await switchGroup.getByLabel('Light').isChecked()) ? 'light' : 'dark';
      await playable.first().click();
      leads[chosen]++;
    } else if ((await playable.count()) > 0) {
      await playable.last().click();
    } else {
      await page.waitForTimeout(25);
    }
  }
  throw new Error('the hand did not end');
}

test('a full hand through the UI, with a pass and both a Light and a Dark lead', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dark-hearts/');
  await openSandbox(page);
  await setInstantBots(page);
  await deal(page, 31);
  const leads = await playHand(page);
  expect(leads.light, 'the reader led a Light trick').toBeGreaterThan(0);
  expect(leads.dark, 'the reader led a Dark trick').toBeGreaterThan(0);
  const log = (await (await openLog(page.locator(SANDBOX))).textContent()) ?? '';
  expect(log).toMatch(/A \(you\) passes B the /);
  expect(log).toMatch(/A \(you\) leads the Light .*: a Light trick/);
  expect(log).toMatch(/A \(you\) leads the Dark .*: a Dark trick/);
  // Both score columns are shown for every player, and the hand has been scored.
  const scores = page.locator(`${SANDBOX} .wh-scores`);
  await expect(scores.locator('tbody tr')).toHaveCount(4);
  await expect(scores.locator('thead th')).toHaveText([
    'Player',
    'Light, this hand',
    'Dark, this hand',
    'Light total',
    'Dark total',
  ]);
  expect(log).toMatch(/scores \d+ Light and \d+ Dark this hand/);
  expect(errors).toEqual([]);
});

test('a refused lead names its rule, and the rule link lands on the section', async ({ page }) => {
  await page.goto(LEAD_RESTRICTED);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  const switchGroup = sandbox.getByRole('group', { name: /choose the shade of this trick/ });
  await switchGroup.getByLabel('Light').check();
  await sandbox.getByRole('button', { name: /^Lead the Light 4 of hearts/ }).click();
  const refusal = sandbox.locator('.wh-refusal');
  await expect(refusal).toContainText('Light hearts are not broken yet, so you cannot lead the Light 4 of hearts.');
  await refusal.getByRole('link').click();
  await expect(page).toHaveURL(/#lead-restriction$/);
  await expect(page.locator('#lead-restriction')).toBeInViewport();
});

test('the shade switch works from the keyboard and relabels the cards', async ({ page }) => {
  await page.goto(LEAD_RESTRICTED);
  await openSandbox(page);
  const sandbox = page.locator(SANDBOX);
  const light = sandbox.getByRole('radio', { name: 'Light' });
  await light.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sandbox.getByRole('radio', { name: 'Dark' })).toBeChecked();
  // The same card now leads as its Dark face, the 10 of diamonds, which may be led.
  const card = sandbox.getByRole('button', { name: 'Lead the Dark 10 of diamonds (playable)' });
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(sandbox.locator('.wh-trick')).toContainText('Dark trick');
});

/**
 * The reader's hand on a 390x844 phone, measured: every card a tap target at least 44 px wide, each
 * face's index (rank and suit) at least 14 px, inside the window, in rows (two in the guided hand,
 * where the coach and the trick share the window) rather than shrunk (issue 42: the two faces were
 * hard to read at this width).
 */
async function handOnAPhone(page: Page, scope: string, most: number): Promise<string[]> {
  return page.locator(scope).evaluate((root, most) => {
    const wrong: string[] = [];
    const buttons = [...root.querySelectorAll<HTMLElement>('.wh-hand-buttons .wh-card-button')];
    if (buttons.length < 13) wrong.push(`${buttons.length} cards in hand, not 13`);
    const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    if (rows.size > most) wrong.push(`${rows.size} rows of cards`);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? '?';
      if (box.width < 44) wrong.push(`${name}: ${box.width.toFixed(1)} px wide`);
      if (box.left < 0 || box.right > window.innerWidth) wrong.push(`${name}: runs ${box.left}-${box.right} px across`);
      for (const face of button.querySelectorAll<HTMLElement>('.wh-dface')) {
        // The index is the face's own text, past its shade letter.
        const size = parseFloat(getComputedStyle(face).fontSize);
        if (size < 14) wrong.push(`${name}: a face's index at ${size.toFixed(1)} px`);
      }
    }
    return wrong;
  }, most);
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the reader's two-faced cards are legible and easy to tap, in the sandbox and the guided hand", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/dark-hearts/');
    await openSandbox(page);
    // The sandbox has the window to itself: its larger cards take three rows.
    expect(await handOnAPhone(page, SANDBOX, 3), 'the sandbox').toEqual([]);
    await page.getByRole('button', { name: /^Start the guided (hand|game)$/ }).tap();
    await expect(page.locator('.wh-lesson .wh-coach-say')).toBeVisible({ timeout: 20_000 });
    // Past the coach's first words, to the pass: the hand as buttons.
    const buttons = page.locator('.wh-lesson .wh-hand-buttons .wh-card-button');
    while ((await buttons.count()) === 0)
      await page.locator('.wh-lesson').getByRole('button', { name: 'Continue' }).tap();
    expect(await handOnAPhone(page, '.wh-lesson', 2), 'the guided hand').toEqual([]);
    expect(errors).toEqual([]);
  });
});
