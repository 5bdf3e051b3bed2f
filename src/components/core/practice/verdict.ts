// The words a verdict puts after a right choice the reader did not pick: one answer was asked for
// ("was the right answer"), or all that apply, some of which the reader found ("was right too") or
// none ("was right").

import type { Marked } from '../../../engine/core/practice/quiz.ts';
import type { Question } from '../../../engine/core/practice/question.ts';

export function missedWords(question: Question, marked: Marked): string {
  if (!question.multiple) return 'was the right answer.';
  const found = question.choices.filter((c) => c.right).length - marked.missed.length;
  return found > 0 ? 'was right too.' : 'was right.';
}
