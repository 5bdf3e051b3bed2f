// The swap (swap-take to leftover-pairs): arrange, take two unseen from the left, pick up a pair.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { DAWN_RULES } from '../../../src/engine/dawn/rules.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import {
  A,
  act,
  allPickFirst,
  allReady,
  allTake,
  B,
  C,
  conserved,
  D,
  kinds,
  legal,
  newGame,
  playGame,
  position,
  randomChooser,
  rules,
  run,
  sorted,
  why,
} from './helpers.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';

const HANDS = {
  A: ['KS', 'QS', '9C', '5S', '2C', 'KH', '10H', '7D', '4D', '3H', 'AH', 'JD'],
  B: ['KC', 'JC', '8S', '6C', '4S', 'AS', '3C', 'QD', '9H', '6H', '2D', '8D'],
  C: ['JS', '10C', '7S', '7C', '3S', 'QH', 'JH', '10D', '9D', '5H', '4H', 'KD'],
};
const SPARES = [
  ['2H', '8H'],
  ['6S', 'QC'],
];

/** Three players, C dealing, hands as in the swap example. */
function dealt(): DawnState {
  return position({ phase: 'arrange', dealer: 'C', hands: HANDS, spares: SPARES }, { players: 3 }, 5);
}

/** After everyone is ready and A takes 1 2 from B, B takes 6 7 from C, C takes 11 12 from A. */
function afterTake(): { state: DawnState; events: ReturnType<typeof run>['events'] } {
  return run(allReady(dealt()), [
    [A, 'take 1 2'],
    [B, 'take 6 7'],
    [C, 'take 11 12'],
  ]);
}

describe('arranging (swap-arrange)', () => {
  test('the position starts in the arrange phase with everyone to act', () => {
    const state = dealt();
    expect(state.phase).toBe('arrange');
    expect(dawn.toAct(state)).toEqual([A, B, C]);
    expect(state.stock).toHaveLength(12);
    expect(state.pairs.map((p) => [p.id, p.cards])).toEqual([
      ['S1', ['2H', '8H']],
      ['S2', ['6S', 'QC']],
    ]);
  });

  test('shift N swaps the cards at positions N and N+1 (1-based)', () => {
    let state = dealt();
    const first = act(state, B, 'shift 1');
    expect(first.state.hands[B]?.slice(0, 3)).toEqual(['JC', 'KC', '8S']);
    expect(first.events).toEqual([{ kind: 'shift', rule: 'swap-arrange', seat: B }]);
    state = act(first.state, B, 'shift 11').state;
    expect(state.hands[B]?.slice(9)).toEqual(['6H', '8D', '2D']);
    // Only B's hand changed, and B's cards are the same set.
    expect(state.hands[A]).toEqual(HANDS.A);
    expect(sorted(state.hands[B] ?? [])).toEqual(sorted(HANDS.B));
  });

  test('a shift can move a card along the whole fan', () => {
    let state = dealt();
    for (let n = 1; n <= 11; n++) state = act(state, A, `shift ${n}`).state;
    expect(state.hands[A]).toEqual([...HANDS.A.slice(1), 'KS']);
  });

  test('legal arrange actions are shift 1..11 and ready', () => {
    expect(legal(dealt(), A)).toEqual([...Array.from({ length: 11 }, (_, i) => `shift ${i + 1}`), 'ready']);
  });

  test('shift 12 (no 13th card) is refused under swap-arrange', () => {
    expect(why(dealt(), A, 'shift 12')).toMatchObject({ rule: 'swap-arrange' });
  });

  test('ready is simultaneous: toAct lists every seat not yet ready, in any order', () => {
    let state = act(dealt(), C, 'ready').state;
    expect(dawn.toAct(state)).toEqual([A, B]);
    expect(state.phase).toBe('arrange');
    state = act(state, A, 'ready').state;
    expect(dawn.toAct(state)).toEqual([B]);
    const last = act(state, B, 'ready');
    expect(last.state.phase).toBe('take');
    expect(dawn.toAct(last.state)).toEqual([A, B, C]);
    expect(last.events).toEqual([{ kind: 'ready', rule: 'swap-arrange', seat: B }]);
  });

  test('a seat that is ready may not shift any more (turn-order)', () => {
    const state = act(dealt(), A, 'ready').state;
    expect(legal(state, A)).toEqual([]);
    expect(why(state, A, 'shift 1')).toMatchObject({ rule: 'turn-order' });
    expect(why(state, A, 'ready')).toMatchObject({ rule: 'turn-order' });
  });

  test('playing, drawing, taking or picking while arranging is refused under swap-arrange', () => {
    for (const text of ['KS', 'draw', 'take 1 2', 'pick S1']) {
      const refusal = why(dealt(), A, text);
      expect(refusal?.rule).toBe('swap-arrange');
      expect(refusal?.message).toMatch(/arrange/);
    }
  });
});

