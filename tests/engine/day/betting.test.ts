// DY-8's additions, move by move: a short all in does not reopen the betting (rule all-in), and under
// pot limit and no limit every whole amount from the least raise to the cap is a legal bet or raise,
// all in below the least raise included (rule betting-limits); anything else is refused with the
// rule that stops it.
import { describe, expect, test } from 'vitest';
import { A, B, C, D, day, legal, position, run, texts } from './engine-helpers.ts';

const explained = (state: Parameters<typeof day.explain>[0], seat: number, move: string) =>
  day.explain(state, seat, day.parseAction(move));

describe('a short all in does not reopen the betting (rule all-in)', () => {
  // No limit, C deals, so A acts first. Everyone has put in the ante of 1; B has 15 chips behind.
  const table = (stacks: Record<string, number>, players = 3, limit = 'no-limit') =>
    position(
      {
        phase: 'bet1',
        hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'], ...(players > 3 ? { D: ['4R', '8S'] } : {}) },
        community: ['1R', '2R'],
        stacks,
      },
      { players, limit },
    );

  test('a player who has acted and faces only a short all in may call or fold, not raise', () => {
    // A bets 10 (a full bet: a raise must now add 10); B's all in to 15 adds only 5.
    let state = run(table({ A: 99, B: 15, C: 183 }), 'A: bet 10').state;
    const shove = run(state, 'B: allin');
    state = shove.state;
    expect(state.currentBet).toBe(15);
    expect(state.lastRaise).toBe(10);
    expect(texts(shove.events)).toEqual([
      'B raises to 15 and is all in, short of a full raise: it does not reopen the betting.',
    ]);
    state = run(state, 'C: call').state;
    expect(day.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['fold', 'call']);
    for (const move of ['raise 25', 'raise 40', 'allin']) {
      const refused = explained(state, A, move);
      expect(refused?.rule, move).toBe('all-in');
      expect(refused?.message).toBe(
        'Since your last turn the bet has gone up only by an all in short of a full raise (10 chips), which does not reopen the betting: you may call or fold.',
      );
    }
    // A calls 5 more and the round is over.
    state = run(state, 'A: call').state;
    expect(state.phase).toBe('bet2');
  });

  test('a player who has not yet acted may still raise over a short all in', () => {
    const state = run(table({ A: 99, B: 15, C: 183 }), 'A: bet 10', 'B: allin').state;
    expect(day.toAct(state)).toEqual([C]);
    // The least raise adds the last full raise, 10, to the 15 to match.
    expect(legal(state, C)).toEqual(['fold', 'call', 'raise 25', 'raise 36', 'raise 58', 'allin']);
    const raised = run(state, 'C: raise 30').state;
    // C's raise is a full one: A may raise again.
    expect(legal(raised, A)).toContain('allin');
    expect(explained(raised, A, 'raise 45')).toBeNull();
  });

  test('a full raise after a short all in reopens the betting', () => {
    const state = run(table({ A: 99, B: 15, C: 183 }), 'A: bet 10', 'B: allin', 'C: raise 25').state;
    expect(state.lastRaise).toBe(10);
    expect(legal(state, A)).toEqual(['fold', 'call', 'raise 35', 'raise 59', 'raise 93', 'allin']);
  });

  test('short all ins that add up to a full raise reopen it; short of that, they do not', () => {
    // A bets 10; B all in to 15 (5 more), C all in to 21 (6 more): A faces 11, a full raise and more.
    const reopened = run(
      table({ A: 99, B: 15, C: 21, D: 261 }, 4),
      'A: bet 10',
      'B: allin',
      'C: allin',
      'D: call',
    ).state;
    expect(day.toAct(reopened)).toEqual([A]);
    expect(explained(reopened, A, 'raise 31')).toBeNull();
    expect(legal(reopened, A)).toContain('raise 31');
    // C all in to 18 instead: A faces 8, less than 10, and may only call or fold.
    const closed = run(table({ A: 99, B: 15, C: 18, D: 264 }, 4), 'A: bet 10', 'B: allin', 'C: allin', 'D: call').state;
    expect(legal(closed, A)).toEqual(['fold', 'call']);
    // D, who had not acted, could raise over both.
    const beforeD = run(table({ A: 99, B: 15, C: 18, D: 264 }, 4), 'A: bet 10', 'B: allin', 'C: allin').state;
    expect(explained(beforeD, D, 'raise 28')).toBeNull();
  });

  test('fixed limit: an all in above the bet is a whole unit, a full raise, and reopens the betting', () => {
    // B has 2 chips behind: all in is a raise to 2, the one size fixed limit allows.
    let state = run(table({ A: 99, B: 2, C: 196 }, 3, 'fixed'), 'A: bet 1').state;
    expect(legal(state, B)).toEqual(['fold', 'call', 'allin']);
    state = run(state, 'B: allin', 'C: call').state;
    expect(legal(state, A)).toEqual(['fold', 'call', 'raise 3']);
  });
});

