// Black and Red's practice questions (core/practice/spec.ts): the kinds every game has, what settles a
// contest here, its own kinds, and the topics the page offers (each checked by tests/engine/practice).
// Each kind's maker is fetched the first time the quiz deals a question of it.

import { onDemand } from '../core/on-demand.ts';
import { definePractice, LEGAL, NEXT, SETTLES_ID } from '../core/practice/spec.ts';

export const BLACK_AND_RED_PRACTICE = definePractice({
  kinds: [
    {
      ...LEGAL,
      maker: onDemand(() => import('./practice-legal.ts').then((module) => module.BLACK_AND_RED_LEGAL_KIND)),
    },
    {
      ...NEXT,
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.BLACK_AND_RED_OUTCOMES.next)),
    },
    {
      id: SETTLES_ID,
      title: 'Who wins?',
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.BLACK_AND_RED_OUTCOMES.settles)),
    },
    {
      id: 'total',
      title: 'What is the total? May you go?',
      maker: onDemand(() => import('./practice-own.ts').then((module) => module.totalKind)),
    },
    {
      id: 'colour',
      title: 'Which colour do you collect?',
      maker: onDemand(() => import('./practice-colour.ts').then((module) => module.colourKind)),
    },
  ],
  topics: {
    legal: ['run-colour', 'running-total', 'go'],
    // Not next.target-colour: the upcard that sets the colours is face down until the deal turns it,
    // so its colour never follows from what the reader sees. The colour kind asks once it is known.
    next: ['discard-then-draw', 'next-run', 'stock-out'],
    settles: ['going-out'],
    total: ['run-colour', 'running-total', 'thirty-one', 'go'],
    colour: ['target-colour'],
  },
});
