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

  test('DWYN: the jump to another game says why the first is left, and that it is the plan: an opening, then an end', () => {
    const said = lines('dwyn', 'winning').join(' ');
    expect(said).not.toMatch(/Leave this game here/);
    expect(said).toMatch(
      /That was a game's opening; the rest takes many turns\. Jump to another game's end, to see how one ends/,
    );
  });

  test('DWYN: a duel is the two players\' alone, and "concede" is the button\'s word (DW-14)', () => {
    const said = lines('dwyn', 'duel').join(' ');
    expect(said).not.toMatch(/each in turn may play/);
    expect(said).toMatch(
      /the defender answers first, then the two of you take turns: play a higher Miner number card, or concede/,
    );
  });

  test('DWYN: after the KROWN, discards are mixed into the pool (DW-10, DW-11)', () => {
    expect(lines('dwyn', 'pool').join(' ')).toMatch(/draws come from it, and discards are mixed in/);
  });

  test('Day: the coach gives the suits their symbols, and the hint that tells Rising from Risen, where the cards are first named', () => {
    expect(lines('day', 'deal').join(' ')).toContain('↑ marks Rising (sunrise), ☀ Risen (noon) and ↓ Setting (sunset)');
  });
});
