// The guided lesson's entry, loaded when the reader starts it (src/astro/page-parts.ts): Day's
// first hand with a coach, on the game's own table and controls, as in the sandbox.

import { onDemand } from '../../engine/core/on-demand.ts';
import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { DayAction, DayView } from '../../engine/day/ui.ts';
import { Lesson, type LessonStart } from '../core/lesson/Lesson.tsx';
import { DayControls } from './DayControls.tsx';
import { DayTable } from './DayTable.tsx';

// The strong bot's worker, for the review of the guided hand at its end (the sandbox starts its own).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

// The page's quiz, which the lesson's end starts on the rules the lesson met.
const practice = onDemand(() => import('./Practice.tsx'));

export default function DayLesson(props: LessonStart) {
  return (
    <Lesson<DayView, DayAction>
      {...props}
      manifest={DAY_PLAY}
      Table={DayTable}
      Controls={DayControls}
      search={startSearch}
      practice={practice}
    />
  );
}
