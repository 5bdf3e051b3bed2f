// The quiz as a reader takes it: eight questions, none of them asked twice (the same words or the
// same position), whether it draws on every topic or, after a guided lesson, on a few rules only;
// every rule the brief asked back has a question; and a link's kind and rule are read as words,
// never as keys of an object. Quiz seeds come from the commit (../suite/commit-seeds.ts).

import { describe, expect, test, vi } from 'vitest';
import {
  askedMarks,
  MAX_SEED,
  questionFor,
  questionText,
  quizQuestion,
  quizTopics,
} from '../../../src/engine/core/practice/quiz.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { topicFor, type Topic } from '../../../src/engine/core/practice/spec.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { commitSeed } from '../suite/commit-seeds.ts';

const QUIZ_LENGTH = 8;

/** Each game's kind of question whose topics most often read alike from one seed to the next. */
const ALIKE: Readonly<Record<string, string>> = {
  dawn: 'next',
  day: 'next',
  'black-and-red': 'next',
  dwyn: 'body',
  'dark-hearts': 'shade',
};

/** A quiz as the page deals it: its topics, a fresh seed for each question, nothing asked twice. */
async function takeQuiz(manifest: (typeof GAMES)[number], pool: readonly Topic[], seed: number): Promise<Question[]> {
  const random = makeRandom(seed);
  const asked: Question[] = [];
  const marks: string[] = [];
  for (const topic of quizTopics(pool, random.int(1, MAX_SEED), QUIZ_LENGTH)) {
    const question = await quizQuestion(
      manifest.play.game,
      manifest.practice,
      topic,
      pool,
      random.int(1, MAX_SEED),
      marks,
    );
    expect(question, `${manifest.game.id} ${topic.kind}.${topic.rule}`).not.toBeNull();
    if (!question) continue;
    asked.push(question);
    marks.push(...askedMarks(question));
  }
  return asked;
}

function expectNoRepeats(questions: readonly Question[]): void {
  const texts = questions.map(questionText);
  expect(new Set(texts).size, texts.join('\n---\n')).toBe(questions.length);
  const positions = questions.map((q) => JSON.stringify([q.record, q.action ?? null]));
  expect(new Set(positions).size).toBe(questions.length);
}

// Each kind's maker comes only when a question of the kind is dealt, the first question of a quiz
// asks for the others, and a quiz still deals every kind. The test files share their worker's
// modules (vitest.config.ts), where another may have fetched the makers already: so the game's
// practice is imported afresh.
describe.each(GAMES.map((m) => [m.game.id] as const))('%s quiz, its makers fetched on demand', (id) => {
  /** The game's manifest from a fresh import, no maker fetched yet. */
  const fresh = async (): Promise<(typeof GAMES)[number]> => {
    vi.resetModules();
    const registry = await import('../../../src/engine/registry.ts');
    return registry.GAMES.find((m) => m.game.id === id) as (typeof GAMES)[number];
  };

  test('no maker is fetched before a question; the first question fetches its own, then asks for the rest', async () => {
    const manifest = await fresh();
    const { practice } = manifest;
    const loaded = (): string[] => practice.kinds.filter((k) => k.maker.loaded !== undefined).map((k) => k.id);
    expect(loaded()).toEqual([]);
    const topic = practice.topics.find((t) => t.kind !== 'legal') as Topic;
    const question = await questionFor(manifest.play.game, practice, topic, 1);
    expect(question?.kind).toBe(topic.kind);
    // A single question (a "Try it" link) fetches its kind's maker only (the next and who-wins
    // kinds come in one module).
    expect(loaded()).not.toContain('legal');
    expect(loaded()).toContain(topic.kind);
    await quizQuestion(manifest.play.game, practice, topic, practice.topics, 2, []);
    // Every kind the quiz may deal (those with topics), and only those.
    const offered = [...new Set(practice.topics.map((t) => t.kind))].sort();
    await vi.waitFor(() => expect(loaded().sort()).toEqual(offered), { timeout: 5_000 });
  });

  test('a quiz of eight deals a question of every kind the page offers', async () => {
    const manifest = await fresh();
    const questions = await takeQuiz(manifest, manifest.practice.topics, commitSeed(`kinds ${id}`));
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(manifest.practice.topics.map((t) => t.kind)));
  });
});

describe.each(GAMES.map((m) => [m.game.id, m] as const))('%s quiz', (_id, manifest) => {
  const { practice } = manifest;

  test('a quiz of eight on every topic never asks the same question twice', async () => {
    const questions = await takeQuiz(manifest, practice.topics, commitSeed(`quiz ${manifest.game.id}`));
    expect(questions).toHaveLength(QUIZ_LENGTH);
    expectNoRepeats(questions);
  });

  test('a quiz on two rules only (as after a guided lesson) asks eight different questions', async () => {
    // Two topics whose questions read most alike (dealt without care, such a quiz asks one question
    // twice more often than not), so each comes round four times.
    const pool = practice.topics.filter((t) => t.kind === ALIKE[manifest.game.id]).slice(0, 2);
    expect(pool).toHaveLength(2);
    const questions = await takeQuiz(manifest, pool, commitSeed(`lesson quiz ${manifest.game.id}`));
    expect(questions).toHaveLength(QUIZ_LENGTH);
    expectNoRepeats(questions);
  });
});

describe('rules with a question of their own', () => {
  test.each([
    ['day', 'showdown', 'equal-points'],
    ['black-and-red', 'colour', 'target-colour'],
  ])('%s asks about %s.%s', (game, kind, rule) => {
    const { practice } = GAMES.find((m) => m.game.id === game) as (typeof GAMES)[number];
    expect(topicFor(practice, kind, rule)).toEqual({ kind, rule });
  });
});

describe("a link's kind and rule", () => {
  const { practice } = GAMES.find((m) => m.game.id === 'day') as (typeof GAMES)[number];

  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a rule named %s is no topic, though every object has it',
    (rule) => {
      expect(topicFor(practice, 'hand-value', rule)).toBeNull();
    },
  );

  test('a kind and rule the page lists is a topic; one it does not is none', () => {
    expect(topicFor(practice, 'hand-value', 'crown')).toEqual({ kind: 'hand-value', rule: 'crown' });
    expect(topicFor(practice, 'legal', 'crown')).toBeNull();
  });
});
