// Hand-written positions (dawn.fromPosition): filling unnamed cards, and refusing impossible positions.
import { describe, expect, test } from 'vitest';
import { countCards } from '../../../src/engine/core/cards.ts';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { A, B, C, conserved, legal, options, position, sorted } from './helpers.ts';

const HANDS = { A: ['KS', '9H', '2C'], B: ['QH', '8C', '3S'], C: ['JC', '10D', '7H'] };

function refused(spec: unknown, opts: Record<string, unknown> = { players: 3 }): string {
  try {
    dawn.fromPosition(spec, options(opts), 1);
  } catch (error) {
    expect(error).toBeInstanceOf(PositionError);
    return (error as Error).message;
  }
  throw new Error(`position ${JSON.stringify(spec)} was accepted`);
}

const TWELVE = {
  A: ['KS', 'QS', '9C', '5S', '2C', 'KH', '10H', '7D', '4D', '3H', 'AH', 'JD'],
  B: ['KC', 'JC', '8S', '6C', '4S', 'AS', '3C', 'QD', '9H', '6H', '2D', '8D'],
  C: ['JS', '10C', '7S', '7C', '3S', 'QH', 'JH', '10D', '9D', '5H', '4H', 'KD'],
};

describe('a valid play position', () => {
  test('defaults: the dealer is the last seat, the seat on its left to play, no failer', () => {
    const state = position({ hands: HANDS, pile: ['8D'] }, { players: 3 });
    expect(state.phase).toBe('play');
    expect(state.dealer).toBe(C);
    expect(state.turn).toBe(A);
    expect(state.firstFailer).toBeNull();
    expect(state.handNumber).toBe(1);
    expect(state.wins).toEqual([0, 0, 0]);
    expect(state.hands).toEqual([HANDS.A, HANDS.B, HANDS.C]);
    expect(state.pile).toEqual(['8D']);
    expect(state.pairs).toEqual([]);
    expect(conserved(state)).toBe(true);
  });

  test('dealer, turn and firstFailer are read as seat letters', () => {
    const state = position({ dealer: 'a', turn: 'C', firstFailer: 'B', hands: HANDS, pile: ['8D'] }, { players: 3 });
    expect(state.dealer).toBe(A);
    expect(state.turn).toBe(C);
    expect(state.firstFailer).toBe(B);
  });

  test('with no turn given, the seat left of the given dealer plays', () => {
    expect(position({ dealer: 'B', hands: HANDS }, { players: 3 }).turn).toBe(C);
  });

  test('unnamed cards fill the stock below the named top cards', () => {
    const state = position({ hands: HANDS, pile: ['8D'], stock: ['10C', '9D', 'KH'] }, { players: 3 });
    expect(state.stock.slice(0, 3)).toEqual(['10C', '9D', 'KH']);
    expect(state.stock).toHaveLength(52 - 9 - 1);
    expect(state.discards).toEqual([]);
    expect(conserved(state)).toBe(true);
  });

  test('the unnamed cards are shuffled by the seed', () => {
    const spec = { hands: HANDS, stock: ['10C'] };
    const one = dawn.fromPosition(spec, options({ players: 3 }), 1);
    const again = dawn.fromPosition(spec, options({ players: 3 }), 1);
    const other = dawn.fromPosition(spec, options({ players: 3 }), 2);
    expect(again.stock).toEqual(one.stock);
    expect(other.stock).not.toEqual(one.stock);
    expect(sorted(other.stock)).toEqual(sorted(one.stock));
  });

  test('stockSize sends the rest of the unnamed cards to the discards', () => {
    const state = position(
      { hands: HANDS, pile: ['8D'], stock: ['10C', '9D'], stockSize: 5, discards: ['5C'] },
      { players: 3 },
    );
    expect(state.stock).toHaveLength(5);
    expect(state.stock.slice(0, 2)).toEqual(['10C', '9D']);
    expect(state.discards[0]).toBe('5C');
    expect(state.discards).toHaveLength(52 - 9 - 1 - 5);
    expect(conserved(state)).toBe(true);
  });

  test('stockSize equal to the named stock leaves exactly those cards', () => {
    const state = position({ hands: HANDS, stock: ['10C', '9D'], stockSize: 2 }, { players: 3 });
    expect(state.stock).toEqual(['10C', '9D']);
  });

  test('leftover cards become the two set-aside pairs and are not in the stock', () => {
    const state = position({ hands: HANDS, leftover: ['AH', 'AD', '2S', '2H'] }, { players: 3 });
    expect(state.pairs).toEqual([
      { id: 'S1', owner: null, takenBy: null, cards: ['AH', 'AD'], pickedBy: null },
      { id: 'S2', owner: null, takenBy: null, cards: ['2S', '2H'], pickedBy: null },
    ]);
    for (const card of ['AH', 'AD', '2S', '2H']) expect(state.stock).not.toContain(card);
    expect(conserved(state)).toBe(true);
  });

  test('with several decks a card may appear as often as the decks hold it', () => {
    const state = position(
      { hands: { A: ['7S', '7S'], B: ['8C', '8C'], C: ['QS'], D: ['KC'] }, pile: ['9D', '8D'] },
      { players: 4 },
    );
    expect(state.decks).toBe(2);
    expect(countCards(dawn.allCards(state)).get('7S')).toBe(2);
    expect(conserved(state)).toBe(true);
  });

  test('card notation is forgiving, as everywhere on the site', () => {
    const state = position(
      { hands: { A: ['ks', '9♥', '2c'], B: ['QH', 'T♣', '3S'], C: ['JC', '10D', '7H'] } },
      { players: 3 },
    );
    expect(state.hands[A]).toEqual(['KS', '9H', '2C']);
    expect(state.hands[B]).toEqual(['QH', '10C', '3S']);
  });

  test('a position plays on normally', () => {
    const state = position({ turn: 'B', hands: HANDS, pile: ['9D'] }, { players: 3 });
    expect(legal(state, B)).toEqual(['8C']);
  });
});

