// explain (explain.ts) on hand-built states that random games rarely reach: every stage, a duel
// in each step, an empty pool, the match between games. explain is null exactly for the legal
// actions and every refusal cites a rule of the book with a sentence; then the refusals whose
// sentences are checked word for word.
import { describe, expect, test } from 'vitest';
import { DWYN_CARDS, isBody } from '../../../src/engine/dwyn/deck.ts';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import { explainAgreement } from '../game-helpers.ts';
import { A, act, B, dwyn, midGame, newGame, position, run, why } from './helpers.ts';

function states(): DwynState[] {
  const mid = midGame();
  const drawn = act(mid, A, 'draw').state;
  const suit = act(drawn, A, 'dwyn B RUGBY-HEAD').state;
  const duel = act(suit, A, 'suit CASTLE').state;
  const answered = act(duel, B, 'play CASTLE-3').state;
  const rest = DWYN_CARDS.filter((c) => !isBody(c) && c !== 'KROWN');
  const bodies = DWYN_CARDS.filter(isBody);
  const emptyPool = position(
    { hands: { A: [], B: rest }, tableaux: { A: bodies.slice(0, 9), B: ['KROWN', ...bodies.slice(9)] } },
    { players: 2 },
  );
  const afterKrown = position(
    {
      hands: { A: ['STEAL', 'DWYN', 'CASTLE-2', 'LEAF-HEAD'], B: ['CASTLE-3'], C: [] },
      tableaux: { B: ['KROWN', 'SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'], C: ['RUGBY-FEET'] },
    },
    {},
  );
  const between = act(
    position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2'] },
        tableaux: { A: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 2, matchGames: 2 },
    ),
    A,
    'discard MINER-3',
  ).state;
  const over = act(
    position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2'] },
        tableaux: { A: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 2 },
    ),
    A,
    'discard MINER-3',
  ).state;
  return [
    newGame({}, 1),
    mid,
    drawn,
    suit,
    duel,
    answered,
    emptyPool,
    afterKrown,
    act(afterKrown, A, 'draw').state,
    between,
    over,
  ];
}

describe('explain agrees with legalActions', () => {
  test('on every stage, for every seat and every candidate action', () => {
    const all = states();
    const agreement = explainAgreement(dwyn, all, (state, seat) => dwyn.candidateActions(state, seat));
    expect(agreement.problems).toEqual([]);
    expect(agreement.allowed).toBeGreaterThan(40);
    expect(agreement.refusals).toBeGreaterThan(500);
    for (const rule of [
      'players-and-deck',
      'opening-layout',
      'turn-order',
      'draw',
      'one-action',
      'discard',
      'lay-out',
      'protection',
      'steal',
      'challenge',
      'duel',
      'number-cards',
      'after-krown',
      'winning',
      'match',
    ]) {
      expect(agreement.cited.has(rule), rule).toBe(true);
    }
  });
});

describe('refusal sentences', () => {
  test('outside a duel, duel moves are refused', () => {
    const drawn = act(midGame(), A, 'draw').state;
    for (const text of ['play CASTLE-4', 'concede', 'suit CASTLE']) {
      expect(why(drawn, A, text)).toEqual({
        rule: 'duel',
        message: 'There is no duel in progress: number cards are played only in a duel.',
      });
    }
    expect(why(drawn, A, 'deal')).toEqual({ rule: 'match', message: 'The game is still being played.' });
  });

  test('a seat that is not at the table', () => {
    expect(why(midGame(), 5, 'draw')).toEqual({
      rule: 'players-and-deck',
      message: 'This game has 2 players, A to B.',
    });
  });

  // Before the KROWN there is no pool to speak of: the refusal is the compulsory draw.
  test('before the KROWN, a player with an empty hand who tries to pass is told to draw from the stock', () => {
    const state = position({ hands: { A: [], B: ['CASTLE-3'] }, stockSize: 3 }, { players: 2 });
    expect(dwyn.legalActions(state, A).map((a) => dwyn.formatAction(a))).toEqual(['draw']);
    const violation = why(state, A, 'pass');
    expect(violation?.rule).toBe('draw');
    expect(violation?.message).not.toMatch(/pool/);
  });

  // The KROWN's, STEAL's and DWYN's names carry their article: no "has no the KROWN".
  test('a STEAL at a KROWN the opponent does not have names it in a plain sentence', () => {
    const drawn = run(
      position(
        {
          hands: { A: ['STEAL', 'DWYN', 'CASTLE-2'], B: ['CASTLE-3'] },
          tableaux: { B: ['RUGBY-HEAD'] },
          stock: ['LEAF-2'],
          stockSize: 3,
        },
        { players: 2 },
      ),
      [[A, 'draw']],
    ).state;
    expect(why(drawn, A, 'steal B RUGBY-FEET')).toEqual({
      rule: 'steal',
      message: 'B does not have the Rugby feet in front of them.',
    });
    const krown = why(drawn, A, 'steal B KROWN');
    expect(krown?.rule).toBe('steal');
    expect(krown?.message).not.toMatch(/has no the KROWN/);
    expect(why(drawn, A, 'dwyn B KROWN')?.message).not.toMatch(/has no the KROWN/);
  });
});
