// Practice questions in every game: a question opens from its link, a wrong answer is
// explained with the engine's reason and a link to the rule, a right one says why, "another one"
// deals a fresh seed into the address; a rule's "Try it" line opens a question on it; the quiz
// keeps a score; a damaged link says so; without JavaScript the page says the quiz needs it. The
// expected question is made here by the same engine from the same seed, never stored.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Question } from '../../src/engine/core/practice/question.ts';
import { questionFor } from '../../src/engine/core/practice/quiz.ts';
import type { Topic } from '../../src/engine/core/practice/spec.ts';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { expectNoAxeViolations, useTheme, watchErrors } from './helpers.ts';

// A question replays its game from the seed and axe reads the whole page: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** axe on the quiz (the rest of the page is checked in a11y.spec.ts, and reading it all takes long). */
async function axe(page: Page): Promise<void> {
  await expectNoAxeViolations(page, { within: '.wh-practice-host' });
}

async function expected(manifest: GameManifest, topic: Topic, seed: number): Promise<Question> {
  const question = await questionFor(manifest.play.game, manifest.practice, topic, seed);
  if (!question) throw new Error(`no question for ${topic.kind}.${topic.rule}.${seed}`);
  return question;
}

/** Picks `choices` by their labels and checks the answer. */
async function answer(quiz: Locator, choices: readonly { label: string }[]): Promise<void> {
  for (const choice of choices) await quiz.locator('.wh-choices').getByLabel(choice.label, { exact: true }).check();
  await quiz.getByRole('button', { name: 'Check my answer' }).click();
}

/** A game with a quiz, for the checks any game's quiz would pass alike. */
const QUIZ = GAMES.find((m) => m.components.practice) as GameManifest;

