// Dawn's practice questions (core/practice/spec.ts): the kinds every game has, what
// settles a contest here, and the topics the page offers (each checked by tests/engine/practice).

import { definePractice } from '../core/practice/spec.ts';
import { DAWN_LEGAL } from './practice-legal.ts';
import { redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeDawn } from './hidden.ts';
import { dawnWrongOutcomes } from './practice-outcomes.ts';
import { isDawnKind } from './practice-own.ts';
import { draftOf, type DawnState } from './state.ts';
export const DAWN_PRACTICE = definePractice({
  legal: DAWN_LEGAL,
  wrong: dawnWrongOutcomes,
  redeal: redealBetweenHands(determinizeDawn, (state: DawnState, rng) => Object.assign(draftOf(state), { rng })),
  settles: { kinds: ['dawn'], title: 'Who wins the hand?', question: 'Who wins the hand?' },
  own: [isDawnKind],
  topics: {
    legal: ['lead-any-card', 'one-lower', 'must-play', 'draw-around'],
    // Not next.draw-around: what follows a draw turns on the unseen card drawn, so it is almost never
    // fixed by what the reader sees (legal.draw-around practises the rule).
    next: ['leftover-pairs', 'ace-clears-pile', 'all-fail-reset'],
    'is-dawn': ['dawn', { rule: 'dusk', options: { variant: 'dusk' } }],
  },
});