describe('every whole amount in the range (rule betting-limits)', () => {
  const bet1 = (limit: string, stacks?: Record<string, number>) =>
    position(
      {
        phase: 'bet1',
        hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'] },
        community: ['1R', '2R'],
        ...(stacks === undefined ? {} : { stacks }),
      },
      { players: 3, limit },
    );

  test('pot limit: an amount between the quick sizes is legal; below the least raise or over the pot is not', () => {
    const state = run(bet1('pot'), 'A: bet 3').state;
    // The quick sizes stay the list the bots and the buttons choose from: 6, 7 and 12.
    expect(legal(state, B)).toEqual(['fold', 'call', 'raise 6', 'raise 7', 'raise 12']);
    expect(explained(state, B, 'raise 9')).toBeNull();
    const after = run(state, 'B: raise 9');
    expect(after.state.roundBets[B]).toBe(9);
    expect(texts(after.events)).toEqual(['B raises to 9.']);
    // A raise must add at least 3 (A's bet): raise 5 is short and B is not all in.
    const low = explained(state, B, 'raise 5');
    expect(low?.rule).toBe('betting-limits');
    expect(low?.message).toBe('Your total for the round may only be from 6 to 12.');
    expect(explained(state, B, 'raise 13')?.rule).toBe('betting-limits');
    expect(() => run(state, 'B: raise 13')).toThrow(/from 6 to 12/);
  });

  test('no limit: any whole amount up to all you have; more than that is refused', () => {
    const state = bet1('no-limit');
    expect(legal(state, A)).toEqual(['check', 'bet 1', 'bet 3', 'allin']);
    expect(explained(state, A, 'bet 17')).toBeNull();
    expect(run(state, 'A: bet 17').state.currentBet).toBe(17);
    // All 99 chips written as an amount is the same move as all in.
    expect(explained(state, A, 'bet 99')).toBeNull();
    expect(run(state, 'A: bet 99').state.stacks[A]).toBe(0);
    expect(explained(state, A, 'bet 100')).toMatchObject({ rule: 'betting-limits' });
    expect(day.explain(state, A, { type: 'bet', to: 2.5 })?.rule).toBe('betting-limits');
  });

  test('all in for less than the least raise is allowed; other amounts below it are not', () => {
    // A bets 10; B has 15 behind, short of the least raise (to 20).
    const state = run(bet1('no-limit', { A: 99, B: 15, C: 183 }), 'A: bet 10').state;
    expect(legal(state, B)).toEqual(['fold', 'call', 'allin']);
    expect(explained(state, B, 'allin')).toBeNull();
    expect(explained(state, B, 'raise 15')).toBeNull();
    expect(explained(state, B, 'raise 13')).toEqual({
      rule: 'betting-limits',
      message: 'You have too few chips for a full raise (to 20): your only raise is all in, to 15.',
    });
  });

  test('pot limit: all in above the pot is refused, with the cap', () => {
    const state = run(bet1('pot'), 'A: bet 3').state;
    expect(explained(state, B, 'allin')).toEqual({
      rule: 'betting-limits',
      message: 'Your total for the round may only be from 6 to 12; all in would make it 99.',
    });
  });
});

describe("a refusal names only the moves legalActions opens (issue 43's trial)", () => {
  // Fixed limit, three raises made: the bet is 4, A has 1 in; C deals, so A answers first.
  const capped = () =>
    position(
      {
        phase: 'bet1',
        hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'] },
        community: ['1R', '2R'],
        committed: { A: 2, B: 5, C: 5 },
        stacks: { A: 98, B: 95, C: 95 },
        roundBets: { A: 1, B: 4, C: 4 },
        raises: 3,
        lastRaise: 1,
        acted: ['B', 'C'],
        turn: 'A',
      },
      { players: 3, limit: 'fixed' },
    );

  test('fixed limit, raises used up: checking is refused with call or fold, and no raise', () => {
    const state = capped();
    expect(legal(state, A)).toEqual(['fold', 'call']);
    expect(explained(state, A, 'check')).toEqual({
      rule: 'betting',
      message: 'There is a bet of 4 open: call 3 or fold.',
    });
    expect(explained(state, A, 'bet 5')?.message).toBe('A bet of 4 is already open: call 3 or fold.');
  });

  test('a raise open: checking is refused with call, raise or fold; short of chips, all in or fold', () => {
    const open = run(table2(), 'A: bet 1').state;
    expect(legal(open, B)).toContain('raise 2');
    expect(explained(open, B, 'check')?.message).toBe('There is a bet of 1 open: call 1, raise or fold.');
    const short = position(
      { phase: 'bet1', turn: 'B', hands: {}, stacks: { A: 196, B: 1 }, committed: { A: 2, B: 1 }, roundBets: { A: 1 } },
      { players: 2 },
    );
    expect(legal(short, B)).toEqual(['fold', 'allin']);
    expect(explained(short, B, 'check')?.message).toBe('There is a bet of 1 open: go all in to call it or fold.');
  });

  function table2() {
    return position(
      { phase: 'bet1', hands: { A: ['7R', '3S'], B: ['5Rn', '9S'] }, community: ['1R', '2R'] },
      { players: 2, limit: 'fixed' },
    );
  }
});
