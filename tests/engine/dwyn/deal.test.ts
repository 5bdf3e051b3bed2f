// The deal and the opening (rules deal, opening-layout, turn-order; DW-5, DW-6, DW-9, DW-19): a
// random first dealer, the KROWN face up at the bottom of the stock, seven cards each, one forced
// lay-out per seat dealt body cards in turn order, then the first discard (never a STEAL or DWYN),
// and the first player, the dealer's left-hand neighbour.
//
// Seeds found by search (3 players, default options): 19 buries a STEAL before turning MINER-3;
// 41 buries a DWYN before turning CASTLE-2; 192 deals no body card at all (the first such seed).
import { describe, expect, test } from 'vitest';
import { turnOrder } from '../../../src/engine/core/seats.ts';
import { isBody, KROWN } from '../../../src/engine/dwyn/deck.ts';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import {
  A,
  act,
  B,
  bodyCards,
  C,
  conserved,
  dealt,
  dwyn,
  kinds,
  layOutAll,
  legal,
  newGame,
  ofKind,
  options,
  position,
  why,
} from './helpers.ts';

const PLAYER_COUNTS = [2, 3, 4, 5, 6] as const;

describe('the deal (rule deal, DW-19)', () => {
  test('seven cards each, the KROWN face up at the bottom of the stock, nothing discarded yet', () => {
    for (const players of PLAYER_COUNTS) {
      for (let seed = 1; seed <= 10; seed++) {
        const state = newGame({ players }, seed);
        expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(7));
        expect(state.stock).toHaveLength(58 - 7 * players);
        expect(state.stock[state.stock.length - 1]).toBe(KROWN);
        expect(state.stock.slice(0, -1)).not.toContain(KROWN);
        expect(state.hands.flat()).not.toContain(KROWN);
        expect(state.tableaux.every((t) => t.length === 0)).toBe(true);
        expect(state.discards).toEqual([]);
        expect(state.pool).toEqual([]);
        expect(state.gameNumber).toBe(1);
        expect(state.wins).toEqual(new Array(players).fill(0));
        expect(conserved(state)).toBe(true);
      }
    }
  });

  test('the same seed deals the same game; different seeds deal differently', () => {
    expect(newGame({}, 42)).toEqual(newGame({}, 42));
    expect(newGame({}, 42).hands).not.toEqual(newGame({}, 43).hands);
  });

  test('the first dealer is random: over seeds every seat deals, and the first player is on their left', () => {
    for (const players of [2, 3, 5]) {
      const dealers = new Set<number>();
      for (let seed = 1; seed <= 60; seed++) {
        const state = newGame({ players }, seed);
        dealers.add(state.dealer);
        const first = (state.dealer + 1) % players;
        expect(dwyn.openingEvents(options({ players }), seed)).toEqual([
          { kind: 'deal', rule: 'deal', seat: state.dealer, detail: { game: 1, first } },
        ]);
        expect(dealt({ players }, seed).turn).toBe(first);
      }
      expect(dealers.size).toBe(players);
    }
  });
});

