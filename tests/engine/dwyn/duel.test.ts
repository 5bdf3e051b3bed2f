// DWYN challenges and duels (rules challenge, duel, number-cards, won-cards; DW-2, DW-4, DW-14,
// DW-15): the DWYN goes on the pile at once, the challenger names any suit, the defender answers
// first, each answer strictly beats the last, either side may concede, and whoever played the
// highest card gets the target (the challenger when the defender plays nothing). The number cards
// go to the pile when the duel is over. The worked script DW-FX2 is in fixtures.test.ts.
import { describe, expect, test } from 'vitest';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import { A, act, B, C, conserved, dwyn, kinds, legal, midGame, position, run, sorted, why } from './helpers.ts';

/** midGame after A's draw (SHIELD-X) and `dwyn B RUGBY-HEAD`: A names the suit next. */
function challenged(input: Record<string, unknown> = {}): DwynState {
  return run(midGame(input), [
    [A, 'draw'],
    [A, 'dwyn B RUGBY-HEAD'],
  ]).state;
}

describe('the challenge (rule challenge)', () => {
  test('a DWYN needs an open target, the same as a STEAL', () => {
    const drawn = act(midGame(), A, 'draw').state;
    expect(sorted(legal(drawn, A).filter((a) => a.startsWith('dwyn')))).toEqual([
      'dwyn B LEAF-FEET',
      'dwyn B RUGBY-HEAD',
    ]);
    expect(why(drawn, A, 'dwyn B SKULL-HEAD')?.rule).toBe('protection');
    expect(why(drawn, A, 'dwyn A MINER-TORSO')).toEqual({
      rule: 'challenge',
      message: 'You can only take a card from an opponent.',
    });
    const closed = position(
      {
        hands: { A: ['DWYN'], B: ['CASTLE-3'] },
        tableaux: { B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'] },
        stock: ['LEAF-2'],
      },
      { players: 2 },
    );
    const stuck = act(closed, A, 'draw').state;
    expect(legal(stuck, A)).toEqual(['discard DWYN', 'discard LEAF-2']);
    expect(why(stuck, A, 'dwyn B SKULL-FEET')?.message).toMatch(
      /No opponent has a card you could take.*You may still discard it/,
    );
  });

  test('the DWYN goes on the discard pile at once, and the challenger names the suit next', () => {
    const drawn = act(midGame(), A, 'draw').state;
    const { state, events } = act(drawn, A, 'dwyn B RUGBY-HEAD');
    expect(state.discards).toEqual([...drawn.discards, 'DWYN']);
    expect(state.hands[A]).not.toContain('DWYN');
    expect(state.stage).toBe('suit');
    expect(state.duel).toEqual({ challenger: A, defender: B, target: 'RUGBY-HEAD', suit: -1, cards: [], toAnswer: B });
    expect(events).toEqual([
      { kind: 'challenge', rule: 'challenge', seat: A, cards: ['RUGBY-HEAD'], detail: { defender: B } },
    ]);
    expect(dwyn.toAct(state)).toEqual([A]);
    expect(conserved(state)).toBe(true);
  });

  test('any of the six suits may be named (DW-4), and only the suit', () => {
    const state = challenged();
    expect(legal(state, A)).toEqual([
      'suit RUGBY',
      'suit CASTLE',
      'suit MINER',
      'suit LEAF',
      'suit SHIELD',
      'suit SKULL',
    ]);
    expect(legal(state, B)).toEqual([]);
    expect(why(state, A, 'discard CASTLE-2')?.rule).toBe('challenge');
    expect(why(state, A, 'play CASTLE-4')?.rule).toBe('challenge');
    expect(why(state, B, 'concede')).toEqual({ rule: 'challenge', message: "A must name the duel's suit now." });
  });
});

describe('the duel (rules duel, number-cards)', () => {
  test('the defender answers first, with any number card of the suit, or concedes', () => {
    const { state, events } = act(challenged(), A, 'suit CASTLE');
    expect(state.stage).toBe('duel');
    expect(state.duel?.suit).toBe(1);
    expect(state.duel?.toAnswer).toBe(B);
    expect(dwyn.toAct(state)).toEqual([B]);
    expect(events).toEqual([{ kind: 'suit', rule: 'challenge', seat: A, detail: { suit: 'CASTLE' } }]);
    expect(legal(state, B)).toEqual(['play CASTLE-3', 'play CASTLE-5', 'concede']);
    expect(legal(state, A)).toEqual([]);
    expect(why(state, A, 'play CASTLE-4')).toEqual({ rule: 'duel', message: 'B must answer in the duel now.' });
  });

  test('each answer must be strictly higher in the suit; the sides alternate', () => {
    const three = act(act(challenged(), A, 'suit CASTLE').state, B, 'play CASTLE-3').state;
    expect(three.duel?.cards).toEqual(['CASTLE-3']);
    expect(three.hands[B]).not.toContain('CASTLE-3');
    // Played cards stay in the duel until it is over, not on the pile yet.
    expect(three.discards.at(-1)).toBe('DWYN');
    expect(three.duel?.toAnswer).toBe(A);
    expect(dwyn.toAct(three)).toEqual([A]);
    // A holds CASTLE-4 and CASTLE-2: only the 4 beats the 3.
    expect(legal(three, A)).toEqual(['play CASTLE-4', 'concede']);
    expect(why(three, A, 'play CASTLE-2')).toEqual({
      rule: 'number-cards',
      message: 'The 2 of Castle counts 2; to answer you must beat the 3 of Castle, which counts 3.',
    });
    expect(why(three, A, 'play MINER-X')).toEqual({
      rule: 'duel',
      message: 'The duel is in Castle: the X of Miner is another suit.',
    });
    expect(why(three, A, 'play LEAF-HEAD')).toEqual({
      rule: 'number-cards',
      message: 'Only number cards are played in a duel, not the Leaf head.',
    });
    expect(why(three, A, 'play CASTLE-5')).toEqual({ rule: 'duel', message: 'You do not hold the 5 of Castle.' });
    expect(why(three, A, 'discard CASTLE-2')).toEqual({
      rule: 'duel',
      message: 'You are in a duel: play a higher number card of its suit, or concede.',
    });
    const four = act(three, A, 'play CASTLE-4').state;
    expect(four.duel?.toAnswer).toBe(B);
    expect(legal(four, B)).toEqual(['play CASTLE-5', 'concede']);
    expect(dwyn.view(four, B).duel).toMatchObject({
      suit: 'CASTLE',
      cards: ['CASTLE-3', 'CASTLE-4'],
      leader: A,
      toAnswer: B,
    });
  });

  test('a side with nothing higher can only concede', () => {
    const state = run(challenged(), [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-5'],
    ]).state;
    expect(legal(state, A)).toEqual(['concede']);
  });

  test('the defender plays nothing: the challenger wins the target into their tableau (never the hand)', () => {
    const { state, events } = run(challenged(), [
      [A, 'suit SHIELD'],
      [B, 'concede'],
    ]);
    expect(state.tableaux[A]).toEqual(['MINER-TORSO', 'RUGBY-HEAD']);
    expect(state.tableaux[B]).not.toContain('RUGBY-HEAD');
    expect(state.hands[A]).not.toContain('RUGBY-HEAD');
    expect(state.duel).toBeNull();
    expect(state.discards.at(-1)).toBe('DWYN');
    expect(kinds(events)).toEqual(['suit', 'concede', 'duel-won']);
    expect(events[2]).toEqual({
      kind: 'duel-won',
      rule: 'won-cards',
      seat: A,
      cards: ['RUGBY-HEAD'],
      detail: { defender: B, kept: false },
    });
    // The challenger's turn is over.
    expect(state.turn).toBe(B);
    expect(state.stage).toBe('draw');
    expect(conserved(state)).toBe(true);
  });

  test('the challenger plays the highest card: the challenger wins; the number cards go to the pile after the DWYN', () => {
    const { state } = run(challenged(), [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
      [A, 'play CASTLE-4'],
      [B, 'concede'],
    ]);
    expect(state.tableaux[A]).toContain('RUGBY-HEAD');
    expect(state.tableaux[B]).not.toContain('RUGBY-HEAD');
    expect(state.discards.slice(-3)).toEqual(['DWYN', 'CASTLE-3', 'CASTLE-4']);
    expect(state.hands[B]).toContain('CASTLE-5');
    expect(conserved(state)).toBe(true);
  });

  test('the defender plays the highest card: the defender keeps the target', () => {
    const { state, events } = run(challenged(), [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-5'],
      [A, 'concede'],
    ]);
    expect(state.tableaux[B]).toContain('RUGBY-HEAD');
    expect(state.tableaux[A]).toEqual(['MINER-TORSO']);
    expect(state.discards.slice(-2)).toEqual(['DWYN', 'CASTLE-5']);
    expect(events.at(-1)).toMatchObject({ kind: 'duel-won', seat: B, detail: { defender: B, kept: true } });
    expect(state.turn).toBe(B);
  });

  test('a defender may concede even when holding a card that would beat', () => {
    const state = run(challenged(), [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
      [A, 'play CASTLE-4'],
    ]).state;
    expect(legal(state, B)).toContain('concede');
    expect(act(state, B, 'concede').state.tableaux[A]).toContain('RUGBY-HEAD');
  });

  test('in a three-player game, the third player waits out the duel', () => {
    const state = position(
      {
        turn: 'A',
        stage: 'duel',
        hands: { A: ['CASTLE-4'], B: ['CASTLE-5'], C: ['CASTLE-2'] },
        tableaux: { B: ['RUGBY-HEAD'] },
        discards: ['DWYN'],
        stockSize: 5,
        duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE', cards: [] },
      },
      {},
    );
    expect(dwyn.toAct(state)).toEqual([B]);
    expect(legal(state, C)).toEqual([]);
    expect(why(state, C, 'play CASTLE-2')?.rule).toBe('duel');
    const over = run(state, [
      [B, 'play CASTLE-5'],
      [A, 'concede'],
    ]).state;
    // Anticlockwise from A: C plays next.
    expect(over.turn).toBe(C);
  });
});

describe('the X (option xRank, DW-2)', () => {
  const afterFive = (xRank: string): DwynState =>
    position(
      {
        stage: 'duel',
        hands: { A: ['CASTLE-X', 'CASTLE-2'], B: ['LEAF-3'] },
        tableaux: { B: ['RUGBY-HEAD'] },
        discards: ['DWYN'],
        stockSize: 5,
        duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE', cards: ['CASTLE-5'] },
      },
      { players: 2, xRank },
    );

  test('low (default): X counts 1 and cannot beat a 5', () => {
    const state = afterFive('low');
    expect(state.duel?.toAnswer).toBe(A);
    expect(legal(state, A)).toEqual(['concede']);
    expect(why(state, A, 'play CASTLE-X')?.message).toBe(
      'The X of Castle counts 1; to answer you must beat the 5 of Castle, which counts 5.',
    );
  });

  test('high: X counts 10 and beats the 5, winning the duel', () => {
    const state = afterFive('high');
    expect(legal(state, A)).toEqual(['play CASTLE-X', 'concede']);
    const won = run(state, [
      [A, 'play CASTLE-X'],
      [B, 'concede'],
    ]).state;
    expect(won.tableaux[A]).toEqual(['RUGBY-HEAD']);
    expect(won.discards.slice(-3)).toEqual(['DWYN', 'CASTLE-5', 'CASTLE-X']);
  });

  test('high: once an X is played nothing beats it; low: an X opens and anything beats it', () => {
    const opened = (xRank: string): DwynState =>
      position(
        {
          stage: 'duel',
          hands: { A: ['CASTLE-2', 'CASTLE-5'], B: ['LEAF-3'] },
          tableaux: { B: ['RUGBY-HEAD'] },
          discards: ['DWYN'],
          stockSize: 5,
          duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE', cards: ['CASTLE-X'] },
        },
        { players: 2, xRank },
      );
    expect(legal(opened('high'), A)).toEqual(['concede']);
    expect(legal(opened('low'), A)).toEqual(['play CASTLE-2', 'play CASTLE-5', 'concede']);
  });
});
