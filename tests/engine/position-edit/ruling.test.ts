// The ruling of a set-up position (core/position/ruling.ts): the seat to act, each legal move with
// the rule that allows it, why another move is refused, and what a move leads to, rule by rule.

import { describe, expect, it } from 'vitest';
import { setUpPosition } from '../../../src/engine/core/position/check.ts';
import { followMove, refusalOf, rulingOf } from '../../../src/engine/core/position/ruling.ts';
import { gameById } from '../../../src/engine/registry.ts';

function setUp(id: string, spec: unknown, options: unknown): unknown {
  const result = setUpPosition(gameById(id), spec, options);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  return result.state;
}

describe('the ruling', () => {
  it('Dawn: nobody may play but the rank needed, and without it you draw', () => {
    const manifest = gameById('dawn');
    const hands = { A: ['KS', '9H', '2C'], B: ['QH', '8C', '3S', '6D'], C: ['JC', '10D', '7H'] };
    const state = setUp('dawn', { hands, pile: ['7S'], turn: 'B', needed: '6' }, { players: 3 });
    const [ruling] = rulingOf(manifest, state);
    expect(ruling?.seat).toBe(1);
    expect(ruling?.moves.map((m) => [m.notation, m.rule])).toEqual([['6D', 'one-lower']]);
    expect(ruling?.moves[0]?.message).toMatch(/A 6 is needed/);
    expect(refusalOf(manifest, state, 1, 'draw')?.rule).toBe('must-play');
    expect(refusalOf(manifest, state, 1, '8C')?.rule).toBe('one-lower');
    expect(refusalOf(manifest, state, 1, 'not a move')?.message).toMatch(/\S/);
    const followed = followMove(manifest, state, 1, gameById('dawn').game.parseAction('6D'));
    expect(followed.events.map((e) => e.rule)).toContain('one-lower');
    expect(followed.events[0]?.text).toMatch(/B/);
  });

  it('Dark Hearts: a Light heart may not be led before Light hearts are broken', () => {
    const manifest = gameById('dark-hearts');
    const hands = {
      A: ['L7H', 'LAC', 'L6C', 'L9C'],
      B: ['L4H', 'LKD', 'L9D', 'L2S'],
      C: ['L4D', 'L6S', 'LJS', 'L10C'],
      D: ['LQS', 'L8S', 'L3C', 'LQD'],
    };
    const state = setUp('dark-hearts', { hand: 2, leader: 'B', hands }, {});
    const [ruling] = rulingOf(manifest, state);
    expect(ruling?.seat).toBe(1);
    for (const move of ruling?.moves ?? []) expect(Object.keys(manifest.game.rules)).toContain(move.rule);
    const refused = refusalOf(manifest, state, 1, 'L4H');
    expect(refused?.rule).toBe('lead-restriction');
  });

  it('Day: a folded seat has no turn, and the seat to act is ruled on', () => {
    const manifest = gameById('day');
    const state = setUp('day', { phase: 'bet1', hands: {}, folded: ['A'] }, { players: 3 });
    const rulings = rulingOf(manifest, state);
    expect(rulings.map((r) => r.seat)).toEqual([1]);
    for (const move of rulings[0]?.moves ?? []) expect(move.message).toMatch(/\S/);
    expect(refusalOf(manifest, state, 0, 'check')).not.toBeNull();
  });
});
