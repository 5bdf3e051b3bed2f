// The guided lesson of every game that has one, played on a 390x844 phone by tapping only, as a
// newcomer would: one move the engine refuses (its rule linked), one legal move the lesson does
// not want (the coach's nudge), then, after a second miss, the coach points at the move; the
// lesson's place survives a reload (and another after a jump to a written position); at the end
// the rules met are linked, "Play a real hand" opens the sandbox with a fresh deal, and the review's
// "Try again from here" opens the hand reviewed (after a jump, the one played from its position). Axe finds nothing at the first beat, at a refusal and at the
// end. The moves come from the lesson itself, replayed by the engine here, so the test follows
// the lesson file as it changes.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { gameById } from '../../src/engine/registry.ts';
import { driverOf } from './driver.ts';
import { expectNoAxeViolations, watchErrors } from './helpers.ts';
import { mainPath, refusedControl } from './lesson-play.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function coachSays(page: Page): Promise<string> {
  return (await page.locator('.wh-lesson .wh-coach').innerText()).replace(/\s+/g, ' ');
}

const games = readdirSync('content/lessons').map((name) => name.replace(/\.yaml$/, ''));

for (const game of games) {
  test(`${game}: the guided hand plays on a phone by tapping, with a refusal, a nudge, a pointer, a reload and an end that leads to the sandbox`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const { steps, covers, seed, close } = mainPath(game);
    const { page: path } = gameById(game);
    const { tap } = driverOf(game);

    // The quick start's link starts the lesson.
    await page.goto(path);
    await page.locator('#quick-start').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: /guided first (hand|game)/ }).tap();
    const lesson = page.locator('.wh-lesson');
    await expect(lesson.locator('.wh-coach-say')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, { within: '.wh-lesson-host', what: 'axe violations (the first beat)' });

    let refused = false;
    let nudged = false;
    let reloaded = false;
    let reloadedAfterJump = false;
    for (const [i, step] of steps.entries()) {
      if (step.kind === 'read') {
        await lesson.getByRole('button', { name: 'Continue' }).tap();
        continue;
      }
      // A refusal, once: a card in hand the engine does not allow now.
      const wrong = refusedControl(game, lesson);
      if (!refused && (await wrong.count()) > 0) {
        await wrong.tap();
        const refusal = lesson.locator('.wh-refusal');
        await expect(refusal).toContainText('Not allowed:');
        await expect(refusal.locator('a[data-rule-link]')).toHaveCount(1);
        await expectNoAxeViolations(page, { within: '.wh-lesson-host', what: 'axe violations (a refusal)' });
        refused = true;
      }
      // A legal move the lesson does not want, twice: the nudge, then the coach points at the move.
      // (A move this test cannot make through the controls, tap() declines: the next one is tried.)
      for (const unwanted of nudged ? [] : step.legal.filter((move) => move !== step.action)) {
        if ((await tap(lesson, unwanted, true)) === null) continue;
        await expect(lesson.locator('.wh-nudge')).toContainText('Not this time');
        await tap(lesson, unwanted, true);
        // The move said to the reader, in the game's words for it, not as the log tells it (issue 42).
        await expect(lesson.locator('.wh-coach-point')).toContainText(step.said);
        await expect(lesson.locator('.wh-coach-point')).not.toContainText('(you)');
        nudged = true;
        break;
      }
      const before = await coachSays(page);
      await tap(lesson, step.action);
      if (i < steps.length - 1) await expect.poll(() => coachSays(page)).not.toBe(before);
      // Halfway, and after a jump to a written position, the page is reloaded: the lesson comes
      // back where the reader was.
      const halfway: boolean = !reloaded && i >= steps.length / 2;
      const afterJump: boolean = !reloadedAfterJump && step.jumped && i < steps.length - 1;
      if (halfway || afterJump) {
        const at = await coachSays(page);
        await page.goto('about:blank');
        await page.goto(`${path}#lesson`);
        await expect(lesson.locator('.wh-coach')).toBeVisible({ timeout: 20_000 });
        await expect.poll(() => coachSays(page)).toBe(at);
        reloaded ||= halfway;
        reloadedAfterJump ||= afterJump;
      }
    }
    expect(refused, 'the lesson met a move to refuse').toBe(true);
    expect(nudged, 'the lesson met a legal move it does not want').toBe(true);

    // The end: the rules met, linked, and on to the sandbox.
    const end = lesson.locator('.wh-lesson-end');
    await expect(end).toBeVisible();
    // The coach closes: what happened, and what to try next (issue 42).
    expect(close, `${game}: the lesson's closing word`).not.toBeNull();
    await expect(end.locator('.wh-lesson-close')).toHaveText(close ?? '');
    await expect(end.locator('a[data-rule-link]')).toHaveCount(covers.length);
    await expectNoAxeViolations(page, { within: '.wh-lesson-host', what: 'axe violations (the end)' });
    // "Practise these rules" starts the page's quiz on the rules the lesson met.
    await end.getByRole('link', { name: 'Practise these rules' }).tap();
    const quiz = page.locator('.wh-practice');
    await expect(quiz).toContainText('On the rules of the guided hand.', { timeout: 20_000 });
    await expect(quiz.locator('.wh-practice-title')).toHaveText(/^Question 1 of 8/);
    const asked = await quiz
      .locator('.wh-question-seat a[data-rule-link]')
      .first()
      .getAttribute('data-rule-link', { timeout: 20_000 });
    expect(covers, 'the first question is on a rule the lesson met').toContain(asked);
    await lesson.scrollIntoViewIfNeeded();
    await end.getByRole('link', { name: 'Play a real hand' }).tap();
    await expect(page.locator('.wh-sandbox-host .wh-sandbox .wh-notice')).toContainText(
      'Opened the hand from your link.',
      {
        timeout: 20_000,
      },
    );
    // The guided hand is reviewed as a sandbox hand is: its marks, and "Try again from here" opens
    // its deal in the sandbox.
    await lesson.scrollIntoViewIfNeeded();
    await end.getByRole('button', { name: 'Review this hand' }).tap();
    const review = end.locator('.wh-review');
    await expect(review.locator('.wh-review-progress')).toHaveText(
      /^Review done: (1 decision|(?!1 )\d+ decisions)\.$/,
      {
        timeout: 90_000,
      },
    );
    const marks = review.locator('.wh-review-mark');
    await expect(marks.first()).toBeVisible();
    await expectNoAxeViolations(page, { within: '.wh-lesson-host', what: 'axe violations (the review)' });
    await marks.first().getByRole('button', { name: 'Try again from here' }).tap();
    await expect(page.locator('.wh-sandbox-host .wh-seed')).toContainText(`Seed ${seed}`, { timeout: 20_000 });
    // After a jump, the hand reviewed is the one played from the jump's position.
    if (steps.some((step) => step.jumped))
      await expect(page.locator('.wh-sandbox-host .wh-seed')).toContainText('from a position set up on this page');
    expect(errors).toEqual([]);
  });
}

test('offline, with the lesson not fetched yet, starting it says so, and its button starts it once online', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Any game's lesson: the first that has one.
  await page.goto(gameById(games[0] ?? '').page);
  // The lesson's code (the game's Lesson.tsx and the shared lesson) cannot be fetched until this is false.
  let offline = true;
  await page.route(/\/_astro\/Lesson\.[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  const host = page.locator('.wh-lesson-host');
  const start = host.getByRole('button', { name: 'Start the guided hand' });
  await start.click();
  await expect(host.getByRole('alert')).toHaveText(
    'The guided hand could not be loaded: check your connection, then try again.',
  );
  offline = false;
  await start.click();
  await expect(host.locator('.wh-lesson-progress')).toBeVisible();
  await expect(host.getByRole('alert')).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
