// explain agrees with legalActions: over many states from seeded random games, explain(a) is null
// exactly when a is legal, and every refusal cites a rule of the rule book with a sentence.
import { describe, expect, test } from 'vitest';
import { explainAgreement } from '../game-helpers.ts';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { blackAndRed, type BlackAndRedAction } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { ex1, randomGame, why } from './helpers.ts';

/** Every action of a plausible shape, legal or not: the engine's candidates, every card, go, deal. */
function candidates(state: BlackAndRedState, seat: number): BlackAndRedAction[] {
  const out: BlackAndRedAction[] = [
    ...blackAndRed.candidateActions(state, seat),
    ...blackAndRed.legalActions(state, seat),
  ];
  out.push({ type: 'go' }, { type: 'deal' });
  for (const card of standardDecks(1)) out.push({ type: 'discard', card });
  return out;
}

/** States met in seeded random matches under every option, sampled. */
function sampleStates(): BlackAndRedState[] {
  const states: BlackAndRedState[] = [];
  const games: [Record<string, unknown>, number][] = [
    [{}, 1],
    [{ cardValues: 'ranked' }, 2],
    [{ after31Leader: 'opponent' }, 3],
    [{ stockOut: 'drawHand', targetScore: 20 }, 4],
    [{ bothMonoDealt: 'playerOneOnly', maxTurns: 10 }, 5],
    [{ targetScore: 3 }, 6],
    [{}, 7],
  ];
  for (const [opts, seed] of games) {
    const { state } = randomGame(opts, seed, (s, step) => {
      if (step % 2 === 0 || s.phase !== 'play' || s.goes.some(Boolean)) states.push(s);
    });
    states.push(state);
  }
  return states;
}

describe('explain and legalActions agree', () => {
  const states = sampleStates();

  test('the sample covers every phase, goes, leads and runs near 31', () => {
    const phases = new Set(states.map((s) => s.phase));
    for (const phase of ['play', 'handOver', 'over']) expect(phases).toContain(phase);
    expect(states.length).toBeGreaterThan(1000);
    expect(states.some((s) => s.goes.some(Boolean))).toBe(true);
    expect(states.some((s) => s.phase === 'play' && s.runColour === null)).toBe(true);
    expect(states.some((s) => s.total >= 25)).toBe(true);
    expect(states.some((s) => s.upcardShowing)).toBe(true);
  });

  test('explain(a) is null if and only if a is among the legal actions', () => {
    const { problems, allowed, refusals, cited } = explainAgreement(blackAndRed, states, candidates);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(allowed).toBeGreaterThan(1000);
    expect(refusals).toBeGreaterThan(50_000);
    // The refusals met cover the main rules.
    for (const rule of [
      'players-and-deck',
      'turn-order',
      'discard-then-draw',
      'run-colour',
      'running-total',
      'go',
      'match',
    ])
      expect(cited, rule).toContain(rule);
  });

  test('every legal action applies; an illegal one throws', () => {
    for (const state of states) {
      for (const seat of blackAndRed.toAct(state)) {
        for (const action of blackAndRed.legalActions(state, seat)) {
          expect(() => blackAndRed.apply(state, seat, action)).not.toThrow();
        }
      }
      const idle = [0, 1].find((s) => !blackAndRed.toAct(state).includes(s));
      if (idle !== undefined) expect(() => blackAndRed.apply(state, idle, { type: 'go' })).toThrow();
    }
  });

  test('every seat in toAct has a legal action, no other seat has one, and lists are stable', () => {
    for (const state of states) {
      const toAct = blackAndRed.toAct(state);
      for (let seat = 0; seat < 2; seat++) {
        const legal = blackAndRed.legalActions(state, seat);
        expect(legal.length > 0).toBe(toAct.includes(seat));
        const texts = legal.map(blackAndRed.formatAction);
        expect(new Set(texts).size).toBe(texts.length);
        expect(blackAndRed.legalActions(state, seat).map(blackAndRed.formatAction)).toEqual(texts);
      }
      expect(toAct.length === 0).toBe(state.phase === 'over');
      expect(blackAndRed.isSimultaneous(state)).toBe(false);
    }
  });

  test('a seat outside the game is refused under players-and-deck', () => {
    expect(blackAndRed.explain(ex1(), 2, { type: 'go' })).toEqual({
      rule: 'players-and-deck',
      message: 'Black & Red is for two players, A and B.',
    });
    expect(blackAndRed.explain(ex1(), -1, { type: 'discard', card: '7S' })?.rule).toBe('players-and-deck');
  });

  test('every refusal message is a sentence', () => {
    const state = ex1();
    for (const seat of [0, 1]) {
      for (const action of candidates(state, seat)) {
        const verdict = blackAndRed.explain(state, seat, action);
        if (verdict) expect(verdict.message).toMatch(/^[A-Z].*[.]$/);
      }
    }
    expect(why(state, 0, '7S')).toBeNull();
  });
});
