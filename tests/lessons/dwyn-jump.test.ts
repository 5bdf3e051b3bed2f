// DWYN's guided game jumps from an opening to another game's end (content/lessons/dwyn.yaml). A
// newcomer's phone trial found B's challenge for the Castle torso left hanging at the jump: the
// lesson now has the reader concede it (no Shield card), so the game is left at a settled moment.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import type { DwynState } from '../../src/engine/dwyn/state.ts';
import { attempt, openLesson, readOn, tablesOf, type LessonPoint } from '../../src/lessons/lesson.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';

test('DWYN: no duel is open on the table the lesson leaves when it jumps', () => {
  const file = 'content/lessons/dwyn.yaml';
  const script = parseLessonFile(readFileSync(file, 'utf8'), file);
  const { game, bot } = gameById(script.game);
  const { lesson, point: start } = openLesson(script, game, bot, tablesOf(game, script.seed));
  let point = start;
  // The table as the jump finds it: a jump is made as its beat is reached, before any bot moves.
  let left: unknown = null;
  while (point.wait.kind !== 'end') {
    let next: LessonPoint;
    let after: unknown = point.state;
    if (point.wait.kind === 'read') next = readOn(lesson, point);
    else {
      const action = game.parseAction(point.wait.pointAt);
      after = game.apply(point.state, lesson.reader, action).state;
      const tried = attempt(lesson, point, action);
      if (tried.kind !== 'made') throw new Error(`${point.wait.pointAt} was not made`);
      next = tried.point;
    }
    if (next.record !== point.record) left = after;
    point = next;
  }
  expect(left, 'the lesson jumps').not.toBeNull();
  expect((left as DwynState).duel).toBeNull();
});
