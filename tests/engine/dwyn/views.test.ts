// What each seat may know (the DWYN page, Rulings; view.ts): its own hand only, every tableau, the
// face-up discard pile, the duel, and the sizes of hands, stock and pool, never the stock's order
// or the pool's contents; the spectator sees every hand, and so does everyone once a game is over.
// Also determinization, which redeals only what the seat cannot see.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { DWYN_DISTINCT } from '../../../src/engine/dwyn/deck.ts';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import { A, act, B, C, conserved, dealt, dwyn, midGame, position, randomGame, run, sorted } from './helpers.ts';

const CARDS = new Set<string>(DWYN_DISTINCT);

/** Every card string anywhere in a value, with repeats. */
function cardsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CARDS.has(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (key !== 'options') cardsIn(item, out);
  }
  return out;
}

/** What `seat` may see in `state`, with repeats: its hand, every tableau, the pile, the duel's cards. */
function visibleTo(state: DwynState, seat: number): string[] {
  return [
    ...(state.hands[seat] ?? []),
    ...state.tableaux.flat(),
    ...state.discards,
    ...(state.duel ? [state.duel.target, ...state.duel.cards] : []),
  ];
}

/** Is `part` contained in `whole` as a multiset? */
function within(part: readonly string[], whole: readonly string[]): boolean {
  const left = whole.slice();
  for (const card of part) {
    const at = left.indexOf(card);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

describe("a seat's view", () => {
  test('its own hand only; the other hands as counts', () => {
    const state = dealt({}, 4);
    for (const viewer of [A, B, C]) {
      const view = dwyn.view(state, viewer);
      expect(view.viewer).toBe(viewer);
      for (const seat of [A, B, C]) {
        expect(view.seats[seat]?.count).toBe(state.hands[seat]?.length);
        if (seat === viewer) expect(view.seats[seat]?.cards).toEqual(state.hands[seat]);
        else expect(view.seats[seat]).not.toHaveProperty('cards');
      }
    }
  });

  test('every tableau, its protected suits, body and KROWN, and the wins, for everyone', () => {
    const state = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'], C: ['CASTLE-4'] },
        tableaux: { A: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'], B: ['KROWN', 'RUGBY-HEAD'] },
        wins: { C: 0 },
      },
      {},
    );
    for (const viewer of [A, B, C, 'all'] as const) {
      const view = dwyn.view(state, viewer);
      expect(view.seats.map((s) => s.tableau)).toEqual(state.tableaux);
      expect(view.seats[A]).toMatchObject({ protectedSuits: ['SKULL'], body: true, krown: false, wins: 0 });
      expect(view.seats[B]).toMatchObject({ protectedSuits: [], body: false, krown: true });
      expect(view.krownDrawn).toBe(true);
    }
  });

  test('the stock as a count, never its order; the pile face up', () => {
    const state = midGame();
    const view = dwyn.view(state, A);
    expect(view.stock).toBe(state.stock.length);
    expect(view.stock).toBe(11);
    expect(view.discards).toEqual(state.discards);
    expect(view.krownDrawn).toBe(false);
    expect(view.pool).toBe(0);
    // The top of the stock (SHIELD-X) is in no view.
    for (const viewer of [A, B]) expect(cardsIn(dwyn.view(state, viewer))).not.toContain('SHIELD-X');
  });

  test('the pool as a count, never its contents', () => {
    const state = position({ hands: { A: ['CASTLE-2'], B: ['CASTLE-3'] }, tableaux: { B: ['KROWN'] } }, { players: 2 });
    const view = dwyn.view(state, A);
    expect(view.pool).toBe(state.pool.length);
    expect(view.pool).toBe(58 - 3);
    expect(view.stock).toBe(0);
    expect(view.discards).toEqual([]);
    expect(sorted(cardsIn(view))).toEqual(sorted(['CASTLE-2', 'KROWN']));
  });

  test('the duel in progress is public, with who leads it', () => {
    const state = position(
      {
        stage: 'duel',
        hands: { A: ['CASTLE-4'], B: ['CASTLE-5'], C: ['LEAF-2'] },
        tableaux: { B: ['RUGBY-HEAD'] },
        discards: ['DWYN'],
        stockSize: 5,
        duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE', cards: ['CASTLE-3'] },
      },
      {},
    );
    expect(dwyn.view(state, C).duel).toEqual({
      challenger: A,
      defender: B,
      target: 'RUGBY-HEAD',
      suit: 'CASTLE',
      cards: ['CASTLE-3'],
      toAnswer: A,
      leader: B,
    });
    expect(dwyn.view(state, C).toAct).toEqual([A]);
    const naming = position(
      {
        stage: 'suit',
        hands: { A: ['CASTLE-4'], B: ['CASTLE-5'], C: ['LEAF-2'] },
        tableaux: { B: ['RUGBY-HEAD'] },
        discards: ['DWYN'],
        stockSize: 5,
        duel: { defender: 'B', target: 'RUGBY-HEAD' },
      },
      {},
    );
    expect(dwyn.view(naming, B).duel).toMatchObject({ suit: null, cards: [], leader: null });
  });

  test("the spectator view ('all') shows every hand", () => {
    const state = dealt({ players: 4 }, 9);
    const view = dwyn.view(state, 'all');
    expect(view.seats.map((s) => s.cards)).toEqual(state.hands);
  });

  test('once the game is over, every hand shows to every seat', () => {
    const state = position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2', 'CASTLE-3'] },
        tableaux: { A: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 2 },
    );
    const over = act(state, A, 'discard MINER-3').state;
    expect(over.phase).toBe('over');
    expect(dwyn.view(over, A).seats[B]?.cards).toEqual(['LEAF-2', 'CASTLE-3']);
    expect(dwyn.view(over, B).seats[A]?.cards).toEqual([]);
    expect(dwyn.view(over, A).winners).toEqual([A]);
    expect(dwyn.view(over, A).lastGame).toEqual({ winner: A, reason: 'won' });
  });

  test('in random games, no view ever shows a card its seat may not see, nor does any event', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let previous: DwynState | null = null;
      randomGame({ players: 2 + (seed % 3) }, seed, (state) => {
        if (state.phase !== 'play') return;
        for (let seat = 0; seat < state.hands.length; seat++) {
          const seen = cardsIn(dwyn.view(state, seat));
          if (!within(seen, visibleTo(state, seat))) throw new Error(`seed ${seed}: seat ${seat} sees too much`);
          checked++;
        }
        previous = state;
      });
      expect(previous).not.toBeNull();
    }
    expect(checked).toBeGreaterThan(1000);
    // Private events: draws and face-down discards show their card only to their seat.
    const { events } = randomGame({ players: 3 }, 11);
    const privateOnes = events.filter((e) => e.visibleTo !== undefined);
    expect(privateOnes.length).toBeGreaterThan(20);
    for (const event of privateOnes) {
      expect(['draw', 'discard']).toContain(event.kind);
      const owner = event.visibleTo?.[0] ?? -1;
      expect(event.visibleTo).toEqual([owner]);
      expect(event.seat).toBe(owner);
      for (const seat of [A, B, C]) {
        if (seat !== owner) expect(redactEvent(event, seat).cards).toBeUndefined();
      }
    }
  });
});

