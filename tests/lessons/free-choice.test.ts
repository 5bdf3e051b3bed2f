// The coach never offers a choice the lesson then refuses (a newcomer's phone trial, issue 44):
// wherever a decision's words say "any", "either" or "whichever" (its words, its reason, its
// nudge), the lesson accepts more than one move there. "Any third card" and then "pass these
// three" contradicts itself; so does "either suit wins: name Rugby" and then a nudge for Castle.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import { acceptedMoves, attempt, openLesson, readOn, tablesOf } from '../../src/lessons/lesson.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';

const DIR = 'content/lessons';
const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));

/**
 * Words that tell the reader the choice is theirs: not "in any suit" (a rule), nor "either" as
 * "too" at a clause's end ("B had no 7 either.", "You cannot discard either, since ...").
 */
const FREE = /\b(?:any|whichever)\b(?! suits?\b)|\beither\b(?![.,;:]|$)/i;

describe.each(files)('the lesson %s', (name) => {
  test('a decision that says any or either accepts more than one move', () => {
    const script = parseLessonFile(readFileSync(`${DIR}/${name}`, 'utf8'), `${DIR}/${name}`);
    const { game, bot } = gameById(script.game);
    const { lesson, point: start } = openLesson(script, game, bot, tablesOf(game, script.seed));
    let point = start;
    const offered: string[] = [];
    while (point.wait.kind !== 'end') {
      if (point.wait.kind === 'read') {
        point = readOn(lesson, point);
        continue;
      }
      const { beat } = point.wait;
      const words = [beat.say, beat.why, beat.nudge].filter((w) => w !== null).join(' ');
      if (FREE.test(words) && acceptedMoves(lesson, point).length < 2) offered.push(`beat ${beat.number}: ${words}`);
      const tried = attempt(lesson, point, game.parseAction(point.wait.pointAt));
      if (tried.kind !== 'made') throw new Error(`${point.wait.pointAt} was not made`);
      point = tried.point;
    }
    expect(offered).toEqual([]);
  });
});
