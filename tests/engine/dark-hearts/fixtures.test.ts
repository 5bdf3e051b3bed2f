// The original rules' worked examples, made concrete (our pair table fills the faces they leave open): example 1 to example 5, each
// reproduced exactly, with its negative tests.
import { describe, expect, test } from 'vitest';
import { face } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { A, act, B, C, card, conserved, D, ex1, ex2, kinds, legal, ofKind, position, run, why } from './helpers.ts';

describe('example 1, the first trick (Dark clubs)', () => {
  test('the deal is a full, legal 4-player deal in a hold hand: play starts at once, A to lead', () => {
    const state = ex1();
    expect(state.handNumber).toBe(4);
    expect(state.phase).toBe('play');
    expect(state.tricksPlayed).toBe(0);
    for (const hand of state.hands) expect(hand).toHaveLength(13);
    expect(state.played).toEqual([]);
    expect(conserved(state)).toBe(true);
    expect(darkHearts.toAct(state)).toEqual([A]);
    // Seat 2 (C) has no Dark clubs.
    expect(state.hands[C]?.filter((c) => face(c, 'D').endsWith('C'))).toEqual([]);
  });

  test('A must lead the Light 8 of diamonds as the Dark 2 of clubs: the only legal lead', () => {
    const state = ex1();
    expect(legal(state, A)).toEqual(['D2C']);
    expect(why(state, A, 'L8D')?.rule).toBe('first-lead');
    expect(why(state, A, 'D4C')?.rule).toBe('first-lead'); // LKH, a Dark club but not the 2
  });

  test('the script: every play legal; D wins with the Dark 10 of clubs; 0 points; no flags change; D leads trick 2', () => {
    const moves = [
      [A, 'D2C'],
      [B, 'LJD'],
      [C, 'LKC'],
      [D, 'L7S'],
    ] as const;
    let state = ex1();
    for (const [seat, text] of moves) {
      expect(why(state, seat, text), `${text} by ${seat}`).toBeNull();
      // Trick 1 is Dark, so legalActions names each card by its Dark face.
      expect(legal(state, seat)).toContain(`D${face(card(text), 'D')}`);
      state = act(state, seat, text).state;
    }
    expect(state.lastTrick).toEqual({
      leader: A,
      shade: 'D',
      plays: [
        { seat: A, card: '8D' },
        { seat: B, card: 'JD' },
        { seat: C, card: 'KC' },
        { seat: D, card: '7S' },
      ],
      winner: D,
      points: 0,
    });
    expect(state.broken).toEqual({ L: false, D: false });
    expect(state.handPoints).toEqual([
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
    ]);
    expect(state.leader).toBe(D);
    expect(darkHearts.toAct(state)).toEqual([D]);
    expect(state.tricksPlayed).toBe(1);
    // D chooses the shade of trick 2: a free lead offers both shades for some card.
    const leads = darkHearts.legalActions(state, D);
    expect(new Set(leads.map((a) => (a.type === 'play' ? a.shade : '')))).toEqual(new Set(['L', 'D']));
  });

  test('the same script written by the Dark faces gives the same result', () => {
    const byLight = run(ex1(), [
      [A, 'D2C'],
      [B, 'LJD'],
      [C, 'LKC'],
      [D, 'L7S'],
    ]);
    const byDark = run(ex1(), [
      [A, 'D2C'],
      [B, 'D5C'],
      [C, 'D6S'],
      [D, 'D10C'],
    ]);
    expect(byDark.state).toEqual(byLight.state);
    expect(kinds(byDark.events)).toEqual(['lead', 'play', 'play', 'play', 'trick-won']);
    expect(ofKind(byDark.events, 'trick-won')[0]).toEqual({
      kind: 'trick-won',
      rule: 'trick-winner',
      seat: D,
      detail: { shade: 'D', points: 0, face: '10C' },
    });
  });

  test("C's Light King of clubs does not win: it is a Dark trick and its Dark face is the 6 of spades", () => {
    const state = run(ex1(), [
      [A, 'D2C'],
      [B, 'LJD'],
      [C, 'LKC'],
      [D, 'L7S'],
    ]).state;
    expect(state.lastTrick?.winner).not.toBe(C);
    expect(face('KC', 'D')).toBe('6S');
  });

  test('negative: C may play the Light Queen of clubs (Dark 5 of diamonds), not a point card', () => {
    const state = run(ex1(), [
      [A, 'D2C'],
      [B, 'LJD'],
    ]).state;
    expect(why(state, C, 'LQC')).toBeNull();
    expect(legal(state, C)).toContain('D5D');
  });

  test('negative: C may not play the Light Jack of clubs (Dark 4 of hearts) on trick 1', () => {
    const state = run(ex1(), [
      [A, 'D2C'],
      [B, 'LJD'],
    ]).state;
    expect(why(state, C, 'LJC')?.rule).toBe('first-trick-no-points');
    expect(why(state, C, 'D4H')?.rule).toBe('first-trick-no-points');
    expect(legal(state, C)).not.toContain('D4H');
    // None of C's Dark hearts is legal, every other card is.
    const darkHearts4C = (state.hands[C] ?? []).filter((c) => face(c, 'D').endsWith('H'));
    expect(darkHearts4C.length).toBeGreaterThan(0);
    expect(legal(state, C)).toHaveLength(13 - darkHearts4C.length);
  });

  test('negative: B may not play the Light Ace of hearts (Dark Ace of spades); B must follow with a Dark club', () => {
    const state = act(ex1(), A, 'D2C').state;
    expect(why(state, B, 'LAH')?.rule).toBe('follow-suit');
    expect(why(state, B, 'DAS')?.rule).toBe('follow-suit');
    // B's Dark clubs: LJD/D5C, L7D/D8C, L7H/DKC, L2S/DJC.
    expect(legal(state, B)).toEqual(['D5C', 'D8C', 'DKC', 'DJC']);
  });
});

