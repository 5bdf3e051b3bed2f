// What Day's table shows a reader: the pots made in the rounds already over, split into a main pot
// and side pots once someone is all in for less (rule all-in), and each showdown result with the
// cards that make it, what the Crown stood for and the rule that scores it (rule showdown), the same
// for every viewer.
import { describe, expect, test } from 'vitest';
import { A, B, C, D, day, position, run } from './engine-helpers.ts';

describe('the pots in the view (rule all-in)', () => {
  const spec = {
    phase: 'bet1',
    hands: { A: ['12R', '12S'], B: ['11R', '11S'], C: ['1R', '4S'], D: ['2R', '3S'] },
    community: ['12Rn', '11Rn'],
    stacks: { A: 4, B: 99, C: 99, D: 194 },
  };

  test("this round's bets are not in a pot yet; the antes are", () => {
    let state = position(spec, { players: 4, limit: 'no-limit' });
    expect(day.view(state, B).pots).toEqual([{ amount: 4, eligible: [A, B, C, D] }]);
    state = run(state, 'A: allin', 'B: raise 10').state;
    // The antes (4), A's 4 and B's 10 this round.
    expect(day.view(state, C).pot).toEqual(18);
    expect(day.view(state, C).pots).toEqual([{ amount: 4, eligible: [A, B, C, D] }]);
  });

  test('once the round is over, a short all in makes a main pot and a side pot it cannot win', () => {
    let state = position(spec, { players: 4, limit: 'no-limit' });
    state = run(state, 'A: allin', 'B: raise 10', 'C: call', 'D: call').state;
    expect(state.phase).toBe('bet2');
    // A put in 5 (ante and 4), the others 11 (ante and 10): 4 x 5 in the main pot, 3 x 6 in a side
    // pot for B, C and D.
    expect(day.view(state, D).pots).toEqual([
      { amount: 20, eligible: [A, B, C, D] },
      { amount: 18, eligible: [B, C, D] },
    ]);
    state = run(state, 'B: bet 19', 'C: fold').state;
    // C's chips stay in the pots, but C can win neither.
    expect(day.view(state, A).pots).toEqual([
      { amount: 20, eligible: [A, B, D] },
      { amount: 18, eligible: [B, D] },
    ]);
  });

  test('no pot between hands', () => {
    const state = run(
      position({ ...spec, phase: 'bet2', community: ['12Rn', '11Rn', '6S'], stacks: {} }, { players: 4 }),
      'check',
      'check',
      'check',
      'check',
    ).state;
    expect(state.phase).toBe('handOver');
    expect(day.view(state, A).pots).toEqual([]);
  });
});

describe('showdown results as the table explains them (rule showdown)', () => {
  test("each result names its cards, the Crown's card and the rule; every viewer reads the same", () => {
    // The source's example game (day/source-example): A's Crown stands for a 6 to make 4-5-6-7.
    const state = run(
      position(
        {
          dealer: 'C',
          phase: 'bet2',
          hands: { A: ['Crown', '4R'], B: ['7S', '10R'], C: ['7R', '3S'] },
          community: ['7Rn', '9Rn', '5S'],
        },
        { players: 3, dedicatedDealer: true },
      ),
      'check',
      'check',
      'check',
    ).state;
    const results = state.lastHand?.results ?? [];
    const a = results.find((r) => r.seat === A);
    expect(a).toMatchObject({ condition: 'consecutive', rule: 'consecutive', points: 4, adjusted: 4 });
    expect(a?.cards).toEqual(['4R', '5S', 'Crown', '7Rn']);
    expect(a?.crown).toMatchObject({ as: 'card', rank: 6 });
    const b = results.find((r) => r.seat === B);
    expect(b).toMatchObject({ condition: 'x-of-a-kind', rule: 'x-of-a-kind', label: '2 of a kind: 7s', crown: null });
    expect(b?.cards).toEqual(['7S', '7Rn']);
    for (const viewer of [A, B, C, 'all'] as const) expect(day.view(state, viewer).lastHand).toEqual(state.lastHand);
  });
});
