// Printing (issue 35): a game page on paper is its rules, not its widgets; its quick start prints
// alone, on one page, as a card (/<game>/card/, src/build/print-cards.ts). Checked in print media
// (what is visible) and by the PDFs Chromium makes of it (how many pages). Every PDF's page count
// is logged, for the record.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { EXAMPLES, expectNoAxeViolations, watchErrors } from './helpers.ts';

const SIZES = ['A4', 'Letter'] as const;

/** The pages in a PDF Chromium wrote: its page objects (each `/Type /Page`, not `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** Wakes every island, as a reader who scrolled the page through would have. */
async function wakeAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { game, page: path } of GAMES) {
  test(`${path}: the print is the rules, every rule section and example transcript, and no widget`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await wakeAll(page);
    await page.emulateMedia({ media: 'print' });

    // No widget, control or navigation is on the paper.
    for (const selector of [
      'button',
      'input',
      'select',
      'nav',
      'site-search',
      '.page > header',
      '.wh-sandbox-host',
      '.wh-sandbox',
      '.wh-lesson-host',
      '.wh-practice',
      '.wh-stepper-stage',
      '.wh-step-buttons',
      '.wh-try-it',
      '.wh-print-card-link',
      '#sandbox',
      '#practice',
    ]) {
      await expect(page.locator(`${selector} >> visible=true`), `${path} prints ${selector}`).toHaveCount(0);
    }

    // Every rule section, in the engine's rule book, and the quick start, the rulings and credits.
    const rules = Object.keys(game.rules);
    expect(rules.length).toBeGreaterThan(0);
    for (const id of ['quick-start', ...rules, 'rulings', 'credits']) {
      await expect(page.locator(`[id="${id}"]`), `${path}#${id} is not printed`).toBeVisible();
    }
    await expect(page.locator('a[href$="/rulings/"]').first()).toBeVisible();

    // Every example, as its title and every step of its transcript.
    const examples = EXAMPLES.filter((example) => example.page === path);
    await expect(page.locator('.wh-transcript:not(.wh-lesson-transcript)')).toHaveCount(examples.length);
    for (const example of examples) {
      await expect(page.locator(`#ex-${example.slug}-title`)).toBeVisible();
      for (let step = 0; step <= example.steps; step++) {
        await expect(page.locator(`#ex-${example.slug}-${step}-words`), `${path}: ${example.slug}`).toBeVisible();
      }
    }

    const counts: string[] = [];
    for (const format of SIZES) counts.push(`${format} ${pdfPages(await page.pdf({ format }))}`);
    test.info().annotations.push({ type: 'pdf pages', description: `${path}: ${counts.join(', ')}` });
    console.log(`print ${path}: ${counts.join(', ')} pages`);
    expect(errors).toEqual([]);
  });

  test(`${path}card/: the quick start prints alone on one A4 and one Letter page`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Print the quick start' });
    await expect(link).toBeVisible();
    const quickStart = (await page.locator('#quick-start').evaluate((heading) => {
      // The section's text, heading to the next part, as the page shows it.
      let text = '';
      const start = heading.closest('.sl-heading-wrapper') ?? heading;
      for (let node = start.nextElementSibling; node; node = node.nextElementSibling) {
        if (node.matches('h2, .sl-heading-wrapper.level-h2')) break;
        if (!node.matches('.wh-print-card-link')) text += `${(node as HTMLElement).innerText}\n`;
      }
      return text;
    })) as string;
    await link.click();
    await expect(page).toHaveURL(`${path}card/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.title}: quick start`);

    // The same quick start as the page's, links leading back to it.
    const card = await page.locator('.wh-card-page .sl-markdown-content').innerText();
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(words(card)).toBe(words(quickStart));
    for (const href of await page.locator('.wh-card-page a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href, 'a link on the card leads nowhere').not.toMatch(/^#/);
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeHidden();
    const counts: string[] = [];
    for (const format of SIZES) {
      const pages = pdfPages(await page.pdf({ format }));
      counts.push(`${format} ${pages}`);
      expect(pages, `${path}card/ at ${format}`).toBe(1);
    }
    console.log(`print ${path}card/: ${counts.join(', ')} pages`);
    expect(errors).toEqual([]);
  });
}
