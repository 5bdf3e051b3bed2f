// Sentences that open with a card's name start as sentences do: "A STEAL card cannot…", "The 3
// of Castle counts…" (core/define-game.ts capitalises every refusal and event sentence).
import { describe, expect, it } from 'vitest';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { dwyn } from '../../../src/engine/dwyn/index.ts';

describe('DWYN sentences that open with a card', () => {
  it('a STEAL card buried under the stock: "A STEAL card cannot start the discard pile…"', () => {
    const text = dwyn.describeEvent({ kind: 'buried', rule: 'deal', cards: ['STEAL'] } as never, seatLetter);
    expect(text).toMatch(/^A STEAL card cannot start the discard pile/);
  });
});
