// The worked examples in the page: step with buttons and keys, deep links, rule links and "play on
// from here" (without JavaScript: nojs.spec.ts). The walks run on a phone (390 x 844): at every
// step the narration and the step buttons are in the window together, and the Next button stays
// where it was, under the reader's finger. (table.spec.ts checks the same on a desktop.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXAMPLES as examples, hydrated, watchErrors } from './helpers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

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
  const first = await shownStep(page, slug);
  let previous = first.narration;
  let pinned = first.next;
  // The first step with a click on Next, the rest by pressing Enter on it, as a keyboard user
  // does: the same button, without a click's checks of where it is on every step.
  const next = stepper.getByRole('button', { name: 'Next' });
  for (let step = 1; step <= steps; step++) {
    if (step === 1) await next.click();
    else await page.keyboard.press('Enter');
    // What the step shows, read in one go once the stepper has moved (a round trip per check
    // was most of these tests' time).
    let shown: ShownStep | null = null;
    await expect
      .poll(async () => {
        shown = await shownStep(page, slug);
        return [shown.count, shown.hash];
      })
      .toEqual([`Step ${step} of ${steps}`, `#ex-${slug}-${step}`]);
    const { narration, rules, section, next: box, said, height } = shown as unknown as ShownStep;
    expect(narration, `${slug}: step ${step} has its own narration`).not.toEqual(previous);
    previous = narration;
    expect(
      [box.top >= 0, box.bottom <= height, said.top >= 0, said.bottom <= height],
      `${slug}: at step ${step} the narration (${said.top}-${said.bottom}) and Next (${box.top}-${box.bottom}) are in the ${height} px window`,
    ).toEqual([true, true, true, true]);
    expect(Math.abs(box.top - pinned.top), `${slug}: Next stays put at step ${step}`).toBeLessThanOrEqual(1);
    pinned = box;
    expect(rules, `${slug}: step ${step} cites a rule`).toHaveLength(1);
    expect(section, `${slug}: rule ${rules[0]} has a section`).toBe(1);
  }
  await stepper.getByRole('button', { name: 'Previous' }).click();
  await expect(stepper.locator('.wh-step-count')).toHaveText(steps === 1 ? 'Start' : `Step ${steps - 1} of ${steps}`);
}

interface ShownStep {
  /** The step counter's text, and the address's fragment. */
  readonly count: string;
  readonly hash: string;
  readonly narration: string;
  /** The rules the narration links to, and how many sections of the page the first one names. */
  readonly rules: readonly string[];
  readonly section: number;
  /** Where the Next button and the narration are in the window, and the window's height. */
  readonly next: { readonly top: number; readonly bottom: number };
  readonly said: { readonly top: number; readonly bottom: number };
  readonly height: number;
}

async function shownStep(page: Page, slug: string): Promise<ShownStep> {
  return page.evaluate(async (id) => {
    // Read what the reader sees painted: a step's resize observers (which keep Next in place) run
    // just before the paint, so a read between Preact's render and that frame would see the page
    // before they moved it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const stepper = document.getElementById(id);
    const rules = [...(stepper?.querySelectorAll('.wh-narration a[data-rule-link]') ?? [])].map(
      (a) => a.getAttribute('data-rule-link') ?? '',
    );
    const box = (selector: string) => {
      const rect = stepper?.querySelector(selector)?.getBoundingClientRect();
      return { top: Math.round(rect?.top ?? -1), bottom: Math.round(rect?.bottom ?? -1) };
    };
    return {
      next: box('.wh-next'),
      said: box('.wh-narration'),
      height: window.innerHeight,
      count: stepper?.querySelector('.wh-step-count')?.textContent ?? '',
      hash: window.location.hash,
      narration: stepper?.querySelector('.wh-narration')?.textContent ?? '',
      rules,
      section: rules[0] === undefined ? 0 : document.querySelectorAll(`[data-rule="${CSS.escape(rules[0])}"]`).length,
    };
  }, `ex-${slug}`);
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
  test.describe(() => {
    test.use(PHONE);
    test(`${path}: on a phone, every example opens at a linked step, then steps through with the buttons (narration and Next in view together, Next staying put) and the first with the keys, citing a rule that exists on each step`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      for (const example of onPage) await test.step(example.slug, () => walk(page, example));
      await test.step('keys', () => keys(page, onPage[0] as (typeof onPage)[number]));
      expect(errors).toEqual([]);
    });
  });
}
