// Black & Red's guided lesson, loaded when the reader starts it (core/lesson/Lesson.tsx, lessonIsland);
// its end starts the page's quiz.

import { onDemand } from '../../engine/core/on-demand.ts';
import { lessonIsland } from '../core/lesson/Lesson.tsx';
import { BLACK_AND_RED_PARTS } from './parts.ts';

export default lessonIsland(
  BLACK_AND_RED_PARTS,
  onDemand(() => import('./Practice.tsx')),
);
