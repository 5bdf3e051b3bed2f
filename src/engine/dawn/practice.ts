// Dawn's practice questions (core/practice/spec.ts): the kinds every game has, what settles a
// contest here, its own kinds, and the topics the page offers (each checked by tests/engine/practice).
// Each kind's maker is fetched the first time the quiz deals a question of it.

import { onDemand } from '../core/on-demand.ts';
import { definePractice, LEGAL, NEXT, SETTLES_ID } from '../core/practice/spec.ts';

export const DAWN_PRACTICE = definePractice({
  kinds: [
    { ...LEGAL, maker: onDemand(() => import('./practice-legal.ts').then((module) => module.DAWN_LEGAL_KIND)) },
    { ...NEXT, maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DAWN_OUTCOMES.next)) },
    {
      id: SETTLES_ID,
      title: 'Who wins the hand?',
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DAWN_OUTCOMES.settles)),
    },
    {
      id: 'is-dawn',
      title: 'Is this dawn?',
      maker: onDemand(() => import('./practice-own.ts').then((module) => module.isDawnKind)),
    },
  ],
  topics: {
    legal: ['lead-any-card', 'one-lower', 'must-play', 'draw-around'],
    // Not next.draw-around: what follows a draw turns on the unseen card drawn, so it is almost never
    // fixed by what the reader sees (legal.draw-around practises the rule).
    next: ['leftover-pairs', 'ace-clears-pile', 'all-fail-reset'],
    'is-dawn': ['dawn', { rule: 'dusk', options: { variant: 'dusk' } }],
  },
});
