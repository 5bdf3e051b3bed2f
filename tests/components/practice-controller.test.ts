// The practice quiz's controller (components/core/practice/controller.ts), in Node with no DOM: a
// quiz of eight asked, ticked, marked and scored, never asking a question twice, its progress kept
// for a reload in the one storage module (the key and format quizzes have always had) and taken up
// again, or dropped with a sentence; a question opened from its link, and another on its rule; a
// quiz on a guided lesson's rules only; and where the reader's eyes are sent.
import { describe, expect, test } from 'vitest';
import {
  createPracticeController,
  QUIZ_LENGTH,
  type PracticeController,
  type PracticeStart,
  type TryLinks,
} from '../../src/components/core/practice/controller.ts';
import { place } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';
import { MAX_SEED, questionText } from '../../src/engine/core/practice/quiz.ts';
import { makeRandom } from '../../src/engine/core/rng.ts';
import { gameById } from '../../src/engine/registry.ts';

/** The page's address, as the test sets it; the fragments the controller put there. */
function fakeLinks(hash = ''): TryLinks & { replaced: string[]; follow(to: string): void } {
  let current = hash;
  let listener = (): void => {};
  return {
    replaced: [],
    hash: () => current,
    listen(onChange) {
      listener = onChange;
      return () => (listener = () => {});
    },
    replace(fragment) {
      this.replaced.push(fragment);
      current = fragment;
    },
    follow(to) {
      current = to;
      listener();
    },
  };
}

const GAME = 'dawn';
const KEY = `worked-hands:quiz:${GAME}`;

function quiz(start: PracticeStart, store = memory(), links = fakeLinks(), seed = 1): PracticeController {
  const manifest = gameById(GAME);
  const random = makeRandom(seed);
  const controller = createPracticeController({
    manifest: {
      game: manifest.game,
      bot: () => Promise.resolve(manifest.bot),
      withTools: () => Promise.resolve(manifest.game),
    },
    practice: manifest.practice,
    start,
    place: place(`quiz:${GAME}`, store.get),
    links,
    randomSeed: () => random.int(1, MAX_SEED),
  });
  made.push(controller);
  return controller;
}

/** The controllers made by quiz(), which settle() waits for. */
const made: PracticeController[] = [];

/**
 * Lets the controllers' dealing settle: a deal awaits its kind's question maker, fetched the first
 * time that kind is dealt (a module import, which may take more than one turn of the event loop).
 */
async function settle(): Promise<void> {
  const tick = (): Promise<void> => new Promise((done) => setTimeout(done, 0));
  await tick();
  for (let waited = 0; made.some((c) => c.getSnapshot().busy) && waited < 500; waited++) await tick();
}

/** Ticks the right answer (right = true) or a wrong one, and checks it. */
function answer(controller: PracticeController, right: boolean): void {
  const shown = controller.getSnapshot().shown;
  if (!shown) throw new Error('no question on screen');
  const { choices, multiple } = shown.question;
  const picks = right
    ? choices.filter((c) => c.right)
    : [choices.find((c) => !c.right) ?? (choices[0] as (typeof choices)[number])];
  for (const choice of multiple || right ? picks : picks.slice(0, 1)) controller.toggle(choice.id);
  controller.check();
}

describe('a quiz', () => {
  test('asks eight questions, marks each answer and keeps the score, never asking one twice', async () => {
    const store = memory();
    const controller = quiz({ quiz: true }, store);
    await controller.start();
    const texts: string[] = [];
    let score = 0;
    for (let i = 0; i < QUIZ_LENGTH; i++) {
      await settle();
      const snap = controller.getSnapshot();
      expect(snap.status).toBe(`Question ${i + 1} of ${QUIZ_LENGTH} · score ${score}`);
      expect(snap.busy).toBe(false);
      const shown = snap.shown;
      if (!shown) throw new Error(`question ${i + 1} was not dealt: ${snap.message}`);
      expect(shown.question.prompt.length).toBeGreaterThan(10);
      expect(shown.link).toBe(`#try=${shown.question.kind}.${shown.question.rule}.${shown.question.seed}`);
      expect(shown.marked).toBeNull();
      // Each question dealt takes the heading's focus, even from elsewhere on the page.
      expect(snap.eyes).toMatchObject({ focus: 'heading', take: true });
      texts.push(questionText(shown.question));
      const right = i % 3 !== 1;
      answer(controller, right);
      const marked = controller.getSnapshot();
      expect(marked.shown?.marked?.right).toBe(right);
      if (right) score++;
      else
        expect(
          [...(marked.shown?.marked?.wrongPicks ?? []), ...(marked.shown?.marked?.missed ?? [])].length,
        ).toBeGreaterThan(0);
      expect(marked.status).toBe(`Question ${i + 1} of ${QUIZ_LENGTH} · score ${score}`);
      // A checked answer stays as it is.
      controller.toggle(shown.question.choices[0]?.id as string);
      expect(controller.getSnapshot().shown).toBe(marked.shown);
      // While the quiz goes on, it is kept for a reload, under the key quizzes have always had.
      expect(JSON.parse(store.map.get(KEY) ?? '{}')).toMatchObject({ v: 2, at: i, score, answered: true });
      controller.next();
    }
    await settle();
    const done = controller.getSnapshot();
    expect(new Set(texts).size).toBe(QUIZ_LENGTH);
    expect(done.mode).toMatchObject({ type: 'done', score });
    expect(done.status).toBe('Quiz finished');
    expect(done.shown).toBeNull();
    if (done.mode.type !== 'done') throw new Error('done');
    expect(done.mode.results.map((r) => r.right)).toEqual(texts.map((_, i) => i % 3 !== 1));
    expect(store.map.has(KEY), 'a finished quiz leaves nothing to take up').toBe(false);
  });

  test('a choose-one question keeps one tick; a choose-all question ticks and unticks', async () => {
    const controller = quiz({ quiz: true }, memory(), fakeLinks(), 3);
    await controller.start();
    let tried = { one: false, all: false };
    for (let i = 0; i < QUIZ_LENGTH && !(tried.one && tried.all); i++) {
      await settle();
      const shown = controller.getSnapshot().shown;
      if (!shown) break;
      const [a, b] = shown.question.choices;
      if (!a || !b) continue;
      controller.toggle(a.id);
      controller.toggle(b.id);
      const picked = [...(controller.getSnapshot().shown?.picked ?? [])];
      if (shown.question.multiple) {
        expect(picked).toEqual([a.id, b.id]);
        controller.toggle(a.id);
        expect([...(controller.getSnapshot().shown?.picked ?? [])]).toEqual([b.id]);
        tried = { ...tried, all: true };
      } else {
        expect(picked).toEqual([b.id]);
        tried = { ...tried, one: true };
      }
      controller.check();
      controller.next();
    }
    expect(tried.one || tried.all).toBe(true);
  });

  test('nothing ticked is not an answer', async () => {
    const controller = quiz({ quiz: true });
    await controller.start();
    await settle();
    const before = controller.getSnapshot();
    controller.check();
    expect(controller.getSnapshot()).toBe(before);
    expect(before.shown?.marked).toBeNull();
  });
});

