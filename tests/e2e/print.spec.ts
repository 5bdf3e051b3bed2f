// Printing (issues 35 and 41): a game page on paper is its rules, not its widgets; its quick start
// prints alone, on one page, as a card (/<game>/card/, pages/[game]/card.astro, from the partial the
// page shows) that names its page's address and whose rule links lead to the page's sections. Checked in print media (what is visible) and by the PDFs Chromium makes of it
// (how many pages, and what each page ends with: never a heading cut off from what it heads).
// Every PDF's page count is logged, for the record.
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/registry.ts';
import { EXAMPLES, expectNoAxeViolations, watchErrors } from './helpers.ts';
import { pdfLines } from './pdf-text.ts';

const SIZES = ['A4', 'Letter'] as const;

/** The pages in a PDF Chromium wrote: its page objects (each `/Type /Page`, not `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** Text to compare across the page and its PDF: no spaces, punctuation, case or ligatures. */
const letters = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * What the printed page shows as headings: the page's own, each example's title (after the words
 * print.css puts before it) and the summary over each transcript.
 */
async function printedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(h2, h3, h4, h5, h6, .wh-stepper-title, summary)')]
      .filter((element) => element.checkVisibility())
      .map((element) => `${element.matches('.wh-stepper-title') ? 'Worked example ' : ''}${element.innerText}`),
  );
}

/**
 * The headings a PDF leaves at the foot of a page, cut off from what they head: a page whose last
 * lines are a heading, or its first words. A heading starts a block, so its first line stands
 * further from the line above it than the lines of a paragraph do from each other (which tells a
 * paragraph's last line "turns" from a heading "Turns after the KROWN").
 */
function strandedHeadings(pdf: Buffer, headings: readonly string[]): string[] {
  const wanted = headings.map(letters).filter((h) => h.length > 0);
  const lines = pdfLines(pdf);
  const pages = Math.max(...lines.map((line) => line.page));
  const stranded: string[] = [];
  for (let number = 1; number < pages; number++) {
    const on = lines.filter((line) => line.page === number);
    const gaps = on
      .slice(1)
      .map((line, i) => line.y - (on[i]?.y ?? 0))
      .sort((a, b) => a - b);
    const pitch = gaps[Math.floor(gaps.length / 2)] ?? 0;
    for (let k = 1; k <= Math.min(3, on.length); k++) {
      const above = on[on.length - k - 1];
      const first = on[on.length - k];
      if (above && first && first.y - above.y < pitch * 1.2) continue;
      const tail = on.slice(-k).map((line) => line.text);
      const text = letters(tail.join(''));
      if (text.length > 0 && wanted.some((h) => h.startsWith(text))) {
        stranded.push(`page ${number} ends with "${tail.join(' / ')}"`);
        break;
      }
    }
  }
  return stranded;
}

/** Words about the screen that mean nothing on paper (the controls they name are not printed). */
const SCREEN_WORDS = [
  /Try it here/,
  /Flip the switch/,
  /Show all 52 pairs/,
  /arrow keys/,
  /Step with the buttons/,
  /Use the buttons/,
  /In the sandbox,/,
];

/**
 * Wakes every island, as a reader who scrolled the page through would have (the island of the
 * page's parts wakes only when the quiz or the lesson is asked for, and draws nothing).
 */