describe('taking two cards from the left (swap-take)', () => {
  test('every seat may take any two positions of the hand on its left', () => {
    const state = allReady(dealt());
    const takes = legal(state, A);
    expect(takes).toHaveLength(66); // 12 choose 2
    expect(takes[0]).toBe('take 1 2');
    expect(takes).toContain('take 11 12');
  });

  test('nothing is resolved until the last seat chooses', () => {
    const ready = allReady(dealt());
    const { state, events } = run(ready, [
      [A, 'take 1 2'],
      [B, 'take 6 7'],
    ]);
    expect(state.phase).toBe('take');
    expect(state.hands).toEqual(ready.hands);
    expect(dawn.toAct(state)).toEqual([C]);
    expect(events).toEqual([
      { kind: 'take-chosen', rule: 'swap-take', seat: A },
      { kind: 'take-chosen', rule: 'swap-take', seat: B },
    ]);
    expect(state.pairs.map((p) => p.id)).toEqual(['S1', 'S2']);
  });

  test('the order in which seats choose does not matter (simultaneous)', () => {
    const ready = allReady(dealt());
    const one = run(ready, [
      [A, 'take 1 2'],
      [B, 'take 6 7'],
      [C, 'take 11 12'],
    ]).state;
    const other = run(ready, [
      [C, 'take 11 12'],
      [A, 'take 1 2'],
      [B, 'take 6 7'],
    ]).state;
    expect(other.hands).toEqual(one.hands);
    expect(other.pairs).toEqual(one.pairs);
  });

  test("each seat's cards lie in front of it: pair id is the owner's letter, takenBy is the drawer", () => {
    const { state } = afterTake();
    expect(state.phase).toBe('pick');
    expect(state.pairs).toEqual([
      { id: 'A', owner: A, takenBy: C, cards: ['AH', 'JD'], pickedBy: null },
      { id: 'B', owner: B, takenBy: A, cards: ['KC', 'JC'], pickedBy: null },
      { id: 'C', owner: C, takenBy: B, cards: ['QH', 'JH'], pickedBy: null },
      { id: 'S1', owner: null, takenBy: null, cards: ['2H', '8H'], pickedBy: null },
      { id: 'S2', owner: null, takenBy: null, cards: ['6S', 'QC'], pickedBy: null },
    ]);
    for (const hand of state.hands) expect(hand).toHaveLength(10);
    expect(state.hands[A]).toEqual(HANDS.A.slice(0, 10));
    expect(state.hands[B]).toEqual(HANDS.B.slice(2));
    expect(conserved(state)).toBe(true);
  });

  test("the taken cards go to the table, not into the drawer's hand", () => {
    const { state } = afterTake();
    expect(state.hands[A]).not.toContain('KC');
    expect(state.hands[C]).not.toContain('AH');
  });

  test('a taken event shows the cards to their owner only', () => {
    const { events } = afterTake();
    const taken = events.filter((e) => e.kind === 'taken');
    expect(taken).toHaveLength(3);
    for (const event of taken) {
      expect(event.rule).toBe('swap-take');
      const owner = Number(event.detail?.['from']);
      expect(event.visibleTo).toEqual([owner]);
      expect(event.seat).toBe((owner + 2) % 3); // the drawer is the owner's right neighbour
      expect(redactEvent(event, owner).cards).toHaveLength(2);
      // The drawer did not see what it took.
      expect(redactEvent(event, event.seat ?? -1).cards).toBeUndefined();
      expect(redactEvent(event, 'all').cards).toHaveLength(2);
    }
  });

  test('a seat that has chosen may not choose again (turn-order)', () => {
    const state = act(allReady(dealt()), A, 'take 1 2').state;
    expect(legal(state, A)).toEqual([]);
    expect(why(state, A, 'take 3 4')).toMatchObject({ rule: 'turn-order' });
  });

  test('positions outside the hand, and other actions, are refused under swap-take', () => {
    const state = allReady(dealt());
    expect(why(state, A, 'take 12 13')).toMatchObject({ rule: 'swap-take' });
    expect(why(state, A, 'shift 1')).toMatchObject({ rule: 'swap-take' });
    expect(why(state, A, 'pick S1')).toMatchObject({ rule: 'swap-take' });
    expect(why(state, A, 'KS')?.rule).toBe('swap-take');
  });

  test('in a 4-player game each seat takes from seat + 1', () => {
    const { state } = allTake(allReady(newGame({ players: 4 }, 8)), 'take 3 4');
    for (const pair of state.pairs.filter((p) => p.owner !== null)) {
      expect(pair.takenBy).toBe(((pair.owner ?? 0) + 3) % 4);
    }
  });
});

