// What each game's practice questions must never offer or claim, read from the question and its
// position (the state it replays to, and the state after its move): the slips readers met, each a
// check of its own.
//
// - DWYN, "which may you do?": conceding or playing a number card only in a duel, the opening lay-out
//   only before play, nothing but a draw or a pass before the draw, a STEAL or a DWYN only when held
//   and never at one's own cards.
// - Dawn: the pairs said to be left over never include the pair the move itself picks up (DA-4).
// - Day: a wrong hand is plainly wrong: not a lower win condition than the hand's (which it meets
//   too, and only Highest Card stands for those), and not the points the hand does score told
//   another way; a pot's chips, where an unmatched bet went back, say so.
//
// Returns the problems found (empty when the question makes sense).

import type { AnyGame, GameEvent } from '../../../src/engine/core/game.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';

interface DwynLike {
  readonly stage: string;
  readonly hands: readonly (readonly string[])[];
}

function dwyn(question: Question, before: DwynLike): string[] {
  if (question.kind !== 'legal') return [];
  const problems: string[] = [];
  const seat = question.record.seat;
  const holds = (card: string): boolean => (before.hands[seat] ?? []).includes(card);
  for (const { label, id } of question.choices) {
    const [type] = id.split(' ');
    const where = `${label} (at the ${before.stage} stage)`;
    if ((type === 'concede' || type === 'play') && before.stage !== 'duel') problems.push(`no duel: ${where}`);
    if (type === 'layout' && before.stage !== 'layout') problems.push(`no lay-out now: ${where}`);
    if (type === 'steal' || type === 'dwyn') {
      if (!holds(type === 'steal' ? 'STEAL' : 'DWYN')) problems.push(`no ${type.toUpperCase()} held: ${where}`);
      if (/^your /i.test(label) || id.split(' ')[1] === String.fromCharCode(65 + seat))
        problems.push(`one's own card: ${where}`);
    }
  }
  return problems;
}

/** DWYN before the draw: only drawing (or passing) is in question, never an action. */
function dwynBeforeDraw(question: Question, before: DwynLike & { readonly stock: readonly unknown[] }): string[] {
  if (question.kind !== 'legal' || before.stage !== 'draw' || before.stock.length === 0) return [];
  return question.choices.filter((c) => !['draw', 'pass'].includes(c.id)).map((c) => `before the draw: ${c.label}`);
}

/**
 * Dawn, the two pairs left over: a wrong list never names the pair the move itself picks up (the
 * reader picks once in the pick-up, so a pair "you picked up" is that one).
 */
function dawn(question: Question): string[] {
  if (question.kind !== 'next' || question.rule !== 'leftover-pairs') return [];
  const you = `${String.fromCharCode(65 + question.record.seat)} (you) picked it up`;
  return question.choices
    .filter((c) => !c.right && c.why.includes(you))
    .map((c) => `the pair just picked up, offered as left over: "${c.label}"`);
}

/** Day's win conditions, lowest first, as a hand's label begins. */
const DAY_ORDER = ['Highest Card', 'X of a kind', 'Eclipse', 'Consecutive', 'Full Consecutive', 'Day', 'Full Day'];

function dayCondition(label: string): number {
  const name = /^\d of a kind/.test(label)
    ? 'X of a kind'
    : (/^(Full Consecutive|Full Day|Highest Card|Eclipse|Consecutive|Day)\b/.exec(label)?.[1] ?? '');
  return DAY_ORDER.indexOf(name);
}

function day(question: Question, events: readonly GameEvent[]): string[] {
  const problems: string[] = [];
  const right = question.choices.find((c) => c.right);
  if (!right) return problems;
  if (question.kind === 'hand-value') {
    const mine = dayCondition(right.label);
    for (const wrong of question.choices.filter((c) => !c.right)) {
      const theirs = dayCondition(wrong.label);
      if (theirs > 0 && theirs < mine) problems.push(`a lower condition the hand meets too: "${wrong.label}"`);
    }
  }
  // "has 2 of a kind: 8s (1 point)" beside "(1 point, 2 less 1 for substituting)": the same points.
  const scored = (label: string): string | undefined => / has (.+) \((\d+) points?/.exec(label)?.slice(1).join(' ');
  if (right && scored(right.label) !== undefined) {
    for (const wrong of question.choices.filter((c) => !c.right)) {
      if (scored(wrong.label) === scored(right.label))
        problems.push(`the hand's own points, told another way: "${wrong.label}"`);
    }
  }
  if (events.some((e) => e.kind === 'uncalled') && /wins \d+ chips? without showing/.test(right.label)) {
    for (const wrong of question.choices.filter((c) => !c.right && / wins \d+ chips?/.test(c.label))) {
      if (!/go(?:es)? back/.test(wrong.why))
        problems.push(`a pot's chips, not saying the unmatched bet goes back: "${wrong.why}"`);
    }
  }
  return problems;
}

export function makesNoSense(
  game: AnyGame,
  question: Question,
  before: unknown,
  after: { readonly state: unknown; readonly events: readonly GameEvent[] } | null,
): string[] {
  switch (game.id) {
    case 'dwyn':
      return [
        ...dwyn(question, before as DwynLike),
        ...dwynBeforeDraw(question, before as DwynLike & { readonly stock: readonly unknown[] }),
      ];
    case 'dawn':
      return dawn(question);
    case 'day':
      return day(question, after?.events ?? []);
    default:
      return [];
  }
}
