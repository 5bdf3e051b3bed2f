// Views: what each seat may know (the Dawn page, Rulings: "Who sees what"). Hidden cards are absent, not flagged.
import { describe, expect, test } from 'vitest';
import { canSee, redactEvent } from '../../../src/engine/core/events.ts';
import type { GameEvent } from '../../../src/engine/core/game.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { dawn, type DawnRule } from '../../../src/engine/dawn/index.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import { A, act, allReady, B, C, newGame, playGame, position, randomChooser, run } from './helpers.ts';

const HANDS = {
  A: ['KS', 'QS', '9C', '5S', '2C', 'KH', '10H', '7D', '4D', '3H', 'AH', 'JD'],
  B: ['KC', 'JC', '8S', '6C', '4S', 'AS', '3C', 'QD', '9H', '6H', '2D', '8D'],
  C: ['JS', '10C', '7S', '7C', '3S', 'QH', 'JH', '10D', '9D', '5H', '4H', 'KD'],
};

function afterTake(): DawnState {
  const start = position(
    {
      phase: 'arrange',
      dealer: 'C',
      hands: HANDS,
      spares: [
        ['2H', '8H'],
        ['6S', 'QC'],
      ],
    },
    { players: 3 },
    5,
  );
  return run(allReady(start), [
    [A, 'take 1 2'],
    [B, 'take 6 7'],
    [C, 'take 11 12'],
  ]).state;
}

function pairCards(state: DawnState, viewer: number | 'all'): Record<string, readonly string[] | undefined> {
  return Object.fromEntries(dawn.view(state, viewer).pairs.map((p) => [p.id, p.cards]));
}

describe('hands', () => {
  test("a seat sees its own hand, in its own order, and only the size of the others'", () => {
    const state = act(newGame({ players: 4 }, 3), B, 'shift 1').state;
    const view = dawn.view(state, B);
    expect(view.viewer).toBe(B);
    expect(view.seats[B]?.cards).toEqual(state.hands[B]);
    for (const seat of [A, C, 3]) {
      const other = view.seats[seat];
      expect(other).toBeDefined();
      expect(other && 'cards' in other).toBe(false);
      expect(other?.count).toBe(12);
    }
  });

  test('the stock is a count; pile and discards are public', () => {
    const state = position(
      {
        turn: 'A',
        hands: { A: ['KS', '9H'], B: ['QH', '8C'], C: ['JC', '7H'] },
        pile: ['9D', '8D'],
        stock: ['5C'],
        stockSize: 10,
      },
      { players: 3 },
    );
    const view = dawn.view(state, B);
    expect(view.stock).toBe(10);
    expect(typeof view.stock).toBe('number');
    expect(view.pile).toEqual(['9D', '8D']);
    expect(view.discards).toEqual(state.discards);
    expect(JSON.stringify(view)).not.toContain('"5C"');
    expect(view.needed).toBe(7);
    expect(view.turn).toBe(A);
    expect(view.toAct).toEqual([A]);
    expect(view.fallback).toBe(false);
  });

  test('the view reports the fallback to everyone', () => {
    const state = position(
      { turn: 'A', firstFailer: 'A', hands: { A: ['KS', '3H'], B: ['QH', '8C'], C: ['JC', '6H'] }, pile: ['8D'] },
      { players: 3 },
    );
    expect(dawn.view(state, C).fallback).toBe(true);
    expect(dawn.view(state, C).firstFailer).toBe(A);
  });

  test('the spectator view shows every hand and every pair', () => {
    const state = afterTake();
    const view = dawn.view(state, 'all');
    expect(view.seats.map((s) => s.cards)).toEqual(state.hands);
    expect(view.pairs.map((p) => p.cards)).toEqual(state.pairs.map((p) => p.cards));
    expect(view.myTake).toBeNull();
  });

  test("the winner's hand is shown to everyone once the hand is over; the others stay hidden", () => {
    const state = position(
      { turn: 'A', hands: { A: ['5C', '9H', 'KD'], B: ['QH', '8C'], C: ['JC', '7H'] }, pile: ['6H'] },
      { players: 3 },
    );
    const before = dawn.view(state, B);
    expect(before.seats[A] && 'cards' in before.seats[A]).toBe(false);
    const over = act(state, A, '5C').state;
    for (const viewer of [B, C]) {
      const view = dawn.view(over, viewer);
      expect(view.seats[A]?.cards).toEqual(['9H', 'KD']);
      expect(view.handWinners).toEqual([A]);
      const hidden = viewer === B ? C : B;
      expect(view.seats[hidden] && 'cards' in view.seats[hidden]).toBe(false);
    }
  });
});

