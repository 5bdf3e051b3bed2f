// Dwyn's practice questions (core/practice/spec.ts): the kinds every game has, what settles a
// contest here, its own kinds, and the topics the page offers (each checked by tests/engine/practice).
// Each kind's maker is fetched the first time the quiz deals a question of it.

import { onDemand } from '../core/on-demand.ts';
import { definePractice, LEGAL, NEXT, SETTLES_ID } from '../core/practice/spec.ts';

export const DWYN_PRACTICE = definePractice({
  kinds: [
    { ...LEGAL, maker: onDemand(() => import('./practice-legal.ts').then((module) => module.DWYN_LEGAL_KIND)) },
    { ...NEXT, maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DWYN_OUTCOMES.next)) },
    {
      id: SETTLES_ID,
      title: 'Who wins the duel?',
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DWYN_OUTCOMES.settles)),
    },
    {
      id: 'body',
      title: 'Whole bodies and protected cards',
      maker: onDemand(() => import('./practice-own.ts').then((module) => module.dwynBodyKind)),
    },
  ],
  topics: {
    legal: [
      'number-cards',
      'opening-layout',
      'draw',
      'one-action',
      'lay-out',
      'protection',
      'steal',
      'challenge',
      'duel',
      'after-krown',
    ],
    next: ['winning'],
    settles: ['won-cards'],
    body: ['body-cards', 'protection'],
  },
});
