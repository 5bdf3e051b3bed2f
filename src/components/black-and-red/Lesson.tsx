// The guided lesson's entry, loaded when the reader starts it (src/astro/page-parts.ts): Black & Red's
// first hand with a coach, on the game's own table and controls, as in the sandbox.

import { onDemand } from '../../engine/core/on-demand.ts';
import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { Lesson, type LessonStart } from '../core/lesson/Lesson.tsx';
import { BlackAndRedControls } from './BlackAndRedControls.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

// The strong bot's worker, for the review of the guided hand at its end (the sandbox starts its own).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

// The page's quiz, which the lesson's end starts on the rules the lesson met.
const practice = onDemand(() => import('./Practice.tsx'));

export default function BlackAndRedLesson(props: LessonStart) {
  return (
    <Lesson<BlackAndRedView, BlackAndRedAction>
      {...props}
      manifest={BLACK_AND_RED_PLAY}
      Table={BlackAndRedTable}
      Controls={BlackAndRedControls}
      search={startSearch}
      practice={practice}
    />
  );
}