describe('the face-down pairs', () => {
  test('after the take, a seat sees only the pair taken from its own hand, not the pair it took', () => {
    const state = afterTake();
    expect(pairCards(state, A)).toEqual({ A: ['AH', 'JD'], B: undefined, C: undefined, S1: undefined, S2: undefined });
    expect(pairCards(state, B)).toEqual({ A: undefined, B: ['KC', 'JC'], C: undefined, S1: undefined, S2: undefined });
    // Who took from whom is public; the faces are not.
    expect(dawn.view(state, C).pairs.map((p) => [p.id, p.owner, p.takenBy])).toEqual([
      ['A', A, C],
      ['B', B, A],
      ['C', C, B],
      ['S1', null, null],
      ['S2', null, null],
    ]);
  });

  test('a pair picked up is seen by its owner and the seat that picked it up, and nobody else', () => {
    const state = run(afterTake(), [
      [A, 'pick B'],
      [B, 'pick S1'],
    ]).state;
    expect(pairCards(state, A)['B']).toEqual(['KC', 'JC']);
    expect(pairCards(state, B)['B']).toEqual(['KC', 'JC']);
    expect(pairCards(state, C)['B']).toBeUndefined();
    expect(pairCards(state, B)['S1']).toEqual(['2H', '8H']);
    expect(pairCards(state, A)['S1']).toBeUndefined();
    expect(pairCards(state, C)['S1']).toBeUndefined();
    expect(pairCards(state, 'all')['S2']).toEqual(['6S', 'QC']);
  });

  test('leftover pairs stay hidden from everyone but their owner for the whole hand', () => {
    const state = run(afterTake(), [
      [A, 'pick B'],
      [B, 'pick C'],
      [C, 'pick S1'],
    ]).state;
    expect(state.phase).toBe('play');
    for (const viewer of [A, B, C]) expect(pairCards(state, viewer)['S2']).toBeUndefined();
    expect(pairCards(state, A)['A']).toEqual(['AH', 'JD']);
    expect(pairCards(state, B)['A']).toBeUndefined();
  });
});

describe('the swap in progress', () => {
  test('a seat sees its own chosen take, and of the others only whether they have chosen', () => {
    const state = act(allReady(newGame({ players: 3 }, 4)), A, 'take 3 7').state;
    const mine = dawn.view(state, A);
    expect(mine.myTake).toEqual([2, 6]);
    expect(mine.seats.map((s) => s.hasTaken)).toEqual([true, false, false]);
    const theirs = dawn.view(state, B);
    expect(theirs.myTake).toBeNull();
    expect(theirs.seats[A]?.hasTaken).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('[2,6]');
  });

  test('readiness is public, arrangements are not', () => {
    const state = act(act(newGame({ players: 3 }, 4), C, 'shift 4').state, C, 'ready').state;
    const view = dawn.view(state, A);
    expect(view.seats.map((s) => s.ready)).toEqual([false, false, true]);
    expect(view.seats[C] && 'cards' in view.seats[C]).toBe(false);
  });
});

describe('nothing hidden leaks into a view', () => {
  test('redealing every card a seat cannot see leaves its view unchanged', () => {
    let checked = 0;
    for (const players of [3, 5]) {
      const random = makeRandom(players);
      playGame(newGame({ players }, players), randomChooser(random), 1500, (state, step) => {
        if (step % 5 !== 0) return;
        for (let seat = 0; seat < players; seat++) {
          const other = dawn.determinize(state, seat, seedRng(step * 31 + seat));
          expect(dawn.view(other, seat)).toEqual(dawn.view(state, seat));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('events (core/events.ts)', () => {
  const drawEvent: GameEvent<DawnRule> = {
    kind: 'draw',
    rule: 'draw-when-unable',
    seat: B,
    cards: ['10C'],
    visibleTo: [B],
    detail: { needed: 6 },
  };

  test('a draw event loses its card for other seats, and keeps it for the drawer and spectators', () => {
    expect(redactEvent(drawEvent, A)).toEqual({
      kind: 'draw',
      rule: 'draw-when-unable',
      seat: B,
      visibleTo: [B],
      detail: { needed: 6 },
    });
    expect('cards' in redactEvent(drawEvent, C)).toBe(false);
    expect(redactEvent(drawEvent, B)).toBe(drawEvent);
    expect(redactEvent(drawEvent, 'all')).toBe(drawEvent);
    expect(canSee(drawEvent, A)).toBe(false);
    expect(canSee(drawEvent, B)).toBe(true);
    expect(canSee(drawEvent, 'all')).toBe(true);
  });

  test('public events are never redacted', () => {
    const play: GameEvent<DawnRule> = { kind: 'play', rule: 'one-lower', seat: A, cards: ['7S'] };
    expect(redactEvent(play, C)).toBe(play);
    expect(canSee(play, C)).toBe(true);
  });

  test('the description of a redacted draw does not name the card', () => {
    const name = (seat: number): string => seatLetter(seat);
    expect(dawn.describeEvent(drawEvent, name)).toBe('B has no 6s, draws the 10 of clubs and keeps it.');
    expect(dawn.describeEvent(redactEvent(drawEvent, A), name)).toBe('B has no 6s and draws a card.');
  });

  test('the pairs left over are named as the table names them, not in notation', () => {
    const leftover = (pairs: string) => ({ kind: 'leftover', rule: 'leftover-pairs', detail: { pairs } }) as const;
    expect(dawn.describeEvent(leftover('S1 and S2'), seatLetter)).toBe(
      'The two pairs nobody picked up, spare pair 1 and spare pair 2, are set aside unseen for this hand.',
    );
    expect(dawn.describeEvent(leftover('C and S2'), seatLetter)).toBe(
      'The two pairs nobody picked up, the pair in front of C and spare pair 2, are set aside unseen for this hand.',
    );
  });

  test('a real draw from the engine is private to the drawer', () => {
    const state = position(
      { turn: 'A', hands: { A: ['KS', '9H'], B: ['QH', '8C'], C: ['JC', '7H'] }, pile: ['8D'], stock: ['QD'] },
      { players: 3 },
    );
    const [event] = act(state, A, 'draw').events;
    expect(event).toBeDefined();
    if (!event) return;
    expect(redactEvent(event, A).cards).toEqual(['QD']);
    expect(redactEvent(event, B).cards).toBeUndefined();
    expect(dawn.describeEvent(redactEvent(event, B), seatLetter)).toBe('A has no 7s and draws a card.');
  });
});
