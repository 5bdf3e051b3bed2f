// Hand-written positions (blackAndRed.fromPosition): what they build, how unnamed cards are filled
// in, and a PositionError naming the problem for each impossible position.
import { describe, expect, test } from 'vitest';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { A, B, conserved, legal, options, position, sorted } from './helpers.ts';

const HANDS = {
  A: ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'],
  B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'],
};

/** A valid mid-hand base: no upcard, A collects red, A to play. */
const BASE = { dealer: 'B', playerOneColour: 'red', hands: HANDS } as const;

function refusedPosition(spec: unknown, input: Record<string, unknown> = {}): string {
  try {
    blackAndRed.fromPosition(spec, options(input), 1);
  } catch (error) {
    expect(error).toBeInstanceOf(PositionError);
    return (error as Error).message;
  }
  throw new Error(`position ${JSON.stringify(spec)} was accepted`);
}

describe('building a position', () => {
  test('defaults: B deals, A is player one and to play, hand 1, play phase, scores 0', () => {
    const state = position(BASE);
    expect(state.dealer).toBe(B);
    expect(state.turn).toBe(A);
    expect(state.handNumber).toBe(1);
    expect(state.phase).toBe('play');
    expect(state.scores).toEqual([0, 0]);
    expect(state.targets).toEqual(['red', 'black']);
    expect(state.upcardShowing).toBe(false);
    expect(state.runColour).toBeNull();
    expect(state.total).toBe(0);
    expect(state.goes).toEqual([false, false]);
    expect(state.lastDiscarder).toBeNull();
    expect(state.turns).toBe(0);
    expect(conserved(state)).toBe(true);
  });

  test("with dealer A, B is player one: the default turn and the upcard colour are B's", () => {
    const state = position({ dealer: 'A', hands: HANDS, upcard: '5C' });
    expect(state.turn).toBe(B);
    expect(state.targets).toEqual(['red', 'black']);
    const red = position({ dealer: 'A', playerOneColour: 'red', hands: HANDS });
    expect(red.targets).toEqual(['black', 'red']);
  });

  test("an upcard sits on top of the stock, face up, and sets player one's colour", () => {
    const state = position({ dealer: 'B', hands: HANDS, upcard: '5C', stock: ['2H', '7H'] });
    expect(state.stock.slice(0, 3)).toEqual(['5C', '2H', '7H']);
    expect(state.upcardShowing).toBe(true);
    expect(state.upcard).toBe('5C');
    expect(state.targets).toEqual(['black', 'red']);
    expect(state.stock).toHaveLength(38);
    expect(state.discards).toEqual([]);
  });

  test('unnamed cards fill the stock below the named ones, up to stockSize; the rest are discards', () => {
    const state = position({ ...BASE, stock: ['2H', '7H'], stockSize: 10, discards: ['AS'] });
    expect(state.stock).toHaveLength(10);
    expect(state.stock.slice(0, 2)).toEqual(['2H', '7H']);
    expect(state.discards).toHaveLength(52 - 14 - 10);
    expect(state.discards[0]).toBe('AS');
    expect(conserved(state)).toBe(true);
  });

  test('without stockSize every unnamed card is in the stock', () => {
    const state = position({ ...BASE, run: ['5C'], lastDiscarder: 'B', discards: ['AS', 'AH'] });
    expect(state.stock).toHaveLength(52 - 14 - 1 - 2);
    expect(state.discards).toEqual(['AS', 'AH']);
    expect(state.run).toEqual(['5C']);
  });

  test('stockSize 0 empties the stock; the unnamed cards are all discards', () => {
    const state = position({ ...BASE, stockSize: 0 });
    expect(state.stock).toEqual([]);
    expect(state.discards).toHaveLength(38);
  });

  test('the seed decides the order of the unnamed cards', () => {
    const a = blackAndRed.fromPosition({ ...BASE }, options(), 1);
    const b = blackAndRed.fromPosition({ ...BASE }, options(), 1);
    const c = blackAndRed.fromPosition({ ...BASE }, options(), 2);
    expect(a.stock).toEqual(b.stock);
    expect(a.stock).not.toEqual(c.stock);
    expect(sorted(a.stock)).toEqual(sorted(c.stock));
  });

  test('run, goes, lastDiscarder, turn, hand and scores are taken as given', () => {
    const state = position({
      ...BASE,
      hand: 3,
      turn: 'B',
      run: ['10C', '9S', '5C'],
      goes: ['A'],
      lastDiscarder: 'A',
      scores: { A: 4, B: 10 },
    });
    expect(state.handNumber).toBe(3);
    expect(state.turn).toBe(B);
    expect(state.runColour).toBe('black');
    expect(state.total).toBe(24);
    expect(state.goes).toEqual([true, false]);
    expect(state.lastDiscarder).toBe(A);
    expect(state.scores).toEqual([4, 10]);
  });

  test('seats and cards are read forgivingly: lower case, symbols, T for ten', () => {
    const state = position({
      dealer: 'b',
      playerOneColour: 'red',
      hands: { A: ['7♠', 'TS', '8h', '9H', 'JD', '2D', '6C'], B: HANDS.B },
      turn: 'a',
    });
    expect(state.hands[A]).toEqual(HANDS.A);
    expect(state.dealer).toBe(B);
  });

  test('a handOver position may have any hands and needs no colour; its next step is the deal', () => {
    const state = position({ phase: 'handOver', dealer: 'B', hands: { A: ['AS'], B: [] } });
    expect(state.phase).toBe('handOver');
    expect(legal(state, A)).toEqual(['deal']);
    expect(conserved(state)).toBe(true);
  });
});

