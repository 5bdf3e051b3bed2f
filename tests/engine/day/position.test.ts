// Hand-written positions (fromPosition), the notation, probes and refusals' wording.
import { describe, expect, test } from 'vitest';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { A, B, C, day, legal, position, run } from './engine-helpers.ts';

describe('positions', () => {
  test('named cards go where they are named; the rest fill hands, community and deck', () => {
    const state = position({ hands: { A: ['Crown'] }, community: ['7Rn'], deck: ['1S'] }, { players: 3 });
    expect(state.hands[A]?.[0]).toBe('Crown');
    expect(state.hands.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(state.community[0]).toBe('7Rn');
    expect(state.deck[0]).toBe('1S');
    expect(day.allCards(state)).toHaveLength(40);
    expect(state.phase).toBe('substitute');
  });

  test('clear refusals', () => {
    const refuse = (spec: unknown, input = {}): string => {
      try {
        position(spec, { players: 2, ...input });
      } catch (error) {
        expect(error).toBeInstanceOf(PositionError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refuse({ hands: { A: ['7R', '7R'] } })).toMatch(/7R appears 2 times/);
    expect(refuse({ hands: { A: ['7R', '8R', '9R'] } })).toMatch(/A holds 3 hole cards, but a player holds 2/);
    expect(refuse({ hands: { C: ['7R'] } })).toMatch(/not a seat/);
    expect(refuse({ hands: {}, stacks: { A: 50 } })).toMatch(/add up to 151/);
    expect(refuse({ hands: {}, community: ['1R', '2R', '3R'], phase: 'bet1' })).toMatch(
      /3 community cards are named, but there are two until the final card is turned/,
    );
    expect(refuse({ hands: {}, colour: 'red' })).toMatch(/no field "colour"/);
    expect(refuse({ hands: {}, phase: 'bet1', turn: 'B', acted: ['B'] })).toMatch(
      /turn: B has already acted and matched the bet, so it cannot be their turn/,
    );
  });

  test("bets, raises and who has acted that contradict each other are refused, naming the rule (issue 43's trial)", () => {
    const refused = (
      spec: Record<string, unknown>,
      options = {},
    ): { message: string; rule: string | null } | 'accepted' => {
      try {
        position({ phase: 'bet1', hands: {}, ...spec }, { players: 3, ...options });
      } catch (error) {
        expect(error).toBeInstanceOf(PositionError);
        return { message: (error as Error).message, rule: (error as PositionError).rule };
      }
      return 'accepted';
    };
    // Three raises with no bet at all: the view then offered "Bet 1".
    expect(refused({ raises: 3 })).toEqual({
      message:
        "raises: nobody has bet this round, so there can be no raise: a raise goes over a bet. Set each player's bet this round, or the raises to 0.",
      rule: 'betting',
    });
    const bets = { committed: { A: 3, B: 2, C: 1 }, stacks: { A: 97, B: 98, C: 99 } };
    expect(refused({ ...bets, roundBets: { A: 2 }, raises: 1 })).toMatchObject({
      message: "raises: a raise goes over another player's bet, but only one player has bet this round.",
    });
    expect(refused({ lastRaise: 2 })).toMatchObject({ rule: 'betting', message: /no last raise/ });
    // Fixed limit: a bet and raises of one chip each, so a bet of 2 is one raise.
    expect(refused({ ...bets, roundBets: { A: 2, B: 1 }, raises: 0, turn: 'C' })).toEqual({
      message:
        'raises: under fixed limit every bet and raise is 1 chip, at most 3 raises a round, so the bet this round, 2, means one raise, not 0.',
      rule: 'betting-limits',
    });
    expect(refused({ ...bets, roundBets: { A: 2, B: 1 }, raises: 1, acted: ['A'], turn: 'B' })).toBe('accepted');
    expect(
      refused({
        committed: { A: 6, B: 5, C: 1 },
        stacks: { A: 94, B: 95, C: 99 },
        roundBets: { A: 5, B: 4 },
        raises: 4,
      }),
    ).toMatchObject({ rule: 'betting-limits', message: /at most 3 raises a round, not 4\.$/ });
    expect(refused({ ...bets, roundBets: { A: 2, B: 1 }, raises: 0, turn: 'B' }, { limit: 'no-limit' })).toBe(
      'accepted',
    );
    // C acted since A's bet, but put nothing in and did not fold.
    expect(refused({ ...bets, roundBets: { A: 1 }, acted: ['A', 'C'], turn: 'B' })).toMatchObject({
      message: /^acted: C is marked as having acted since the bet, but has neither put chips in/,
      rule: 'betting',
    });
    expect(refused({ phase: 'substitute', raises: 1 })).toMatchObject({ rule: 'substitution' });
  });

  test('probes read the pot, stacks, bet, community and best hands', () => {
    const state = position(
      { phase: 'bet2', hands: { A: ['Crown', '4R'], B: ['7S', '10R'] }, community: ['7Rn', '9Rn', '5S'] },
      { players: 2 },
    );
    const probe = (name: string, arg?: string): unknown => day.probes[name]?.read(state, arg);
    expect(probe('pot')).toBe(2);
    expect(probe('stack', 'A')).toBe(99);
    expect(probe('bet')).toBe(0);
    expect(probe('community')).toEqual(['7Rn', '9Rn', '5S']);
    expect(probe('best', 'A')).toBe('Consecutive: 4-5-6-7 (4)');
    expect(probe('best', 'B')).toBe('2 of a kind: 7s (2)');
    expect(probe('turn')).toBe('A');
    const after = run(state, 'bet 1', 'call').state;
    expect(day.probes['potWinners']?.read(after, undefined)).toEqual([['A']]);
  });
});

describe('notation', () => {
  test('round trips, "raise to", forgiving input', () => {
    for (const text of [
      'check',
      'call',
      'fold',
      'allin',
      'keep',
      'deal',
      'bet 3',
      'raise 6',
      'swap 7R',
      'swap Crown',
      'swap MoonRn',
    ]) {
      expect(day.formatAction(day.parseAction(text))).toBe(text);
    }
    expect(day.parseAction('All in')).toBe(day.parseAction('allin'));
    expect(day.parseAction('swap 7 of rising')).toBe(day.parseAction('swap 7R'));
    expect(day.parseAction('raise 6')).toBe(day.parseAction('RAISE 6'));
    expect(() => day.parseAction('raise six')).toThrow(/whole number/);
    expect(() => day.parseAction('shuffle')).toThrow(/not a Day move/);
  });
});

describe('views', () => {
  test('a seat never sees other hole cards before the showdown, the deck or the muck', () => {
    let state = position({ hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'] } }, { players: 3 });
    state = run(state, 'A: swap 3S', 'B: keep', 'C: keep').state;
    const view = day.view(state, B);
    expect(view.seats.map((s) => s.cards)).toEqual([undefined, ['5Rn', '9S'], undefined]);
    expect(view.seats[A]?.mucked).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('3S');
    expect(legal(state, A)).toEqual(['check', 'bet 1']);
    expect(day.view(state, 'all').seats[C]?.cards).toEqual(['1S', '2S']);
  });
});
