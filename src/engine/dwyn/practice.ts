// Dwyn's practice questions (core/practice/spec.ts): the kinds every game has, what
// settles a contest here, and the topics the page offers (each checked by tests/engine/practice).

import { definePractice } from '../core/practice/spec.ts';
import { DWYN_LEGAL } from './practice-legal.ts';
import { redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeDwyn } from './hidden.ts';
import { dwynWrongOutcomes } from './practice-outcomes.ts';
import { dwynBodyKind } from './practice-own.ts';
import { draftOf, type DwynState } from './state.ts';
export const DWYN_PRACTICE = definePractice({
  legal: DWYN_LEGAL,
  wrong: dwynWrongOutcomes,
  redeal: redealBetweenHands(determinizeDwyn, (state: DwynState, rng) => Object.assign(draftOf(state), { rng })),
  settles: { kinds: ['duel-won', 'win'], title: 'Who wins the duel?', question: 'Who wins, and what do they win?' },
  own: [dwynBodyKind],
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
