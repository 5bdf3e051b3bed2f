// A game's practice questions (src/engine/<game>/practice.ts): the three kinds every game has, built
// from the engine contract (which may you play, what happens next, who wins), its own kinds, each
// kind's maker fetched the first time a question of it is dealt, and the topics its page offers. A
// topic is a kind and a rule: the rule section's "Try it" opens a question on it, and the page's
// quiz draws from the topics. The unit tests check that every topic makes a
// valid question for thousands of seeds; the build lists the rules no topic and no example covers.

import type { OnDemand } from '../on-demand.ts';
import type { QuestionKind } from './question.ts';

export interface Topic {
  readonly kind: string;
  readonly rule: string;
  /**
   * Options the questions are dealt with, for a rule only a variant has (Dusk, a rake): fixed by
   * the topic, so a link (kind, rule, seed) still names the question.
   */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A topic as a game's practice.ts lists it: a rule, or a rule with the options it needs. */
type TopicEntry = string | { readonly rule: string; readonly options: Readonly<Record<string, unknown>> };

/**
 * A kind of question as a page lists it: its id and title at once, and its maker (the kind's code
 * and the game's words for it, src/engine/<game>/practice-*.ts) fetched the first time a question
 * of the kind is dealt, so a quiz loads only the makers of the kinds it deals (quiz.ts).
 */
export interface KindEntry {
  readonly id: string;
  /** "Which moves are allowed?": how the kind is named in the build's list of what covers a rule. */
  readonly title: string;
  readonly maker: OnDemand<QuestionKind>;
}

/** The kinds every game has, as their makers name themselves (legal-question.ts, outcome-question.ts). */
export const LEGAL = { id: 'legal', title: 'Which moves are allowed?' } as const;
export const NEXT = { id: 'next', title: 'What happens next?' } as const;
export const SETTLES_ID = 'settles';

export interface PracticeSpec {
  readonly kinds: readonly KindEntry[];
  /** The topics the page offers, in rule order. */
  readonly topics: readonly Topic[];
}

interface PracticeDefinition {
  /**
   * The kinds: which may you play (LEGAL), what happens next (NEXT), who wins (SETTLES_ID, titled
   * by the game), and the game's own.
   */
  readonly kinds: readonly KindEntry[];
  /** The rules each kind offers, by kind id: { legal: ['one-lower'], next: [...] }. */
  readonly topics: Readonly<Record<string, readonly TopicEntry[]>>;
}

export function definePractice(definition: PracticeDefinition): PracticeSpec {
  const { kinds } = definition;
  const topics: Topic[] = [];
  for (const [kind, rules] of Object.entries(definition.topics)) {
    if (!kinds.some((k) => k.id === kind))
      throw new Error(`No question kind "${kind}"; kinds: ${kinds.map((k) => k.id).join(', ')}.`);
    for (const entry of rules) topics.push(typeof entry === 'string' ? { kind, rule: entry } : { kind, ...entry });
  }
  return { kinds, topics };
}

/**
 * The topic a link names (its kind and rule), with the options the page deals it with; null when the
 * page offers no such topic. Only listed topics: a link's words are the reader's, so they are
 * compared, never used as keys ("constructor" is a key of every object).
 */
export function topicFor(spec: PracticeSpec, kind: string, rule: string): Topic | null {
  return spec.topics.find((t) => t.kind === kind && t.rule === rule) ?? null;
}

/** The maker of the kind called `id`, fetched if it has not come; an unknown id is an error naming the kinds there are. */
export async function kindById(spec: PracticeSpec, id: string): Promise<QuestionKind> {
  const kind = spec.kinds.find((k) => k.id === id);
  if (!kind) throw new Error(`No question kind "${id}"; kinds: ${spec.kinds.map((k) => k.id).join(', ')}.`);
  return kind.maker();
}

/**
 * Asks for the makers of the kinds of `topics` that have not come, without waiting for them: a
 * quiz does this once its first question is dealt, so each later question's maker is there by the
 * time the reader asks for it. A fetch that fails is forgotten (on-demand.ts), and the deal that
 * needs it tries again and says so.
 */
export function prefetchKinds(spec: PracticeSpec, topics: readonly Topic[]): void {
  const ids = new Set(topics.map((topic) => topic.kind));
  for (const kind of spec.kinds) {
    if (ids.has(kind.id) && kind.maker.loaded === undefined) kind.maker().catch(() => undefined);
  }
}