describe('determinization (hidden.ts)', () => {
  function hidden(state: DwynState, seat: number): string[] {
    return [
      ...state.hands.flatMap((hand, other) => (other === seat ? [] : hand)),
      ...state.stock.slice(0, -1),
      ...state.pool,
    ];
  }

  function check(state: DwynState, seat: number, seeds: number): void {
    let othersChanged = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const guess = dwyn.determinize(state, seat, seedRng(seed));
      expect(guess.hands[seat]).toEqual(state.hands[seat]);
      expect(guess.tableaux).toEqual(state.tableaux);
      expect(guess.discards).toEqual(state.discards);
      expect(guess.duel).toEqual(state.duel);
      expect(guess.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
      expect(guess.stock).toHaveLength(state.stock.length);
      expect(guess.stock.at(-1)).toBe(state.stock.at(-1));
      expect(guess.pool).toHaveLength(state.pool.length);
      expect(guess.stage).toBe(state.stage);
      expect(guess.turn).toBe(state.turn);
      expect(sorted(hidden(guess, seat))).toEqual(sorted(hidden(state, seat)));
      expect(conserved(guess)).toBe(true);
      if (
        guess.hands.some((hand, other) => other !== seat && JSON.stringify(hand) !== JSON.stringify(state.hands[other]))
      ) {
        othersChanged++;
      }
    }
    expect(othersChanged).toBeGreaterThan(seeds / 2);
  }

  test('before the KROWN: keeps the own hand, the tableaux, the pile and every size; redeals the rest', () => {
    const state = act(dealt({}, 6), dealt({}, 6).turn, 'draw').state;
    check(state, state.turn, 20);
    check(state, (state.turn + 1) % 3, 20);
  });

  test('after the KROWN: the pool and the other hands are redealt together', () => {
    const state = position(
      {
        hands: { A: ['CASTLE-2', 'STEAL'], B: ['CASTLE-3', 'LEAF-4', 'MINER-X'], C: ['SKULL-2'] },
        tableaux: { A: ['RUGBY-HEAD'], C: ['KROWN'] },
      },
      {},
    );
    check(state, A, 20);
    // Over seeds some of the pool's cards land in B's hand.
    const pool = new Set(state.pool);
    let moved = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const guess = dwyn.determinize(state, A, seedRng(seed));
      if ((guess.hands[B] ?? []).some((card) => pool.has(card) && !(state.hands[B] ?? []).includes(card))) moved++;
    }
    expect(moved).toBeGreaterThan(10);
  });

  test('in a duel, the duel stays as it is', () => {
    const state = run(midGame(), [
      [A, 'draw'],
      [A, 'dwyn B RUGBY-HEAD'],
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
    ]).state;
    check(state, A, 10);
  });

  test('between games and after the match, the state is returned as it is', () => {
    const state = position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2'] },
        tableaux: { A: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 2, matchGames: 2 },
    );
    const between = act(state, A, 'discard MINER-3').state;
    expect(between.phase).toBe('handOver');
    expect(dwyn.determinize(between, B, seedRng(1))).toBe(between);
  });
});