describe('example 2, a Light hearts trick', () => {
  test('the script: A wins with the Light 7 of hearts, +15 Light, +0 Dark; A leads next', () => {
    const moves = [
      [B, 'L4H'],
      [C, 'L4D'],
      [D, 'LQS'],
      [A, 'L7H'],
    ] as const;
    let state = ex2();
    for (const [seat, text] of moves) {
      expect(why(state, seat, text), text).toBeNull();
      state = act(state, seat, text).state;
    }
    expect(state.lastTrick).toMatchObject({ leader: B, shade: 'L', winner: A, points: 15 });
    expect(state.handPoints[A]).toEqual({ L: 15, D: 0 });
    for (const seat of [B, C, D]) expect(state.handPoints[seat]).toEqual({ L: 0, D: 0 });
    expect(state.leader).toBe(A);
    expect(darkHearts.toAct(state)).toEqual([A]);
    // The Dark Jack and Dark 2 of hearts rode in the trick and were ignored: Dark is still unbroken.
    expect(state.broken).toEqual({ L: true, D: false });
  });

  test('B leads announcing the Light 4 of hearts, not the Dark 10 of diamonds', () => {
    const { state, events } = act(ex2(), B, 'L4H');
    expect(state.trick?.shade).toBe('L');
    expect(events[0]).toEqual({ kind: 'lead', rule: 'choose-shade', seat: B, cards: ['4H'], detail: { shade: 'L' } });
    // C and D have no Light hearts: anything goes; A must follow with its Light heart.
    expect(legal(state, C)).toEqual(['L4D', 'L6S', 'LJS', 'L10C']);
    const beforeA = run(state, [
      [C, 'L4D'],
      [D, 'LQS'],
    ]).state;
    expect(legal(beforeA, A)).toEqual(['L7H']);
    expect(why(beforeA, A, 'LAC')?.rule).toBe('follow-suit');
  });

  test('the trick-won event carries the 15 points', () => {
    const { events } = run(ex2(), [
      [B, 'L4H'],
      [C, 'L4D'],
      [D, 'LQS'],
      [A, 'L7H'],
    ]);
    expect(ofKind(events, 'trick-won')).toEqual([
      { kind: 'trick-won', rule: 'trick-winner', seat: A, detail: { shade: 'L', points: 15, face: '7H' } },
    ]);
    expect(ofKind(events, 'hearts-broken')).toEqual([]);
  });

  test('negative: with Light unbroken, leading the Light 4 of hearts is refused, as B has other leads', () => {
    const state = ex2(false);
    const refusal = why(state, B, 'L4H');
    expect(refusal?.rule).toBe('lead-restriction');
    expect(refusal?.message).toBe(
      'Light hearts are not broken yet, so you cannot lead the Light 4 of hearts. Lead it as Dark (the Dark 10 of diamonds) if that is allowed, or lead another card.',
    );
    // The same card as Dark is a diamond: allowed. Only the Light 4 of hearts and the Dark 3 of hearts are out.
    expect(legal(state, B)).toEqual(['D10D', 'LKD', 'D7S', 'L9D', 'L2S', 'DJC']);
    expect(why(state, B, 'D3H')?.rule).toBe('lead-restriction');
  });
});

