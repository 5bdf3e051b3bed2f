// The worked examples in the page: step with buttons and keys, deep links, rule links, the first
// step without JavaScript, and "play on from here".
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXAMPLES as examples, hydrated, watchErrors } from './helpers.ts';

async function stepCount(stepper: Locator): Promise<number> {
  await stepper.getByRole('button', { name: 'Last' }).click();
  const text = (await stepper.locator('.wh-step-count').textContent()) ?? '';
  const match = /Step (\d+) of (\d+)/.exec(text);
  if (!match) throw new Error(`no step count in "${text}"`);
  return Number(match[2]);
}

/** Steps through `example` from a link to one of its steps, with the buttons, checking every step. */
async function walk(page: Page, example: (typeof examples)[number]): Promise<void> {
  const { page: path, slug, steps } = example;
  const target = Math.min(2, steps);
  await page.goto(`${path}#ex-${slug}-${target}`);
  const stepper = page.locator(`#ex-${slug}`);
  await expect(stepper, 'the example is embedded in its page').toHaveCount(1);
  await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${target} of ${steps}`);
  await expect(stepper.locator('.wh-narration')).toBeInViewport();
  await hydrated(page, `#ex-${slug}`);
  await stepper.getByRole('button', { name: 'First' }).click();
  await expect(stepper.locator('.wh-step-count')).toHaveText('Start');
  let previous = await stepper.locator('.wh-narration').textContent();
  for (let step = 1; step <= steps; step++) {
    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${step} of ${steps}`);
    await expect(page).toHaveURL(new RegExp(`#ex-${slug}-${step}$`));
    const narration = await stepper.locator('.wh-narration').textContent();
    expect(narration, `${slug}: step ${step} has its own narration`).not.toEqual(previous);
    previous = narration;
    const link = stepper.locator('.wh-narration a[data-rule-link]');
    await expect(link, `${slug}: step ${step} cites a rule`).toHaveCount(1);
    const rule = await link.getAttribute('data-rule-link');
    await expect(page.locator(`[data-rule="${rule}"]`), `${slug}: rule ${rule} has a section`).toHaveCount(1);
  }
  await stepper.getByRole('button', { name: 'Previous' }).click();
  await expect(stepper.locator('.wh-step-count')).toHaveText(steps === 1 ? 'Start' : `Step ${steps - 1} of ${steps}`);
}

/** The arrow keys, Home and End in `example`'s stepper (already on the page). */
async function keys(page: Page, example: (typeof examples)[number]): Promise<void> {
  const stepper = page.locator(`#ex-${example.slug}`);
  const count = await stepCount(stepper);
  await stepper.getByRole('button', { name: 'First' }).focus();
  await page.keyboard.press('Home');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Start');
  await page.keyboard.press('ArrowRight');
  await expect(stepper.locator('.wh-step-count')).toHaveText(`Step 1 of ${count}`);
  if (count >= 2) {
    await page.keyboard.press('ArrowRight');
    await expect(stepper.locator('.wh-step-count')).toHaveText(`Step 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(stepper.locator('.wh-step-count')).toHaveText(`Step 1 of ${count}`);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Start');
  await page.keyboard.press('End');
  await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${count} of ${count}`);
}

// One walk per page, through all its examples: loading a game page costs more than stepping one
// example, so each example after the first opens from a link within the page (the stepper follows
// the address, as a reader's link into the same page does). The keys work the same in every
// stepper, so they are tried on each page's first example only.
for (const path of new Set(examples.map((e) => e.page))) {
  const onPage = examples.filter((e) => e.page === path);
  test(`${path}: every example opens at a linked step, then steps through with the buttons and the first with the keys, citing a rule that exists on each step`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    for (const example of onPage) await test.step(example.slug, () => walk(page, example));
    await test.step('keys', () => keys(page, onPage[0] as (typeof onPage)[number]));
    expect(errors).toEqual([]);
  });
}

test.describe.configure({ timeout: 180_000 });

test('a rule link in a step lands on its section', async ({ page }) => {
  await page.goto('/dawn/#ex-draw-around-5');
  await hydrated(page, '#ex-draw-around');
  const stepper = page.locator('#ex-draw-around');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 5 of 10');
  await stepper.locator('.wh-narration a[data-rule-link]').click();
  await expect(page).toHaveURL(/#draw-around$/);
  await expect(page.locator('#draw-around')).toBeInViewport();
});

test('the first step of every example reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pages = new Map<string, string[]>();
  for (const { page: path, slug } of examples) pages.set(path, [...(pages.get(path) ?? []), slug]);
  for (const [path, slugs] of pages) {
    await page.goto(path);
    for (const slug of slugs) {
      const stepper = page.locator(`#ex-${slug}`);
      await expect(stepper.locator('.wh-narration p').nth(1)).not.toBeEmpty();
      await expect(stepper.locator('.wh-step-count')).toHaveText('Start');
      await expect(stepper.locator('.wh-seat').first()).toBeVisible();
    }
  }
  await page.goto('/dawn/');
  await expect(page.locator('#ex-draw-around .wh-narration')).toContainText('7 of spades');
  await context.close();
});

test('"play on from here" opens the sandbox at that step with the reader in the seat to act', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/dawn/#ex-draw-around-5');
  const stepper = page.locator('#ex-draw-around');
  await expect(stepper.locator('.wh-step-count')).toHaveText('Step 5 of 10');
  await stepper.getByRole('link', { name: /play on from here/i }).click();
  await page.locator('.wh-sandbox-host').scrollIntoViewIfNeeded();
  const sandbox = page.locator('.wh-sandbox');
  await expect(sandbox.locator('.wh-notice')).toContainText('Opened the hand from your link');
  await expect(sandbox.locator('.wh-seed')).toContainText('you are seat B');
  await expect(sandbox.locator('.wh-status')).toContainText('highest card below');
  await expect(sandbox.getByRole('button', { name: /Play the 3 of spades \(playable\)/ })).toBeVisible();
  // The link's query is consumed, so a reload keeps the hand from the save rather than the link.
  await expect(page).not.toHaveURL(/play=/);
  expect(errors).toEqual([]);
});
