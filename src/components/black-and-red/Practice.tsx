// Black & Red's quiz, loaded when the reader starts it or opens a question, or at the lesson's end
// (core/practice/Practice.tsx, practiceIsland): its table, without the controls or the bot;
// its question makers come as the quiz deals each kind.

import type { BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import { BLACK_AND_RED_PRACTICE } from '../../engine/black-and-red/practice.ts';
import { practiceIsland } from '../core/practice/Practice.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default practiceIsland<BlackAndRedView>(BLACK_AND_RED_PLAY, BLACK_AND_RED_PRACTICE, BlackAndRedTable);
