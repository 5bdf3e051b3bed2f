// A game's practice questions (src/engine/<game>/practice.ts): the three kinds every game has, built
// from the engine contract (which may you play, what happens next, who wins), its own kind, and the
// topics its page offers. A topic is a kind and a rule: the rule section's "Try it" opens a question
// on it, and the page's quiz draws from the topics. The unit tests check that every topic makes a
// valid question for thousands of seeds; the build lists the rules no topic and no example covers.

import { legalKind, type LegalKindSpec } from './legal-question.ts';
import { outcomeKind, type EveryDeal, type Redeal, type WrongOutcomes } from './outcome-question.ts';
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

export interface PracticeSpec {
  readonly kinds: readonly QuestionKind[];
  /** The topics the page offers, in rule order. */
  readonly topics: readonly Topic[];
  /** The game's redeal for the outcome kinds' check on unseen cards, when it has its own. */
  readonly redeal?: Redeal;
  /** Every deal the reader cannot tell apart, where the game can count them. */
  readonly everyDeal?: EveryDeal;
  /** Why a legal move is allowed, in the game's words (practice-legal.ts): the position view's ruling says it too. */
  readonly legal?: LegalKindSpec;
}

interface PracticeDefinition {
  readonly legal?: LegalKindSpec;
  /** What settles a contest in this game: the "who wins" question asks about these events. */
  readonly settles: { readonly kinds: readonly string[]; readonly question: string; readonly title: string };
  /**
   * The wrong answers to "what happens next" and "who wins", each with its reason
   * (src/engine/<game>/practice-outcomes.ts). Without it, those kinds ask nothing.
   */
  readonly wrong?: WrongOutcomes;
  /**
   * A deal the reader cannot tell from the position, every unseen card and the generator dealt
   * again (src/engine/<game>/hidden.ts): the game's determinize when absent.
   */
  readonly redeal?: Redeal;
  /** Every deal the reader cannot tell from the position, when the game can count them (hidden.ts). */
  readonly everyDeal?: EveryDeal;
  /** The game's own kinds. */
  readonly own?: readonly QuestionKind[];
  /** The rules each kind offers, by kind id: { legal: ['one-lower'], next: [...] }. */
  readonly topics: Readonly<Record<string, readonly TopicEntry[]>>;
}

const NONE: WrongOutcomes = () => [];

export function definePractice(definition: PracticeDefinition): PracticeSpec {
  const wrong = definition.wrong ?? NONE;
  const { redeal, everyDeal } = definition;
  const kinds: QuestionKind[] = [
    legalKind(definition.legal),
    outcomeKind({ id: 'next', title: 'What happens next?', question: 'What happens next?', wrong, redeal, everyDeal }),
    outcomeKind({ id: 'settles', ...definition.settles, wrong, redeal, everyDeal }),
    ...(definition.own ?? []),
  ];
  const topics: Topic[] = [];
  for (const [kind, rules] of Object.entries(definition.topics)) {
    if (!kinds.some((k) => k.id === kind))
      throw new Error(`No question kind "${kind}"; kinds: ${kinds.map((k) => k.id).join(', ')}.`);
    for (const entry of rules) topics.push(typeof entry === 'string' ? { kind, rule: entry } : { kind, ...entry });
  }
  const { legal } = definition;
  return {
    kinds,
    topics,
    ...(redeal ? { redeal } : {}),
    ...(everyDeal ? { everyDeal } : {}),
    ...(legal ? { legal } : {}),
  };
}

/**
 * The topic a link names (its kind and rule), with the options the page deals it with; null when the
 * page offers no such topic. Only listed topics: a link's words are the reader's, so they are
 * compared, never used as keys ("constructor" is a key of every object).
 */
export function topicFor(spec: PracticeSpec, kind: string, rule: string): Topic | null {
  return spec.topics.find((t) => t.kind === kind && t.rule === rule) ?? null;
}

/** The kind called `id`; an unknown id is an error naming the kinds there are. */
export function kindById(spec: PracticeSpec, id: string): QuestionKind {
  const kind = spec.kinds.find((k) => k.id === id);
  if (!kind) throw new Error(`No question kind "${id}"; kinds: ${spec.kinds.map((k) => k.id).join(', ')}.`);
  return kind;
}
