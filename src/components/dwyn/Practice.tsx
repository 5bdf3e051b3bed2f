// DWYN's quiz, loaded when the reader starts it or opens a question, or at the lesson's end
// (core/practice/Practice.tsx, practiceIsland): its table, without the controls or the bot;
// its question makers come as the quiz deals each kind.

import type { DwynView } from '../../engine/dwyn/ui.ts';
import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import { DWYN_PRACTICE } from '../../engine/dwyn/practice.ts';
import { practiceIsland } from '../core/practice/Practice.tsx';
import { DwynTable } from './DwynTable.tsx';

export default practiceIsland<DwynView>(DWYN_PLAY, DWYN_PRACTICE, DwynTable);
