// What a page's practice island does with questions, without a DOM: a question for a topic (trying
// the next seeds when a seed's walk finds no position), the mixed quiz's topics, and marking an answer.

import type { AnyPlayableGame } from '../game.ts';
import { makeRandom } from '../rng.ts';
import { shuffled } from './shuffled.ts';
import { generateQuestion } from './generate.ts';
import type { Choice, Question } from './question.ts';
import { kindById, prefetchKinds, type PracticeSpec, type Topic } from './spec.ts';

/** How many seeds after the asked one are tried before a topic is given up as unreachable. */
const SEED_TRIES = 8;
/** The largest seed a link or a fresh draw uses: small, so links stay short. */
export const MAX_SEED = 999_999;

/**
 * The question on `topic` for `seed`, or the next seed's when that seed finds none; null if none of
 * them does. It waits for the kind's maker the first time the kind is dealt (spec.ts, KindEntry).
 */
export async function questionFor(
  game: AnyPlayableGame,
  spec: PracticeSpec,
  topic: Topic,
  seed: number,
): Promise<Question | null> {
  const kind = await kindById(spec, topic.kind);
  for (let tried = 0; tried < SEED_TRIES; tried++) {
    const question = generateQuestion(game, {
      kind,
      rule: topic.rule,
      seed: seed + tried,
      ...(kind.walkPerRule ? { salt: `${topic.kind}.${topic.rule}` } : {}),
      ...(topic.options ? { options: topic.options } : {}),
    });
    if (question) return question;
  }
  return null;
}

/** How many later seeds a quiz tries for a topic before it turns to another topic: a question it has not asked. */
const FRESH_TRIES = 6;

/** What the reader reads of a question: two that read alike are the same question to them. */
export function questionText(question: Question): string {
  return [question.prompt, question.move ?? '', ...question.choices.map((c) => c.label).sort()].join('\n');
}

/** A short mark of a text (FNV-1a, in hex): what a quiz keeps of the questions it has asked. */
function markOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * The marks a quiz keeps of a question it has asked, small enough to keep with its progress: one of
 * its words (two questions that read alike are the same to the reader) and one of its position
 * (its game record and the move it is about).
 */
export function askedMarks(question: Question): readonly string[] {
  return [
    `t${markOf(questionText(question))}`,
    `p${markOf(JSON.stringify([question.record, question.action ?? null]))}`,
  ];
}

/**
 * A quiz's next question: on `topic` from `seed` on, or, where every seed tried repeats a question
 * already asked (`asked` holds their askedMarks: a topic whose questions read alike, asked again in
 * a short quiz), on another of `pool`'s topics. A quiz never asks the same question twice. Null when
 * nothing fresh turns up. Once it has a question, it asks for the makers of every kind in `pool`
 * (prefetchKinds), so the next question's maker comes while the reader reads this one.
 */
export async function quizQuestion(
  game: AnyPlayableGame,
  spec: PracticeSpec,
  topic: Topic,
  pool: readonly Topic[],
  seed: number,
  asked: readonly string[],
): Promise<Question | null> {
  const seen = new Set(asked);
  for (const next of [topic, ...pool.filter((t) => t !== topic)]) {
    let from = seed;
    for (let tried = 0; tried < FRESH_TRIES; tried++) {
      const question = await questionFor(game, spec, next, from);
      if (question === null) break;
      if (!askedMarks(question).some((mark) => seen.has(mark))) {
        prefetchKinds(spec, pool);
        return question;
      }
      from = question.seed + 1;
    }
  }
  return null;
}

/**
 * `count` topics for a quiz, drawn with `seed`: the kinds take turns (so a quiz mixes "which may
 * you play" with "what happens next" and the game's own), and no topic comes twice while others wait.
 */
export function quizTopics(topics: readonly Topic[], seed: number, count: number): Topic[] {
  const random = makeRandom(seed);
  const byKind = new Map<string, Topic[]>();
  for (const topic of topics) byKind.set(topic.kind, [...(byKind.get(topic.kind) ?? []), topic]);
  const queues = [...byKind.values()].map((list) => shuffled(list, random));
  // Round by round, each kind gives its next topic while it has one; a quiz longer than all the
  // topics starts them over.
  const order: Topic[] = [];
  const longest = Math.max(0, ...queues.map((q) => q.length));
  for (let round = 0; round < longest; round++) {
    for (const queue of shuffled(queues, random)) if (round < queue.length) order.push(queue[round] as Topic);
  }
  const picked: Topic[] = [];
  for (let i = 0; picked.length < count && order.length > 0; i++) picked.push(order[i % order.length] as Topic);
  return picked;
}

export interface Marked {
  readonly right: boolean;
  /** Choices picked that are wrong. */
  readonly wrongPicks: readonly Choice[];
  /** Right choices not picked. */
  readonly missed: readonly Choice[];
}

/** Marks the reader's picks (choice ids): right when they are exactly the right choices. */
export function mark(question: Question, picked: ReadonlySet<string>): Marked {
  const wrongPicks = question.choices.filter((c) => !c.right && picked.has(c.id));
  const missed = question.choices.filter((c) => c.right && !picked.has(c.id));
  return { right: wrongPicks.length === 0 && missed.length === 0, wrongPicks, missed };
}
