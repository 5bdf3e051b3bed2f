// The guided lesson fits a phone (issue 42): on a 390x844 screen, at every beat of every game's
// lesson (each Continue and each move of its main path), after one refusal and after a nudge, the
// coach's words, every card they name and each control the reader taps for the move are inside
// the window and below Starlight's sticky header (and the page's "On this page" bar under it),
// with no scrolling by the reader: each control is measured before it is tapped. The cards named
// are found in the words by the build's own reading of them (src/lessons/claims.ts) and on the
// table by their `data-card`. One page load a lesson; the beats that do not fit are listed together
// at the end, so a failure names every one of them.
//
// Beside the fit: a refused "Move right" while arranging leaves the chosen card chosen; after two
// misses the move asked for is said twice (the coach's words and the pointer), not a third time by
// the nudge; after the Dawn swap's "Take these two" the reader is still at the lesson; with DWYN's
// card menu open (a sheet over the window), the coach's words are drawn, not covered; with the
// since-line's "more" open (once a lesson), the whole of it is in view, none of it in a box that
// scrolls, and Continue or the move's control is still in view; where
// the coach asks for one move among several allowed, its control alone is marked as the move (its
// cards, for a move of several; the Light/Dark switch, where the lead needs the other shade), with
// the coach's own look (an accent ring and a "tap" tag, not a chosen card's ✓ nor the dashed grey of a
// control not allowed now); no
// card face on the table is clipped.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { gameById } from '../../src/engine/registry.ts';
import { claimsIn } from '../../src/lessons/claims.ts';
import { watchErrors } from './helpers.ts';
import { driverOf, type Press } from './driver.ts';
import { mainPath, refusedControl, type Step } from './lesson-play.ts';

const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

const games = readdirSync('content/lessons').map((name) => name.replace(/\.yaml$/, ''));

/** Where a box lies against the window: null when it is in view, else what is wrong. */
interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The bottom of what stays fixed at the top of the window: Starlight's header and the page's table-of-contents bar. */
async function ceiling(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Each bar starts where the one above it ends.
    let bottom = 0;
    for (const element of document.querySelectorAll<HTMLElement>('header.header, wh-toc[data-phone] nav')) {
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      if (box.height > 0 && box.top <= bottom + 1) bottom = Math.max(bottom, box.bottom);
    }
    return bottom;
  });
}

function outside(box: Box | null, top: number): string | null {
  if (!box) return 'not shown';
  const wrong: string[] = [];
  if (box.top < top - 1)
    wrong.push(`its top at ${Math.round(box.top)} px is under the header (ends at ${Math.round(top)})`);
  if (box.bottom > HEIGHT + 1) wrong.push(`its bottom at ${Math.round(box.bottom)} px is below the window`);
  if (box.left < -1 || box.right > WIDTH + 1)
    wrong.push(`it runs ${Math.round(box.left)} to ${Math.round(box.right)} px across`);
  return wrong.length > 0 ? wrong.join(', ') : null;
}

async function boxOf(target: Locator): Promise<Box | null> {
  if ((await target.count()) === 0) return null;
  const box = await target.first().boundingBox();
  if (!box || box.width === 0 || box.height === 0) return null;
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** The box of the first of these cards shown in the lesson that is in view, else of the first shown, else null. */
async function cardBox(lesson: Locator, cards: readonly string[], top: number): Promise<Box | null> {
  return lesson.evaluate(
    (root, { cards, top, height }) => {
      const boxes = cards
        .flatMap((card) => [...root.querySelectorAll(`[data-card="${CSS.escape(card)}"]`)])
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => ({ top: box.top, bottom: box.bottom, left: box.left, right: box.right }));
      return boxes.find((box) => box.top >= top - 1 && box.bottom <= height + 1) ?? boxes[0] ?? null;
    },
    { cards, top, height: HEIGHT },
  );
}

/**
 * Why the coach's words cannot be read now though a menu is open over the table, or null when they
 * can: its box (or the menu's copy of its words at the menu's top) lies in the window below the
 * header, and what is drawn at its centre is the words themselves, not a sheet over them (a box
 * under an overlay is still "in view" by its bounds alone).
 */
