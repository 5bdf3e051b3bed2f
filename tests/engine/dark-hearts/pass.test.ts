// The pass (pass-cycle): three cards, everyone choosing at once; left, right, across, hold with four
// players; 'L,R,H,H' (default) or 'L,R,H' with three. Nothing moves until the last seat has chosen;
// then each seat gets exactly the three cards of the seat that passes to it.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import type { Seat } from '../../../src/engine/core/game.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { DARK_2_CLUBS } from '../../../src/engine/dark-hearts/legal.ts';
import { passDirection, passTarget, type PassDirection } from '../../../src/engine/dark-hearts/state.ts';
import {
  A,
  act,
  B,
  C,
  conserved,
  D,
  kinds,
  legal,
  newGame,
  ofKind,
  options,
  passFirstThree,
  playUntil,
  randomChooser,
  refused,
  run,
  sorted,
  why,
} from './helpers.ts';

/** The pass text for a seat's first three cards. */
function firstThree(state: DarkHeartsState, seat: Seat): string {
  return `pass ${(state.hands[seat] ?? [])
    .slice(0, 3)
    .map((c) => `L${c}`)
    .join(' ')}`;
}

/** Plays random hands until hand `n` has been dealt (the pass phase or, on a hold, the first lead). */
function reachHand(input: Record<string, unknown>, n: number, seed = 3): DarkHeartsState {
  const random = makeRandom(seed);
  let state = newGame({ endScore: 1000, ...input }, seed);
  while (state.handNumber < n) {
    state = playUntil(state, randomChooser(random), (s) => s.phase === 'handOver').state;
    state = act(state, (state.dealer + 1) % darkHearts.seatCount(state), 'deal').state;
  }
  return state;
}

