// The deal (first-dealer, deal, deal): 13 each with four players, 17 each and one face-down leftover with
// three; every card once; the same seed gives the same deal; the first dealer is chosen by drawing
// (highest Light rank, Ace high, tied players draw again); the deal then passes to the left.
import { describe, expect, test } from 'vitest';
import type { GameEvent, Seat } from '../../../src/engine/core/game.ts';
import { makeRandom, seedRng, shuffle, type RngState } from '../../../src/engine/core/rng.ts';
import { drawForDealer } from '../../../src/engine/dark-hearts/deal.ts';
import { DARK_HAND_DECK, faceRank } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsRule } from '../../../src/engine/dark-hearts/index.ts';
import { A, act, B, C, conserved, D, legal, newGame, playUntil, randomChooser, sorted, why } from './helpers.ts';

/** The first dealer worked out by hand from the seed: draw in deck order, ties draw again. */
function expectedDealer(players: number, seed: number): { dealer: Seat; rounds: number } {
  const [deck] = shuffle(DARK_HAND_DECK, seedRng(seed));
  let drawing = Array.from({ length: players }, (_, s) => s);
  let at = 0;
  for (let rounds = 1; ; rounds++) {
    const ranks = drawing.map(() => faceRank(deck[at++] as string, 'L'));
    const best = Math.max(...ranks);
    drawing = drawing.filter((_, i) => ranks[i] === best);
    if (drawing.length === 1) return { dealer: drawing[0] as Seat, rounds };
  }
}

function drawEvents(players: number, rng: RngState): { dealer: Seat; events: GameEvent<DarkHeartsRule>[] } {
  const events: GameEvent<DarkHeartsRule>[] = [];
  const [dealer] = drawForDealer(players, rng, events);
  return { dealer, events };
}

describe('a new deal', () => {
  test('4 players: 13 cards each, no leftover, every card exactly once', () => {
    const state = newGame({ players: 4 }, 5);
    expect(state.hands).toHaveLength(4);
    for (const hand of state.hands) expect(hand).toHaveLength(13);
    expect(state.leftover).toBeNull();
    expect(sorted(state.hands.flat())).toEqual(sorted(DARK_HAND_DECK));
    expect(conserved(state)).toBe(true);
  });

  test('3 players: 17 cards each and one leftover, every card exactly once', () => {
    const state = newGame({ players: 3 }, 5);
    expect(state.hands).toHaveLength(3);
    for (const hand of state.hands) expect(hand).toHaveLength(17);
    expect(state.leftover).not.toBeNull();
    expect(state.hands.flat()).not.toContain(state.leftover);
    expect(sorted([...state.hands.flat(), state.leftover as string])).toEqual(sorted(DARK_HAND_DECK));
    expect(state.leftoverTakenBy).toBeNull();
    expect(conserved(state)).toBe(true);
  });

  test('the game starts at hand 1 in the pass phase, scores 0/0, nothing broken, no trick', () => {
    for (const players of [3, 4]) {
      const state = newGame({ players }, 2);
      expect(state.handNumber).toBe(1);
      expect(state.phase).toBe('pass');
      expect(state.scores).toEqual(new Array(players).fill({ L: 0, D: 0 }));
      expect(state.handPoints).toEqual(new Array(players).fill({ L: 0, D: 0 }));
      expect(state.broken).toEqual({ L: false, D: false });
      expect(state.trick).toBeNull();
      expect(state.tricksPlayed).toBe(0);
      expect(state.played).toEqual([]);
      expect(state.passes).toEqual(new Array(players).fill(null));
      expect(state.winners).toEqual([]);
      expect(darkHearts.outcome(state)).toBeNull();
    }
  });

  test('the same seed gives the same deal; different seeds give different deals', () => {
    expect(newGame({ players: 4 }, 123)).toEqual(newGame({ players: 4 }, 123));
    expect(newGame({ players: 3 }, 123)).toEqual(newGame({ players: 3 }, 123));
    const deals = new Set<string>();
    for (let seed = 0; seed < 25; seed++) deals.add(JSON.stringify(newGame({}, seed).hands));
    expect(deals.size).toBe(25);
  });

  test('a deal is a shuffle: over many seeds every card reaches every seat', () => {
    const seen = new Map<string, Set<number>>();
    for (let seed = 0; seed < 200; seed++) {
      newGame({}, seed).hands.forEach((hand, seat) => {
        for (const c of hand) seen.set(c, (seen.get(c) ?? new Set()).add(seat));
      });
    }
    expect(seen.size).toBe(52);
    for (const seats of seen.values()) expect(seats.size).toBe(4);
  });
});

