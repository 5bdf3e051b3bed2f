// The deal (players-and-decks): 12 cards each, two spare pairs, the rest as the stock.
import { describe, expect, test } from 'vitest';
import { countCards, standardDecks } from '../../../src/engine/core/cards.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { conserved, kinds, newGame, options } from './helpers.ts';

describe('a new deal', () => {
  test.each([2, 3, 4, 7, 8, 11])('%i players: 12 cards each, two spare pairs, the rest in stock', (players) => {
    const state = newGame({ players }, 9);
    expect(state.hands).toHaveLength(players);
    for (const hand of state.hands) expect(hand).toHaveLength(12);
    expect(state.pairs.map((p) => p.id)).toEqual(['S1', 'S2']);
    for (const pair of state.pairs) {
      expect(pair.cards).toHaveLength(2);
      expect(pair.owner).toBeNull();
      expect(pair.takenBy).toBeNull();
      expect(pair.pickedBy).toBeNull();
    }
    expect(state.stock).toHaveLength(52 * state.decks - 12 * players - 4);
    expect(state.pile).toEqual([]);
    expect(state.discards).toEqual([]);
    expect(conserved(state)).toBe(true);
  });

  test('every card of the decks is dealt exactly as often as the decks hold it', () => {
    const state = newGame({ players: 5 }, 3);
    const dealt = countCards([...state.hands.flat(), ...state.pairs.flatMap((p) => p.cards), ...state.stock]);
    const deck = countCards(standardDecks(2));
    expect(dealt).toEqual(deck);
    for (const count of dealt.values()) expect(count).toBe(2);
  });

  test('the first dealer is the last seat, so seat A acts first; the phase is arrange', () => {
    for (const players of [2, 4, 11]) {
      const state = newGame({ players }, 1);
      expect(state.dealer).toBe(players - 1);
      expect(state.turn).toBe(0);
      expect(state.phase).toBe('arrange');
      expect(state.handNumber).toBe(1);
      expect(state.wins).toEqual(new Array(players).fill(0));
      expect(state.ready).toEqual(new Array(players).fill(false));
      expect(state.takes).toEqual(new Array(players).fill(null));
      expect(state.firstFailer).toBeNull();
      expect(state.handWinners).toEqual([]);
    }
  });

  test('the same seed gives the same deal', () => {
    expect(newGame({ players: 4 }, 123)).toEqual(newGame({ players: 4 }, 123));
  });

  test('different seeds give different deals', () => {
    const deals = new Set<string>();
    for (let seed = 0; seed < 20; seed++) deals.add(JSON.stringify(newGame({ players: 4 }, seed).hands));
    expect(deals.size).toBe(20);
  });

  test('newGame does not depend on anything but options and seed', () => {
    const a = dawn.newGame(options({ players: 3 }), 77);
    const b = dawn.newGame(options({ players: 3 }), 77);
    expect(a.stock).toEqual(b.stock);
    expect(a.rng).toEqual(b.rng);
  });

  test('the deal event names the dealer and the hand, citing the deal rule', () => {
    // The deal event is only visible through the next hand of a match, so check it there.
    const state = {
      ...newGame({ players: 3, matchHands: 2 }, 5),
      phase: 'handOver' as const,
    };
    const result = dawn.apply(state, 0, { type: 'deal' });
    expect(kinds(result.events)).toEqual(['deal']);
    expect(result.events[0]).toMatchObject({ kind: 'deal', rule: 'deal', seat: 0, detail: { hand: 2 } });
  });

  test('everyone may act in the arrange phase', () => {
    expect(dawn.toAct(newGame({ players: 5 }, 2))).toEqual([0, 1, 2, 3, 4]);
  });

  test('outcome is null while the hand is being played', () => {
    expect(dawn.outcome(newGame({}, 1))).toBeNull();
  });
});
