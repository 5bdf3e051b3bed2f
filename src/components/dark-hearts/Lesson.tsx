// Dark Hearts' guided lesson, loaded when the reader starts it (core/lesson/Lesson.tsx, lessonIsland);
// its end starts the page's quiz.

import { onDemand } from '../../engine/core/on-demand.ts';
import { lessonIsland } from '../core/lesson/Lesson.tsx';
import { DARK_HEARTS_PARTS } from './parts.ts';

export default lessonIsland(
  DARK_HEARTS_PARTS,
  onDemand(() => import('./Practice.tsx')),
);