async function coachCovered(page: Page, top: number): Promise<string | null> {
  return page.evaluate(
    ({ top, height }) => {
      const said = document.querySelector('.wh-lesson .wh-coach-say')?.textContent?.trim() ?? '';
      const seen: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(
        '.wh-lesson .wh-coach-say, .wh-lesson .wh-dw-choice-coach',
      )) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = y >= top && y <= height ? document.elementFromPoint(x, y) : null;
        const shown = hit !== null && element.contains(hit);
        const name = element.classList.contains('wh-coach-say') ? 'the coach’s box' : 'the menu’s copy';
        if (shown && said.startsWith(element.textContent?.trim() ?? '\u0000')) return null;
        seen.push(
          `${name} at ${Math.round(y)} px: ${shown ? 'other words' : `covered by ${hit ? `.${[...hit.classList].join('.')}` : 'nothing in the window'}`}`,
        );
      }
      return seen.join('; ') || 'no coach words shown';
    },
    { top, height: HEIGHT },
  );
}

/** Two frames: what a move changed is drawn, and any scroll it asked for is done. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

for (const game of games) {
  test(`${game}: at every beat of the guided hand on a phone, the coach, the cards named and the controls are in view`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const { steps } = mainPath(game);
    const manifest = gameById(game);
    const { claims: words } = manifest;
    if (!words) throw new Error(`${game}: its manifest gives no claims, so the cards the coach names are unknown`);
    const { deck } = manifest.game;
    const { tap } = driverOf(game);
    const misfits = new Map<string, string[]>();
    let where = '';
    const note = (what: string, why: string): void => {
      misfits.set(where, [...(misfits.get(where) ?? []), `${what}: ${why}`]);
    };

    await page.goto(manifest.page);
    await page.getByRole('button', { name: /^Start the guided (hand|game)$/ }).tap();
    const lesson = page.locator('.wh-lesson');
    await expect(lesson.locator('.wh-coach-say')).toBeVisible({ timeout: 20_000 });
    const coach = lesson.locator('.wh-coach-say');

    /** Checks, as the reader sees it now, the coach's words, the cards they name and `also`. */
    const fits = async (step: Step, also: readonly [string, Locator][] = []): Promise<void> => {
      await settled(page);
      const top = await ceiling(page);
      const checks: [string, Locator][] = [['the coach’s words', coach], ...also];
      for (const [what, target] of checks) {
        const why = outside(await boxOf(target), top);
        if (why) note(what, why);
      }
      // Every card face on the table shows its whole index (Dark Hearts' 10 of diamonds lost its suit).
      for (const card of await lesson.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('[data-card], [data-card] > *')]
          .filter((face) => face.clientWidth > 0 && face.scrollWidth > face.clientWidth + 1)
          .map((face) => face.closest('[data-card]')?.getAttribute('data-card') ?? ''),
      ))
        note(`the face of ${card}`, 'its index is clipped');
      const say = step.beat.say ?? '';
      for (const claim of claimsIn(say, words, deck, 'A')) {
        if (claim.kind !== 'card') continue;
        const why = outside(await cardBox(lesson, claim.cards, top), top);
        if (why) note(`the card named "${claim.words}"`, why);
      }
    };
    /** A tap on the control the move needs, once it is measured where the reader sees it. */
    const press: Press = async (target) => {
      await settled(page);
      const why = outside(await boxOf(target), await ceiling(page));
      if (why) note(`the control "${(await target.first().innerText()).replace(/\s+/g, ' ').trim()}"`, why);
      // A menu open over the table (DWYN's card menu, a sheet on a phone) leaves the coach's words readable.
      if ((await lesson.locator('.wh-dw-choice').count()) > 0) {
        menus++;
        const covered = await coachCovered(page, await ceiling(page));
        if (covered) note('the coach’s words with the menu open', covered);
      }
      await target.first().tap();
    };
    const coachChanges = async (before: string): Promise<void> => {
      await expect.poll(async () => (await coach.innerText()).trim()).not.toBe(before);
    };

    let refused = false;
    let nudged = false;
    let menus = 0;
    let opened = false;
    for (const [i, step] of steps.entries()) {
      where = `beat ${step.beat.number} (${step.kind === 'read' ? 'read' : step.action})`;
      const before = (await coach.innerText()).trim();
      await fits(step);
      // "more" on the since-line, once a lesson: the whole line read, the coach's words and what
      // the reader taps next (Continue, measured here; a move's control, measured as it is tapped)
      // stay in view.
      const more = lesson.getByRole('button', { name: 'more', exact: true });
      if (!opened && (await more.count()) > 0) {
        opened = true;
        where = `beat ${step.beat.number}, "more" open`;
        await more.first().tap();
        await expect(lesson.getByRole('button', { name: 'less', exact: true })).toBeVisible();
        // The whole of it is shown, a line a sentence, in view: no part hidden in a box that scrolls
        // (a newcomer did not see that the two-line box did).
        const list = lesson.locator('.wh-latest-list');
        await fits(step, [
          ['the whole since-line', list],
          ...(step.kind === 'read'
            ? [['Continue', lesson.getByRole('button', { name: 'Continue' })] as [string, Locator]]
            : []),
        ]);
        const hidden = await lesson
          .locator('.wh-latest, .wh-latest *')
          .evaluateAll((boxes) => boxes.some((box) => box.scrollHeight > box.clientHeight + 1));
        if (hidden) note('the whole since-line', 'part of it is hidden in a box that scrolls');
      }
      where = `beat ${step.beat.number} (${step.kind === 'read' ? 'read' : step.action})`;
      if (step.kind === 'read') {
        await press(lesson.getByRole('button', { name: 'Continue' }));
        if (i < steps.length - 1) await coachChanges(before);
        continue;
      }
      if (game === 'dawn' && step.action === 'ready') await arrangingKeepsTheChoice(lesson);
      if (game === 'dwyn' && step.action.startsWith('steal ')) {
        // The reader has drawn this turn: the draw says so, not only by its muted look.
        await expect(lesson.getByRole('button', { name: /^Draw from the stock: drawn this turn/ })).toBeVisible();
      }
      if (game === 'dwyn' && step.beat.say?.includes("don't draw")) {
        // Drawing is allowed, but the coach asks for the discard: the draw is not marked as the move.
        const draw = lesson.getByRole('button', { name: /^Draw from the pool/ });
        await expect(draw).toBeVisible();
        await expect(draw).not.toHaveClass(/\bwh-legal\b/);
      }
      // One move asked among several allowed: its control alone is marked as the move to make (each
      // of its cards or places, for a move of several: Dark Hearts' pass, Dawn's take), and says so to a screen reader
      // (Day's Check looked the same as Bet 1). Where the move takes a setting first (Dark Hearts'
      // Light/Dark switch), the setting is marked.
      if (Array.isArray(step.beat.you) && step.beat.you.length === 1 && step.legal.length > 1) {
        const marked = lesson.locator('.wh-dock .wh-legal');
        const count = await marked.count();
        // A move's parts: its cards or places (a pass of three, a take of two), else the move itself.
        const move = manifest.game.parseAction(step.action) as Readonly<Record<string, unknown>>;
        const parts = (Object.values(move).find(Array.isArray) as unknown[] | undefined)?.length ?? 1;
        if (count === 0) note('the controls marked as the move to make', 'none is, for the move asked');
        if (count > parts) note('the controls marked as the move to make', `${count} are, for the one move asked`);
        for (const name of await marked.evaluateAll((els) =>
          els.map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`),
        )) {
          if (!name.includes('the coach’s move'))
            note('the control marked as the move', `its name says nothing of the coach: ${name}`);
        }
        // The coach's mark is its own (a solid ring, a "tap" tag), not a chosen card's ✓, an allowed move's look
        // nor the dashed grey of a control not allowed now.
        for (const look of await marked.evaluateAll((els) =>
          els.map((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el, '::after').content}`),
        )) {
          if (!/^solid .*tap/.test(look))
            note('the control marked as the move', `it looks like ${look}, not the coach's mark`);
        }
      }
      // A refusal, once: a control the engine does not allow now.
      const wrong = refusedControl(game, lesson);
      if (!refused && (await wrong.count()) > 0) {
        where = `beat ${step.beat.number}, refused`;
        await wrong.tap();
        const refusal = lesson.locator('.wh-refusal');
        await expect(refusal).toContainText('Not allowed:');
        await fits(step, [['the refusal', refusal]]);
        refused = true;
      }
      // A legal move the lesson does not want, twice: the nudge, then the coach points at the move.
      for (const unwanted of nudged ? [] : step.legal.filter((move) => move !== step.action)) {
        if ((await tap(lesson, unwanted, true)) === null) continue;
        where = `beat ${step.beat.number}, nudged`;
        const nudge = lesson.locator('.wh-nudge');
        await expect(nudge).toContainText('Not this time');
        await fits(step, [['the nudge', nudge]]);
        await tap(lesson, unwanted, true);
        where = `beat ${step.beat.number}, pointed`;
        const pointer = lesson.locator('.wh-coach-point');
        await expect(pointer).toContainText(step.said);
        await fits(step, [['the pointer', pointer]]);
        // The move asked for is said by the coach and by the pointer, not a third time by the nudge.
        await expect
          .soft(nudge, 'once the coach points, the nudge only says this was not it')
          .toHaveText('Not this time.');
        nudged = true;
        break;
      }
      where = `beat ${step.beat.number} (${step.action})`;
      const taken = step.action.startsWith('take ');
      await tap(lesson, step.action, false, press);
      if (i < steps.length - 1) await coachChanges(before);
      if (taken) {
        await settled(page);
        const practice = await boxOf(page.locator('#practice'));
        expect
          .soft(
            practice === null || practice.top > HEIGHT,
            'after "Take these two", the Practice section is not in view',
          )
          .toBe(true);
      }
    }
    expect(opened, 'the lesson met a since-line with "more"').toBe(true);
    expect(refused, 'the lesson met a move to refuse').toBe(true);
    expect(nudged, 'the lesson met a legal move it does not want').toBe(true);
    const beats = [...misfits].map(([at, whys]) => `${at}:\n    ${whys.join('\n    ')}`);
    const decisions = steps.filter((step) => step.kind === 'move').length;
    const missed = [...misfits.keys()].filter((at) => !at.includes(','));
    console.log(
      `${game}: ${missed.filter((at) => !at.endsWith('(read)')).length} of ${decisions} decisions and ` +
        `${missed.filter((at) => at.endsWith('(read)')).length} of ${steps.length - decisions} reads do not fit; ` +
        `after a miss: ${[...misfits.keys()].filter((at) => at.includes(',')).join('; ') || 'all fit'}`,
    );
    if (game === 'dwyn') expect(menus, 'DWYN: controls tapped with its card menu open').toBeGreaterThan(3);
    expect(beats, `${game}: beats where something is out of view`).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * Dawn's arranging: a card chosen and "Move right" tapped, the lesson (which keeps the hand as dealt)
 * nudges, and the card stays chosen where it was. Then the choice is let go.
 */
async function arrangingKeepsTheChoice(lesson: Locator): Promise<void> {
  const first = lesson.locator('.wh-hand-buttons .wh-card-button').first();
  const name = await first.getAttribute('aria-label');
  await first.tap();
  await lesson.getByRole('button', { name: 'Move right' }).tap();
  await expect(lesson.locator('.wh-nudge')).toContainText('Not this time:');
  const chosen = lesson.locator('.wh-hand-buttons .wh-card-button[aria-pressed="true"]');
  await expect
    .soft(chosen, 'the card chosen before the refused move is still the one chosen')
    .toHaveAttribute('aria-label', name ?? '');
  await lesson.locator('.wh-hand-buttons .wh-card-button[aria-pressed="true"]').first().tap();
}
