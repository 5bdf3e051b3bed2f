// Dawn's "which may you do?" question, as the quiz fetches it the first time it deals one
// (practice.ts): the core's kind (core/practice/legal-question.ts) with the game's reasons for a
// legal move (legal-reasons.ts). The position view's ruling reads those reasons alone, so it does
// not load the quiz's question maker.

import { legalKind } from '../core/practice/legal-question.ts';
import { DAWN_LEGAL } from './legal-reasons.ts';

export const DAWN_LEGAL_KIND = legalKind(DAWN_LEGAL);
