// Where a reader got to in a lesson, kept between visits (in localStorage, through the site's one
// storage module, components/core/storage.ts, in the format below): the reader's steps from the start, each a beat read on ("r") or a decision's
// place among the legal moves, so it never names a card, face down or not. A legal move the engine
// does not list (an amount typed in, in Day's no-limit betting) is kept in the game's notation
// ({ m: "bet 7" }): such moves name amounts, never cards. Restoring replays the steps through the
// lesson; anything that does not replay is reported and the lesson starts over.

import { attempt, legalIndex, readOn, type Lesson, type LessonPoint } from './lesson.ts';

const VERSION = 1;

/** A read, a listed move's place among the legal moves, or an unlisted legal move's notation. */
export type Step = number | 'r' | { readonly m: string };

interface Progress {
  readonly v: typeof VERSION;
  readonly steps: readonly Step[];
}

/** The step that takes `point` on: a read, or `action`'s place among the legal moves. */
export function stepOf(lesson: Lesson, point: LessonPoint, action?: unknown): Step {
  if (action === undefined) return 'r';
  const index = legalIndex(lesson, point, action);
  return index >= 0 ? index : { m: lesson.game.formatAction(action) };
}

/** The point `steps` lead to from `start`, or null when they do not replay (another lesson, damage). */
export function replay(lesson: Lesson, start: LessonPoint, raw: unknown): { point: LessonPoint; steps: Step[] } | null {
  if (!isProgress(raw)) return null;
  let point = start;
  for (const step of raw.steps) {
    if (step === 'r') {
      if (point.wait.kind !== 'read') return null;
      point = readOn(lesson, point);
      continue;
    }
    if (point.wait.kind !== 'move') return null;
    const action =
      typeof step === 'number' ? lesson.game.legalActions(point.state, lesson.reader)[step] : parsed(lesson, step.m);
    if (action === undefined) return null;
    const tried = attempt(lesson, point, action);
    if (tried.kind !== 'made') return null;
    point = tried.point;
  }
  return { point, steps: [...raw.steps] };
}

export function progressOf(steps: readonly Step[]): Progress {
  return { v: VERSION, steps };
}

/**
 * The lesson's place as the storage module keeps it (its Format, written here in its shape so the
 * lessons need not import the components): the steps written, read back when they are a place's
 * steps at all (whether they replay is replay's to say).
 */
export const PLACE_FORMAT = {
  version: VERSION,
  read: (stored: unknown): Progress | null => (isProgress(stored) ? stored : null),
  write: progressOf,
};

function isProgress(raw: unknown): raw is Progress {
  if (typeof raw !== 'object' || raw === null) return false;
  const { v, steps } = raw as { v?: unknown; steps?: unknown };
  return (
    v === VERSION &&
    Array.isArray(steps) &&
    steps.every(
      (s) =>
        s === 'r' ||
        (typeof s === 'number' && Number.isInteger(s) && s >= 0) ||
        (typeof s === 'object' && s !== null && typeof (s as { m?: unknown }).m === 'string'),
    )
  );
}

/** An unlisted move read back, or undefined when the notation does not parse (a damaged save). */
function parsed(lesson: Lesson, text: string): unknown {
  try {
    return lesson.game.parseAction(text);
  } catch {
    return undefined;
  }
}
