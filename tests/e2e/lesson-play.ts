// How the browser tests play a guided lesson (lesson.spec.ts, lesson-phone.spec.ts): its main path,
// replayed by the engine from the lesson file (so the tests follow the file as it changes), and a
// control to refuse. Each game's driver (tests/e2e/<game>/driver.ts) makes the moves.
import type { Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { sayMove } from '../../src/engine/core/search/words.ts';
import { gameById } from '../../src/engine/registry.ts';
import { attempt, openLesson, readOn, tablesOf } from '../../src/lessons/lesson.ts';
import { parseLessonFile, type LessonBeat } from '../../src/lessons/script.ts';
import { driverOf } from './driver.ts';

/**
 * A step of the main path: the beat the reader meets, and the move the coach points at (a read has
 * none); `jumped` once a beat has jumped to a written position.
 */
export type Step = (
  | { readonly kind: 'read' }
  | {
      readonly kind: 'move';
      readonly action: string;
      readonly legal: readonly string[];
      /** The move as the coach's pointer says it to the reader ("Play the 9 of spades."). */
      readonly said: string;
    }
) & { readonly jumped: boolean; readonly beat: LessonBeat };

/** The lesson's main path as the reader meets it: reads and the moves the coach points at. */
export function mainPath(game: string): {
  steps: Step[];
  covers: readonly string[];
  seed: number;
  /** The coach's closing word at the end. */
  close: string | null;
} {
  const file = `content/lessons/${game}.yaml`;
  const script = parseLessonFile(readFileSync(file, 'utf8'), file);
  const { game: engine, bot, play } = gameById(game);
  const opened = openLesson(script, engine, bot, tablesOf(engine, script.seed));
  const { lesson } = opened;
  let point = opened.point;
  const steps: Step[] = [];
  while (point.wait.kind !== 'end') {
    const jumped = point.record !== opened.point.record;
    const { beat } = point.wait;
    if (point.wait.kind === 'read') {
      steps.push({ kind: 'read', jumped, beat });
      point = readOn(lesson, point);
      continue;
    }
    const legal = engine.legalActions(point.state, lesson.reader).map((a: unknown) => engine.formatAction(a));
    const said = `${sayMove(engine, play, engine.parseAction(point.wait.pointAt))}.`;
    steps.push({ kind: 'move', action: point.wait.pointAt, legal, said, jumped, beat });
    const tried = attempt(lesson, point, engine.parseAction(point.wait.pointAt));
    if (tried.kind !== 'made') throw new Error(`${file}: ${point.wait.pointAt} is not made`);
    point = tried.point;
  }
  return { steps, covers: script.covers, seed: script.seed, close: script.close?.say ?? null };
}

/**
 * A control the engine refuses now: a muted move in the dock (the game's driver names which, where
 * its cards open a choice instead of making a move).
 */
export function refusedControl(game: string, lesson: Locator): Locator {
  return lesson.locator(`.wh-dock ${driverOf(game).refused ?? '.wh-unplayable'}`).first();
}
