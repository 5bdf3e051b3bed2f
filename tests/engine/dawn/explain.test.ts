// explain agrees with legalActions: over many states from random games, explain(a) is null exactly
// when a is legal, and every refusal cites a rule of the rule book with a sentence.
import { describe, expect, test } from 'vitest';
import { explainAgreement } from '../game-helpers.ts';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { dawn, type DawnAction } from '../../../src/engine/dawn/index.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import { newGame, playGame, randomChooser } from './helpers.ts';

/** Every action of a plausible shape, legal or not. */
function candidates(state: DawnState, seat: number): DawnAction[] {
  const out: DawnAction[] = [...dawn.candidateActions(state, seat), ...dawn.legalActions(state, seat)];
  out.push({ type: 'draw' }, { type: 'ready' }, { type: 'deal' });
  for (let at = 0; at <= 12; at += 3) out.push({ type: 'shift', at });
  out.push({ type: 'shift', at: 11 });
  out.push(
    { type: 'take', positions: [0, 11] },
    { type: 'take', positions: [10, 11] },
    { type: 'take', positions: [11, 12] },
  );
  for (const card of standardDecks(1)) out.push({ type: 'play', card });
  for (let s = 0; s < dawn.seatCount(state); s++) out.push({ type: 'pick', pair: String.fromCharCode(65 + s) });
  out.push({ type: 'pick', pair: 'S1' }, { type: 'pick', pair: 'S2' }, { type: 'pick', pair: 'S3' });
  return out;
}

/** States met in seeded random games, sampled. */
function sampleStates(): DawnState[] {
  const states: DawnState[] = [];
  const games: [Record<string, unknown>, number][] = [
    [{ players: 2 }, 1],
    [{ players: 3, variant: 'dusk' }, 2],
    [{ players: 4, matchHands: 2 }, 3],
    [{ players: 5, dawnCheck: 'turnBoundariesOnly' }, 4],
    [{ players: 7, simultaneousDawn: 'shared' }, 5],
    [{ players: 11 }, 6],
  ];
  for (const [opts, seed] of games) {
    const random = makeRandom(seed);
    const { state } = playGame(newGame(opts, seed), randomChooser(random), 4000, (s, step) => {
      // Every 2nd swap state (arranging takes many small steps) and every 3rd play state.
      if (step % (s.phase === 'play' ? 3 : 2) === 0 || s.phase === 'handOver' || s.phase === 'pick') states.push(s);
    });
    states.push(state);
  }
  return states;
}

describe('explain and legalActions agree', () => {
  const states = sampleStates();

  test('the sample covers every phase', () => {
    const phases = new Set(states.map((s) => s.phase));
    for (const phase of ['arrange', 'take', 'pick', 'play', 'handOver', 'over']) expect(phases).toContain(phase);
    expect(states.length).toBeGreaterThan(1000);
    // It also covers the fallback and empty-pile leads.
    expect(states.some((s) => s.phase === 'play' && s.firstFailer === s.turn)).toBe(true);
    expect(states.some((s) => s.phase === 'play' && s.pile.length === 0)).toBe(true);
  });

  test('explain(a) is null if and only if a is among the legal actions', () => {
    const { problems, allowed, refusals, cited } = explainAgreement(dawn, states, candidates);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(allowed).toBeGreaterThan(1000);
    expect(refusals).toBeGreaterThan(10_000);
    expect(cited.size).toBeGreaterThan(3);
  });

  test('every legal action applies without error, and an illegal one throws', () => {
    for (const state of states) {
      for (const seat of dawn.toAct(state)) {
        for (const action of dawn.legalActions(state, seat).slice(0, 5)) {
          expect(() => dawn.apply(state, seat, action)).not.toThrow();
        }
      }
      const idle = Array.from({ length: dawn.seatCount(state) }, (_, s) => s).find(
        (s) => !dawn.toAct(state).includes(s),
      );
      if (idle !== undefined) expect(() => dawn.apply(state, idle, { type: 'draw' })).toThrow();
    }
  });

  test('every seat in toAct has a legal action, and no other seat has one', () => {
    for (const state of states) {
      const toAct = dawn.toAct(state);
      for (let seat = 0; seat < dawn.seatCount(state); seat++) {
        const legal = dawn.legalActions(state, seat);
        expect(legal.length > 0).toBe(toAct.includes(seat));
        // Stable and without duplicates.
        const texts = legal.map(dawn.formatAction);
        expect(new Set(texts).size).toBe(texts.length);
        expect(dawn.legalActions(state, seat).map(dawn.formatAction)).toEqual(texts);
      }
      expect(toAct.length === 0).toBe(state.phase === 'over');
    }
  });

  test('every refusal message is a sentence', () => {
    const state = states.find((s) => s.phase === 'play' && s.pile.length > 0);
    expect(state).toBeDefined();
    if (!state) return;
    for (const action of candidates(state, state.turn)) {
      const verdict = dawn.explain(state, state.turn, action);
      if (verdict) expect(verdict.message).toMatch(/^[A-Z].*[.]$/);
    }
  });
});
