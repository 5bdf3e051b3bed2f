// DWYN's "which may you do?" question, as the quiz fetches it the first time it deals one
// (practice.ts): the core's kind (core/practice/legal-question.ts) with the game's reasons for a
// legal move (legal-reasons.ts). The position view's ruling reads those reasons alone, so it does
// not load the quiz's question maker.

import { legalKind } from '../core/practice/legal-question.ts';
import { DWYN_LEGAL } from './legal-reasons.ts';

export const DWYN_LEGAL_KIND = legalKind(DWYN_LEGAL);