describe('the first dealer is chosen by drawing (first-dealer)', () => {
  test('the dealer is the highest Light rank drawn, Ace high, ties drawing again, for 200 seeds and both table sizes', () => {
    const dealers = new Set<number>();
    for (const players of [3, 4]) {
      for (let seed = 0; seed < 200; seed++) {
        const state = newGame({ players }, seed);
        expect(state.dealer, `seed ${seed}`).toBe(expectedDealer(players, seed).dealer);
        dealers.add(state.dealer + 10 * players);
      }
    }
    // Every seat deals first sometimes.
    expect([...dealers].sort((x, y) => x - y)).toEqual([30, 31, 32, 40, 41, 42, 43]);
  });

  test('events: one draw-for-deal per seat, then first-dealer, all citing the rule first-dealer', () => {
    // A seed whose first draw has a single highest card.
    const seed = Array.from({ length: 100 }, (_, s) => s).find((s) => expectedDealer(4, s).rounds === 1) as number;
    const { dealer, events } = drawEvents(4, seedRng(seed));
    expect(events.map((e) => e.kind)).toEqual([
      'draw-for-deal',
      'draw-for-deal',
      'draw-for-deal',
      'draw-for-deal',
      'first-dealer',
    ]);
    for (const e of events) expect(e.rule).toBe('first-dealer');
    expect(events.slice(0, 4).map((e) => e.seat)).toEqual([A, B, C, D]);
    for (const e of events.slice(0, 4)) expect(e.cards).toHaveLength(1);
    const ranks = events.slice(0, 4).map((e) => faceRank(e.cards?.[0] as string, 'L'));
    const best = Math.max(...ranks);
    expect(ranks.filter((r) => r === best)).toHaveLength(1);
    expect(dealer).toBe(ranks.indexOf(best));
    expect(events[4]?.seat).toBe(dealer);
    expect(newGame({}, seed).dealer).toBe(dealer);
  });

  test('an Ace is the highest draw', () => {
    const seed = Array.from({ length: 500 }, (_, s) => s).find((s) => {
      const { events } = drawEvents(4, seedRng(s));
      const firstRound = events.slice(0, 4).map((e) => faceRank(e.cards?.[0] as string, 'L'));
      return firstRound.filter((r) => r === 14).length === 1 && firstRound.includes(13);
    });
    expect(seed).toBeDefined();
    const { dealer, events } = drawEvents(4, seedRng(seed as number));
    const aceSeat = events.find(
      (e) => e.kind === 'draw-for-deal' && faceRank(e.cards?.[0] as string, 'L') === 14,
    )?.seat;
    expect(dealer).toBe(aceSeat);
  });

  test('tied players draw again, and only they', () => {
    const seed = Array.from({ length: 500 }, (_, s) => s).find((s) => expectedDealer(4, s).rounds > 1);
    expect(seed).toBeDefined();
    const { dealer, events } = drawEvents(4, seedRng(seed as number));
    const draws = events.filter((e) => e.kind === 'draw-for-deal');
    expect(draws.length).toBeGreaterThan(4);
    const first = draws.slice(0, 4);
    const ranks = first.map((e) => faceRank(e.cards?.[0] as string, 'L'));
    const best = Math.max(...ranks);
    const tied = first.filter((_, i) => ranks[i] === best).map((e) => e.seat);
    expect(tied.length).toBeGreaterThan(1);
    // The second round is drawn by the tied players only, in seat order.
    expect(draws.slice(4, 4 + tied.length).map((e) => e.seat)).toEqual(tied);
    expect(tied).toContain(dealer);
    expect(events.filter((e) => e.kind === 'first-dealer')).toEqual([
      { kind: 'first-dealer', rule: 'first-dealer', seat: dealer },
    ]);
    // Each draw is a different card (drawn from one shuffled deck).
    const drawn = draws.map((e) => e.cards?.[0]);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  test('the deck is reshuffled for the deal after the draw', () => {
    // Were it not, the cards drawn would be the first cards of seat A's hand.
    let differs = 0;
    for (let seed = 0; seed < 20; seed++) {
      const { events } = drawEvents(4, seedRng(seed));
      const drawnFirst = events.find((e) => e.kind === 'draw-for-deal')?.cards?.[0];
      if (newGame({}, seed).hands[A]?.[0] !== drawnFirst) differs++;
    }
    expect(differs).toBeGreaterThan(15);
  });
});

describe('the deal passes to the left each hand (first-dealer)', () => {
  test('at the end of a hand the player left of the dealer deals the next; nobody else may', () => {
    const random = makeRandom(4);
    let state = newGame({}, 4);
    const dealers: number[] = [state.dealer];
    for (let hand = 1; hand <= 5; hand++) {
      state = playUntil(state, randomChooser(random), (s) => s.phase === 'handOver').state;
      expect(state.phase).toBe('handOver');
      const next = (state.dealer + 1) % 4;
      expect(darkHearts.toAct(state)).toEqual([next]);
      expect(legal(state, next)).toEqual(['deal']);
      for (let seat = 0; seat < 4; seat++) {
        if (seat === next) continue;
        expect(legal(state, seat)).toEqual([]);
        expect(why(state, seat, 'deal')?.rule).toBe('next-hand');
      }
      expect(why(state, next, 'D2C')?.rule).toBe('next-hand');
      const scores = state.scores;
      const { state: dealt, events } = act(state, next, 'deal');
      expect(dealt.dealer).toBe(next);
      expect(dealt.handNumber).toBe(hand + 1);
      expect(dealt.scores).toEqual(scores);
      expect(dealt.broken).toEqual({ L: false, D: false });
      expect(dealt.handPoints).toEqual(new Array(4).fill({ L: 0, D: 0 }));
      expect(events[0]).toMatchObject({ kind: 'deal', rule: 'deal', seat: next, detail: { hand: hand + 1 } });
      for (const h of dealt.hands) expect(h).toHaveLength(13);
      expect(conserved(dealt)).toBe(true);
      dealers.push(dealt.dealer);
      state = dealt;
    }
    expect(dealers).toEqual([0, 1, 2, 3, 4, 5].map((i) => ((dealers[0] as number) + i) % 4));
  });

  test('with three players the deal also goes left, and each deal has a fresh leftover', () => {
    const random = makeRandom(9);
    let state = newGame({ players: 3, endScore: 1000 }, 9);
    const first = state.dealer;
    for (let hand = 1; hand <= 3; hand++) {
      state = playUntil(state, randomChooser(random), (s) => s.phase === 'handOver').state;
      state = act(state, (state.dealer + 1) % 3, 'deal').state;
      expect(state.dealer).toBe((first + hand) % 3);
      expect(state.leftover).not.toBeNull();
      expect(state.leftoverTakenBy).toBeNull();
      for (const h of state.hands) expect(h).toHaveLength(17);
      expect(conserved(state)).toBe(true);
    }
  });
});
