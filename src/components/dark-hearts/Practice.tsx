// Dark Hearts' quiz, loaded when the reader starts it or opens a question, or at the lesson's end
// (core/practice/Practice.tsx, practiceIsland): its table, without the controls or the bot;
// its question makers come as the quiz deals each kind.

import type { DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import { DARK_HEARTS_PRACTICE } from '../../engine/dark-hearts/practice.ts';
import { practiceIsland } from '../core/practice/Practice.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default practiceIsland<DarkHeartsView>(DARK_HEARTS_PLAY, DARK_HEARTS_PRACTICE, DarkHeartsTable);
