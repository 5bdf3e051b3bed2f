// Every game's practice questions, from its manifest: each topic its page offers makes a valid
// question for many seeds (1 to 20 at each commit, 1 to 40 in the deep run), the generic kinds stay valid over hundreds of seeds each with any rule,
// a seed always makes the same question, and the quiz mixes its kinds. Questions are checked
// through the engine (check-question.ts), never against stored answers.
//
// The kinds' seeds come from the commit (../suite/commit-seeds.ts): 250 a kind, a different run of
// them at every commit, so the seeds tried add up over commits; RANDOM_SUITE=deep (npm run
// test:deep) tries seeds 1 to 1,000 of every kind. The outcome kinds ("what happens next", "who
// wins") replay each question's move on 1,000 deals the reader cannot tell apart before asking it,
// so a question costs some milliseconds: they get a smaller share at each commit (OUTCOME_SEEDS,
// OUTCOME_TOPIC_SEEDS) and 2,000 seeds a kind in the deep run.
import { describe, expect, test } from 'vitest';
import { generateQuestion } from '../../../src/engine/core/practice/generate.ts';
import { mark, MAX_SEED, questionFor, quizTopics } from '../../../src/engine/core/practice/quiz.ts';
import { kindById } from '../../../src/engine/core/practice/spec.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { TINY } from '../../fixtures/tiny-game/manifest.ts';
import { checkQuestion } from './check-question.ts';
import { commitSeed } from '../suite/commit-seeds.ts';

const DEEP = process.env['RANDOM_SUITE'] === 'deep';
const TOPIC_SEEDS = DEEP ? 40 : 20;
const OUTCOME_TOPIC_SEEDS = DEEP ? 40 : 5;
const KIND_SEEDS = DEEP ? 1_000 : 250;
const OUTCOME_SEEDS = DEEP ? 2_000 : 30;
const OUTCOME_KINDS = new Set(['next', 'settles']);
const seedsOf = (kind: string): number => (OUTCOME_KINDS.has(kind) ? OUTCOME_SEEDS : KIND_SEEDS);
/** The first seed a kind is tried on: 1 in the deep run, else drawn from the commit. */
const firstKindSeed = (game: string, kind: string): number =>
  DEEP ? 1 : (commitSeed(`practice ${game} ${kind}`) % (MAX_SEED - seedsOf(kind))) + 1;

describe.each([...GAMES, TINY].map((m) => [m.game.id, m] as const))('%s practice', (_id, manifest) => {
  const { game, practice } = manifest;
  // The game as the page's quiz deals with it: without its tools (each kind's maker brings what it needs).
  const played = manifest.play.game;
  /** Each position the outcome topics asked about (its record and move), with the topic that asked. */
  const asked = new Map<string, string>();

  test('every topic is a rule of the game and a kind it has', () => {
    expect(practice.topics.length).toBeGreaterThan(0);
    for (const topic of practice.topics) {
      expect(game.rules).toHaveProperty(topic.rule);
      expect(practice.kinds.map((k) => k.id)).toContain(topic.kind);
    }
  });

  test.each(practice.topics.map((t) => [`${t.kind}.${t.rule}`, t] as const))(
    'topic %s makes a valid question on its rule for every seed',
    async (_name, topic) => {
      const seeds = OUTCOME_KINDS.has(topic.kind) ? OUTCOME_TOPIC_SEEDS : TOPIC_SEEDS;
      const first = seeds === TOPIC_SEEDS ? 1 : firstKindSeed(game.id, `${topic.kind}.${topic.rule}`);
      // Each seed its own position: two seeds share one only when the first finds none and falls through.
      const shown = new Map<string, number>();
      for (let seed = first; seed < first + seeds; seed++) {
        const question = await questionFor(played, practice, topic, seed);
        expect(question, `${topic.kind}.${topic.rule}.${seed}`).not.toBeNull();
        if (!question) continue;
        expect(question.kind).toBe(topic.kind);
        expect(question.rule).toBe(topic.rule);
        const at = JSON.stringify([question.record, question.action ?? null]);
        expect(shown.get(at) ?? question.seed, `${topic.kind}.${topic.rule}.${seed}: a position two seeds share`).toBe(
          question.seed,
        );
        shown.set(at, question.seed);
        checkQuestion(game, question);
        if (!OUTCOME_KINDS.has(topic.kind)) continue;
        const position = JSON.stringify([question.record, question.action ?? null]);
        const name = `${topic.kind}.${topic.rule}.${String(question.seed)}`;
        expect(asked.get(position) ?? name, `the same position for two topics`).toBe(name);
        asked.set(position, name);
      }
    },
  );

  test('no position came up for two "what happens next" or "who wins" topics', () => {
    // Filled by the topic tests above; each checks its questions' positions against the others'.
    if (practice.topics.some((t) => OUTCOME_KINDS.has(t.kind))) expect(asked.size).toBeGreaterThan(0);
  });

  // Every kind the page offers, asked for any rule: whatever rule it finds, the question holds.
  const offered = [...new Set(practice.topics.map((t) => t.kind))];
  test.each(offered.map((k) => [k, seedsOf(k)] as const))(
    `the %s kind stays valid over %i seeds with any rule`,
    async (kindId, seeds) => {
      const kind = await kindById(practice, kindId);
      let made = 0;
      const first = firstKindSeed(game.id, kindId);
      for (let seed = first; seed < first + seeds; seed++) {
        const question = generateQuestion(played, { kind, rule: null, seed });
        if (!question) continue;
        made++;
        expect(question.kind).toBe(kindId);
        checkQuestion(game, question);
      }
      expect(made).toBeGreaterThan(seeds * 0.9);
    },
  );

  test('a seed makes the same question every time', async () => {
    const topic = practice.topics[0];
    if (!topic) return;
    const first = await questionFor(played, practice, topic, 7);
    const again = await questionFor(played, practice, topic, 7);
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

  test('marks an answer right only when exactly the right choices are picked', async () => {
    const question = await questionFor(GAMES[0]!.play.game, practice, { kind: 'legal', rule: 'one-lower' }, 3);
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
