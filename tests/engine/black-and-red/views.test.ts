// What each seat may know (the Black & Red page, Rulings): its own hand; the opponent's hand only as a count
// (until the hand is over); the stock as a count with the upcard showing only until drawn; the discards,
// run, total and both targets in public. Also determinization, which redeals only hidden cards.
import { describe, expect, test } from 'vitest';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { A, act, B, conserved, ex1, EX_SCRIPT, randomGame, run, sorted } from './helpers.ts';

const CARD = new Set(standardDecks(1));

/** Every card string anywhere in a view. */
function cardsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (CARD.has(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) cardsIn(item, out);
  }
  return out;
}

describe("a seat's view", () => {
  test("the opponent's hand has no cards, only a count; your own hand is complete", () => {
    const state = ex1();
    const view = blackAndRed.view(state, A);
    expect(view.viewer).toBe(A);
    expect(view.seats[A]?.cards).toEqual(state.hands[A]);
    expect(view.seats[B]).toEqual({ seat: B, count: 7, target: 'black', saidGo: false, score: 0 });
    expect(view.seats[B]).not.toHaveProperty('cards');
    expect(blackAndRed.view(state, B).seats[A]).not.toHaveProperty('cards');
  });

  test('the stock is a count; the upcard shows until player one draws it', () => {
    const state = ex1();
    const before = blackAndRed.view(state, B);
    expect(before.stock).toBe(38);
    expect(before.upcard).toBe('5H');
    const after = blackAndRed.view(act(state, A, '7S').state, B);
    expect(after.stock).toBe(37);
    expect(after.upcard).toBeNull();
    // The upcard is now in A's hand: A sees it there, B sees only the count.
    expect(blackAndRed.view(act(state, A, '7S').state, A).seats[A]?.cards).toContain('5H');
    expect(after.seats[A]).not.toHaveProperty('cards');
  });

  test('discards, the run, its colour and total, both targets, goes and scores are public', () => {
    const mid = run(
      ex1(),
      EX_SCRIPT.slice(0, 5).map(([s, t]) => [s, t] as const),
    ).state;
    for (const viewer of [A, B] as const) {
      const view = blackAndRed.view(mid, viewer);
      expect(view.run).toEqual(['7S', '9C', '10S', '4C']);
      expect(view.total).toBe(30);
      expect(view.runColour).toBe('black');
      expect(view.seats.map((s) => s.target)).toEqual(['red', 'black']);
      expect(view.seats.map((s) => s.saidGo)).toEqual([true, false]);
      expect(view.seats.map((s) => s.score)).toEqual([0, 0]);
      expect(view.lastDiscarder).toBe(B);
      expect(view.turn).toBe(B);
      expect(view.toAct).toEqual([B]);
      expect(view.playerOne).toBe(A);
      expect(view.dealer).toBe(B);
    }
    const next = act(mid, B, 'go').state;
    expect(blackAndRed.view(next, A).discards).toEqual(['7S', '9C', '10S', '4C']);
  });

  test("the spectator view ('all') shows both hands", () => {
    const state = ex1();
    const view = blackAndRed.view(state, 'all');
    expect(view.seats[A]?.cards).toEqual(state.hands[A]);
    expect(view.seats[B]?.cards).toEqual(state.hands[B]);
  });

  test('once a hand is over, both hands are face up for both players', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      randomGame({}, seed, (state) => {
        if (state.phase === 'play') return;
        for (const viewer of [A, B]) {
          for (const seat of [A, B])
            expect(blackAndRed.view(state, viewer).seats[seat]?.cards).toEqual(state.hands[seat]);
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('over random games, a view holds no card its seat may not know', () => {
    const problems: string[] = [];
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      randomGame({}, seed, (state, step) => {
        if (step % 3 !== 0) return;
        for (const seat of [A, B]) {
          const allowed = new Set<string>([...(state.hands[seat] ?? []), ...state.run, ...state.discards]);
          if (state.upcardShowing && state.stock[0]) allowed.add(state.stock[0]);
          if (state.phase !== 'play') for (const card of state.hands[1 - seat] ?? []) allowed.add(card);
          for (const card of cardsIn(blackAndRed.view(state, seat))) {
            if (!allowed.has(card)) problems.push(`seed ${seed} step ${step}: seat ${seat} sees ${card}`);
          }
          checked++;
        }
      });
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  test('a view is plain data', () => {
    const view = blackAndRed.view(ex1(), A);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe('determinize', () => {
  function check(state: BlackAndRedState, seat: number, seed: number): BlackAndRedState {
    const other = blackAndRed.determinize(state, seat, seedRng(seed));
    expect(conserved(other)).toBe(true);
    // What the seat knows is unchanged.
    expect(blackAndRed.view(other, seat)).toEqual(blackAndRed.view(state, seat));
    return other;
  }

  test('the hidden cards (the other hand, the stock below the upcard) are redealt; the upcard stays', () => {
    const state = ex1();
    const other = check(state, A, 3);
    expect(other.hands[A]).toEqual(state.hands[A]);
    expect(other.stock[0]).toBe('5H');
    expect(sorted([...(other.hands[B] ?? []), ...other.stock])).toEqual(
      sorted([...(state.hands[B] ?? []), ...state.stock]),
    );
    expect(other.hands[B]).not.toEqual(state.hands[B]);
  });

  test('the upcard player one drew stays known in that hand', () => {
    const after = act(ex1(), A, '7S').state;
    for (let seed = 1; seed <= 10; seed++) {
      const other = check(after, B, seed);
      expect(other.hands[A]).toContain('5H');
      expect(other.hands[B]).toEqual(after.hands[B]);
    }
  });

  test('over random games the view of the determinizing seat never changes', () => {
    let checked = 0;
    for (let seed = 1; seed <= 5; seed++) {
      randomGame({}, seed, (state, step) => {
        if (step % 7 !== 0) return;
        for (const seat of [A, B]) check(state, seat, step + seed);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
