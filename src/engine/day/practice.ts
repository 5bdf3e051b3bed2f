// Day's practice questions (core/practice/spec.ts): the kinds every game has, what settles a
// contest here, its own kinds, and the topics the page offers (each checked by tests/engine/practice).
// Each kind's maker is fetched the first time the quiz deals a question of it.

import { onDemand } from '../core/on-demand.ts';
import { definePractice, LEGAL, NEXT, SETTLES_ID } from '../core/practice/spec.ts';

export const DAY_PRACTICE = definePractice({
  kinds: [
    { ...LEGAL, maker: onDemand(() => import('./practice-legal.ts').then((module) => module.DAY_LEGAL_KIND)) },
    { ...NEXT, maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DAY_OUTCOMES.next)) },
    {
      id: SETTLES_ID,
      title: 'Who wins the pot?',
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DAY_OUTCOMES.settles)),
    },
    {
      id: 'hand-value',
      title: 'What does your hand make?',
      maker: onDemand(() => import('./practice-own.ts').then((module) => module.handValueKind)),
    },
    {
      id: 'showdown',
      title: 'Who takes the pot on equal points?',
      maker: onDemand(() => import('./practice-showdown.ts').then((module) => module.equalPointsKind)),
    },
  ],
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
