// The fast path (Game.step) reaches the state apply reaches after every action of seeded random
// sessions, and chips are conserved after every action: stacks + pot + rake = players x startingChips.
import { describe, expect, test } from 'vitest';
import { flags, noCards, only, zeros } from '../../../src/engine/day/state.ts';
import { chipTotal, day, randomSession, type Opts } from './engine-helpers.ts';

describe('step, the fast path, and chip conservation', () => {
  const variants: Opts[] = [
    { players: 2 },
    { players: 3, limit: 'pot', rakePercent: 10 },
    { players: 5, limit: 'no-limit', ante: 5, startingChips: 50 },
    { players: 8, limit: 'no-limit', dedicatedDealer: true },
    { players: 6, limit: 'pot', ante: 0, maxHands: 10 },
    { players: 4, moonValue: 0, eclipseCountsFolded: true, rakePercent: 20 },
  ];
  for (const input of variants) {
    test(JSON.stringify(input), () => {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 12; seed++) {
        const players = Number(input.players);
        const end = randomSession(input, seed, (_before, after, _seat, events) => {
          expect(chipTotal(after)).toBe(players * Number(input.startingChips ?? 100));
          for (const e of events) seen.add(e.kind);
        });
        expect(end.phase).toBe('over');
      }
      expect(seen.has('win')).toBe(true);
    });
  }

  test('step equals apply at every action', () => {
    for (const input of variants) {
      for (let seed = 20; seed <= 26; seed++) {
        let state = day.newGame(day.parseOptions(input), seed);
        let k = seed;
        for (let i = 0; i < 50_000 && day.toAct(state).length > 0; i++) {
          const seat = day.toAct(state)[0] as number;
          const legal = day.legalActions(state, seat);
          k = (k * 1103515245 + 12345) >>> 0;
          const action = legal[k % legal.length];
          const applied = day.apply(state, seat, action as never).state;
          expect(day.step(state, seat, action as never)).toStrictEqual(applied);
          expect(chipTotal(applied)).toBe(chipTotal(state));
          state = applied;
        }
        expect(state.phase).toBe('over');
      }
    }
  });

  test('never changes the lists states share (a fresh round, nobody folded...)', () => {
    for (const input of variants) for (let seed = 30; seed <= 32; seed++) randomSession(input, seed);
    for (let n = 2; n <= 8; n++) {
      expect(zeros(n)).toEqual(new Array(n).fill(0));
      expect(flags(n, false)).toEqual(new Array(n).fill(false));
      expect(flags(n, true)).toEqual(new Array(n).fill(true));
      expect(noCards(n)).toEqual(new Array(n).fill(null));
      for (let seat = 0; seat < n; seat++)
        expect(only(n, seat)).toEqual(Array.from({ length: n }, (_, s) => s === seat));
    }
  });

  test('leaves the state it is given unchanged', () => {
    const state = day.newGame(day.parseOptions({ players: 4 }), 3);
    const copy = structuredClone(state);
    for (const action of day.legalActions(state, 0)) day.step(state, 0, action);
    expect(state).toStrictEqual(copy);
  });
});
