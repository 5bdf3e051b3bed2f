// The Day page's win-conditions table (src/components/day/win-conditions.ts): the engine agrees with every
// row, and a row it disagrees with stops the build with a message naming the row.
import { describe, expect, test } from 'vitest';
import { DAY_CONDITIONS } from '../../../src/engine/day/conditions.ts';
import {
  checkWinConditions,
  WIN_CONDITION_ROWS,
  WinConditionsError,
  type WinConditionRow,
} from '../../../src/components/day/win-conditions.ts';

const replaced = (condition: string, change: Partial<WinConditionRow>): WinConditionRow[] =>
  WIN_CONDITION_ROWS.map((row) => (row.condition === condition ? { ...row, ...change } : row));

describe('the win-conditions table', () => {
  const rows = checkWinConditions();

  test("is the engine's conditions, weakest first, with the table's points", () => {
    expect(rows.map((row) => row.condition)).toEqual(DAY_CONDITIONS);
    expect(rows.map((row) => row.points)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.map((row) => row.printed)).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });

  test("reads each example as the engine labels it, the rule book's titles as names", () => {
    expect(rows.map((row) => [row.name, row.label])).toEqual([
      ['Highest Card', 'Highest Card: 12'],
      ['X of a kind', '3 of a kind: 9s'],
      ['Eclipse', 'Eclipse, holding 1 Moon'],
      ['Consecutive', 'Consecutive: 4-5-6-7'],
      ['Full Consecutive', 'Full Consecutive: 8-9-10-11-12'],
      ['Day', 'Day'],
      ['Full Day', 'Full Day: 4-5-6-7-8'],
    ]);
  });

  test('the Eclipse counts the Moons another player shows, and without them it is no Eclipse', () => {
    const eclipse = rows.find((row) => row.condition === 'eclipse');
    expect(eclipse?.cards).toEqual(['MoonR', 'MoonRn', 'MoonS']);
    expect(() => checkWinConditions(replaced('eclipse', { shown: [] }))).toThrow(
      'Win-conditions table, row "Eclipse" (MoonR 3S with 5Rn 8R 11S): the engine reads it as Highest Card: Moon (1 point), not Eclipse (3 points).',
    );
  });

  test('a row whose example the engine reads otherwise fails, naming the row', () => {
    expect(() => checkWinConditions(replaced('day', { community: ['5S', '11Rn', '7R'] }))).toThrow(
      /row "Day" \(3R 9R with 5S 11Rn 7R\): the engine reads it as Highest Card: 11 \(1 point\), not Day \(6 points\)/,
    );
    expect(() => checkWinConditions(replaced('consecutive', { points: 5 }))).toThrow(WinConditionsError);
  });

  test('a wrong printed value fails too', () => {
    expect(() => checkWinConditions(replaced('full-day', { printed: 7 }))).toThrow(
      /row "Full Day" .*with the printed points the engine reads it as Full Day: 4-5-6-7-8 \(6 points\), not Full Day \(7 points\)/,
    );
  });

  test('rows out of order, missing or impossible fail', () => {
    expect(() => checkWinConditions([...WIN_CONDITION_ROWS].reverse())).toThrow(/the engine's conditions, in order/);
    expect(() => checkWinConditions(WIN_CONDITION_ROWS.slice(1))).toThrow(WinConditionsError);
    expect(() => checkWinConditions(replaced('highest-card', { hole: ['12R', '12R'] }))).toThrow(
      /row "Highest Card" .*12R appears twice/,
    );
  });
});
