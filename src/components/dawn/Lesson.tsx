// The guided lesson's entry, loaded when the reader starts it (src/astro/page-parts.ts): Dawn's
// first hand with a coach, on the game's own table and controls, as in the sandbox.

import { onDemand } from '../../engine/core/on-demand.ts';
import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
import { Lesson, type LessonStart } from '../core/lesson/Lesson.tsx';
import { DawnControls } from './DawnControls.tsx';
import { DawnTable } from './DawnTable.tsx';

// The strong bot's worker, for the review of the guided hand at its end (the sandbox starts its own).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

// The page's quiz, which the lesson's end starts on the rules the lesson met.
const practice = onDemand(() => import('./Practice.tsx'));

export default function DawnLesson(props: LessonStart) {
  return (
    <Lesson<DawnView, DawnAction>
      {...props}
      manifest={DAWN_PLAY}
      Table={DawnTable}
      Controls={DawnControls}
      search={startSearch}
      practice={practice}
    />
  );
}
