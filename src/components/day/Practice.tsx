// The quiz's entry, fetched when the reader starts the quiz or opens a question
// (src/astro/page-parts.ts), or at the guided lesson's end: Day's practice questions, shown on
// its own table, with the game from its play manifest (without its tools) and its practice spec, whose
// question makers come as the quiz deals each kind.

import type { DayView } from '../../engine/day/ui.ts';
import { DAY_PRACTICE } from '../../engine/day/practice.ts';
import { Practice, type PracticeStart } from '../core/practice/Practice.tsx';
import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import { DayTable } from './DayTable.tsx';

export default function DayPractice(props: PracticeStart) {
  return <Practice<DayView> {...props} manifest={DAY_PLAY} practice={DAY_PRACTICE} Table={DayTable} />;
}