describe('the opening lay-out (rule opening-layout, DW-6; DW-FX1 is in fixtures.test.ts)', () => {
  test('each seat dealt body cards lays them all out in one forced action, in turn order from the first player', () => {
    for (const players of PLAYER_COUNTS) {
      for (const direction of ['anticlockwise', 'clockwise'] as const) {
        for (let seed = 1; seed <= 15; seed++) {
          const start = newGame({ players, direction }, seed);
          const first = (start.dealer + 1) % players;
          const withBody = turnOrder(first, players, direction).filter((s) => (start.hands[s] ?? []).some(isBody));
          const { state, seats, events } = layOutAll(start);
          expect(seats).toEqual(withBody);
          // One opening-layout event per seat, naming exactly the body cards dealt to it.
          expect(ofKind(events, 'opening-layout').map((e) => [e.seat, e.cards])).toEqual(
            withBody.map((s) => [s, bodyCards(start.hands[s] ?? [])]),
          );
          for (let seat = 0; seat < players; seat++) {
            const dealtHand = start.hands[seat] ?? [];
            expect(state.tableaux[seat]).toEqual(bodyCards(dealtHand));
            expect(state.hands[seat]).toEqual(dealtHand.filter((c) => !isBody(c)));
            expect(state.hands[seat]).toHaveLength(7 - bodyCards(dealtHand).length);
          }
          expect(state.hands.flat().some(isBody)).toBe(false);
          expect(state.stage).toBe('draw');
          expect(state.turn).toBe(first);
          expect(conserved(state)).toBe(true);
        }
      }
    }
  });

  test('during the lay-out only the seat asked may act, and only with layout', () => {
    const start = newGame({}, 1);
    expect(start.stage).toBe('layout');
    const [seat] = dwyn.toAct(start);
    expect(seat).toBe(start.turn);
    expect(legal(start, seat ?? -1)).toEqual(['layout']);
    const other = ((seat ?? 0) + 1) % 3;
    expect(legal(start, other)).toEqual([]);
    expect(why(start, other, 'layout')?.rule).toBe('opening-layout');
    const card = start.hands[seat ?? 0]?.[0] ?? '';
    expect(why(start, seat ?? 0, `discard ${card}`)?.rule).toBe('opening-layout');
    expect(why(start, seat ?? 0, 'draw')?.rule).toBe('opening-layout');
    // Once play has begun, the lay-out is over.
    const play = dealt({}, 1);
    expect(why(play, play.turn, 'layout')?.rule).toBe('opening-layout');
  });

  test('a deal with no body card in any hand goes straight to the first turn (seed 192)', () => {
    const none = newGame({}, 192);
    expect(none.hands.flat().some(isBody)).toBe(false);
    expect(none.stage).toBe('draw');
    expect(none.turn).toBe((none.dealer + 1) % 3);
    expect(none.discards).toEqual(['CASTLE-TORSO']);
    expect(legal(none, none.turn)).toEqual(['draw']);
    expect(kinds(dwyn.openingEvents(options(), 192))).toEqual(['deal', 'first-discard']);
  });

  test('after the last lay-out play begins with the first player, even one who laid out nothing', () => {
    const state = position({
      stage: 'layout',
      turn: 'B',
      hands: { A: ['CASTLE-2'], B: ['SKULL-HEAD'], C: ['LEAF-3'] },
    });
    const after = act(state, B, 'layout').state;
    expect(after.stage).toBe('draw');
    expect(after.turn).toBe(A);
  });
});

describe('the first discard (rule first-discard, DW-9)', () => {
  test('is the top card of the stock after the lay-out, and never a STEAL or a DWYN', () => {
    for (const players of PLAYER_COUNTS) {
      for (let seed = 1; seed <= 80; seed++) {
        const start = newGame({ players }, seed);
        const { state, events } = layOutAll(start);
        const [first] = ofKind(events, 'first-discard');
        expect(state.discards).toEqual(first?.cards);
        expect(state.discards).toHaveLength(1);
        expect(['STEAL', 'DWYN']).not.toContain(state.discards[0]);
        expect(state.stock).toHaveLength(58 - 7 * players - 1);
        expect(state.stock[state.stock.length - 1]).toBe(KROWN);
        expect(conserved(state)).toBe(true);
      }
    }
  });

  test('a STEAL or DWYN on top is buried in the stock above the KROWN and the next card is turned', () => {
    for (const [seed, buried, turned] of [
      [19, 'STEAL', 'MINER-3'],
      [41, 'DWYN', 'CASTLE-2'],
    ] as const) {
      const start = newGame({}, seed);
      const { state, events } = layOutAll(start);
      expect(ofKind(events, 'buried')).toEqual([{ kind: 'buried', rule: 'first-discard', cards: [buried] }]);
      expect(state.discards).toEqual([turned]);
      // The buried card is still in the stock, below the top and above the KROWN.
      const count = (list: readonly string[]): number => list.filter((c) => c === buried).length;
      expect(count(state.stock.slice(1, -1))).toBe(count(start.stock));
      expect(state.stock[state.stock.length - 1]).toBe(KROWN);
      expect(state.stock).toHaveLength(start.stock.length - 1);
      expect(conserved(state)).toBe(true);
    }
  });
});