describe('the pass cycle (pass-cycle)', () => {
  test('4 players: left, right, across, hold, repeating', () => {
    const o = options({ players: 4 });
    const cycle = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((h) => passDirection(o, h));
    expect(cycle).toEqual(['left', 'right', 'across', 'hold', 'left', 'right', 'across', 'hold', 'left']);
    // The 3-player option does not touch the 4-player cycle.
    expect(passDirection(options({ players: 4, passCycle3p: 'L,R,H' }), 3)).toBe('across');
  });

  test("3 players, default 'L,R,H,H': hands 3 and 4 hold", () => {
    const o = options({ players: 3 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((h) => passDirection(o, h))).toEqual([
      'left',
      'right',
      'hold',
      'hold',
      'left',
      'right',
      'hold',
      'hold',
    ]);
  });

  test("3 players, 'L,R,H': every third hand holds", () => {
    const o = options({ players: 3, passCycle3p: 'L,R,H' });
    expect([1, 2, 3, 4, 5, 6, 7].map((h) => passDirection(o, h))).toEqual([
      'left',
      'right',
      'hold',
      'left',
      'right',
      'hold',
      'left',
    ]);
  });

  test('targets: left is the next seat clockwise, right the previous, across two on', () => {
    expect([0, 1, 2, 3].map((s) => passTarget(s, 'left', 4))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((s) => passTarget(s, 'right', 4))).toEqual([3, 0, 1, 2]);
    expect([0, 1, 2, 3].map((s) => passTarget(s, 'across', 4))).toEqual([2, 3, 0, 1]);
    expect([0, 1, 2].map((s) => passTarget(s, 'left', 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((s) => passTarget(s, 'right', 3))).toEqual([2, 0, 1]);
  });

  test('in a real game, hands 4 and 8 are holds: no pass phase, the first lead at once', () => {
    for (let hand = 1; hand <= 8; hand++) {
      const state = reachHand({ players: 4 }, hand);
      const hold = hand % 4 === 0;
      expect(state.phase, `hand ${hand}`).toBe(hold ? 'play' : 'pass');
      expect(darkHearts.view(state, A).passDirection).toBe(passDirection(state.options, hand));
      if (hold) {
        expect(state.passes).toEqual([null, null, null, null]);
        expect(darkHearts.isSimultaneous(state)).toBe(false);
        expect(state.hands[state.leader]).toContain(DARK_2_CLUBS);
        expect(legal(state, state.leader)).toEqual(['D2C']);
      } else {
        expect(darkHearts.toAct(state)).toEqual([A, B, C, D]);
      }
    }
  });

  test("the deal of a hold hand says so: a 'hold' event citing pass-cycle, then the first leader", () => {
    const state = reachHand({ players: 4 }, 3);
    const random = makeRandom(1);
    const done = playUntil(state, randomChooser(random), (s) => s.phase === 'handOver').state;
    const { state: dealt, events } = act(done, (done.dealer + 1) % 4, 'deal');
    expect(dealt.handNumber).toBe(4);
    expect(kinds(events)).toEqual(['deal', 'hold', 'first-leader']);
    expect(events[0]?.detail).toEqual({ hand: 4, pass: 'hold' });
    expect(events[1]).toEqual({ kind: 'hold', rule: 'pass-cycle', detail: { hand: 4 } });
    expect(events[2]).toMatchObject({
      kind: 'first-leader',
      rule: 'first-lead',
      seat: dealt.leader,
      cards: [DARK_2_CLUBS],
    });
  });

  test("3 players 'L,R,H,H' in a real game: hands 3 and 4 hold, hand 5 passes left", () => {
    expect(reachHand({ players: 3 }, 3).phase).toBe('play');
    expect(reachHand({ players: 3 }, 4).phase).toBe('play');
    const fifth = reachHand({ players: 3 }, 5);
    expect(fifth.phase).toBe('pass');
    expect(darkHearts.view(fifth, A).passDirection).toBe('left');
  });

  test("3 players 'L,R,H' in a real game: hand 3 holds, hand 4 passes left", () => {
    expect(reachHand({ players: 3, passCycle3p: 'L,R,H' }, 3).phase).toBe('play');
    const fourth = reachHand({ players: 3, passCycle3p: 'L,R,H' }, 4);
    expect(fourth.phase).toBe('pass');
    expect(darkHearts.view(fourth, A).passDirection).toBe('left');
  });
});

describe('passes are simultaneous (pass)', () => {
  test('every seat may act at once; each choice moves nothing until the last', () => {
    const start = newGame({}, 11);
    expect(darkHearts.isSimultaneous(start)).toBe(true);
    expect(darkHearts.toAct(start)).toEqual([A, B, C, D]);
    let state = start;
    const order: Seat[] = [C, A, D];
    const waiting = [[A, B, D], [B, D], [B]];
    order.forEach((seat, i) => {
      const { state: next, events } = act(state, seat, firstThree(start, seat));
      expect(events).toEqual([{ kind: 'pass-chosen', rule: 'pass', seat }]);
      expect(darkHearts.toAct(next)).toEqual(waiting[i]);
      expect(next.hands).toEqual(start.hands);
      expect(next.phase).toBe('pass');
      state = next;
    });
    const { state: after, events } = act(state, B, firstThree(start, B));
    expect(after.phase).toBe('play');
    expect(kinds(events)).toEqual(['pass-chosen', 'passed', 'passed', 'passed', 'passed', 'first-leader']);
    expect(conserved(after)).toBe(true);
  });

  test.each([
    [1, 'left', 3],
    [2, 'right', 1],
    [3, 'across', 2],
  ] as const)(
    'hand %i passes %s: each seat gets exactly the 3 cards of the seat %i places to its right',
    (hand, direction, from) => {
      const start = playUntil(
        newGame({}, 21),
        randomChooser(makeRandom(21)),
        (s) => s.handNumber === hand && s.phase === 'pass',
      ).state;
      expect(start.handNumber).toBe(hand);
      expect(passDirection(start.options, hand)).toBe(direction satisfies PassDirection);
      const { state, events } = passFirstThree(start);
      for (let seat = 0; seat < 4; seat++) {
        const giver = (seat + from) % 4;
        const given = (start.hands[giver] ?? []).slice(0, 3);
        const own = (start.hands[seat] ?? []).slice(3);
        expect(sorted(state.hands[seat] ?? [])).toEqual(sorted([...own, ...given]));
        expect(sorted(state.received[seat] ?? [])).toEqual(sorted(given));
        expect(state.hands[seat]).toHaveLength(13);
      }
      const passed = ofKind(events, 'passed');
      expect(passed).toHaveLength(4);
      for (const e of passed) {
        const giver = e.seat as Seat;
        const to = passTarget(giver, direction, 4);
        expect(e.rule).toBe('pass');
        expect(e.visibleTo).toEqual([giver, to]);
        expect(e.detail).toEqual({ to, direction });
        expect(sorted(e.cards ?? [])).toEqual(sorted((start.hands[giver] ?? []).slice(0, 3)));
      }
    },
  );

  test("the 'passed' events show their cards only to giver and receiver (and spectators)", () => {
    const { events } = passFirstThree(newGame({}, 8));
    const passed = ofKind(events, 'passed');
    for (const e of passed) {
      const giver = e.seat as Seat;
      const to = passTarget(giver, 'left', 4);
      for (let viewer = 0; viewer < 4; viewer++) {
        const seen = redactEvent(e, viewer);
        if (viewer === giver || viewer === to) expect(seen.cards).toHaveLength(3);
        else expect(seen.cards).toBeUndefined();
      }
      expect(redactEvent(e, 'all').cards).toHaveLength(3);
    }
  });

  test('3 players pass left: each gets the 3 cards of the seat to its right', () => {
    const start = newGame({ players: 3 }, 6);
    const { state } = passFirstThree(start);
    for (let seat = 0; seat < 3; seat++) {
      const giver = (seat + 2) % 3;
      expect(sorted(state.hands[seat] ?? [])).toEqual(
        sorted([...(start.hands[seat] ?? []).slice(3), ...(start.hands[giver] ?? []).slice(0, 3)]),
      );
      expect(state.hands[seat]).toHaveLength(17);
    }
    expect(state.leftover).toBe(start.leftover);
  });

  test('a pass may name cards by their Dark faces; the cards move with both faces', () => {
    const start = newGame({}, 12);
    const hand = start.hands[A] ?? [];
    const byDark = `pass ${hand
      .slice(0, 3)
      .map((c) => darkHearts.formatAction({ type: 'play', card: c, shade: 'D' }))
      .join(' ')}`;
    const after = run(start, [
      [A, byDark],
      [B, firstThree(start, B)],
      [C, firstThree(start, C)],
      [D, firstThree(start, D)],
    ]).state;
    for (const c of hand.slice(0, 3)) expect(after.hands[B]).toContain(c);
  });

  test('legalActions offers every choice of three cards, in deck order, once', () => {
    const state = newGame({}, 3);
    const actions = legal(state, A);
    expect(actions).toHaveLength(286); // 13 choose 3
    expect(new Set(actions).size).toBe(286);
    for (const text of actions) expect(why(state, A, text)).toBeNull();
    expect(legal(newGame({ players: 3 }, 3), A)).toHaveLength(680); // 17 choose 3
  });
});

describe('refused passes', () => {
  const state = newGame({}, 14);
  const hand = state.hands[A] ?? [];
  const notHeld = (state.hands[B] ?? [])[0] as string;

  test('cards not held: rule pass, naming the card', () => {
    const violation = refused(state, A, { type: 'pass', cards: [hand[0] as string, hand[1] as string, notHeld] });
    expect(violation.rule).toBe('pass');
    expect(violation.message).toMatch(/^You do not hold the Light /);
  });

  test('the same card twice, or not three cards: rule pass', () => {
    for (const cards of [[hand[0], hand[0], hand[1]], [hand[0], hand[1]], [hand[0], hand[1], hand[2], hand[3]], []]) {
      const violation = refused(state, A, { type: 'pass', cards: cards as string[] });
      expect(violation).toEqual({ rule: 'pass', message: 'Pass three different cards from your hand.' });
    }
  });

  test('passing twice: rule turn-order', () => {
    const once = act(state, A, firstThree(state, A)).state;
    expect(legal(once, A)).toEqual([]);
    const violation = refused(once, A, { type: 'pass', cards: hand.slice(3, 6) });
    expect(violation.rule).toBe('turn-order');
    expect(violation.message).toBe('You have passed your three cards; the others are still choosing.');
  });

  test('playing a card or dealing during the pass: rule pass', () => {
    expect(refused(state, A, { type: 'play', card: hand[0] as string, shade: 'L' })).toEqual({
      rule: 'pass',
      message: 'First everyone passes three cards.',
    });
    expect(refused(state, A, { type: 'deal' }).rule).toBe('pass');
  });

  test('a seat that does not exist', () => {
    expect(refused(state, 4, { type: 'pass', cards: hand.slice(0, 3) }).rule).toBe('players-and-deck');
    expect(legal(state, 4)).toEqual([]);
  });
});