describe('impossible positions are refused with a PositionError naming the problem', () => {
  test('wrong hand sizes', () => {
    expect(refusedPosition({ ...BASE, hands: { A: HANDS.A.slice(0, 6), B: HANDS.B } })).toBe(
      'hands.A has 6 cards, but in play a hand always holds 7, however many cards have been played: every discard is followed by a draw, and saying go changes neither.',
    );
    expect(refusedPosition({ ...BASE, hands: { A: HANDS.A, B: [...HANDS.B, 'AS'] } })).toBe(
      'hands.B has 8 cards, but in play a hand always holds 7, however many cards have been played: every discard is followed by a draw, and saying go changes neither.',
    );
  });

  test('a missing hand', () => {
    expect(refusedPosition({ ...BASE, hands: { A: HANDS.A } })).toBe('hands: seat B is missing; list both hands.');
  });

  test('a hand of one colour (it would already have gone out)', () => {
    expect(refusedPosition({ ...BASE, hands: { A: HANDS.A, B: ['KH', 'QH', '3D', '8D', '2H', '10D', 'AH'] } })).toBe(
      'hands.B is all red: seven cards of one colour go out at once, so the hand would already be over.',
    );
  });

  test('a card twice', () => {
    expect(refusedPosition({ ...BASE, stock: ['7S'] })).toBe('7S appears 2 times, but there is one deck.');
    expect(refusedPosition({ ...BASE, run: ['AH'], discards: ['AH'], lastDiscarder: 'B' })).toBe(
      'AH appears 2 times, but there is one deck.',
    );
  });

  test('an upcard together with a run or discards', () => {
    const message = 'upcard: the upcard shows only before the first discard of the hand.';
    expect(refusedPosition({ dealer: 'B', hands: HANDS, upcard: '5H', run: ['AH'], lastDiscarder: 'A' })).toBe(message);
    expect(refusedPosition({ dealer: 'B', hands: HANDS, upcard: '5H', discards: ['AH'] })).toBe(message);
    // A stockSize that leaves unnamed cards over makes discards too.
    expect(refusedPosition({ dealer: 'B', hands: HANDS, upcard: '5H', stockSize: 20 })).toBe(message);
  });

  test('an upcard and playerOneColour both', () => {
    expect(refusedPosition({ ...BASE, upcard: '5H' })).toBe(
      "Player one's colour is set by the upcard: leave the colour unset, or take the upcard away.",
    );
  });

  test('no upcard and no playerOneColour, or a bad colour', () => {
    const message = "Player one's colour: with no upcard showing, say whether player one collects red or black.";
    expect(refusedPosition({ dealer: 'B', hands: HANDS })).toBe(message);
    expect(refusedPosition({ ...BASE, playerOneColour: 'green' })).toBe(message);
  });

  test("an upcard showing when it is not player one's first turn", () => {
    expect(refusedPosition({ dealer: 'B', hands: HANDS, upcard: '5H', turn: 'B' })).toBe(
      "turn: while the upcard shows it is player one's first turn, so A plays.",
    );
  });

  test('a run of mixed colours', () => {
    expect(refusedPosition({ ...BASE, run: ['AS', 'AH'], lastDiscarder: 'B' })).toBe(
      "run: every discard in a run has the run's colour.",
    );
  });

  test('a run total of 31 or more', () => {
    expect(refusedPosition({ ...BASE, run: ['KC', 'QS', 'JC', 'AC'], lastDiscarder: 'B' })).toBe(
      'run: its total is 31, but a run ends at 31.',
    );
    expect(refusedPosition({ ...BASE, run: ['KC', 'QS', 'JC', '5C'], lastDiscarder: 'B' })).toBe(
      'run: its total is 35, but a run ends at 31.',
    );
    // Counted with the chosen values: 10 + 9 + 8 is 27 cribbage-style but 12 + 11 + 8 = 31 ranked.
    expect(position({ ...BASE, run: ['QC', 'JC', '8C'], lastDiscarder: 'B' }).total).toBe(28);
    expect(refusedPosition({ ...BASE, run: ['QC', 'JC', '8C'], lastDiscarder: 'B' }, { cardValues: 'ranked' })).toBe(
      'run: its total is 31, but a run ends at 31.',
    );
  });

  test('both players in goes', () => {
    expect(refusedPosition({ ...BASE, run: ['AS'], lastDiscarder: 'B', goes: ['A', 'B'] })).toBe(
      'goes: when both players have said go the run is already over.',
    );
  });

  test('a go before the run has started', () => {
    expect(refusedPosition({ ...BASE, turn: 'A', goes: ['B'] })).toBe(
      'goes: nobody says go before the run has started.',
    );
  });

  test('a run without lastDiscarder', () => {
    expect(refusedPosition({ ...BASE, run: ['AS'] })).toBe('lastDiscarder: say who discarded last in the run.');
  });

  test('the turn on a seat that said go', () => {
    expect(refusedPosition({ ...BASE, run: ['AS'], lastDiscarder: 'B', goes: ['A'], turn: 'A' })).toBe(
      'turn: A has said go and does not play again in this run.',
    );
  });

  test('scores at or above the target, negative, or fractional', () => {
    const message = 'scores.A must be a whole number below the target 11.';
    expect(refusedPosition({ ...BASE, scores: { A: 11 } })).toBe(message);
    expect(refusedPosition({ ...BASE, scores: { A: 12 } })).toBe(message);
    expect(refusedPosition({ ...BASE, scores: { A: -1 } })).toBe(message);
    expect(refusedPosition({ ...BASE, scores: { A: 2.5 } })).toBe(message);
    expect(refusedPosition({ ...BASE, scores: { B: 5 } }, { targetScore: 5 })).toBe(
      'scores.B must be a whole number below the target 5.',
    );
    expect(position({ ...BASE, scores: { B: 10 } }).scores).toEqual([0, 10]);
  });

  test('an unknown field', () => {
    expect(refusedPosition({ ...BASE, upCard: '5H' })).toBe(
      'A Black & Red position has no field "upCard"; use phase, hand, dealer, hands, upcard, playerOneColour, stock, stockSize, turn, run, discards, goes, lastDiscarder, scores, runColour, total.',
    );
  });

  test('a bad stockSize: too big, smaller than the named stock, or not a whole number', () => {
    expect(refusedPosition({ ...BASE, stockSize: 39 })).toBe(
      'stockSize: 39 does not fit the 0 cards named in the stock and the 38 left unplaced.',
    );
    expect(refusedPosition({ ...BASE, stock: ['2H', '7H'], stockSize: 1 })).toBe(
      'stockSize: 1 does not fit the 2 cards named in the stock and the 36 left unplaced.',
    );
    expect(refusedPosition({ ...BASE, stockSize: 2.5 })).toMatch(/^stockSize: 2\.5 does not fit/);
    expect(refusedPosition({ ...BASE, stockSize: -1 })).toMatch(/^stockSize: -1 does not fit/);
  });

  test('not a mapping, no hands, a bad phase', () => {
    expect(refusedPosition(null)).toBe('A Black & Red position must be a mapping with at least "hands".');
    expect(refusedPosition([1])).toBe('A Black & Red position must be a mapping with at least "hands".');
    expect(refusedPosition({ dealer: 'B' })).toBe('A Black & Red position needs "hands".');
    expect(refusedPosition({ ...BASE, phase: 'over' })).toBe('phase must be play or handOver, not over.');
  });

  test('bad cards and seats name where they are', () => {
    expect(refusedPosition({ ...BASE, stock: ['1X'] })).toMatch(/^stock: "1X" is not a card/);
    expect(refusedPosition({ ...BASE, hands: { A: HANDS.A, B: HANDS.B, C: [] } })).toMatch(/^hands: "C" is not a seat/);
    expect(refusedPosition({ ...BASE, dealer: 'C' })).toMatch(/^dealer: "C" is not a seat; seats are A to B\.$/);
    expect(refusedPosition({ ...BASE, turn: 'Z' })).toMatch(/^turn: /);
    expect(refusedPosition({ ...BASE, run: 'AS' })).toBe('run must be a list of cards.');
  });
});