function seedIn(url: string): number {
  return Number(/#try=[a-z-]+\.[a-z-]+\.(\d+)$/.exec(url)?.[1]);
}

for (const manifest of GAMES) {
  const { game, page: path, practice } = manifest;
  // A "which may you play" question: its wrong answers are refusals with rules.
  const topic = practice.topics.find((t) => t.kind === 'legal') as Topic;
  const theme = GAMES.indexOf(manifest) % 2 === 0 ? 'light' : 'dark';

  test(`${game.title}: a question's link opens it; wrong and right answers are explained with the rule (${theme})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await useTheme(page, theme);
    const seed = 5;
    const question = await expected(manifest, topic, seed);
    await page.goto(`${path}#try=${topic.kind}.${topic.rule}.${seed}`);
    const quiz = page.locator('.wh-practice');
    await expect(quiz.getByRole('heading', { name: `Try it: ${game.rules[topic.rule]}` })).toBeVisible();
    await expect(quiz.locator('legend')).toContainText(question.prompt);
    await expect(quiz).toBeInViewport();
    // The reader's seat is drawn at the bottom of the table, as in the sandbox.
    await expect(quiz.locator('.wh-bottom')).toContainText(`${String.fromCharCode(65 + question.record.seat)} (you)`);

    // Wrong: one refused choice (on the rule asked, where one is). The engine's reason appears with
    // a link to its rule; a right choice missed says what allows it, with its rule, "right too"
    // only beside a right pick.
    const wrong = (question.choices.find((c) => !c.right && c.rule === topic.rule) ??
      question.choices.find((c) => !c.right)) as Question['choices'][number];
    expect(wrong.rule).not.toBeNull();
    await answer(quiz, [wrong]);
    const verdict = quiz.locator('.wh-verdict');
    await expect(verdict).toContainText('Not quite.');
    await expect(verdict).toContainText(question.answer);
    const reason = verdict.locator('.wh-reasons li', { hasText: wrong.label }).first();
    await expect(reason).toContainText(wrong.why);
    await expect(reason.locator(`a[data-rule-link="${wrong.rule as string}"]`)).toHaveAttribute(
      'href',
      `#${wrong.rule as string}`,
    );
    const missed = question.choices.find((c) => c.right) as Question['choices'][number];
    const allowed = verdict.locator('.wh-reasons li', { hasText: missed.why }).first();
    await expect(allowed).toContainText(`${missed.label} was right.`);
    await expect(allowed.locator(`a[data-rule-link="${missed.rule as string}"]`)).toBeVisible();
    expect(missed.why).not.toMatch(/No rule stops it here/);
    await axe(page);

    // Another one on this rule: a fresh seed, in the address, so the question can be sent on.
    await quiz.getByRole('button', { name: 'Another one on this rule' }).click();
    await expect(page).not.toHaveURL(new RegExp(`\\.${seed}$`));
    await expect(page).toHaveURL(new RegExp(`#try=${topic.kind}\\.${topic.rule}\\.\\d+$`));
    const next = await expected(manifest, topic, seedIn(page.url()));
    await expect(quiz.locator('legend')).toContainText(next.prompt);
    await expect(quiz.getByRole('button', { name: 'Check my answer' })).toBeVisible();

    // Right: exactly the right choices. The verdict says why, and its rule link lands on the rule.
    await answer(
      quiz,
      next.choices.filter((c) => c.right),
    );
    await expect(verdict).toContainText('Right.');
    await expect(verdict).toContainText(next.answer);
    await expect(quiz.locator('.wh-choice-right')).toHaveCount(next.choices.filter((c) => c.right).length);
    await axe(page);
    await verdict.locator(`.wh-verdict-right a[data-rule-link="${next.rule}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${next.rule}$`));
    await expect(page.locator(`#${next.rule}`)).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test(`${game.title}: each rule's "Try it" links open a question on that rule`, async ({ page }) => {
    const errors = watchErrors(page);
    const own = practice.topics.find((t) => !['legal', 'next', 'settles'].includes(t.kind)) ?? practice.topics[0];
    const { rule } = own as Topic;
    await page.goto(`${path}#${rule}`);
    // The line's try-it part: the paragraph itself, or its span when the line also lists examples.
    const line = page.locator(`#${rule} + p.wh-try-it, #${rule} + p.wh-rule-links .wh-try-it`);
    const links = line.getByRole('link');
    await expect(links).toHaveCount(practice.topics.filter((t) => t.rule === rule).length);
    const kindTitle = practice.kinds.find((k) => k.id === own?.kind)?.title as string;
    await line.getByRole('link', { name: `Try it, a question on ${game.rules[rule]}: ${kindTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`#try=${own?.kind}\\.${rule}\\.1$`));
    const question = await expected(manifest, own as Topic, 1);
    const quiz = page.locator('.wh-practice');
    await expect(quiz.locator('legend')).toContainText(question.prompt);
    await expect(quiz.getByRole('link', { name: `Back to the rule: ${game.rules[rule]}` })).toHaveAttribute(
      'href',
      `#${rule}`,
    );
    expect(errors).toEqual([]);
  });
}

// "What happens next" and "who wins": each wrong choice is answered with its own reason (the
// game's figure, from the engine) and a link to its rule; the choices' values in the page say
// nothing of which is right.
for (const [gameId, kind, rule] of [
  ['dark-hearts', 'settles', 'trick-winner'],
  ['day', 'next', 'x-of-a-kind'],
] as const) {
  test(`${gameId}: a wrong "${kind}" answer is explained with its own reason and rule`, async ({ page }) => {
    const errors = watchErrors(page);
    const manifest = GAMES.find((m) => m.game.id === gameId) as GameManifest;
    const topic = manifest.practice.topics.find((t) => t.kind === kind && t.rule === rule) as Topic;
    const seed = 3;
    const question = await expected(manifest, topic, seed);
    await page.goto(`${manifest.page}#try=${kind}.${rule}.${seed}`);
    const quiz = page.locator('.wh-practice');
    await expect(quiz.locator('legend')).toContainText(question.prompt);

    // Neutral values, in the order shown.
    const values = await quiz
      .locator('.wh-choices input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).toEqual(question.choices.map((_, i) => `c${String(i + 1)}`));

    const wrong = question.choices.find((c) => !c.right) as Question['choices'][number];
    await answer(quiz, [wrong]);
    const verdict = quiz.locator('.wh-verdict');
    await expect(verdict).toContainText('Not quite.');
    await expect(verdict).toContainText(question.answer);
    const reason = verdict.locator('.wh-reasons li', { hasText: wrong.label }).first();
    await expect(reason).toContainText(wrong.why);
    expect(wrong.why).not.toMatch(/^That does not happen/);
    // One answer was asked for: the right one is named as the answer, not as "right too".
    const right = question.choices.find((c) => c.right) as Question['choices'][number];
    await expect(verdict.locator('.wh-reasons')).toContainText(`${right.label} was the right answer.`);
    await expect(verdict.locator('.wh-reasons')).not.toContainText('right too');
    await expect(reason.locator(`a[data-rule-link="${wrong.rule as string}"]`)).toHaveAttribute(
      'href',
      `#${wrong.rule as string}`,
    );
    expect(errors).toEqual([]);
  });
}

test("a question's table has its panels open: everything the answer rests on is in sight", async ({ page }) => {
  const errors = watchErrors(page);
  const manifest = GAMES.find((m) => m.game.id === 'dark-hearts') as GameManifest;
  const topic = manifest.practice.topics.find((t) => t.kind === 'next' && t.rule === 'point-cards') as Topic;
  const question = await expected(manifest, topic, 2);
  await page.goto(`${manifest.page}#try=next.point-cards.2`);
  const quiz = page.locator('.wh-practice');
  await expect(quiz.locator('legend')).toContainText(question.prompt);
  const panels = quiz.locator('.wh-question details');
  await expect(panels.first()).toBeVisible();
  for (const panel of await panels.all()) await expect(panel).toHaveAttribute('open', '');
  // The scores a "who scores what" answer rests on: each seat's points this hand, in sight.
  await expect(quiz.locator('.wh-question table.wh-scores')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the quiz asks eight questions and keeps the score', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${QUIZ.page}#practice`);
  await page.getByRole('button', { name: 'Start the quiz (8 questions)' }).click();
  const quiz = page.locator('.wh-practice');
  let right = 0;
  for (let n = 1; n <= 8; n++) {
    await expect(quiz.getByRole('heading', { level: 3 })).toHaveText(`Question ${n} of 8 · score ${right}`);
    await quiz.locator('.wh-choice input').first().check();
    await quiz.getByRole('button', { name: 'Check my answer' }).click();
    const verdict = quiz.locator('.wh-verdict p').first();
    await expect(verdict).toHaveText(/^(Right\.|Not quite\.)/);
    if ((await verdict.textContent())?.startsWith('Right.')) right++;
    await quiz.getByRole('button', { name: n < 8 ? 'Next question' : 'See my score' }).click();
  }
  await expect(quiz.locator('.wh-score')).toHaveText(`You answered ${right} of 8 right.`);
  // The list of the eight, each with its rule and a link back to the very question.
  const results = quiz.locator('.wh-quiz-results li');
  await expect(results).toHaveCount(8);
  await expect(results.filter({ hasText: '✓ right' })).toHaveCount(right);
  await expect(results.first().getByRole('link', { name: 'try this question again' })).toHaveAttribute(
    'href',
    /^#try=[a-z-]+\.[a-z-]+\.\d+$/,
  );
  await expect(quiz.getByRole('button', { name: 'A new quiz' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a damaged question link says so and leaves the quiz ready', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${QUIZ.page}#try=legal.no-such-rule.3`);
  const quiz = page.locator('.wh-practice');
  await expect(quiz.getByRole('status')).toContainText('This question link is damaged');
  // A rule named like a key every object has is no rule of the game.
  const kind = QUIZ.practice.topics[0]?.kind ?? '';
  await page.goto(`${QUIZ.page}#try=${kind}.constructor.1`);
  await page.reload();
  await expect(quiz.getByRole('status')).toContainText(
    `This question link is damaged: ${QUIZ.game.title} has no question “${kind}” on “constructor”.`,
  );
  await expect(quiz).not.toContainText('native code');
  await page.goto(`${QUIZ.page}#try=nonsense`);
  await page.reload();
  await expect(quiz.getByRole('status')).toContainText('This question link is damaged');
  expect(errors).toEqual([]);
});

test('offline, with the quiz not fetched yet, starting it says so, and its button starts it once online', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(QUIZ.page);
  // The quiz's code (the game's Practice.tsx and the shared quiz) cannot be fetched until this is false.
  let offline = true;
  await page.route(/\/_astro\/Practice\.[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  const host = page.locator('.wh-practice-host');
  const start = host.getByRole('button', { name: 'Start the quiz (8 questions)' });
  await start.click();
  await expect(host.getByRole('alert')).toHaveText(
    'The quiz could not be loaded: check your connection, then try again.',
  );
  await expect(host).not.toHaveAttribute('aria-busy');
  // Again offline: said once, anew.
  await start.click();
  await expect(host.getByRole('alert')).toHaveCount(1);
  offline = false;
  await start.click();
  await expect(page.locator('.wh-practice').getByRole('heading', { name: /^Question 1 of 8/ })).toBeVisible();
  await expect(host.getByRole('alert')).toHaveCount(0);
  // Only the fetches that were refused, as the browser reports them; no script error.
  expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the quiz says it needs JavaScript and offers no dead button', async ({ page }) => {
    await page.goto(QUIZ.page);
    const host = page.locator('.wh-practice-host');
    await expect(host.locator('.wh-notice')).toHaveText(/so they need JavaScript\.$/);
    await expect(host.getByRole('button')).toBeHidden();
  });
});
