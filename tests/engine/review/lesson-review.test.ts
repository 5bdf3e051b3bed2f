// A guided lesson's hand reviewed (issue 40): a move the lesson asked for by name (its beat accepts
// that one move) was the lesson's choice, not the reader's, so the review does not grade it; it
// says the lesson asked for it. Decisions the reader chose ("any" move) are reviewed as usual.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decisionsOf, reviewDecision, type HandMove } from '../../../src/engine/core/search/review.ts';
import { gameById } from '../../../src/engine/registry.ts';
import {
  attempt,
  openLesson,
  readOn,
  reviewMoves,
  tablesOf,
  type Lesson,
  type LessonPoint,
} from '../../../src/lessons/lesson.ts';
import { parseLessonFile } from '../../../src/lessons/script.ts';

const DIR = 'content/lessons';

/** The lesson played to its end along the moves its coach points at. */
function played(name: string): { lesson: Lesson; end: LessonPoint } {
  const script = parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);
  const { game, bot } = gameById(script.game);
  const opened = openLesson(script, game, bot, tablesOf(game, script.seed));
  let point = opened.point;
  while (point.wait.kind !== 'end') {
    if (point.wait.kind === 'read') point = readOn(opened.lesson, point);
    else {
      const tried = attempt(opened.lesson, point, game.parseAction(point.wait.pointAt));
      if (tried.kind !== 'made') throw new Error(`${point.wait.pointAt} was not made`);
      point = tried.point;
    }
  }
  return { lesson: opened.lesson, end: point };
}

/** The moves, those whose beat names one move marked forced: read from the script, as an author wrote it. */
function forcedByScript({ lesson, end }: { lesson: Lesson; end: LessonPoint }): HandMove[] {
  return end.moves.map(({ seat, action, beat }) => {
    const you = beat === null ? null : lesson.script.beats.find((b) => b.number === beat)?.you;
    return seat === lesson.reader && Array.isArray(you) && you.length === 1
      ? { seat, action, forced: true }
      : { seat, action };
  });
}

describe.each(readdirSync(DIR).filter((name) => name.endsWith('.yaml')))('the lesson %s', (name) => {
  const hand = played(name);
  const { lesson } = hand;
  const kit = gameById(lesson.script.game).search;

  test('its moves for the review mark forced the moves its beats asked for by name', () => {
    expect(reviewMoves(lesson, hand.end)).toEqual(forcedByScript(hand));
  });

  test('a move it asked for is not graded: the review says the lesson asked for it', () => {
    // The hand as reviewed: the moves from the record's start (after a jump, its position).
    const decisions = decisionsOf(kit, hand.end.record.start, forcedByScript(hand), lesson.reader);
    const forced = decisions.filter((decision) => decision.forced);
    expect(forced.length, 'the lesson asks for some move by name').toBeGreaterThan(0);
    for (const decision of forced) {
      const review = reviewDecision(kit, decision, lesson.reader, { seed: 1, playouts: 100, deals: 4 });
      expect(review.mark).toBeNull();
      expect(review.forced).toBe(true);
      expect(review.reason.map((line) => line.text)).toEqual([
        expect.stringMatching(/: the lesson asked for this move, so it is not marked\.$/),
      ]);
    }
    // The reader's own choices are the ones weighed; the first of them explains the game's unit.
    const chosen = decisions.filter((decision) => !decision.forced);
    expect(chosen.filter((decision) => decision.first)).toHaveLength(chosen.length > 0 ? 1 : 0);
    expect(forced.every((decision) => !decision.first)).toBe(true);
  });
});
