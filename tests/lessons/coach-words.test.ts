// What a newcomer read in the guided hands and tripped on (issue 40): coach lines that must agree
// with the quick start and the rule, held as plain phrases so a rewrite cannot quietly lose them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseLessonFile } from '../../src/lessons/script.ts';

const lines = (game: string, rule: string): string[] => {
  const file = `content/lessons/${game}.yaml`;
  return parseLessonFile(readFileSync(file, 'utf8'), file)
    .beats.filter((beat) => beat.rule === rule)
    .map((beat) => beat.say ?? '');
};

describe('the coach says what the quick start says', () => {
  test('Dark Hearts: a Dark point face may go on the first trick from a hand of nothing else (DH-8)', () => {
    const said = lines('dark-hearts', 'first-trick-no-points').join(' ');
    expect(said).toMatch(/no card whose Dark face is a point card may go unless all yours are/);
  });

  test('DWYN: the jump to another game says why the first is left', () => {
    const said = lines('dwyn', 'winning').join(' ');
    expect(said).toMatch(/Leave this game here: played out, it would take many more turns\. Jump to the end of another game/);
  });

  test('Day: the coach gives the suits their symbols where the cards are first named', () => {
    expect(lines('day', 'deal').join(' ')).toContain('↑ marks Rising, ☀ Risen and ↓ Setting');
  });
});
