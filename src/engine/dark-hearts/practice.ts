// Dark Hearts's practice questions (core/practice/spec.ts): the kinds every game has, what settles a
// contest here, its own kinds, and the topics the page offers (each checked by tests/engine/practice).
// Each kind's maker is fetched the first time the quiz deals a question of it.

import { onDemand } from '../core/on-demand.ts';
import { definePractice, LEGAL, NEXT, SETTLES_ID } from '../core/practice/spec.ts';

export const DARK_HEARTS_PRACTICE = definePractice({
  kinds: [
    { ...LEGAL, maker: onDemand(() => import('./practice-legal.ts').then((module) => module.DARK_HEARTS_LEGAL_KIND)) },
    {
      ...NEXT,
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DARK_HEARTS_OUTCOMES.next)),
    },
    {
      id: SETTLES_ID,
      title: 'Who wins the trick?',
      maker: onDemand(() => import('./practice-outcomes.ts').then((module) => module.DARK_HEARTS_OUTCOMES.settles)),
    },
    {
      id: 'shade',
      title: 'Which shade avoids points?',
      maker: onDemand(() => import('./practice-own.ts').then((module) => module.shadeKind)),
    },
  ],
  topics: {
    legal: ['first-lead', 'follow-suit', 'first-trick-no-points', 'lead-restriction'],
    next: ['hearts-broken', 'point-cards', 'shooting-the-moon'],
    settles: ['trick-winner'],
    shade: ['point-cards', 'choose-shade'],
  },
});
