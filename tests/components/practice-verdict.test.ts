// The verdict's words for a right choice the reader did not pick: one answer asked for says it was
// the right answer, never "right too"; all that apply says "right too" only beside a right pick.

import { describe, expect, it } from 'vitest';
import { missedWords } from '../../src/components/core/practice/verdict.ts';
import { mark } from '../../src/engine/core/practice/quiz.ts';
import type { Choice, Question } from '../../src/engine/core/practice/question.ts';

const choice = (id: string, right: boolean): Choice => ({ id, label: id, right, why: `Why ${id}.`, rule: null });

function question(multiple: boolean, choices: readonly Choice[]): Question {
  return {
    game: 'tiny',
    kind: multiple ? 'legal' : 'next',
    rule: 'follow',
    seed: 1,
    record: { options: {}, seed: 1, actions: [], seat: 0 },
    move: null,
    prompt: multiple ? 'Which? Choose all that apply.' : 'Which?',
    multiple,
    choices,
    answer: 'Because.',
  };
}

describe('a right choice the reader missed', () => {
  it('is "the right answer" when one answer was asked for', () => {
    const q = question(false, [choice('a', true), choice('b', false), choice('c', false)]);
    expect(missedWords(q, mark(q, new Set(['b'])))).toBe('was the right answer.');
  });

  it('is "right too" beside a right choice picked, and "right" with none', () => {
    const q = question(true, [choice('a', true), choice('b', true), choice('c', false)]);
    expect(missedWords(q, mark(q, new Set(['a'])))).toBe('was right too.');
    expect(missedWords(q, mark(q, new Set(['c'])))).toBe('was right.');
  });
});