describe('a quiz in progress', () => {
  test('is taken up after a reload at the question after the last answered, with its score', async () => {
    const store = memory();
    const first = quiz({ quiz: true }, store);
    await first.start();
    for (let i = 0; i < 3; i++) {
      await settle();
      answer(first, i !== 1);
      first.next();
    }
    await settle();
    const asked = first.getSnapshot().shown?.question;
    first.dispose();
    // The reload: a new controller on the same tab's storage, the quiz button pressed again.
    const again = quiz({ quiz: true }, store, fakeLinks(), 99);
    await again.start();
    await settle();
    const snap = again.getSnapshot();
    expect(snap.message).toBe('Your quiz goes on where you left it.');
    expect(snap.status).toBe(`Question 4 of ${QUIZ_LENGTH} · score 2`);
    // The very question that was on screen, dealt again.
    expect(snap.shown && questionText(snap.shown.question)).toBe(asked && questionText(asked));
  });

  test('that cannot be read is dropped: a new quiz starts, saying so', async () => {
    const store = memory();
    store.map.set(KEY, JSON.stringify({ v: 2, at: 'three' }));
    const controller = quiz({ quiz: true }, store);
    await controller.start();
    await settle();
    const snap = controller.getSnapshot();
    expect(snap.message).toBe('Your quiz in progress could not be restored, so a new one starts.');
    expect(snap.status).toBe(`Question 1 of ${QUIZ_LENGTH} · score 0`);
    expect(JSON.parse(store.map.get(KEY) ?? '{}')).toMatchObject({ v: 2, at: 0 });
  });

  test("is not taken up by a quiz on a guided lesson's rules, which asks on those rules only", async () => {
    const store = memory();
    const first = quiz({ quiz: true }, store);
    await first.start();
    await settle();
    answer(first, true);
    const rule = 'one-lower';
    const onRules = quiz({ quiz: true, rules: [rule] }, store);
    await onRules.start();
    for (let i = 0; i < 3; i++) {
      await settle();
      const snap = onRules.getSnapshot();
      expect(snap.onLessonRules).toBe(true);
      expect(snap.message).toBeNull();
      expect(snap.shown?.question.rule).toBe(rule);
      expect(snap.status).toBe(`Question ${i + 1} of ${QUIZ_LENGTH} · score 0`);
      answer(onRules, false);
      onRules.next();
    }
  });
});

describe("a question's link", () => {
  test('opens that very question in view, and "Another one" deals a new one on its rule, in the address', async () => {
    const links = fakeLinks('#try=legal.one-lower.1234');
    const controller = quiz({}, memory(), links);
    await controller.start();
    await settle();
    const snap = controller.getSnapshot();
    expect(snap.mode).toMatchObject({ type: 'single', answered: false });
    expect(snap.status).toBe(`Try it: ${gameById(GAME).game.rules['one-lower']}`);
    expect(snap.shown?.question).toMatchObject({ kind: 'legal', rule: 'one-lower', seed: 1234 });
    expect(snap.shown?.link).toBe('#try=legal.one-lower.1234');
    expect(snap.eyes).toMatchObject({ focus: 'heading', take: true });
    expect(snap.onLessonRules).toBe(false);
    answer(controller, true);
    expect(controller.getSnapshot().mode).toMatchObject({ type: 'single', answered: true });
    controller.another();
    await settle();
    const next = controller.getSnapshot();
    expect(next.shown?.question.rule).toBe('one-lower');
    expect(next.shown?.question.seed).not.toBe(1234);
    expect(links.replaced).toEqual([next.shown?.link]);
  });

  test('followed into the page brings the quiz into view; a damaged one says what is wrong', async () => {
    const links = fakeLinks();
    const controller = quiz({}, memory(), links);
    await controller.start();
    expect(controller.getSnapshot().mode.type).toBe('idle');
    links.follow('#try=legal.one-lower');
    await settle();
    const snap = controller.getSnapshot();
    expect(snap.message).toMatch(/^This question link is damaged/);
    expect(snap.eyes.scroll).toBe('quiz');
    links.follow('#try=nosuch.one-lower.5');
    await settle();
    expect(controller.getSnapshot().message).toBe(
      'This question link is damaged: Dawn has no question “nosuch” on “one-lower”.',
    );
  });
});
