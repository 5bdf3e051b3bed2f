// Day's quiz, loaded when the reader starts it or opens a question, or at the lesson's end
// (core/practice/Practice.tsx, practiceIsland): its table, without the controls or the bot;
// its question makers come as the quiz deals each kind.

import type { DayView } from '../../engine/day/ui.ts';
import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import { DAY_PRACTICE } from '../../engine/day/practice.ts';
import { practiceIsland } from '../core/practice/Practice.tsx';
import { DayTable } from './DayTable.tsx';

export default practiceIsland<DayView>(DAY_PLAY, DAY_PRACTICE, DayTable);
