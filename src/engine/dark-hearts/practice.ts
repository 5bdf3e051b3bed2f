// Dark Hearts's practice questions (core/practice/spec.ts): the kinds every game has, what
// settles a contest here, and the topics the page offers (each checked by tests/engine/practice).

import { definePractice } from '../core/practice/spec.ts';
import { DARK_HEARTS_LEGAL } from './practice-legal.ts';
import { everyDealDarkHearts } from './hidden.ts';
import { darkHeartsWrongOutcomes } from './practice-outcomes.ts';
import { shadeKind } from './practice-own.ts';
import type { DarkHeartsState } from './state.ts';

export const DARK_HEARTS_PRACTICE = definePractice({
  legal: DARK_HEARTS_LEGAL,
  wrong: darkHeartsWrongOutcomes,
  everyDeal: (state, seat, rng, most) => everyDealDarkHearts(state as DarkHeartsState, seat, rng, most),
  settles: {
    kinds: ['trick-won'],
    title: 'Who wins the trick?',
    question: 'Who wins this trick, and with how many points?',
  },
  own: [shadeKind],
  topics: {
    legal: ['first-lead', 'follow-suit', 'first-trick-no-points', 'lead-restriction'],
    next: ['hearts-broken', 'point-cards', 'shooting-the-moon'],
    settles: ['trick-winner'],
    shade: ['point-cards', 'choose-shade'],
  },
});
