// A hint's move in words says it as the sandbox's buttons do (src/components/day/DayControls.tsx:
// "Bet 1", "Raise to 6"), so the reader finds the button the hint names.
import { describe, expect, it } from 'vitest';
import { moveWords } from '../../../src/engine/core/search/words.ts';
import { STANDARD_DECK } from '../../../src/engine/core/cards.ts';

describe('moves in words', () => {
  it('a bet by its size, a raise by the total it raises to', () => {
    expect(moveWords(STANDARD_DECK, { type: 'bet', to: 1 })).toBe('Bet 1');
    expect(moveWords(STANDARD_DECK, { type: 'raise', to: 6 })).toBe('Raise to 6');
    expect(moveWords(STANDARD_DECK, { type: 'allin' })).toBe('Go all in');
  });
});