async function wakeAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]:not([client="asked"])')).toHaveCount(0, { timeout: 20_000 });
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

    // Words about the screen's controls stay off the paper.
    const printed = await page.locator('main').innerText();
    for (const words of SCREEN_WORDS) expect(printed, `${path} prints ${words}`).not.toMatch(words);

    // Each page of the PDF ends with text, never with a heading whose text is on the next page.
    const headings = await printedHeadings(page);
    const counts: string[] = [];
    for (const format of SIZES) {
      const pdf = await page.pdf({ format });
      counts.push(`${format} ${pdfPages(pdf)}`);
      expect(strandedHeadings(pdf, headings), `${path} at ${format}`).toEqual([]);
    }
    test.info().annotations.push({ type: 'pdf pages', description: `${path}: ${counts.join(', ')}` });
    console.log(`print ${path}: ${counts.join(', ')} pages`);
    expect(errors).toEqual([]);
  });

  test(`${path}card/: the quick start prints alone on one A4 and one Letter page, with its page's address`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Print the quick start' });
    await expect(link).toBeVisible();
    const quickStart = await page.locator('#quick-start').evaluate((heading) => {
      // The section's text and links, heading to the next part, as the page shows it.
      let text = '';
      const hrefs: string[] = [];
      const start = heading.closest('.sl-heading-wrapper') ?? heading;
      for (let node = start.nextElementSibling; node; node = node.nextElementSibling) {
        if (node.matches('h2, .sl-heading-wrapper.level-h2')) break;
        if (node.matches('.wh-print-card-link')) continue;
        text += `${(node as HTMLElement).innerText}\n`;
        const links = node.matches('a') ? [node] : [...node.querySelectorAll('a')];
        hrefs.push(...links.map((a) => a.getAttribute('href') ?? ''));
      }
      return { text, hrefs };
    });
    await link.click();
    await expect(page).toHaveURL(`${path}card/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.title}: quick start`);

    // The same quick start as the page's, its links to the page's sections leading to the page
    // (#deal is /<game>/#deal), the others (the glossary's) as they are.
    const content = page.locator('.wh-card-page .sl-markdown-content');
    const card = await content.innerText();
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(words(card)).toBe(words(quickStart.text));
    const hrefs = await content.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(quickStart.hrefs.map((href) => (href.startsWith('#') ? `${path}${href}` : href)));
    expect(hrefs.filter((href) => href.startsWith(`${path}#`)).length, 'rule links').toBeGreaterThan(2);
    for (const href of await page.locator('.wh-card-page a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href, 'a link on the card leads nowhere').not.toMatch(/^#/);
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeHidden();
    // The paper leads back to the full rules: the game page's address, as this site is served.
    const address = new URL(path, baseURL).href;
    await expect(page.locator('.wh-card-foot')).toContainText(address);
    const counts: string[] = [];
    for (const format of SIZES) {
      const pdf = await page.pdf({ format });
      const pages = pdfPages(pdf);
      counts.push(`${format} ${pages}`);
      expect(pages, `${path}card/ at ${format}`).toBe(1);
      expect(
        letters(
          pdfLines(pdf)
            .map((line) => line.text)
            .join(''),
        ),
        `${path}card/ at ${format}`,
      ).toContain(letters(address));
    }
    console.log(`print ${path}card/: ${counts.join(', ')} pages`);

    // A rule link on the card opens that rule's section on the page.
    await page.emulateMedia({ media: 'screen' });
    const rule = content.locator(`a[href^="${path}#"]`).first();
    const target = ((await rule.getAttribute('href')) ?? '').slice(path.length);
    await rule.click();
    await expect(page).toHaveURL(`${path}${target}`);
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
    expect(errors).toEqual([]);
  });
}

test("Dark Hearts' pair table prints open and whole: every pair, within the page's width", async ({ page }) => {
  await page.goto('/dark-hearts/');
  await page.emulateMedia({ media: 'print' });
  // The width of an A4 page inside print.css's margins (210 mm less 2 × 14 mm), in CSS pixels.
  await page.setViewportSize({ width: Math.floor((182 / 25.4) * 96), height: 1000 });
  const table = page.locator('#pair-table ~ details table').first();
  await expect(table).toBeVisible();
  // Its summary is a screen's control ("Show all 52 pairs"): the paper shows the table alone.
  await expect(page.locator('#pair-table ~ details > summary').first()).toBeHidden();
  const fit = await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const column = element.closest('.sl-markdown-content')?.getBoundingClientRect();
    const clipped = [...element.querySelectorAll('th, td')].filter((cell) => {
      const c = cell.getBoundingClientRect();
      return c.right > box.right + 0.5 || cell.scrollWidth > cell.clientWidth + 1;
    }).length;
    return {
      right: box.right,
      columnRight: column?.right ?? 0,
      scroll: element.parentElement?.scrollWidth ?? 0,
      width: element.parentElement?.clientWidth ?? 0,
      clipped,
      cells: element.querySelectorAll('td').length,
    };
  });
  expect(fit.cells, 'four rows of 13 pairs, each with its row label').toBe(4 * 14);
  expect(fit.right, 'the table ends inside the text column').toBeLessThanOrEqual(fit.columnRight + 0.5);
  expect(fit.scroll, 'nothing of the table is scrolled out of view').toBeLessThanOrEqual(fit.width);
  expect(fit.clipped).toBe(0);

  // And on paper: every Dark face of the table is in the PDF, the Q, K and A columns too.
  const text = pdfLines(await page.pdf({ format: 'A4' }))
    .map((line) => line.text)
    .join('\n');
  for (const row of ['10♠ J♠ Q♦ K♥ 8♦ 9♥ 7♥ 2♦ 3♠ 4♥ 5♦ 6♠ A♦', '8♠ 9♣ 10♦ J♦ Q♠ K♣ 5♠ 6♦ 7♣ 2♠ 3♦ 4♣ A♠']) {
    expect(letters(text)).toContain(letters(row));
  }
});
