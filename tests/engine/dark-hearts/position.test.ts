// Hand-written positions (fromPosition, src/engine/core/game.ts): a good position gives the
// state it describes, cards it does not place count as already played, and an impossible position
// is refused with a PositionError that names its problem.
import { describe, expect, test } from 'vitest';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { DARK_HAND_DECK } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts } from '../../../src/engine/dark-hearts/index.ts';
import { A, B, C, conserved, D, ex1, EX1_HANDS, legal, options, position, sorted } from './helpers.ts';

const SMALL = { A: ['L2C', 'L3C'], B: ['L4C', 'L5C'], C: ['L6C', 'L7C'], D: ['L8C', 'L9C'] };

function refusal(spec: unknown, input: Record<string, unknown> = {}): string {
  try {
    position(spec, input);
  } catch (error) {
    expect(error).toBeInstanceOf(PositionError);
    return (error as Error).message;
  }
  throw new Error('the position was accepted');
}

describe('a good position', () => {
  test('mid-hand: hands, leader, flags, points and scores as written; tricksPlayed from the hand size', () => {
    const state = position({
      hand: 6,
      dealer: 'B',
      leader: 'C',
      broken: { L: true, D: true },
      hands: SMALL,
      handPoints: { A: [3, 1] },
      scores: { D: [40, 12] },
    });
    expect(state.phase).toBe('play');
    expect(state.handNumber).toBe(6);
    expect(state.dealer).toBe(B);
    expect(state.leader).toBe(C);
    expect(darkHearts.toAct(state)).toEqual([C]);
    expect(state.tricksPlayed).toBe(11);
    expect(state.broken).toEqual({ L: true, D: true });
    expect(state.handPoints).toEqual([
      { L: 3, D: 1 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
    ]);
    expect(state.scores).toEqual([
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 40, D: 12 },
    ]);
    expect(state.hands[A]).toEqual(['2C', '3C']);
    expect(state.leftover).toBeNull();
  });

  test('cards the position does not place count as already played (and the deck is conserved)', () => {
    const state = position({ hand: 1, leader: 'A', hands: SMALL });
    const placed = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'];
    expect(sorted(state.played)).toEqual(sorted(DARK_HAND_DECK.filter((c) => !placed.includes(c))));
    expect(state.played).toHaveLength(44);
    expect(conserved(state)).toBe(true);
    expect(darkHearts.view(state, B).played).toEqual(state.played);
  });

  test('cards may be written by either face', () => {
    const byDark = position({
      hand: 1,
      leader: 'A',
      hands: { A: ['D10S', 'DJS'], B: ['DQD', 'DKH'], C: ['D8D', 'D9H'], D: ['D7H', 'D2D'] },
    });
    expect(byDark).toEqual(position({ hand: 1, leader: 'A', hands: SMALL }));
  });

  test('a trick in progress: its plays go clockwise from its leader, and the next seat is to play', () => {
    const state = position({
      hand: 1,
      trick: { leader: 'D', shade: 'Light', plays: ['L2D', 'L3D'] },
      hands: { A: ['L2C'], B: ['L3C', 'L4C'], C: ['L5C', 'L6C'], D: ['L7C'] },
    });
    expect(state.trick).toEqual({
      leader: D,
      shade: 'L',
      plays: [
        { seat: D, card: '2D' },
        { seat: A, card: '3D' },
      ],
    });
    expect(darkHearts.toAct(state)).toEqual([B]);
    expect(state.tricksPlayed).toBe(11);
    expect(conserved(state)).toBe(true);
  });

  test('the first trick: the leader is the holder of the Dark 2 of clubs; the default dealer is the last seat', () => {
    const state = ex1();
    expect(state.leader).toBe(A);
    expect(state.dealer).toBe(D);
    expect(state.tricksPlayed).toBe(0);
    expect(legal(state, A)).toEqual(['D2C']);
  });

  test('3 players: an unnamed leftover is one of the unplaced cards, chosen by the seed', () => {
    const state = position({ hand: 1, leader: 'A', hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } }, { players: 3 });
    expect(state.leftover).not.toBeNull();
    expect(['2C', '3C', '4C']).not.toContain(state.leftover);
    expect(state.played).not.toContain(state.leftover);
    expect(state.played).toHaveLength(48);
    expect(conserved(state)).toBe(true);
  });

  test('a pass position: every hand full, the pass phase, the direction of that hand', () => {
    const state = position({ phase: 'pass', hand: 3, hands: EX1_HANDS });
    expect(state.phase).toBe('pass');
    expect(darkHearts.toAct(state)).toEqual([A, B, C, D]);
    expect(darkHearts.view(state, A).passDirection).toBe('across');
  });

  test('the same spec and seed give the same state; a new object is returned each time', () => {
    const spec = { hand: 1, leader: 'A', hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } };
    expect(position(spec, { players: 3 }, 5)).toEqual(position(spec, { players: 3 }, 5));
    const many = new Set<string>();
    for (let seed = 0; seed < 10; seed++) many.add(String(position(spec, { players: 3 }, seed).leftover));
    expect(many.size).toBeGreaterThan(1);
  });

  test('the game object takes parsed options', () => {
    expect(darkHearts.fromPosition({ hand: 1, leader: 'A', hands: SMALL }, options(), 1).hands).toHaveLength(4);
  });
});

