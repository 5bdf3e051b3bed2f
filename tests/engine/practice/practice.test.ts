// Every game's practice questions, from its manifest: each topic its page offers makes a valid
// question for many seeds, the generic kinds stay valid over hundreds of seeds each with any rule,
// a seed always makes the same question, and the quiz mixes its kinds. Questions are checked
// through the engine (check-question.ts), never against stored answers.
//
// The kinds' seeds come from the commit (../suite/commit-seeds.ts): 250 a kind, a different run of
// them at every commit, so the seeds tried add up over commits; RANDOM_SUITE=deep (npm run
// test:deep) tries seeds 1 to 1,000 of every kind.
import { describe, expect, test } from 'vitest';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import { mark, MAX_SEED, questionFor, quizTopics } from '../../../src/engine/core/practice/quiz.ts';
import { kindById } from '../../../src/engine/core/practice/spec.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { TINY } from '../../fixtures/tiny-game/manifest.ts';
import { checkQuestion } from './check-question.ts';
import { commitSeed } from '../suite/commit-seeds.ts';

const TOPIC_SEEDS = 40;
const DEEP = process.env['RANDOM_SUITE'] === 'deep';
const KIND_SEEDS = DEEP ? 1_000 : 250;
/** The first seed a kind is tried on: 1 in the deep run, else drawn from the commit. */
const firstKindSeed = (game: string, kind: string): number =>
  DEEP ? 1 : (commitSeed(`practice ${game} ${kind}`) % (MAX_SEED - KIND_SEEDS)) + 1;

describe.each([...GAMES, TINY].map((m) => [m.game.id, m] as const))('%s practice', (_id, manifest) => {
  const { game, practice } = manifest;

  test('every topic is a rule of the game and a kind it has', () => {
    expect(practice.topics.length).toBeGreaterThan(0);
    for (const topic of practice.topics) {
      expect(game.rules).toHaveProperty(topic.rule);
      expect(practice.kinds.map((k) => k.id)).toContain(topic.kind);
    }
  });

  test.each(practice.topics.map((t) => [`${t.kind}.${t.rule}`, t] as const))(
    'topic %s makes a valid question on its rule for every seed',
    (_name, topic) => {
      for (let seed = 1; seed <= TOPIC_SEEDS; seed++) {
        const question = questionFor(game, practice, topic, seed);
        expect(question, `${topic.kind}.${topic.rule}.${seed}`).not.toBeNull();
        if (!question) continue;
        expect(question.kind).toBe(topic.kind);
        expect(question.rule).toBe(topic.rule);
        checkQuestion(game, question);
      }
    },
  );

  // Every kind the page offers, asked for any rule: whatever rule it finds, the question holds.
  const offered = [...new Set(practice.topics.map((t) => t.kind))];
  test.each(offered)(`the %s kind stays valid over ${KIND_SEEDS} seeds with any rule`, (kindId) => {
    const kind = kindById(practice, kindId);
    let made = 0;
    const first = firstKindSeed(game.id, kindId);
    for (let seed = first; seed < first + KIND_SEEDS; seed++) {
      const question = generateQuestion(game, { kind, rule: null, seed });
      if (!question) continue;
      made++;
      expect(question.kind).toBe(kindId);
      checkQuestion(game, question);
    }
    expect(made).toBeGreaterThan(KIND_SEEDS * 0.9);
  });

  test('a seed makes the same question every time', () => {
    const topic = practice.topics[0];
    if (!topic) return;
    const first = questionFor(game, practice, topic, 7);
    const again = questionFor(game, practice, topic, 7);
    expect(again).toEqual(first);
  });
});

describe('the quiz', () => {
  const { practice } = GAMES[0] as (typeof GAMES)[number];

  test('draws eight topics, the kinds taking turns, the same for the same seed', () => {
    const topics = quizTopics(practice.topics, 42, 8);
    expect(topics).toHaveLength(8);
    expect(quizTopics(practice.topics, 42, 8)).toEqual(topics);
    const kinds = new Set(practice.topics.map((t) => t.kind));
    expect(new Set(topics.map((t) => t.kind))).toEqual(kinds);
    expect(new Set(topics.map((t) => `${t.kind}.${t.rule}`)).size).toBe(8);
  });

  test('marks an answer right only when exactly the right choices are picked', () => {
    const question = questionFor(GAMES[0]!.game, practice, { kind: 'legal', rule: 'one-lower' }, 3);
    expect(question).not.toBeNull();
    if (!question) return;
    const right = new Set(question.choices.filter((c) => c.right).map((c) => c.id));
    const wrong = question.choices.find((c) => !c.right) as (typeof question.choices)[number];
    expect(mark(question, right)).toEqual({ right: true, wrongPicks: [], missed: [] });
    const withWrong = mark(question, new Set([...right, wrong.id]));
    expect(withWrong.right).toBe(false);
    expect(withWrong.wrongPicks).toEqual([wrong]);
    expect(withWrong.wrongPicks[0]?.rule).not.toBeNull();
    const none = mark(question, new Set([wrong.id]));
    expect(none.missed.map((c) => c.id).sort()).toEqual([...right].sort());
  });
});
