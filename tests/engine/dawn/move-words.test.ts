// How the strong bot's hints and a hand's review say Dawn's moves: picking up a pair is said as the
// event log says it, not in notation (a reader meets "pick S1" nowhere else).
import { describe, expect, test } from 'vitest';
import { pickAction, READY } from '../../../src/engine/dawn/actions.ts';
import { DAWN_SEARCH } from '../../../src/engine/dawn/search.ts';

describe("the search's words for Dawn's moves", () => {
  const words = (action: unknown): string | undefined => DAWN_SEARCH.spec.move?.(action);

  test('a pick names the pair as the log does', () => {
    expect(words(pickAction('S1'))).toBe('Pick up spare pair 1');
    expect(words(pickAction('C'))).toBe('Pick up the pair in front of C');
  });

  test('declaring ready is finishing the arrangement; other moves keep the generic words', () => {
    expect(words(READY)).toBe('Finish arranging');
    expect(words({ type: 'draw' })).toBeUndefined();
  });
});
