// Every step of every worked example on a 390 x 844 phone (issue 42), as a reader who arrives by a
// step's link and presses Next meets it: at each step the step's words and the whole table are in
// the window, below Starlight's fixed header and above the step buttons, which cover neither; every
// card's index shows whole (nothing covers it, no edge cuts it); and the stepper's frame never
// moves: no layout shift has a source among its own parts (its title, the table's box, the words'
// place, the buttons, the links under them), the table's box keeps its height, and the page does
// not scroll from step to step. The box's height comes from the game's stage-heights.json
// (npm run measure:heights): a step that outgrows it, or a box much taller than its tallest step,
// fails here, naming the example. The table's own contents may move as the step changes them (a
// trick laid, a hand one card shorter): how much is written to the test's annotations.
//
// And a stepper is as tall once its frames come as the page's HTML drew it, so nothing under it
// moves (its engine's record, which the HTML leaves out, keeps its place).
//
// One test per game page, its examples opened in turn from their links within the page, one
// evaluation per step: about 230 steps in all.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EXAMPLES, hydrated, watchErrors } from './helpers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/**
 * Each stepper's height on `path` as the page's HTML draws it, before its frames come (read
 * without JavaScript: the same markup, which the island has not yet touched), by id.
 */
async function unhydratedHeights(browser: Browser, path: string): Promise<Record<string, number>> {
  const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await plain.newPage();
    await page.goto(path);
    return await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('section.wh-stepper')].map((s) => [s.id, s.getBoundingClientRect().height]),
      ),
    );
  } finally {
    await plain.close();
  }
}

/** A box's place in the window. */
interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly height: number;
}

/** What a step shows, read in the page in one go. */
interface Seen {
  readonly count: string;
  readonly problems: readonly string[];
  readonly frame: { readonly title: Box; readonly stage: Box; readonly dock: Box };
  readonly scroll: number;
  /** The table and the words together, as tall as this step needs them. */
  readonly needs: number;
  readonly grown: boolean;
}

/** Starts recording the layout shifts whose sources lie in the stepper `id`, framed or not. */
async function watchShifts(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as { stepShifts: { frame: string[]; content: number } };
    w.stepShifts = { frame: [], content: 0 };
    type Shift = { value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      const stepper = document.getElementById(id);
      if (!stepper) return;
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const nodes = (entry.sources ?? [])
          .map(({ node }) => (node instanceof Element ? node : (node?.parentElement ?? null)))
          .filter((node): node is Element => node !== null && stepper.contains(node));
        if (nodes.length === 0) continue;
        // The table's contents and each step's words change with the step; everything else is the frame.
        const framed = nodes.filter((node) => !node.closest('.wh-stepper-stage > .wh-table, .wh-narration'));
        if (framed.length > 0)
          w.stepShifts.frame.push(
            framed.map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`).join(', '),
          );
        else w.stepShifts.content += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  }, id);
}

/** What the stepper `id` shows now, and what is wrong with it. */
async function seen(page: Page, id: string): Promise<Seen> {
  return page.evaluate(async (id) => {
    // What the reader sees painted: after the step's layout effects (which may scroll the page).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const stepper = document.getElementById(id) as HTMLElement;
    const box = (element: Element | null | undefined): Box => {
      const r = element?.getBoundingClientRect();
      return { top: r?.top ?? NaN, bottom: r?.bottom ?? NaN, height: r?.height ?? NaN };
    };
    const problems: string[] = [];
    const header = Math.max(
      document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0,
      document.querySelector('wh-toc[data-phone] nav')?.getBoundingClientRect().bottom ?? 0,
    );
    const stageElement = stepper.querySelector('.wh-stepper-stage') as HTMLElement;
    const tableElement = stageElement.querySelector(':scope > .wh-table');
    const table = box(tableElement);
    const words = box(stepper.querySelector('.wh-narration'));
    const dock = box(stepper.querySelector('.wh-stepper-dock'));
    const px = (n: number) => Math.round(n);
    if (!tableElement) problems.push('no table');
    // (Within two pixels: the stepper leaves a rounding's worth where it is, not to move the page.)
    if (table.top < header - 2) problems.push(`the table's top (${px(table.top)}) is under the header (${px(header)})`);
    if (table.bottom > words.top + 0.5)
      problems.push(`the words (from ${px(words.top)}) cover the table (to ${px(table.bottom)})`);
    if (words.bottom > dock.top + 2)
      problems.push(`the buttons (from ${px(dock.top)}) cover the words (to ${px(words.bottom)})`);
    if (dock.bottom > innerHeight + 2) problems.push(`the buttons (to ${px(dock.bottom)}) are below the window`);

    // Each card's index (its corner, what shows of a fanned card) is on top where it is drawn: no
    // other card, no edge, no header or button bar over it.
    const inside = (card: Element, x: number, y: number): boolean => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && card.contains(hit);
    };
    const cards = [
      ...(tableElement?.querySelectorAll('.wh-card:not(.wh-card-back), .wh-dcard:not(.wh-dcard-back)') ?? []),
    ]
      // Drawn (not in a folded panel); DWYN's KROWN lies under the stock, its crown peeking out, on
      // purpose, the words beside it saying what it is.
      .filter((card) => card.checkVisibility() && !card.closest('.wh-dw-under'));
    for (const card of cards) {
      const name = card.getAttribute('aria-label') ?? card.textContent ?? '?';
      const edges = card.getBoundingClientRect();
      const marks = [...card.querySelectorAll('.wh-index, .wh-dface, .wh-dw-n > .wh-dw-r')];
      const points: [number, number][] = [];
      for (const mark of marks) {
        const range = document.createRange();
        range.selectNodeContents(mark);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          const y = (r.top + r.bottom) / 2;
          points.push([r.left + 1, y], [r.right - 1, y]);
        }
      }
      // A face without a printed index (DWYN's pictures): its top left corner.
      if (marks.length === 0)
        points.push([edges.left + 3, edges.top + 3], [edges.left + edges.width * 0.3, edges.top + edges.height * 0.25]);
      const hidden = points.filter(([x, y]) => !inside(card, x, y));
      if (hidden.length > 0)
        problems.push(`the card ${name} is clipped at (${hidden.map(([x, y]) => `${px(x)},${px(y)}`).join(' ')})`);
    }

    const gap = parseFloat(getComputedStyle(stepper.querySelector('.wh-words') as Element).paddingTop) || 0;
    const said = stepper.querySelector('.wh-narration') as HTMLElement;
    return {
      count: stepper.querySelector('.wh-step-count')?.textContent ?? '',
      problems,
      frame: { title: box(stepper.querySelector('.wh-stepper-title')), stage: box(stageElement), dock },
      scroll: scrollY,
      needs:
        tableElement instanceof HTMLElement
          ? tableElement.offsetTop + tableElement.offsetHeight + gap + said.offsetHeight
          : 0,
      grown: stageElement.style.minHeight !== '',
    };
  }, id);
}

