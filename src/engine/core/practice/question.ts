// A practice question: a real position, shown from one seat, and a question whose answer the engine
// knows. Questions are plain data, so a page, a test and a tool read them alike; the position
// travels as a game record (seed and moves), so it replays exactly and can be played on in the
// sandbox.

import type { Card } from '../deck.ts';
import type { AnyPlayableGame, Seat } from '../game.ts';
import type { SharedRecord } from '../record-write.ts';
import type { Random } from '../rng.ts';

export interface Choice {
  /** Stable within the question (a card in notation, "B:RUGBY-HEAD", or an outcome's number). */
  readonly id: string;
  /** What the reader reads: "9 of spades", "B wins the trick, taking 3 light points." */
  readonly label: string;
  /** A card the choice is about, drawn as a face beside the label. */
  readonly card?: Card;
  readonly right: boolean;
  /** Why the choice is right or wrong: the engine's own sentence (a refusal, an event). */
  readonly why: string;
  /** The rule the reason rests on (a section of the page), or null. */
  readonly rule: string | null;
}

export interface Question {
  readonly game: string;
  /** The kind that made it (legal, next, settles, or a game's own). */
  readonly kind: string;
  /** The rule the question practises: the rule the engine cites for its answer. */
  readonly rule: string;
  readonly seed: number;
  /** The position: replaying it (seat included) reaches the state the question is about. */
  readonly record: SharedRecord;
  /** The move the question is about, said as an event sentence, when there is one. */
  readonly move: string | null;
  /** That move in the game's notation, so a test (or a tool) can make it and read what follows. */
  readonly action?: string;
  /** The question itself: "It is your turn. Which of these cards may you play?" */
  readonly prompt: string;
  /** Choose all that apply (true) or exactly one (false). */
  readonly multiple: boolean;
  readonly choices: readonly Choice[];
  /** Why the right answer is right, in a sentence or two from the engine's words. */
  readonly answer: string;
}

/** A state the walker stopped at, with what a kind needs to ask about it. */
export interface Spot {
  readonly game: AnyPlayableGame;
  readonly state: unknown;
  /** The seat the question is asked of: one that may act now. */
  readonly seat: Seat;
  readonly legal: readonly unknown[];
  /** The position as a record (the reader's seat is `seat`). */
  readonly record: SharedRecord;
  /** For choices that need chance (which move to ask about, distractors): seeded by the question's seed. */
  readonly random: Random;
}

/** What a kind returns: the question without what the generator fills in. */
export type Asked = Omit<Question, 'game' | 'kind' | 'seed' | 'record'>;

/**
 * A kind of question. `ask` looks at one spot and returns a question about `rule` (any rule when
 * null), or null when the spot does not suit: the generator walks on to the next.
 */
export interface QuestionKind {
  readonly id: string;
  /** "Which may you play?": how the kind is named in a quiz's list. */
  readonly title: string;
  /**
   * Each rule walks games of its own (the topic is mixed into the walk's seed): for a kind whose
   * one position answers several rules (a showdown: its result, its win, its penalty), so two topics
   * never land on the same position.
   */
  readonly walkPerRule?: boolean;
  ask(spot: Spot, rule: string | null): Asked | null;
}

/** "Your" for "your": a possessive at the start of a sentence. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
