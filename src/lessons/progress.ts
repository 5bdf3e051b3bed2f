// Where a reader got to in a lesson, kept between visits (localStorage, versioned like the
// sandbox's saves): the reader's steps from the start, each a beat read on ("r") or a decision's
// place among the legal moves, so it never names a card, face down or not. Restoring replays them
// through the lesson; anything that does not replay is reported and the lesson starts over.

import { attempt, legalIndex, readOn, type Lesson, type LessonPoint } from './lesson.ts';

const VERSION = 1;

interface Progress {
  readonly v: typeof VERSION;
  readonly steps: readonly (number | 'r')[];
}

/** The step that takes `point` on: a read, or `action`'s place among the legal moves. */
export function stepOf(lesson: Lesson, point: LessonPoint, action?: unknown): number | 'r' {
  return action === undefined ? 'r' : legalIndex(lesson, point, action);
}

/** The point `steps` lead to from `start`, or null when they do not replay (another lesson, damage). */
export function replay(
  lesson: Lesson,
  start: LessonPoint,
  raw: unknown,
): { point: LessonPoint; steps: (number | 'r')[] } | null {
  if (!isProgress(raw)) return null;
  let point = start;
  for (const step of raw.steps) {
    if (step === 'r') {
      if (point.wait.kind !== 'read') return null;
      point = readOn(lesson, point);
      continue;
    }
    if (point.wait.kind !== 'move') return null;
    const action = lesson.game.legalActions(point.state, lesson.reader)[step];
    if (action === undefined) return null;
    const tried = attempt(lesson, point, action);
    if (tried.kind !== 'made') return null;
    point = tried.point;
  }
  return { point, steps: [...raw.steps] };
}

export function progressOf(steps: readonly (number | 'r')[]): Progress {
  return { v: VERSION, steps };
}

function isProgress(raw: unknown): raw is Progress {
  if (typeof raw !== 'object' || raw === null) return false;
  const { v, steps } = raw as { v?: unknown; steps?: unknown };
  return (
    v === VERSION &&
    Array.isArray(steps) &&
    steps.every((s) => s === 'r' || (typeof s === 'number' && Number.isInteger(s) && s >= 0))
  );
}