for (const path of new Set(EXAMPLES.map((e) => e.page))) {
  const onPage = EXAMPLES.filter((e) => e.page === path);
  test(`${path}: on a phone, every step of every example shows its words and its whole table, cards unclipped, between the header and the step buttons, its frame never moving, nor its height as its frames come`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const before = await unhydratedHeights(browser, path);
    const errors = watchErrors(page);
    let contentShift = 0;
    for (const [i, { slug, steps }] of onPage.entries()) {
      await test.step(slug, async () => {
        const id = `ex-${slug}`;
        // Arrive by the example's link, as a reader does: the page brings the stepper into view.
        if (i === 0) await page.goto(`${path}#${id}-0`);
        else await page.evaluate((hash) => (window.location.hash = hash), `#${id}-0`);
        await hydrated(page, `#${id}`);
        // What lies under the stepper stays where the page's HTML put it as the frames come.
        const height = await page.locator(`#${id}`).evaluate((s) => s.getBoundingClientRect().height);
        expect(
          Math.abs(height - (before[id] ?? NaN)),
          `${slug}: the stepper's height, ${before[id]} px before its frames came, ${height} px after`,
        ).toBeLessThan(0.5);
        const next = page.locator(`#${id} .wh-next`);
        let first: Seen | null = null;
        let tallest = 0;
        for (let step = 0; step <= steps; step++) {
          if (step === 1) await watchShifts(page, id);
          if (step > 0) await next.click();
          const now = await seen(page, id);
          expect(now.count, `${slug}: the step shown`).toBe(step === 0 ? 'Start' : `Step ${step} of ${steps}`);
          expect(now.problems, `${slug}, step ${step}`).toEqual([]);
          first ??= now;
          expect(
            [now.frame, now.scroll],
            `${slug}: at step ${step} the stepper's title, box and buttons are where they were, the page not scrolled`,
          ).toEqual([first.frame, first.scroll]);
          expect(
            now.grown,
            `${slug}: step ${step} outgrew the box's measured height: run npm run measure:heights`,
          ).toBe(false);
          tallest = Math.max(tallest, now.needs);
        }
        const box = (first as Seen).frame.stage.height;
        expect(
          box - tallest,
          `${slug}: the box (${Math.round(box)} px) is far taller than its tallest step (${Math.round(tallest)} px): run npm run measure:heights`,
        ).toBeLessThan(24);
        const shifts = await page.evaluate(
          () => (window as unknown as { stepShifts: { frame: string[]; content: number } }).stepShifts,
        );
        expect(shifts.frame, `${slug}: layout shifts in the stepper's frame`).toEqual([]);
        contentShift += shifts.content;
      });
    }
    test.info().annotations.push({ type: 'table contents layout shift', description: contentShift.toFixed(4) });
    expect(errors).toEqual([]);
  });
}
