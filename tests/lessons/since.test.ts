// What happened at the table since the reader's last move, as the coach box and the lesson's
// transcript both tell it (summarise, src/engine/core/telling.ts): a repeated move is said once, and the same move
// by several seats in a row once for all of them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import { checkLesson } from '../../src/lessons/check.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';
import { summarise } from '../../src/engine/core/telling.ts';

const file = (game: string): string => `content/lessons/${game}.yaml`;

describe('what happened since the reader’s last move, told once', () => {
  const { game } = gameById('dawn');
  const transcript = checkLesson(parseLessonFile(readFileSync(file('dawn'), 'utf8'), file('dawn')), []).transcript;
  const told = transcript.flatMap((entry) => entry.moves);

  test('a move repeated in a row is said once, the same move by several seats once for all', () => {
    expect(told.filter((line) => line.includes('rearranges their hand'))).toEqual([
      'B rearranges their hand.',
      'C rearranges their hand.',
    ]);
    expect(told).toContain('A (you) has chosen two cards from the hand on their left, and the same for B and C.');
  });

  test('moves of different shapes stay apart and in order', () => {
    const event = (kind: string, seat: number, cards?: string[]) => ({
      kind,
      rule: 'one-lower',
      seat,
      ...(cards ? { cards } : {}),
    });
    expect(
      summarise(
        game,
        [{ events: [event('play', 1, ['5S']), event('play', 2, ['4S']), event('ready', 1), event('ready', 2)] }],
        0,
      ),
    ).toEqual([
      'B plays the 5 of spades.',
      'C plays the 4 of spades.',
      'B has finished arranging, and the same for C.',
    ]);
  });
});
