// The guided lesson's entry, loaded when the reader starts it (src/astro/page-parts.ts): DWYN's
// first hand with a coach, on the game's own table and controls, as in the sandbox.

import { onDemand } from '../../engine/core/on-demand.ts';
import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import type { DwynAction, DwynView } from '../../engine/dwyn/ui.ts';
import { Lesson, type LessonStart } from '../core/lesson/Lesson.tsx';
import { DwynControls } from './DwynControls.tsx';
import { DwynTable } from './DwynTable.tsx';

// The strong bot's worker, for the review of the guided hand at its end (the sandbox starts its own).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

// The page's quiz, which the lesson's end starts on the rules the lesson met.
const practice = onDemand(() => import('./Practice.tsx'));

export default function DwynLesson(props: LessonStart) {
  return (
    <Lesson<DwynView, DwynAction>
      {...props}
      manifest={DWYN_PLAY}
      Table={DwynTable}
      Controls={DwynControls}
      search={startSearch}
      practice={practice}
    />
  );
}
