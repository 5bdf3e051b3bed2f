// What happened at the table since the reader's last move, as the coach box and the lesson's
// transcript both tell it (summarise, src/engine/core/telling.ts): a repeated move is said once, and seats that
// did the same thing one after another said together, as the subject ("B and C rearrange their hands").
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import { checkLesson } from '../../src/lessons/check.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';
import { summarise } from '../../src/engine/core/telling.ts';
import type { GameEvent } from '../../src/engine/core/game.ts';

const file = (game: string): string => `content/lessons/${game}.yaml`;

describe('what happened since the reader’s last move, told once', () => {
  const { game } = gameById('dawn');
  const transcript = checkLesson(parseLessonFile(readFileSync(file('dawn'), 'utf8'), file('dawn')), []).transcript;
  const told = transcript.flatMap((entry) => entry.moves);

  test('a move repeated in a row is said once, the same moves by several seats once for all', () => {
    // B rearranges and finishes, then C the same: two lines, not four (issue 42).
    expect(told.filter((line) => /rearrange|finished arranging/.test(line))).toEqual([
      'A (you) has finished arranging.',
      'B and C rearrange their hands.',
      'B and C have finished arranging.',
    ]);
    // C's turn goes on past what A and B did: the shared part is said once, the rest after it.
    const chosen = told.indexOf('A (you), B and C have chosen two cards from the hand on their left.');
    expect(chosen).toBeGreaterThanOrEqual(0);
    expect(told[chosen + 1]).toBe(
      'C took the 9 of clubs and 8 of spades from A (you), unseen; they lie face down in front of A (you).',
    );
  });

  const event = (
    kind: string,
    seat: number,
    detail?: Readonly<Record<string, string | number | boolean>>,
  ): GameEvent => ({
    kind,
    rule: kind,
    seat,
    ...(detail ? { detail } : {}),
  });

  test('seats that take turns at the same move are said together, once', () => {
    const shifts = [1, 2, 1, 2, 1].map((seat) => ({ events: [event('shift', seat)] }));
    expect(summarise(game, shifts, 0)).toEqual(['B and C rearrange their hands.']);
  });

  test("a move between two seats' same move keeps them apart, in order", () => {
    const { game: day } = gameById('day');
    const moves = [event('call', 1), event('raise', 2, { total: 3 }), event('call', 3)].map((e) => ({ events: [e] }));
    expect(summarise(day, moves, 0)).toEqual(['B calls.', 'C raises to 3.', 'D calls.']);
    const calls = [event('call', 1), event('call', 2, { allIn: true }), event('call', 3, { allIn: true })];
    expect(summarise(day, [{ events: calls }], 0)).toEqual(['B calls.', 'C and D call and are all in.']);
  });

  test('a sentence that names its seat twice is not made plural: the same for the others', () => {
    const { game: dwyn } = gameById('dwyn');
    expect(summarise(dwyn, [{ events: [event('pass', 1), event('pass', 2)] }], 0)).toEqual([
      'B has no cards and the pool is empty: B passes, and the same for C.',
    ]);
  });

  test('moves of different shapes stay apart and in order', () => {
    const play = (kind: string, seat: number, cards?: string[]) => ({
      kind,
      rule: 'one-lower',
      seat,
      ...(cards ? { cards } : {}),
    });
    expect(
      summarise(
        game,
        [{ events: [play('play', 1, ['5S']), play('play', 2, ['4S']), play('ready', 1), play('ready', 2)] }],
        0,
      ),
    ).toEqual(['B plays the 5 of spades.', 'C plays the 4 of spades.', 'B and C have finished arranging.']);
  });
});
