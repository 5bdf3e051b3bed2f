// A quiz in progress, kept across a reload (issue 41: the reload a new version of the site offers,
// or the reader's own): in the tab's sessionStorage, through the site's one storage module
// (../storage.ts), so it lasts as long as the tab does and a new tab starts afresh. It holds the
// quiz's topics, where the reader is, the score and the answers so far, the marks of the questions
// asked (a quiz never asks one twice), and the topic and seed of the question on screen, which deal
// that very question again. The quiz button takes it up (controller.ts), as the lesson's button
// takes up the lesson: looking for it as the page loads would cost every game page's script about
// 55 bytes, and the Day page has not got them. Anything unreadable is dropped, and the button
// starts a new quiz, saying so.

import type { Topic } from '../../../engine/core/practice/spec.ts';
import type { Format } from '../storage.ts';

/** One answered quiz question, for the list at the end: what it was on, whether it was right, its link. */
export interface Result {
  readonly rule: string;
  readonly right: boolean;
  readonly link: string;
}

/** A question as dealt: its topic's kind and rule, and the seed that deals it. */
interface Dealt {
  readonly kind: string;
  readonly rule: string;
  readonly seed: number;
}

export interface QuizProgress {
  readonly topics: readonly Topic[];
  /** The topics the quiz draws from, and the marks of the questions it has asked (quiz.ts askedMarks). */
  readonly pool: readonly Topic[];
  readonly asked: readonly string[];
  /** The question on screen, from 0. */
  readonly at: number;
  /**
   * How it was dealt: on topics[at], or on another of the pool's where that one would have repeated
   * a question; null until it is.
   */
  readonly dealt: Dealt | null;
  readonly score: number;
  /** Whether the reader has answered it (its result is then in `results` and in `score`). */
  readonly answered: boolean;
  readonly results: readonly Result[];
}

const VERSION = 2;

/**
 * The quiz in progress as the storage module (../storage.ts) keeps it, in the tab's sessionStorage
 * (practice/controller.ts): its fields with `v`, read back only when they add up.
 */
export const QUIZ_FORMAT: Format<QuizProgress> = {
  version: VERSION,
  read(stored) {
    if (!isProgress(stored)) return null;
    const { v: _, ...progress } = stored;
    return progress;
  },
};

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isText = (s: unknown): s is string => typeof s === 'string';

function isProgress(raw: unknown): raw is QuizProgress & { v: typeof VERSION } {
  if (typeof raw !== 'object' || raw === null) return false;
  const { v, topics, pool, asked, at, dealt, score, answered, results } = raw as Record<string, unknown>;
  return (
    v === VERSION &&
    isTopics(topics) &&
    isTopics(pool) &&
    Array.isArray(asked) &&
    asked.every(isText) &&
    isCount(at) &&
    at < topics.length &&
    (dealt === null || isDealt(dealt)) &&
    isCount(score) &&
    typeof answered === 'boolean' &&
    Array.isArray(results) &&
    results.length === at + (answered ? 1 : 0) &&
    score <= results.length &&
    results.every((r: unknown) => {
      const { rule, right, link } = (r ?? {}) as Record<string, unknown>;
      return isText(rule) && typeof right === 'boolean' && isText(link);
    })
  );
}

function isTopics(raw: unknown): raw is Topic[] {
  return (
    Array.isArray(raw) &&
    raw.every((t: unknown) => {
      const { kind, rule, options } = (t ?? {}) as Record<string, unknown>;
      return (
        isText(kind) && isText(rule) && (options === undefined || (typeof options === 'object' && options !== null))
      );
    })
  );
}

function isDealt(raw: unknown): raw is Dealt {
  const { kind, rule, seed } = (raw ?? {}) as Record<string, unknown>;
  return isText(kind) && isText(rule) && isCount(seed);
}