describe('refilling after the lay-out (option refillAfterLayout, DW-6)', () => {
  test('off (the default): hands are not refilled', () => {
    let short = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const state = dealt({}, seed);
      short += state.hands.filter((h) => h.length < 7).length;
    }
    expect(short).toBeGreaterThan(20);
  });

  test('on: every hand is back to seven with no body card, while the stock keeps a card above the KROWN', () => {
    let refills = 0;
    for (const players of PLAYER_COUNTS) {
      for (let seed = 1; seed <= 30; seed++) {
        const start = newGame({ players, refillAfterLayout: true }, seed);
        const { state, events } = layOutAll(start);
        refills += ofKind(events, 'refill').length;
        expect(state.hands.flat().some(isBody)).toBe(false);
        expect(state.stock[state.stock.length - 1]).toBe(KROWN);
        expect(state.stock.length).toBeGreaterThanOrEqual(1);
        const full = state.hands.every((h) => h.length === 7);
        // A hand may stay short only when the stock ran down to its last card above the KROWN.
        if (!full) expect(state.stock.length, `${players} players, seed ${seed}`).toBeLessThanOrEqual(2);
        if (players <= 4) expect(full).toBe(true);
        // Every body card is in front of someone.
        expect(state.tableaux.flat().length + state.hands.flat().length).toBe(7 * players + refillCount(events));
        expect(conserved(state)).toBe(true);
      }
    }
    expect(refills).toBeGreaterThan(50);
  });

  test('on: a refilled body card is laid out in the same action', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 3; seed++) {
      const start = newGame({ refillAfterLayout: true }, seed);
      const { events } = layOutAll(start);
      for (const event of ofKind(events, 'opening-layout')) {
        const seat = event.seat ?? -1;
        if ((event.cards ?? []).length > bodyCards(start.hands[seat] ?? []).length) seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('turn order (rule turn-order, DW-5)', () => {
  const base = {
    hands: {
      A: ['CASTLE-2', 'LEAF-3'],
      B: ['CASTLE-3', 'LEAF-4'],
      C: ['CASTLE-4', 'LEAF-5'],
    },
    stockSize: 10,
  };

  function order(direction: string): number[] {
    let state: DwynState = position(base, { direction });
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(state.turn);
      state = act(state, state.turn, 'draw').state;
      state = act(state, state.turn, `discard ${state.hands[state.turn]?.[0]}`).state;
    }
    return seats;
  }

  test('anticlockwise (default): the dealer, C, plays second: A, C, B, A', () => {
    expect(order('anticlockwise')).toEqual([A, C, B, A]);
  });

  test('clockwise: A, B, C, A, the dealer last', () => {
    expect(order('clockwise')).toEqual([A, B, C, A]);
  });

  test('in a deal, the first player is the same either way, the second differs', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const anti = dealt({ players: 4 }, seed);
      const clock = dealt({ players: 4, direction: 'clockwise' }, seed);
      expect(anti.turn).toBe((anti.dealer + 1) % 4);
      expect(clock.turn).toBe(anti.turn);
      const next = (state: DwynState): number => {
        const drawn = act(state, state.turn, 'draw').state;
        return act(drawn, drawn.turn, `discard ${drawn.hands[drawn.turn]?.[0]}`).state.turn;
      };
      expect(next(anti)).toBe(anti.dealer);
      expect(next(clock)).toBe((clock.turn + 1) % 4);
    }
  });
});

function refillCount(events: readonly { kind: string; detail?: Readonly<Record<string, unknown>> }[]): number {
  return events.filter((e) => e.kind === 'refill').reduce((n, e) => n + Number(e.detail?.['count'] ?? 0), 0);
}
