// Card values for the running total (running-total): 'cribbage' (A 1, 2-10 face, courts 10) and
// 'ranked' (J 11, Q 12, K 13), and what they allow near 31.
import { describe, expect, test } from 'vitest';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { cardValue } from '../../../src/engine/black-and-red/state.ts';
import { A, act, legal, position, why } from './helpers.ts';

describe('cardValue', () => {
  test('cribbage: A = 1, 2-10 at face value, J/Q/K = 10, in every suit', () => {
    for (const suit of ['C', 'D', 'H', 'S']) {
      expect(cardValue(`A${suit}`, 'cribbage')).toBe(1);
      for (let n = 2; n <= 10; n++) expect(cardValue(`${n}${suit}`, 'cribbage')).toBe(n);
      expect(cardValue(`J${suit}`, 'cribbage')).toBe(10);
      expect(cardValue(`Q${suit}`, 'cribbage')).toBe(10);
      expect(cardValue(`K${suit}`, 'cribbage')).toBe(10);
    }
  });

  test('ranked: A = 1, 2-10 at face value, J = 11, Q = 12, K = 13', () => {
    for (const suit of ['C', 'D', 'H', 'S']) {
      expect(cardValue(`A${suit}`, 'ranked')).toBe(1);
      for (let n = 2; n <= 10; n++) expect(cardValue(`${n}${suit}`, 'ranked')).toBe(n);
      expect(cardValue(`J${suit}`, 'ranked')).toBe(11);
      expect(cardValue(`Q${suit}`, 'ranked')).toBe(12);
      expect(cardValue(`K${suit}`, 'ranked')).toBe(13);
    }
  });

  test('a whole deck counts 340 cribbage-style and 364 ranked', () => {
    const sum = (values: 'cribbage' | 'ranked'): number =>
      standardDecks(1).reduce((total, card) => total + cardValue(card, values), 0);
    expect(sum('cribbage')).toBe(4 * (55 + 30));
    expect(sum('ranked')).toBe(4 * 91);
  });
});

/** A black run at `total` (made of the given run cards), A to play holding courts and small cards. */
function nearThirtyOne(runCards: string[], cardValues: 'cribbage' | 'ranked') {
  return position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: {
        A: ['KS', 'QC', 'JS', 'AS', 'AH', '2H', '3H'],
        B: ['4C', '5C', '6D', '7D', '8H', '9H', '10H'],
      },
      run: runCards,
      lastDiscarder: 'B',
    },
    { cardValues },
  );
}

describe('the values decide what may be discarded near 31', () => {
  test('cribbage, total 21: every court takes the total to exactly 31', () => {
    const state = nearThirtyOne(['10S', '8C', '3S'], 'cribbage');
    expect(state.total).toBe(21);
    expect(legal(state, A)).toEqual(['KS', 'QC', 'JS', 'AS']);
    const after = act(state, A, 'KS');
    expect(after.events[0]).toMatchObject({ kind: 'discard', detail: { value: 10, total: 31 } });
  });

  test('ranked, total 21: K (34) and Q (33) and J (32) all go over 31; only the Ace is legal', () => {
    const state = nearThirtyOne(['10S', '8C', '3S'], 'ranked');
    expect(state.total).toBe(21);
    expect(legal(state, A)).toEqual(['AS']);
    expect(why(state, A, 'KS')).toEqual({
      rule: 'running-total',
      message: 'The total is 21; the King of spades counts 13, which would take it to 34, over 31.',
    });
    expect(why(state, A, 'QC')?.message).toMatch(/counts 12, which would take it to 33/);
    expect(why(state, A, 'JS')?.message).toMatch(/counts 11, which would take it to 32/);
  });

  test('ranked, total 18: K makes exactly 31, Q and J stay under', () => {
    const state = nearThirtyOne(['10S', '8C'], 'ranked');
    expect(state.total).toBe(18);
    expect(legal(state, A)).toEqual(['KS', 'QC', 'JS', 'AS']);
    expect(act(state, A, 'KS').events.map((e) => e.kind)).toContain('thirty-one');
  });

  test('ranked, total 20: J makes exactly 31; Q and K are refused', () => {
    const state = nearThirtyOne(['10S', '7C', '3S'], 'ranked');
    expect(state.total).toBe(20);
    expect(legal(state, A)).toEqual(['JS', 'AS']);
    expect(why(state, A, 'QC')?.rule).toBe('running-total');
  });

  test('the run total of a position is counted with the chosen values', () => {
    expect(nearThirtyOne(['KC', 'QS'], 'cribbage').total).toBe(20);
    expect(nearThirtyOne(['KC', 'QS'], 'ranked').total).toBe(25);
  });

  test('an Ace counts 1 in both: at 30 it is the only card that fits', () => {
    for (const cardValues of ['cribbage', 'ranked'] as const) {
      const state = nearThirtyOne(['10S', '10C', '8S', '2C'], cardValues);
      expect(state.total).toBe(30);
      expect(legal(state, A)).toEqual(['AS']);
    }
  });
});
