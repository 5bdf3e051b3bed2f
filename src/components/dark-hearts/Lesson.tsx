// The guided lesson's entry, loaded when the reader starts it (src/astro/page-parts.ts): Dark Hearts's
// first hand with a coach, on the game's own table and controls, as in the sandbox.

import { onDemand } from '../../engine/core/on-demand.ts';
import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import type { DarkHeartsAction, DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { Lesson, type LessonStart } from '../core/lesson/Lesson.tsx';
import { DarkHeartsControls } from './DarkHeartsControls.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

// The strong bot's worker, for the review of the guided hand at its end (the sandbox starts its own).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

// The page's quiz, which the lesson's end starts on the rules the lesson met.
const practice = onDemand(() => import('./Practice.tsx'));

export default function DarkHeartsLesson(props: LessonStart) {
  return (
    <Lesson<DarkHeartsView, DarkHeartsAction>
      {...props}
      manifest={DARK_HEARTS_PLAY}
      Table={DarkHeartsTable}
      Controls={DarkHeartsControls}
      search={startSearch}
      practice={practice}
    />
  );
}