describe('every moment of play is a position, with the hands it really has (issue 43 trial)', () => {
  // Hands never shrink in Black & Red (a discard is followed by a draw, a go is neither) and never
  // hold one colour in play (BR-11), so the check's demands are true of every moment: played on at
  // random under each variant whose play differs, each moment is read back, also with only what a
  // player at the table sees placed (the hands and the run: the stock and the finished runs left
  // for the position to fill).
  for (const variant of [{}, { stockOut: 'drawHand' }, { cardValues: 'ranked' }, { after31Leader: 'opponent' }]) {
    test(JSON.stringify(variant), () => {
      const opts = options(variant);
      const random = makeRandom(4311);
      let moments = 0;
      for (let seed = 1; seed <= 20; seed++) {
        let state = blackAndRed.newGame(opts, seed);
        while (state.phase === 'play') {
          const mover = blackAndRed.toAct(state)[0] ?? A;
          const moves = blackAndRed.legalActions(state, mover);
          state = blackAndRed.apply(state, mover, moves[random.int(0, moves.length - 1)] as never).state;
          if (state.phase !== 'play') break;
          const seat = blackAndRed.toAct(state)[0] ?? A;
          const spec = blackAndRed.positionOf(state) as Record<string, unknown>;
          const { stock: _stock, stockSize: _size, discards: _discards, ...seen } = spec;
          for (const written of [spec, seen]) {
            const back = blackAndRed.fromPosition(written, opts, seed);
            expect(back.hands).toEqual(state.hands);
            expect(blackAndRed.toAct(back)).toEqual([seat]);
            expect(blackAndRed.legalActions(back, seat)).toEqual(blackAndRed.legalActions(state, seat));
          }
          moments++;
        }
      }
      expect(moments).toBeGreaterThan(100);
    });
  }
});
