// How every practice question must read, from its words alone (any kind, any game): at least three
// choices; no right choice explained only by "No rule stops it here" (a reason says what allows the
// move); none of the slips readers met ("Your the KROWN", "B’s the KROWN", "challenge for with
// DWYN", "1 Light points", "B (you)’s", a total explained as "Not 29: …" and the event sentence);
// and a prompt that asks for all that apply exactly when more than one choice may be right.
//
// Returns the problems found (empty when the question reads well), each naming the text.

import type { Question } from '../../../src/engine/core/practice/question.ts';

/** Words that should never be in a question, with what is wrong with them. */
const SLIPS: readonly (readonly [RegExp, string])[] = [
  [/No rule stops it here/, 'a reason that says nothing of what allows the move'],
  [/\b[Yy]our the\b/, '"your the"'],
  [/’s the\b/, '"B’s the"'],
  [/\bfor with\b/, '"challenge for with"'],
  [/\b1 (?:Light |Dark )?(?:points|chips|cards)\b/, 'a plural after 1'],
  [/\(you\)’s/, '"B (you)’s" for "your"'],
  [/\s{2,}|\s[.,:;]/, 'a stray space'],
];

/** A total explained by its event sentence: "Not 29: A (you) discards the 10 of clubs…". */
const RAW_NOT = /^Not \d+: /;

export function readsBadly(question: Question): string[] {
  const problems: string[] = [];
  if (question.choices.length < 3) problems.push(`only ${String(question.choices.length)} choices`);
  const texts = [
    question.prompt,
    question.answer,
    ...(question.move ? [question.move] : []),
    ...question.choices.flatMap((c) => [c.label, c.why]),
  ];
  for (const text of texts) {
    for (const [slip, what] of SLIPS) if (slip.test(text)) problems.push(`${what}: "${text}"`);
  }
  for (const choice of question.choices) {
    if (RAW_NOT.test(choice.why)) problems.push(`a total explained by the event sentence: "${choice.why}"`);
    if (choice.right && choice.rule === null) problems.push(`a right choice with no rule: "${choice.label}"`);
  }
  const rights = question.choices.filter((c) => c.right).length;
  if (!question.multiple && rights !== 1) problems.push(`one answer asked for, ${String(rights)} right`);
  if (question.multiple !== /Choose all that apply/.test(question.prompt)) {
    problems.push(`"Choose all that apply" where ${question.multiple ? 'several' : 'one'} may be right`);
  }
  return problems;
}
