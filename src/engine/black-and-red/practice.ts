// Black and Red's practice questions (core/practice/spec.ts): the kinds every game has, what
// settles a contest here, and the topics the page offers (each checked by tests/engine/practice).

import { definePractice } from '../core/practice/spec.ts';
import { BLACK_AND_RED_LEGAL } from './practice-legal.ts';
import { redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeBlackAndRed } from './hidden.ts';
import { blackAndRedWrongOutcomes } from './practice-outcomes.ts';
import { colourKind } from './practice-colour.ts';
import { totalKind } from './practice-own.ts';
import { draftOf, type BlackAndRedState } from './state.ts';
export const BLACK_AND_RED_PRACTICE = definePractice({
  legal: BLACK_AND_RED_LEGAL,
  wrong: blackAndRedWrongOutcomes,
  redeal: redealBetweenHands(determinizeBlackAndRed, (state: BlackAndRedState, rng) =>
    Object.assign(draftOf(state), { rng }),
  ),
  settles: {
    kinds: ['thirty-one', 'out', 'run-over'],
    title: 'Who wins?',
    question: 'Who scores, and how many points?',
  },
  own: [totalKind, colourKind],
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
