// The worked examples in the page: step with buttons and keys, deep links, rule links, the first
// step without JavaScript, and "play on from here".
import { expect, test, type Locator } from '@playwright/test';
import { EXAMPLES as examples, hydrated, watchErrors } from './helpers.ts';

async function stepCount(stepper: Locator): Promise<number> {
  await stepper.getByRole('button', { name: 'Last' }).click();
  const text = (await stepper.locator('.wh-step-count').textContent()) ?? '';
  const match = /Step (\d+) of (\d+)/.exec(text);
  if (!match) throw new Error(`no step count in "${text}"`);
  return Number(match[2]);
}

// The keys work the same in every stepper, so they are tried on each page's first example only:
// stepping through every example three ways took a quarter of the browser tests' time.
const firstOfPage = new Set(examples.filter((e, i) => examples.findIndex((o) => o.page === e.page) === i));

for (const example of examples) {
  const { page: path, slug, steps } = example;
  test.describe(`example ${slug}`, () => {
    test('opens at a linked step, then steps through with the buttons, citing a rule that exists on each step', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const target = Math.min(2, steps);
      await page.goto(`${path}#ex-${slug}-${target}`);
      const stepper = page.locator(`#ex-${slug}`);
      await expect(stepper, 'the example is embedded in its page').toHaveCount(1);
      await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${target} of ${steps}`);
      await expect(stepper.locator('.wh-narration')).toBeInViewport();
      await hydrated(page, `#ex-${slug}`);
      const count = steps;
      await stepper.getByRole('button', { name: 'First' }).click();
      await expect(stepper.locator('.wh-step-count')).toHaveText('Start');
      let previous = await stepper.locator('.wh-narration').textContent();
      for (let step = 1; step <= count; step++) {
        await stepper.getByRole('button', { name: 'Next' }).click();
        await expect(stepper.locator('.wh-step-count')).toHaveText(`Step ${step} of ${count}`);
        await expect(page).toHaveURL(new RegExp(`#ex-${slug}-${step}$`));
        const narration = await stepper.locator('.wh-narration').textContent();
        expect(narration, `step ${step} has its own narration`).not.toEqual(previous);
        previous = narration;
        const link = stepper.locator('.wh-narration a[data-rule-link]');
        await expect(link, `step ${step} cites a rule`).toHaveCount(1);
        const rule = await link.getAttribute('data-rule-link');
        await expect(page.locator(`[data-rule="${rule}"]`), `rule ${rule} has a section`).toHaveCount(1);
      }
      await stepper.getByRole('button', { name: 'Previous' }).click();
      await expect(stepper.locator('.wh-step-count')).toHaveText(
        count === 1 ? 'Start' : `Step ${count - 1} of ${count}`,
      );
      expect(errors).toEqual([]);
    });

    if (!firstOfPage.has(example)) return;
    test('steps with the arrow keys, Home and End', async ({ page }) => {
      await page.goto(path);
      await hydrated(page, `#ex-${slug}`);
      const stepper = page.locator(`#ex-${slug}`);
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
    });
  });
}

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