describe('picking up a pair (swap-pick-up)', () => {
  test("pick-up goes in turn from the dealer's left; the own pair is not offered", () => {
    const { state } = afterTake();
    expect(dawn.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['pick B', 'pick C', 'pick S1', 'pick S2']);
    expect(legal(state, B)).toEqual([]);
  });

  test('picking up your own former cards is refused with swap-pick-up', () => {
    const refusal = why(afterTake().state, A, 'pick A');
    expect(refusal?.rule).toBe('swap-pick-up');
    expect(refusal?.message).toMatch(/taken from your own hand/);
  });

  test('picking out of turn, a missing pair, or a pair already picked up is refused', () => {
    const { state } = afterTake();
    expect(why(state, B, 'pick S1')).toMatchObject({
      rule: 'swap-pick-up',
      message: expect.stringMatching(/A picks up a pair now/),
    });
    expect(why(state, A, 'pick S9')?.message).toMatch(/no spare pair 9 on the table/);
    expect(why(state, A, 'KS')?.rule).toBe('swap-pick-up');
    const picked = act(state, A, 'pick S1').state;
    expect(why(picked, B, 'pick S1')?.message).toMatch(/A has already picked up that pair/);
  });

  test("a seat can pick a spare pair or another seat's pair; the cards join its hand", () => {
    const { state } = afterTake();
    const first = act(state, A, 'pick B');
    expect(first.state.hands[A]).toEqual([...HANDS.A.slice(0, 10), 'KC', 'JC']);
    expect(first.state.pairs.find((p) => p.id === 'B')?.pickedBy).toBe(A);
    expect(first.events).toEqual([
      { kind: 'pick', rule: 'swap-pick-up', seat: A, cards: ['KC', 'JC'], visibleTo: [A, B], detail: { pair: 'B' } },
    ]);
    const second = act(first.state, B, 'pick S2');
    expect(second.events[0]).toMatchObject({ kind: 'pick', seat: B, cards: ['6S', 'QC'], visibleTo: [B] });
    expect(second.state.hands[B]).toHaveLength(12);
  });

  test('after every seat has picked, the two remaining pairs are left over and play starts', () => {
    const { state, events } = run(afterTake().state, [
      [A, 'pick B'],
      [B, 'pick C'],
      [C, 'pick S1'],
    ]);
    expect(state.phase).toBe('play');
    expect(kinds(events.slice(-2))).toEqual(['leftover', 'first-lead']);
    expect(events[events.length - 2]).toEqual({
      kind: 'leftover',
      rule: 'leftover-pairs',
      detail: { pairs: 'A and S2' },
    });
    expect(events[events.length - 1]).toEqual({ kind: 'first-lead', rule: 'lead-any-card', seat: A });
    expect(rules(events)).toEqual(['swap-pick-up', 'swap-pick-up', 'swap-pick-up', 'leftover-pairs', 'lead-any-card']);
    for (const hand of state.hands) expect(hand).toHaveLength(12);
    const leftover = state.pairs.filter((p) => p.pickedBy === null);
    expect(leftover.map((p) => p.id)).toEqual(['A', 'S2']);
    // The leftover cards are in no hand and not in the stock.
    for (const card of ['AH', 'JD', '6S', 'QC']) {
      expect(state.stock).not.toContain(card);
      expect(state.hands.flat()).not.toContain(card);
    }
    expect(conserved(state)).toBe(true);
  });

  test('a legal pick always exists: every picker has at least two choices', () => {
    for (const players of [2, 3, 6, 11]) {
      let state = allTake(allReady(newGame({ players }, players))).state;
      while (state.phase === 'pick') {
        const [seat = 0] = dawn.toAct(state);
        const choices = legal(state, seat);
        expect(choices.length).toBeGreaterThanOrEqual(2);
        expect(choices).not.toContain(`pick ${String.fromCharCode(65 + seat)}`);
        state = act(state, seat, choices[choices.length - 1] ?? '').state;
      }
      expect(state.phase).toBe('play');
      expect(state.pairs.filter((p) => p.pickedBy === null)).toHaveLength(2);
    }
  });

  test("with another dealer, pick-up and the first lead start at that dealer's left", () => {
    let state = position({ phase: 'arrange', dealer: 'A', hands: HANDS, spares: SPARES }, { players: 3 }, 5);
    expect(state.turn).toBe(B);
    state = allTake(allReady(state)).state;
    expect(dawn.toAct(state)).toEqual([B]);
    const order: number[] = [];
    while (state.phase === 'pick') {
      const [seat = 0] = dawn.toAct(state);
      order.push(seat);
      state = act(state, seat, legal(state, seat)[0] ?? '').state;
    }
    expect(order).toEqual([B, C, A]);
    expect(state.turn).toBe(B);
    expect(dawn.toAct(state)).toEqual([B]);
  });
});