describe('example 3, the 3-player leftover (the Light Queen of spades / Dark 2 of hearts)', () => {
  /** Three cards each, nobody broken; A leads. The leftover is LQS/D2H. */
  function three(hands: Record<'A' | 'B' | 'C', string[]>): DarkHeartsState {
    return position({ hand: 1, leader: 'A', leftover: 'LQS', hands }, { players: 3 });
  }

  test('case A: the first heart-breaking trick is Light: its winner takes the leftover, +13 Light', () => {
    const start = three({ A: ['L2D', 'L3S', 'L6C'], B: ['L9H', 'L7C', 'L9C'], C: ['L10D', 'L5D', 'L10C'] });
    const { state, events } = run(start, [
      [A, 'L2D'],
      [B, 'L9H'],
      [C, 'L10D'],
    ]);
    expect(state.leftoverTakenBy).toBe(C);
    expect(ofKind(events, 'leftover-taken')).toEqual([
      { kind: 'leftover-taken', rule: 'leftover-card', seat: C, cards: ['QS'], detail: { shade: 'L', points: 13 } },
    ]);
    expect(state.handPoints[C]).toEqual({ L: 14, D: 0 }); // the 9 of hearts and the leftover's Queen
    expect(state.lastTrick?.points).toBe(14);
    expect(state.broken).toEqual({ L: true, D: false });
  });

  test('case B: the first heart-breaking trick is Dark: its winner takes the leftover, +1 Dark', () => {
    // A leads L2D as the Dark 9 of spades; B, void in Dark spades, throws L7C (Dark 9 of hearts);
    // C wins with L6D (Dark King of spades).
    const start = three({ A: ['L2D', 'L6C', 'L3C'], B: ['L7C', 'L9C', 'L4C'], C: ['L6D', 'L10C', 'L5C'] });
    const { state, events } = run(start, [
      [A, 'D9S'],
      [B, 'D9H'],
      [C, 'DKS'],
    ]);
    expect(state.leftoverTakenBy).toBe(C);
    expect(ofKind(events, 'leftover-taken')).toEqual([
      { kind: 'leftover-taken', rule: 'leftover-card', seat: C, cards: ['QS'], detail: { shade: 'D', points: 1 } },
    ]);
    expect(state.handPoints[C]).toEqual({ L: 0, D: 2 }); // the Dark 9 of hearts and the leftover's 2
    expect(state.broken).toEqual({ L: false, D: true });
  });

  test('either way only once per deal: a later break in the other shade takes nothing more', () => {
    const start = three({ A: ['L2D', 'L3S', 'L6C'], B: ['L9H', 'L7C', 'L9C'], C: ['L10D', 'L5D', 'L10C'] });
    const afterA = run(start, [
      [A, 'L2D'],
      [B, 'L9H'],
      [C, 'L10D'],
    ]).state;
    // C leads L5D as the Dark Queen of clubs; A and B, void in Dark clubs, throw Dark hearts.
    const { state, events } = run(afterA, [
      [C, 'DQC'],
      [A, 'DQH'],
      [B, 'D9H'],
    ]);
    expect(state.broken).toEqual({ L: true, D: true });
    expect(ofKind(events, 'hearts-broken')).toHaveLength(1);
    expect(ofKind(events, 'leftover-taken')).toEqual([]);
    expect(state.lastTrick?.points).toBe(2);
    expect(state.handPoints[C]).toEqual({ L: 14, D: 2 });
    expect(state.leftoverTakenBy).toBe(C);
  });
});

/** Four players, one card each, both shades broken: A leads L2C and everyone follows, D wins 0 points. */
function lastTrick(extra: Record<string, unknown>, input: Record<string, unknown> = {}): DarkHeartsState {
  const start = position(
    {
      hand: 1,
      leader: 'A',
      broken: { L: true, D: true },
      hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'], D: ['L5C'] },
      ...extra,
    },
    input,
  );
  return run(start, [
    [A, 'L2C'],
    [B, 'L3C'],
    [C, 'L4C'],
    [D, 'L5C'],
  ]).state;
}

describe('example 4, shooting the moon per shade', () => {
  test('Light: P0 the only taker with 9 scores 0, the others +9; Dark: P0 3 and P1 10, no moon', () => {
    const start = position({
      hand: 1,
      leader: 'A',
      broken: { L: true, D: true },
      hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'], D: ['L5C'] },
      handPoints: { A: [9, 3], B: [0, 10] },
    });
    const { state, events } = run(start, [
      [A, 'L2C'],
      [B, 'L3C'],
      [C, 'L4C'],
      [D, 'L5C'],
    ]);
    expect(state.phase).toBe('handOver');
    expect(state.scores).toEqual([
      { L: 0, D: 3 },
      { L: 9, D: 10 },
      { L: 9, D: 0 },
      { L: 9, D: 0 },
    ]);
    expect(ofKind(events, 'moon')).toEqual([
      { kind: 'moon', rule: 'shooting-the-moon', seat: A, detail: { shade: 'L', points: 9 } },
    ]);
    expect(ofKind(events, 'hand-scored').map((e) => e.detail)).toEqual([
      { L: 0, D: 3, totalL: 0, totalD: 3 },
      { L: 9, D: 10, totalL: 9, totalD: 10 },
      { L: 9, D: 0, totalL: 9, totalD: 0 },
      { L: 9, D: 0, totalL: 9, totalD: 0 },
    ]);
    expect(state.handPoints).toEqual(state.scores);
  });
});

describe('example 5, the end of the game', () => {
  test('P0 102/20, P1 40/45, P2 60/30, P3 70/50: the game ends and P0 wins with 20 Dark', () => {
    const state = lastTrick({ scores: { A: [102, 20], B: [40, 45], C: [60, 30], D: [70, 50] } });
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual([A]);
    expect(darkHearts.outcome(state)).toEqual({
      winners: [A],
      scores: [20, 40, 30, 50],
      summary: 'A wins the game with the lowest score of all, 20.',
    });
    expect(darkHearts.toAct(state)).toEqual([]);
    for (let seat = 0; seat < 4; seat++) expect(legal(state, seat)).toEqual([]);
    expect(why(state, B, 'deal')).toEqual({ rule: 'game-end', message: 'The game is over.' });
  });
});
