// The quiz's entry, fetched when the reader starts the quiz or opens a question
// (src/astro/page-parts.ts), or at the guided lesson's end: Dark Hearts's practice questions, shown on
// its own table, with the game from its play manifest (without its tools) and its practice spec, whose
// question makers come as the quiz deals each kind.

import type { DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { DARK_HEARTS_PRACTICE } from '../../engine/dark-hearts/practice.ts';
import { Practice, type PracticeStart } from '../core/practice/Practice.tsx';
import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default function DarkHeartsPractice(props: PracticeStart) {
  return (
    <Practice<DarkHeartsView>
      {...props}
      manifest={DARK_HEARTS_PLAY}
      practice={DARK_HEARTS_PRACTICE}
      Table={DarkHeartsTable}
    />
  );
}