describe('leftover pairs (leftover-pairs)', () => {
  test('the leftover pairs never enter the stock, even when it is rebuilt', () => {
    let rebuilds = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const start = newGame({ players: 3 }, seed);
      let leftover: string | null = null;
      let lastStock = 0;
      playGame(start, randomChooser(makeRandom(seed)), 20_000, (state) => {
        if (state.phase !== 'play') return;
        const now = JSON.stringify(state.pairs.filter((p) => p.pickedBy === null));
        leftover ??= now;
        expect(now).toBe(leftover);
        expect(conserved(state)).toBe(true);
        if (state.stock.length > lastStock) rebuilds++;
        lastStock = state.stock.length;
      });
    }
    // The check above is only meaningful if the stock was rebuilt along the way.
    expect(rebuilds).toBeGreaterThan(0);
  });

  test('a rebuild takes the discards and the pile below its top card, and nothing else', () => {
    const state = position(
      {
        turn: 'A',
        hands: { A: ['KS', '2C'], B: ['QS', '3D'], C: ['JS', '4H'] },
        pile: ['9H', '8D'],
        stock: [],
        stockSize: 0,
        discards: ['5C', '5D'],
        leftover: ['AH', 'AD', 'AS', 'AC'],
      },
      { players: 3 },
    );
    const before = state.discards.length + state.pile.length - 1;
    const { state: after, events } = act(state, A, 'draw');
    expect(events[0]).toMatchObject({ kind: 'stock-rebuilt', rule: 'stock-rebuilt', detail: { count: before } });
    expect(after.pile[0]).toBe('8D');
    expect(after.discards).toEqual([]);
    // One card was drawn from the rebuilt stock (or auto-played).
    const leftover = after.pairs.flatMap((p) => p.cards);
    expect(sorted(leftover)).toEqual(sorted(['AH', 'AD', 'AS', 'AC']));
    for (const card of ['AH', 'AD', 'AS', 'AC']) expect(after.stock).not.toContain(card);
    expect(after.pairs.every((p) => p.pickedBy === null)).toBe(true);
    expect(conserved(after)).toBe(true);
  });
});

describe('the first lead (lead-any-card)', () => {
  const started = (): DawnState =>
    run(afterTake().state, [
      [A, 'pick B'],
      [B, 'pick C'],
      [C, 'pick S1'],
    ]).state;

  test("the dealer's left neighbour leads any card of its hand", () => {
    const state = started();
    expect(dawn.toAct(state)).toEqual([A]);
    expect(sorted(legal(state, A))).toEqual(sorted([...new Set(state.hands[A])]));
    expect(legal(state, A)).not.toContain('draw');
    const lead = act(state, A, '3H');
    expect(lead.events[0]).toEqual({ kind: 'play', rule: 'lead-any-card', seat: A, cards: ['3H'] });
    expect(lead.state.pile).toEqual(['3H']);
    expect(lead.state.turn).toBe(B);
  });

  test('another seat may not lead (turn-order), and drawing on an empty pile is refused', () => {
    const state = started();
    expect(why(state, B, 'QD')).toMatchObject({ rule: 'turn-order', message: expect.stringMatching(/It is A's turn/) });
    expect(why(state, A, 'draw')).toMatchObject({ rule: 'lead-any-card' });
    expect(why(state, A, 'pick S2')).toMatchObject({ rule: 'turn-order' });
    expect(why(state, A, '5D')).toMatchObject({ rule: 'lead-any-card', message: expect.stringMatching(/do not hold/) });
  });

  test('every rule id used in the swap is in the rule book', () => {
    const { events } = run(dealt(), [
      [A, 'shift 2'],
      [A, 'ready'],
      [B, 'ready'],
      [C, 'ready'],
      [A, 'take 1 2'],
      [B, 'take 1 2'],
      [C, 'take 1 2'],
      [A, 'pick S1'],
      [B, 'pick S2'],
      [C, 'pick A'],
    ]);
    for (const event of events) expect(Object.keys(DAWN_RULES)).toContain(event.rule);
    expect(events.some((e) => e.kind === 'leftover')).toBe(true);
  });

  test('a 4-player swap conserves cards at every step', () => {
    let state = newGame({ players: 4 }, 31);
    state = allReady(state);
    expect(conserved(state)).toBe(true);
    state = allTake(state, 'take 5 6').state;
    expect(conserved(state)).toBe(true);
    state = allPickFirst(state).state;
    expect(state.phase).toBe('play');
    expect(conserved(state)).toBe(true);
    expect(dawn.toAct(state)).toEqual([A]);
    expect(state.hands.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    expect(state.pairs.filter((p) => p.pickedBy === D)).toHaveLength(1);
  });
});
