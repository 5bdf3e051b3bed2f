// DWYN's guided game on a 390x844 phone (issue 42): every card face the reader meets is as legible
// as the other games' phone cards (44 px wide, its number at 14.4 px, its suit named in words), in
// the lesson and in the sandbox; and a move refused while the card's menu is open (a sheet over the
// bottom of the window) is said where the reader is looking, over the sheet, with its rule link.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gameById } from '../../../src/engine/registry.ts';
import { openSandbox, watchErrors } from '../helpers.ts';
import { mainPath } from '../lesson-play.ts';
import { DRIVER } from './driver.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

/** The phone cards of Dark Hearts' guided hand: 44 px wide, their index at 14.4 px. */
const WIDTH = 43.5;
const INDEX = 14.4;
/** A suit's name and a body card's part, printed on a face: the least a phone reader is asked to read. */
const WORD = 10;

/**
 * Every face drawn in `within` that falls short, with why: narrower than the phone's cards, a
 * number smaller than their index, a suit not named in words, or a word too small or cut off. The
 * KROWN peeking from under the stock (the words beside it name it) and the small faces beside
 * their names in words (the menu's, the targets') are not faces to read.
 */
async function illegible(within: Locator): Promise<string[]> {
  return within.evaluate(
    (root, { width, index, word }) =>
      [...root.querySelectorAll<HTMLElement>('.wh-card.wh-dw')]
        .filter((card) => card.checkVisibility() && !card.closest('.wh-dw-under, .wh-dw-choice'))
        .flatMap((card) => {
          const name = card.getAttribute('data-card') ?? '?';
          const wrong: string[] = [];
          const box = card.getBoundingClientRect();
          if (box.width < width) wrong.push(`${Math.round(box.width)} px wide`);
          const rank = card.querySelector<HTMLElement>('.wh-dw-r');
          if (!rank) return [`${name}: no rank printed`];
          const px = (style: CSSStyleDeclaration): number => parseFloat(style.fontSize);
          if (card.classList.contains('wh-dw-n') && px(getComputedStyle(rank)) < index)
            wrong.push(`its number at ${px(getComputedStyle(rank))} px`);
          if (card.classList.contains('wh-dw-b') && px(getComputedStyle(rank)) < word)
            wrong.push(`its part at ${px(getComputedStyle(rank))} px`);
          const suit = rank.getAttribute('data-suit');
          if (suit !== null) {
            const printed = getComputedStyle(rank, '::before');
            if (printed.display === 'none' || printed.content !== `"${suit}"`)
              wrong.push(`its suit, ${suit}, not named`);
            else if (px(printed) < word) wrong.push(`its suit's name at ${px(printed)} px`);
          }
          if (rank.scrollWidth > rank.clientWidth + 1) wrong.push('its words cut off');
          return wrong.length > 0 ? [`${name}: ${wrong.join(', ')}`] : [];
        }),
    { width: WIDTH, index: INDEX, word: WORD },
  );
}

/** Opens the guided game at its first beat. */
async function openLesson(page: Page): Promise<Locator> {
  await page.goto(gameById('dwyn').page);
  await page.getByRole('button', { name: /^Start the guided (hand|game)$/ }).tap();
  const lesson = page.locator('.wh-lesson');
  await expect(lesson.locator('.wh-coach-say')).toBeVisible({ timeout: 20_000 });
  return lesson;
}

/** Plays the guided game's main path on, from beat `from` up to beat `to`. */
async function playOn(lesson: Locator, from: number, to: number): Promise<void> {
  for (const step of mainPath('dwyn').steps) {
    if (step.beat.number < from) continue;
    if (step.beat.number >= to) break;
    const said = await lesson.locator('.wh-coach-say').innerText();
    if (step.kind === 'read') await lesson.getByRole('button', { name: 'Continue' }).tap();
    else await DRIVER.tap(lesson, step.action);
    await expect(lesson.locator('.wh-coach-say')).not.toHaveText(said);
  }
}

test('on a phone, every face in the guided game and the sandbox reads as a phone card: 44 px, its number at 14.4 px, its suit in words', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The first lay-out (the hand as faces), then the duel's beat: number and body cards in hand (as
  // buttons), in front of each player and in the duel.
  const lesson = await openLesson(page);
  await playOn(lesson, 1, 6);
  await expect(lesson.locator('.wh-hand .wh-card.wh-dw')).not.toHaveCount(0);
  expect(await illegible(lesson), 'faces in the guided game, laying out').toEqual([]);
  await playOn(lesson, 6, 11);
  await expect(lesson.locator('.wh-dw-duel .wh-card.wh-dw')).not.toHaveCount(0);
  await expect(lesson.locator('.wh-dw-tab .wh-card.wh-dw')).not.toHaveCount(0);
  expect(await illegible(lesson), 'faces in the guided game').toEqual([]);

  await openSandbox(page);
  const sandbox = page.locator('.wh-sandbox:not(.wh-lesson)');
  await expect(sandbox.locator('.wh-dw-tab .wh-card.wh-dw, .wh-hand-buttons .wh-card.wh-dw')).not.toHaveCount(0);
  expect(await illegible(sandbox), 'faces in the sandbox').toEqual([]);
  expect(errors).toEqual([]);
});

test('on a phone, a move refused while the card menu is open is drawn over the menu, with its rule link', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // "Your first turn: draw." The STEAL chosen before drawing opens its menu, then its targets, the
  // menu grown to most of the window; taking one is refused (a turn starts with a draw).
  const lesson = await openLesson(page);
  await playOn(lesson, 1, 8);
  await lesson.locator('[data-focus-key="card-STEAL-1"]').tap();
  await lesson.locator('.wh-dw-choice [data-focus-key="steal"]').tap();
  await lesson.locator('.wh-dw-choice .wh-dw-target').first().tap();
  const refusal = lesson.locator('.wh-refusal:visible');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText('Not allowed:');
  await expect(refusal.locator('a[data-rule-link]')).toHaveCount(1);
  await expect(lesson.locator('.wh-dw-choice')).toBeVisible();
  const drawn = await refusal.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit)
      ? 'the refusal'
      : `${hit ? [hit.localName, ...hit.classList].join('.') : 'nothing'} at ${Math.round(x)},${Math.round(y)}`;
  });
  expect(drawn, "what is drawn at the refusal's centre").toBe('the refusal');
  // Its link is drawn too, so the reader can open the rule.
  const link = refusal.locator('a[data-rule-link]');
  const linkDrawn = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(linkDrawn, 'the rule link is drawn, not covered').toBe(true);
  expect(errors).toEqual([]);
});