describe('an impossible position names its problem (PositionError)', () => {
  test('a seat is missing', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } })).toBe(
      "hands: seat D is missing; list every seat's hand.",
    );
  });

  test('a seat that does not exist', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: { ...SMALL, E: ['L10C', 'LJC'] } })).toMatch(
      /^hands: "E" is not a seat; seats are A to D\./,
    );
  });

  test('a card twice, even written by its two faces', () => {
    expect(
      refusal({
        hand: 1,
        leader: 'A',
        hands: { A: ['L2C', 'L3C'], B: ['L4C', 'L2C'], C: ['L6C', 'L7C'], D: ['L8C', 'L9C'] },
      }),
    ).toBe('hands.B: the card Light 2 of clubs / Dark 10 of spades is already in hands.A; each card exists once.');
    expect(
      refusal({
        hand: 1,
        leader: 'A',
        hands: { A: ['L4H', 'L3C'], B: ['L4C', 'D10D'], C: ['L6C', 'L7C'], D: ['L8C', 'L9C'] },
      }),
    ).toMatch(/^hands\.B: the card Light 4 of hearts \/ Dark 10 of diamonds is already in hands\.A/);
    expect(
      refusal({
        hand: 1,
        trick: { leader: 'A', shade: 'L', plays: ['L2C'] },
        hands: { A: ['L3C'], B: ['L2C', 'L5C'], C: ['L6C', 'L7C'], D: ['L8C', 'L9C'] },
      }),
    ).toMatch(/^hands\.B: .* is already in trick\.plays\[1\]|^trick\.plays\[1\]: .* is already in hands\.B/);
  });

  test('an unknown face names where it is', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: { A: ['L2C', 'L1Z'], B: SMALL.B, C: SMALL.C, D: SMALL.D } })).toMatch(
      /^hands\.A: "L1Z" is not a card face/,
    );
    expect(refusal({ hand: 1, leader: 'A', hands: { A: ['L2C', '3C'], B: SMALL.B, C: SMALL.C, D: SMALL.D } })).toMatch(
      /^hands\.A: .*needs a shade/,
    );
  });

  test('wrong hand sizes', () => {
    expect(
      refusal({ hand: 1, leader: 'A', hands: { A: ['L2C', 'L3C'], B: ['L4C'], C: ['L6C', 'L7C'], D: ['L8C', 'L9C'] } }),
    ).toBe(
      'hands.B has 1 cards but should have 2: every player holds the same number, less one for each card already played to the trick in progress.',
    );
    expect(refusal({ hand: 1, leader: 'A', hands: { A: [], B: [], C: [], D: [] } })).toBe(
      'Each hand holds 1 to 13 cards in play, not 0.',
    );
  });

  test('wrong hand sizes for a trick in progress', () => {
    // B has played to the trick led by A, so B should hold one card fewer than C and D.
    const spec = {
      hand: 1,
      trick: { leader: 'A', shade: 'L', plays: ['L2D', 'L3D'] },
      hands: { A: ['L2C'], B: ['L3C', 'L4C'], C: ['L5C', 'L6C'], D: ['L7C', 'L8C'] },
    };
    expect(refusal(spec)).toBe(
      'hands.B has 2 cards but should have 1: every player holds the same number, less one for each card already played to the trick in progress.',
    );
  });

  test('a trick of no cards or of every seat', () => {
    expect(refusal({ hand: 1, trick: { leader: 'A', shade: 'L', plays: [] }, hands: SMALL })).toBe(
      "trick: no card is in the trick, but its shade or who led it is set. Place the cards played to it, or set both to 'no trick yet'.",
    );
    // A shade set with no trick and no leader: the same, not "nothing is not a seat" (issue 43's trial).
    expect(refusal({ hand: 1, trick: { shade: 'L' }, hands: SMALL })).toMatch(/^trick: no card is in the trick/);
    // Cards with no leader or shade: each asked for.
    expect(refusal({ hand: 1, trick: { plays: ['L2D'] }, hands: SMALL })).toBe(
      'trick.leader: not set. Say which seat, A to D.',
    );
    expect(
      refusal({
        hand: 1,
        trick: { leader: 'A', shade: 'L', plays: ['L2D', 'L3D', 'L4D', 'L5D'] },
        hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'], D: ['L5C'] },
      }),
    ).toBe('trick: it has 4 cards, but a trick in progress has 1 to 3: with 4 it is over.');
  });

  test('a trick shade that is neither Light nor Dark', () => {
    expect(
      refusal({
        hand: 1,
        trick: { leader: 'A', shade: 'Grey', plays: ['L2D'] },
        hands: { A: ['L2C'], B: ['L3C', 'L4C'], C: ['L5C', 'L6C'], D: ['L7C', 'L8C'] },
      }),
    ).toBe('trick.shade must be Light or Dark, not Grey.');
  });

  test('the first trick not opened by the first-lead card, or not as Dark', () => {
    const hands = {
      A: EX1_HANDS.A.filter((c) => c !== 'L5D'),
      B: EX1_HANDS.B,
      C: EX1_HANDS.C,
      D: EX1_HANDS.D,
    };
    expect(refusal({ hand: 4, trick: { leader: 'A', shade: 'D', plays: ['L5D'] }, hands })).toBe(
      'trick: the first trick of a hand opens with the Dark 2 of clubs, led as Dark.',
    );
    const asLight = { A: EX1_HANDS.A.filter((c) => c !== 'L8D'), B: EX1_HANDS.B, C: EX1_HANDS.C, D: EX1_HANDS.D };
    expect(refusal({ hand: 4, trick: { leader: 'A', shade: 'L', plays: ['L8D'] }, hands: asLight })).toBe(
      'trick: the first trick of a hand opens with the Dark 2 of clubs, led as Dark.',
    );
    // The right card, as Dark, is fine.
    expect(position({ hand: 4, trick: { leader: 'A', shade: 'D', plays: ['D2C'] }, hands: asLight }).trick?.shade).toBe(
      'D',
    );
  });

  test('the first trick led by someone else than the holder of the first-lead card', () => {
    expect(refusal({ hand: 4, leader: 'B', hands: EX1_HANDS })).toBe(
      'leader: the first trick is led by the holder of the Dark 2 of clubs, A.',
    );
  });

  test('the first-lead card still held after the first trick', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: { A: ['L8D', 'L3C'], B: SMALL.B, C: SMALL.C, D: SMALL.D } })).toBe(
      'hands: the Dark 2 of clubs opens the first trick, so nobody can still hold it after trick 1.',
    );
  });

  test('no leader given mid-hand', () => {
    expect(refusal({ hand: 1, hands: SMALL })).toBe('leader: say who leads the next trick.');
  });

  test('a leftover with 4 players', () => {
    expect(refusal({ hand: 1, leader: 'A', leftover: 'LQS', hands: SMALL })).toBe(
      'leftover: only a 3-player deal has a leftover card.',
    );
    expect(refusal({ hand: 1, leader: 'A', leftoverTakenBy: 'A', hands: SMALL })).toBe(
      'leftover: only a 3-player deal has a leftover card.',
    );
  });

  test('a leftover taken while no shade is broken', () => {
    expect(
      refusal(
        { hand: 1, leader: 'A', leftover: 'LQS', leftoverTakenBy: 'B', hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } },
        { players: 3 },
      ),
    ).toBe('leftoverTakenBy: the leftover is taken with the first trick that breaks hearts, but no shade is broken.');
  });

  test('3 players with a shade broken but nobody holding the leftover', () => {
    expect(
      refusal(
        { hand: 1, leader: 'A', broken: { D: true }, hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } },
        { players: 3 },
      ),
    ).toBe(
      'leftoverTakenBy: with three players the first trick that breaks hearts takes the leftover card, so say who took it.',
    );
  });

  test('points taken in a shade that is not broken', () => {
    expect(refusal({ hand: 1, leader: 'A', handPoints: { B: [0, 2] }, hands: SMALL })).toBe(
      'handPoints: Dark points were taken, so Dark hearts must be broken.',
    );
    // Without the Queen breaking hearts, a trick can score her 13 and break nothing.
    expect(() =>
      position({ hand: 1, leader: 'A', handPoints: { B: [13, 0] }, hands: SMALL }, { queenBreaks: false }),
    ).not.toThrow();
  });

  test('a pass position with points or broken shades', () => {
    const full = EX1_HANDS;
    expect(refusal({ phase: 'pass', hand: 1, hands: full, broken: { L: true } })).toBe(
      'At the pass, right after the deal, no shade is broken and nobody has taken points yet.',
    );
    expect(refusal({ phase: 'pass', hand: 1, hands: full, handPoints: { A: [1, 0] } })).toBe(
      'At the pass, right after the deal, no shade is broken and nobody has taken points yet.',
    );
  });

  test('a leftover that is also in a hand', () => {
    expect(
      refusal({ hand: 1, leader: 'A', leftover: 'D2S', hands: { A: ['L2C'], B: ['LJH'], C: ['L4C'] } }, { players: 3 }),
    ).toMatch(/^leftover: the card Light Jack of hearts \/ Dark 2 of spades is already in hands\.B/);
  });

  test('hands that do not match the tricks played, said in plain words (issue 43 trial)', () => {
    // One trick over: everyone holds 12, less the card a player has played to the trick in progress.
    expect(refusal({ leader: 'A', tricks: 1, hands: EX1_HANDS })).toBe(
      'hands.A has 13 cards but should have 12: 13 dealt, less one for the trick played.',
    );
    expect(
      refusal({ leader: 'A', tricks: 11, hands: SMALL, trick: { leader: 'A', shade: 'L', plays: ['L10C'] } }),
    ).toBe(
      'hands.A has 2 cards but should have 1: 13 dealt, less one for each of the 11 tricks played, less the card A has played to this trick.',
    );
    expect(refusal({ leader: 'A', tricks: 13, hands: SMALL })).toBe(
      'tricks: a hand has 13 tricks, so 0 to 12 can be over, not 13.',
    );
    expect(refusal({ phase: 'pass', tricks: 1, hands: SMALL })).toBe('tricks: the pass comes before the first trick.');
  });

  test("the tricks played, when they match the hands, are the state's", () => {
    const state = position({ leader: 'C', tricks: 11, hands: SMALL });
    expect(state.tricksPlayed).toBe(11);
    expect(darkHearts.positionOf(state)).toMatchObject({ tricks: 11 });
  });

  test('an unknown field', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: SMALL, turn: 'A' })).toBe(
      'A Dark Hearts position has no field "turn"; use phase, hand, dealer, hands, leftover, leftoverTakenBy, tricks, leader, trick, broken, handPoints, scores, passing.',
    );
  });

  test('a hold hand given as a pass position', () => {
    expect(refusal({ phase: 'pass', hand: 4, hands: EX1_HANDS })).toBe('Hand 4 is a hold hand: there is no pass.');
    expect(refusal({ phase: 'pass', hand: 3, hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] } }, { players: 3 })).toBe(
      'At the pass, right after the deal, every hand holds 17 cards.',
    );
    const full3 = DARK_HAND_DECK.filter((c) => c !== 'QS');
    const hands3 = {
      A: full3.slice(0, 17).map((c) => `L${c}`),
      B: full3.slice(17, 34).map((c) => `L${c}`),
      C: full3.slice(34).map((c) => `L${c}`),
    };
    expect(refusal({ phase: 'pass', hand: 3, leftover: 'LQS', hands: hands3 }, { players: 3 })).toBe(
      'Hand 3 is a hold hand: there is no pass.',
    );
    // With the short 3-player cycle, hand 4 passes left.
    expect(
      position({ phase: 'pass', hand: 4, leftover: 'LQS', hands: hands3 }, { players: 3, passCycle3p: 'L,R,H' }).phase,
    ).toBe('pass');
  });

  test('a pass position that is not right after the deal', () => {
    expect(refusal({ phase: 'pass', hand: 1, hands: SMALL })).toBe(
      'At the pass, right after the deal, every hand holds 13 cards.',
    );
  });

  test('a trick during the pass', () => {
    expect(refusal({ phase: 'pass', hand: 1, trick: { leader: 'A', shade: 'D', plays: ['D2C'] }, hands: SMALL })).toBe(
      'trick: no trick is played during the pass.',
    );
  });

  test('not a mapping, no hands, a bad phase, a bad hand number', () => {
    expect(refusal(null)).toBe('A Dark Hearts position must be a mapping with at least "hands".');
    expect(refusal(['A'])).toBe('A Dark Hearts position must be a mapping with at least "hands".');
    expect(refusal({ hand: 1 })).toBe('A Dark Hearts position needs "hands".');
    expect(refusal({ phase: 'score', hands: SMALL })).toBe('phase must be play or pass, not score.');
    expect(refusal({ hand: 0, leader: 'A', hands: SMALL })).toBe('hand: hands are numbered from 1, so not 0.');
    expect(refusal({ hand: 1.5, leader: 'A', hands: SMALL })).toBe('hand: hands are numbered from 1, so not 1.5.');
  });

  test('bad seats in dealer, leader and trick.leader', () => {
    expect(refusal({ hand: 1, dealer: 'Q', leader: 'A', hands: SMALL })).toMatch(/^dealer: "Q" is not a seat/);
    expect(refusal({ hand: 1, leader: 'E', hands: SMALL })).toMatch(/^leader: "E" is not a seat/);
    expect(refusal({ hand: 1, trick: { leader: '7', shade: 'L', plays: ['L2D'] }, hands: SMALL })).toMatch(
      /^trick\.leader: /,
    );
  });

  test('malformed points and scores', () => {
    expect(refusal({ hand: 1, leader: 'A', hands: SMALL, handPoints: { A: [1] } })).toBe(
      'handPoints.A must be two whole numbers, Light then Dark.',
    );
    expect(refusal({ hand: 1, leader: 'A', hands: SMALL, scores: { B: [1, -2] } })).toBe(
      'scores.B must be two whole numbers, Light then Dark.',
    );
    expect(refusal({ hand: 1, leader: 'A', hands: SMALL, scores: { Z: [1, 2] } })).toMatch(
      /^scores: "Z" is not a seat/,
    );
  });
});
