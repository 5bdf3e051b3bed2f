// The seat diagram (components/dwyn/SeatDiagram.astro) draws its order of play from
// src/engine/dwyn/page.ts: that order is the one a dealt game takes its turns in.
import { describe, expect, test } from 'vitest';
import { seatOrder } from '../../../src/engine/dwyn/page.ts';
import { A, B, C, D, E, F, act, newGame } from './helpers.ts';
import type { Seat } from '../../../src/engine/core/game.ts';

describe("the seat diagram's order", () => {
  test("six players, F dealing: A (on F's left) first, then F, E, D, C and B", () => {
    expect(seatOrder(6, F)).toEqual({ first: A, order: [A, F, E, D, C, B] });
  });

  test('is the order a dealt game takes turns in', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      for (let seed = 1; seed <= 6; seed++) {
        let state = newGame({ players }, seed);
        const { order } = seatOrder(players, state.dealer);
        // The opening lay-out goes in turn order, skipping players with nothing to lay out.
        const laidOut: Seat[] = [];
        while (state.stage === 'layout') {
          laidOut.push(state.turn);
          state = act(state, state.turn, 'layout').state;
        }
        expect(laidOut).toEqual(order.filter((s) => laidOut.includes(s)));
        // Then two rounds of turns: draw and discard.
        const turns: Seat[] = [];
        for (let i = 0; i < 2 * players; i++) {
          turns.push(state.turn);
          state = act(state, state.turn, 'draw').state;
          const hand = state.hands[state.turn] ?? [];
          state = act(state, state.turn, `discard ${hand[0] ?? ''}`).state;
        }
        expect(turns).toEqual([...order, ...order]);
      }
    }
  });

  test('with the dealer second', () => {
    for (const players of [3, 4, 5, 6]) {
      for (let dealer = 0; dealer < players; dealer++) expect(seatOrder(players, dealer).order[1]).toBe(dealer);
    }
  });
});