describe('a valid arrange position', () => {
  test('hands of 12, spares named or filled, the rest is the stock', () => {
    const state = position({ phase: 'arrange', hands: TWELVE, spares: [['2H', '8H']] }, { players: 3 });
    expect(state.phase).toBe('arrange');
    expect(dawn.toAct(state)).toEqual([A, B, C]);
    expect(state.pairs.map((p) => p.id)).toEqual(['S1', 'S2']);
    expect(state.pairs[0]?.cards).toEqual(['2H', '8H']);
    expect(state.pairs[1]?.cards).toHaveLength(2);
    expect(state.stock).toHaveLength(12);
    expect(state.discards).toEqual([]);
    expect(conserved(state)).toBe(true);
  });
});

describe('impossible positions are refused with a PositionError naming the problem', () => {
  test('a missing seat', () => {
    expect(refused({ hands: { A: HANDS.A, B: HANDS.B } })).toBe("hands: seat C is missing; list every seat's hand.");
  });

  test('a seat the table does not have', () => {
    expect(refused({ hands: { ...HANDS, D: ['5C'] } })).toMatch(/^hands: "D" is not a seat; seats are A to C\./);
  });

  test('a card more often than the decks hold it', () => {
    expect(refused({ hands: { ...HANDS, C: ['KS', '10D'] } })).toBe('KS appears 2 times, but 1 deck has only one.');
    expect(refused({ hands: { A: ['7S', '7S', '7S'], B: ['QS'], C: ['JS'], D: ['10S'] } }, { players: 4 })).toBe(
      '7S appears 3 times, but 2 decks have only 2.',
    );
    // Counted across every place a card can be named.
    expect(refused({ hands: HANDS, pile: ['KS'] })).toMatch(/KS appears 2 times/);
    expect(refused({ hands: HANDS, stock: ['2C'] })).toMatch(/2C appears 2 times/);
    expect(refused({ hands: HANDS, discards: ['3S'] })).toMatch(/3S appears 2 times/);
    expect(refused({ hands: HANDS, leftover: ['JC', 'AH', 'AD', 'AS'] })).toMatch(/JC appears 2 times/);
  });

  test('a pile that does not go down', () => {
    expect(refused({ hands: HANDS, pile: ['7S', '8D'] })).toBe(
      'pile: the 8 of diamonds cannot lie on the 7 of spades; the pile only goes down.',
    );
    expect(refused({ hands: HANDS, pile: ['7S', '7D'] })).toBe(
      'pile: the 7 of diamonds cannot lie on the 7 of spades; the pile only goes down.',
    );
  });

  test('a pile with an Ace on top', () => {
    expect(refused({ hands: HANDS, pile: ['3D', 'AD'] })).toBe(
      'pile: an Ace clears the pile at once, so it is never the top card.',
    );
  });

  test('arrange-phase hands that do not hold 12 cards', () => {
    expect(refused({ phase: 'arrange', hands: { ...TWELVE, B: TWELVE.B.slice(1) } })).toBe(
      'hands.B has 11 cards; at the deal every hand holds 12.',
    );
    expect(refused({ phase: 'arrange', hands: HANDS })).toMatch(/hands.A has 3 cards/);
  });

  test('arrange-phase positions with play-phase fields', () => {
    for (const extra of [
      { pile: ['8D'] },
      { discards: ['8D'] },
      { turn: 'B' },
      { firstFailer: 'B' },
      { leftover: ['2S', '3S', '4S', '5S'] },
    ]) {
      expect(refused({ phase: 'arrange', hands: TWELVE, ...extra })).toMatch(
        /^In the arrange phase the cards have just been dealt/,
      );
    }
  });

  test('arrange-phase positions that leave cards over for the discards', () => {
    expect(refused({ phase: 'arrange', hands: TWELVE, stockSize: 5 })).toMatch(/leaves 7 cards over as discards/);
  });

  test('badly formed spares, or spares in a play position', () => {
    expect(refused({ phase: 'arrange', hands: TWELVE, spares: [['2H']] })).toMatch(
      /^spares: give up to two spare pairs/,
    );
    expect(
      refused({
        phase: 'arrange',
        hands: TWELVE,
        spares: [
          ['2H', '8H'],
          ['5D', '6D'],
          ['4H', '5H'],
        ],
      }),
    ).toMatch(/^spares:/);
    expect(refused({ hands: HANDS, spares: [['2H', '8H']] })).toMatch(
      /^spares: spare pairs lie on the table only in the arrange phase/,
    );
  });

  test('a leftover that is not two pairs', () => {
    expect(refused({ hands: HANDS, leftover: ['AH', 'AD'] })).toBe(
      'leftover: the two leftover pairs are 4 cards, not 2.',
    );
  });

  test('a hand that has already reached dawn (or dusk)', () => {
    expect(refused({ hands: { ...HANDS, B: ['QH', '8D'] } })).toBe(
      'hands.B has no black cards: that hand would already be won.',
    );
    expect(refused({ hands: { ...HANDS, C: [] } })).toBe('hands.C has no black cards: that hand would already be won.');
    expect(refused({ hands: { ...HANDS, A: ['KS', '2C'] } }, { players: 3, variant: 'dusk' })).toBe(
      'hands.A has no red cards: that hand would already be won.',
    );
    const ranks = ['K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
    const suit = (s: string): string[] => ranks.map((r) => r + s);
    expect(refused({ phase: 'arrange', hands: { A: suit('H'), B: suit('C'), C: suit('S') } })).toBe(
      'hands.A has no black cards: that hand would already be won.',
    );
  });

  test('a player who has failed since the last card played, holding the rank needed', () => {
    // 8 of diamonds on the pile: a 7 is needed. B failed first, then C; A is to play.
    const failed = { dealer: 'C', turn: 'A', firstFailer: 'B', pile: ['8D'] };
    expect(refused({ ...failed, hands: HANDS })).toBe(
      'C holds the 7 of hearts, but has failed to play a 7 since the last card played: a player who holds one must play it, and one drawn is played at once.',
    );
    // Back with B, the first to fail (issue 43's trial): everyone has failed, so no hand holds a 7.
    expect(refused({ ...failed, turn: 'B', hands: { ...HANDS, C: ['JC', '10D', '4H'], A: ['KS', '7C'] } })).toMatch(
      /^A holds the 7 of clubs, but has failed to play a 7/,
    );
    // The player to play has not failed yet, and may hold one: they must play it.
    expect(position({ ...failed, turn: 'C', hands: HANDS }, { players: 3 }).firstFailer).toBe(B);
  });

  test('an unknown field', () => {
    expect(refused({ hands: HANDS, stockTop: ['5C'] })).toMatch(
      /^A Dawn position has no field "stockTop"; use phase, dealer, turn, hands/,
    );
  });

  test('a stockSize smaller than the named stock, or larger than the cards left', () => {
    expect(refused({ hands: HANDS, stock: ['10C', '9D'], stockSize: 1 })).toBe(
      'stockSize: 1 is fewer than the 2 cards named in the stock.',
    );
    expect(refused({ hands: HANDS, stockSize: 2.5 })).toMatch(/stockSize: 2.5/);
    expect(refused({ hands: HANDS, stockSize: 100 })).toBe('stock: only 43 cards are left unplaced to fill it.');
  });

  test('a firstFailer with an empty pile', () => {
    expect(refused({ hands: HANDS, firstFailer: 'B' })).toBe('firstFailer: nobody can have failed with an empty pile.');
  });

  test('the first failer back on turn with nothing below the needed rank', () => {
    expect(refused({ turn: 'A', firstFailer: 'A', hands: { ...HANDS, A: ['KS', '9H'] }, pile: ['7D'] })).toBe(
      'A, the first to fail, is to play again with no card below the rank needed: the pile would already be cleared.',
    );
  });

  test('bad cards, seats and shapes', () => {
    expect(refused({ hands: { ...HANDS, A: ['KS', '1Z'] } })).toMatch(/^hands.A: "1Z" is not a card/);
    expect(refused({ hands: HANDS, pile: 'KS' })).toBe('pile must be a list of cards.');
    expect(refused({ hands: HANDS, turn: 'Q' })).toMatch(/^turn: "Q" is not a seat/);
    expect(refused({ hands: HANDS, dealer: 'AB' })).toMatch(/^dealer: "AB" is not a seat/);
    expect(refused({ hands: HANDS, phase: 'swap' })).toBe('phase must be play or arrange, not swap.');
    expect(refused({})).toBe('A Dawn position needs "hands".');
    expect(refused(null)).toBe('A Dawn position must be a mapping with at least "hands".');
    expect(refused([HANDS])).toMatch(/must be a mapping/);
  });
});
