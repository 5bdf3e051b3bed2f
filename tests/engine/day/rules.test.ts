// Day's rule book: kebab-case ids in page order, one section per win condition, and the showdown's
// condition ids are rule ids. The page's teaching order itself: page-order.test.ts.
import { expect, test } from 'vitest';
import { DAY_CONDITIONS } from '../../../src/engine/day/conditions.ts';
import { DAY_RULES } from '../../../src/engine/day/rules.ts';

const ids = Object.keys(DAY_RULES);

test('ids are kebab-case and titles are short and distinct', () => {
  for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  const titles = Object.values(DAY_RULES);
  expect(new Set(titles).size).toBe(titles.length);
  for (const title of titles) expect(title.length).toBeLessThan(40);
});

test('every win condition is a rule, in the table order', () => {
  const positions = DAY_CONDITIONS.map((c) => ids.indexOf(c));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual(positions.slice().sort((a, b) => a - b));
});

test('the page teaches in order: the cards, the showdown and its ties, a hand, then the poker layer', () => {
  const order = [
    'players-and-deck',
    'crown',
    'showdown',
    'highest-card',
    'full-day',
    'equal-points',
    'tie-breaker',
    'deal',
    'substitution',
    'substitution-penalty',
    'betting',
    'final-card',
    'final-betting',
    'session-end',
    'betting-limits',
    'all-in',
    'rake',
  ];
  const positions = order.map((id) => ids.indexOf(id));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual(positions.slice().sort((a, b) => a - b));
  for (const id of ['moon-value', 'chips', 'x-of-a-kind', 'eclipse', 'consecutive', 'full-consecutive', 'day']) {
    expect(ids).toContain(id);
  }
});
