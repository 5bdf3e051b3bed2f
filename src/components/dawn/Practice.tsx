// Dawn's quiz, loaded when the reader starts it or opens a question, or at the lesson's end
// (core/practice/Practice.tsx, practiceIsland): its table, without the controls or the bot;
// its question makers come as the quiz deals each kind.

import type { DawnView } from '../../engine/dawn/ui.ts';
import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import { DAWN_PRACTICE } from '../../engine/dawn/practice.ts';
import { practiceIsland } from '../core/practice/Practice.tsx';
import { DawnTable } from './DawnTable.tsx';

export default practiceIsland<DawnView>(DAWN_PLAY, DAWN_PRACTICE, DawnTable);
