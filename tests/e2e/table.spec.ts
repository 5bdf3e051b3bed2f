// The card table as a reader meets it, for every game, on a desktop and on a 390 x 844 phone: the
// hand, the prompt and the middle of the table fit one screen during play; a refused card's reason
// shows beside the hand and on screen; focus stays on the hand after a move; a hand's result waits
// for the reader even at Instant speed; the page does not jump while scrolling to the sandbox.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { EXAMPLES, hydrated, openLog, openSandbox, setInstantBots, watchErrors } from './helpers.ts';
import { readerControls } from './moves.ts';
import { handOverBotDeals, readerToPlay } from './table-positions.ts';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The part of the window not covered by Starlight's fixed header (and its phone contents bar). */
async function visibleTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
    const toc = document.querySelector('wh-toc[data-phone] nav')?.getBoundingClientRect().bottom ?? 0;
    return Math.max(header, toc);
  });
}

async function onScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const top = await visibleTop(page);
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= top - 1 && box.y + box.height <= height + 1;
}

/** Waits until the page has drawn two more frames: what the last change moved has been drawn. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * The page's layout shift while a reader scrolls it top to bottom, then wakes the sandbox, and
 * what shifted most (for the failure message).
 */
async function scrollShift(page: Page): Promise<{ shift: number; worst: string }> {
  // From after the load on: on a desktop, Starlight's own contents sidebar settles into its
  // column during the first paint, on every page of the site (the glossary too); this checks
  // what the reader's scrolling and our islands do.
  await page.waitForLoadState('load');
  await frames(page);
  await page.evaluate(() => {
    const w = window as unknown as { shift: number; shifts: string[] };
    w.shift = 0;
    w.shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shift += entry.value;
        const nodes = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node),
        );
        w.shifts.push(`${entry.value.toFixed(3)} at y=${Math.round(window.scrollY)}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift' });
  });
  // Steps of most of a window's height: every part of the page passes through the window, so
  // every island wakes as it would for a reader, in half the steps of 300 px. The scrolling runs in
  // the page, a step each two frames (the islands' observers see each step drawn), not a browser
  // round trip and a fixed pause a step: a game page on a phone is some forty steps.
  const by = Math.round((page.viewportSize()?.height ?? 600) * 0.7);
  await page.evaluate(async (step) => {
    const drawn = (): Promise<void> =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollBy(0, step);
      await drawn();
    }
  }, by);
  await openSandbox(page);
  await frames(page);
  return page.evaluate(() => {
    const w = window as unknown as { shift: number; shifts: string[] };
    return { shift: w.shift, worst: w.shifts.join('; ') };
  });
}

/** The reader to move: the table fits one screen, a refusal shows by the hand, focus stays on it. */
async function refusalBesideTheHand(page: Page, manifest: GameManifest): Promise<void> {
  const controls = readerControls(manifest.game.id);
  const sandbox = page.locator('.wh-sandbox');

  // With the middle of the table at the top of the window, the prompt and the hand are in view.
  const centre = sandbox.locator('.wh-centre');
  const top = await visibleTop(page);
  await page.evaluate(
    ([el, offset]) => {
      const box = (el as Element).getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.top - (offset as number) - 8);
    },
    [await centre.elementHandle(), top] as const,
  );
  for (const part of [centre, sandbox.locator('.wh-status'), sandbox.locator(controls.hand)]) {
    expect(await onScreen(page, part), `${await part.getAttribute('class')} is on screen`).toBe(true);
  }

  // A refused move: its reason shows just above the hand, both on screen.
  const dock = sandbox.locator('.wh-dock');
  const refused = dock.locator(controls.refused).first();
  await refused.scrollIntoViewIfNeeded();
  await refused.click();
  const reason = dock.locator('.wh-refusal');
  await expect(reason).toContainText('Not allowed');
  await expect(reason.locator('a[data-rule-link]')).toHaveCount(1);
  expect(await onScreen(page, reason), 'the reason is on screen').toBe(true);
  expect(await onScreen(page, refused), 'the card tried is on screen').toBe(true);
  const gap = await page.evaluate(
    ([a, b]) => (b?.getBoundingClientRect().top ?? 0) - (a?.getBoundingClientRect().bottom ?? 0),
    [await reason.elementHandle(), await refused.elementHandle()],
  );
  expect(gap, 'the reason sits just above the hand').toBeLessThan(250);

  // A keyboard move: focus stays in the reader's dock (the hand), not on the page body.
  const legal = dock.locator(controls.legal).first();
  await legal.focus();
  await page.keyboard.press('Enter');
  await expect(reason).toBeEmpty();
  const focusInDock = (): Promise<boolean> =>
    page.evaluate(
      () => document.activeElement?.closest('.wh-dock') !== null && document.activeElement !== document.body,
    );
  await expect.poll(focusInDock, { message: 'focus is on the hand after the move' }).toBe(true);
  // ... and stays there while the bots answer.
  await page.waitForTimeout(1000);
  expect(await focusInDock(), 'focus is still on the hand after the bots moved').toBe(true);
}

/** A hand has just ended: its result stays, at Instant speed, until the reader goes on. */
async function resultWaits(page: Page): Promise<void> {
  const sandbox = page.locator('.wh-sandbox');
  const result = sandbox.locator('.wh-result');
  await expect(result).toBeVisible();
  await setInstantBots(page);
  await expect(result.locator('a[data-rule-link]').first()).toBeVisible();
  await openLog(sandbox);
  const log = await sandbox.locator('.wh-log li').count();
  await page.waitForTimeout(1500);
  await expect(result).toBeVisible();
  expect(await sandbox.locator('.wh-log li').count(), 'the bots waited').toBe(log);
  await result.getByRole('button', { name: /^Continue: .* deals the next (hand|game)/ }).click();
  await expect(result).toBeHidden();
  await expect.poll(() => sandbox.locator('.wh-log li').count()).toBeGreaterThan(log);
}

/**
 * With the bottom of the example's table at the bottom of the window, Next is in reach; then, step
 * after step, the narration and Next are on screen together and Next stays where it was (on a
 * phone, examples.spec.ts walks every example so).
 */
async function stepButtonsInReach(page: Page, example: (typeof EXAMPLES)[number]): Promise<void> {
  const anchor = `#ex-${example.slug}`;
  await page.goto(`${example.page}${anchor}-0`);
  await hydrated(page, anchor);
  const stepper = page.locator(anchor);
  await page.evaluate((selector) => {
    const table = document.querySelector(`${selector} .wh-table`);
    if (table) window.scrollBy(0, table.getBoundingClientRect().bottom - window.innerHeight);
  }, anchor);
  const next = stepper.getByRole('button', { name: 'Next' });
  const narration = stepper.locator('.wh-narration');
  expect(await onScreen(page, next), 'Next is on screen').toBe(true);
  let pinned = (await next.boundingBox())?.y ?? 0;
  for (let step = 1; step <= Math.min(3, example.steps); step++) {
    await next.click();
    await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${step} of ${example.steps}`);
    expect(await onScreen(page, narration), `step ${step}: the narration is on screen`).toBe(true);
    expect(await onScreen(page, next), `step ${step}: Next is on screen`).toBe(true);
    const y = (await next.boundingBox())?.y ?? 0;
    expect(Math.abs(y - pinned), `step ${step}: Next stays put`).toBeLessThanOrEqual(1);
    pinned = y;
  }
}

// One walk per game and screen, on one page load: the links to the moments each check needs open
// in the page's sandbox in place (as "play on from here" does), and an example's link moves its
// stepper, so the page is loaded once rather than four times.
for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const manifest of GAMES) {
      const { game } = manifest;
      const longest = EXAMPLES.filter((e) => e.game === game.id).sort((a, b) => b.steps - a.steps)[0];
      test(`${game.title}: scrolling shifts nothing; in play the table fits a screen, a refusal shows by the hand and focus stays; a hand's result waits; the step buttons stay in reach`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(manifest.page);
        if (manifest.components.sandbox) {
          await test.step('scrolling down the page and waking the sandbox shifts nothing', async () => {
            const { shift, worst } = await scrollShift(page);
            expect(shift, `layout shifts: ${worst}`).toBeLessThan(0.05);
          });
          await test.step('the table in play, a refused move and focus', async () => {
            await page.goto(readerToPlay(manifest));
            await expect(page.locator('.wh-sandbox .wh-notice')).toContainText('Opened the hand from your link');
            await refusalBesideTheHand(page, manifest);
          });
          await test.step("a hand's result waits for the reader", async () => {
            await page.goto(handOverBotDeals(manifest));
            await resultWaits(page);
          });
        }
        if (longest) await test.step('the step buttons stay in reach', () => stepButtonsInReach(page, longest));
        expect(errors).toEqual([]);
      });
    }
  });
}
