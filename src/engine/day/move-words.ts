// Day's moves in words, for a hint, a review and the lesson's pointer (core/search/words.ts,
// sayMove): what the shape of an action alone would say less well. Light, so the lesson loads it.

import type { MoveWords } from '../core/search/spec.ts';
import type { DayAction } from './actions.ts';

export const dayMoveWords: MoveWords = (action, hidden) =>
  hidden && (action as DayAction).type === 'swap'
    ? hidden.another
      ? 'Swap the other hole card'
      : 'Swap a hole card'
    : undefined;
