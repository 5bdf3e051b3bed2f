// Day's practice questions (core/practice/spec.ts): the kinds every game has, what
// settles a contest here, and the topics the page offers (each checked by tests/engine/practice).

import { definePractice } from '../core/practice/spec.ts';
import { DAY_LEGAL } from './practice-legal.ts';
import { dayWrongOutcomes } from './practice-outcomes.ts';
import { handValueKind } from './practice-own.ts';
import { equalPointsKind } from './practice-showdown.ts';

export const DAY_PRACTICE = definePractice({
  legal: DAY_LEGAL,
  wrong: dayWrongOutcomes,
  settles: { kinds: ['win'], title: 'Who wins the pot?', question: 'Who wins the pot?' },
  own: [handValueKind, equalPointsKind],
  topics: {
    legal: ['substitution', 'betting', 'betting-limits'],
    // Not next.equal-points: who wins on equal points turns on the other hands and the tie-breaker's
    // flips, which the reader cannot see before the showdown. The showdown kind shows every hand's
    // result in the question and asks who takes the pot (or that the tie-breaker decides).
    next: [
      'betting',
      'final-betting',
      'showdown',
      'highest-card',
      'x-of-a-kind',
      'consecutive',
      'day',
      'substitution-penalty',
      'session-end',
      { rule: 'rake', options: { rakePercent: 10 } },
    ],
    settles: ['last-player-standing'],
    showdown: ['equal-points'],
    'hand-value': [
      'card-values',
      'moon-value',
      'crown',
      'highest-card',
      'x-of-a-kind',
      'eclipse',
      'consecutive',
      'full-consecutive',
      'day',
      'full-day',
    ],
  },
});
