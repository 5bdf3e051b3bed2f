// What each seat may know (the Dark Hearts page, Rulings): its own hand (both faces, as card ids), what it
// passed and received; others' hands only as counts; the leftover face down until taken; played
// cards public, both faces read through the public pair table. Hidden cards are absent, not flagged.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import type { Seat } from '../../../src/engine/core/game.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { face } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { A, act, B, C, D, ex2, newGame, passFirstThree, playUntil, position, randomChooser, run } from './helpers.ts';

/** Every card id the seat may not know about in this state. */
function hiddenFrom(state: DarkHeartsState, seat: Seat): string[] {
  const known = new Set<string>([
    ...(state.hands[seat] ?? []),
    ...(state.passes[seat] ?? []),
    ...(state.received[seat] ?? []),
  ]);
  const hidden: string[] = [];
  state.hands.forEach((hand, owner) => {
    if (owner !== seat) hidden.push(...hand.filter((c) => !known.has(c)));
  });
  if (state.leftover !== null && state.leftoverTakenBy === null) hidden.push(state.leftover);
  return hidden;
}

/** The card ids appearing anywhere in a view (any string value that is a card of the deck). */
function idsIn(value: unknown, deck: ReadonlySet<string>, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (deck.has(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) idsIn(item, deck, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (key !== 'options') idsIn(item, deck, out);
  }
  return out;
}

describe('views', () => {
  test("a seat sees its own cards; others' hands have a count and no cards", () => {
    const state = newGame({}, 4);
    for (let seat = 0; seat < 4; seat++) {
      const view = darkHearts.view(state, seat);
      expect(view.viewer).toBe(seat);
      view.seats.forEach((s, owner) => {
        expect(s.count).toBe(13);
        if (owner === seat) expect(s.cards).toEqual(state.hands[seat]);
        else expect('cards' in s).toBe(false);
      });
    }
    const all = darkHearts.view(state, 'all');
    all.seats.forEach((s, owner) => expect(s.cards).toEqual(state.hands[owner]));
  });

  test('the 3-player leftover is face down for every seat until taken; the spectator view shows it', () => {
    const start = position(
      { hand: 1, leader: 'A', leftover: 'LQS', hands: { A: ['L2D', 'L3S'], B: ['L9H', 'L7C'], C: ['L10D', 'L5D'] } },
      { players: 3 },
    );
    for (const seat of [A, B, C])
      expect(darkHearts.view(start, seat).leftover).toEqual({ present: true, takenBy: null });
    expect(darkHearts.view(start, 'all').leftover).toEqual({ present: true, card: 'QS', takenBy: null });
    const taken = run(start, [
      [A, 'L2D'],
      [B, 'L9H'],
      [C, 'L10D'],
    ]).state;
    for (const seat of [A, B, C])
      expect(darkHearts.view(taken, seat).leftover).toEqual({ present: true, card: 'QS', takenBy: C });
  });

  test('no leftover with 4 players', () => {
    expect(darkHearts.view(newGame({}, 1), A).leftover).toEqual({ present: false, takenBy: null });
  });

  test('passed and received cards are visible only to the seat itself and spectators', () => {
    const start = newGame({}, 9);
    const chosen = act(
      start,
      A,
      `pass ${(start.hands[A] ?? [])
        .slice(0, 3)
        .map((c) => `L${c}`)
        .join(' ')}`,
    ).state;
    expect(darkHearts.view(chosen, A).seats[A]?.passed).toBe(true);
    expect(darkHearts.view(chosen, A).seats[A]?.passedCards).toHaveLength(3);
    for (const viewer of [B, C, D]) {
      const seatA = darkHearts.view(chosen, viewer).seats[A];
      expect(seatA?.passed).toBe(true);
      expect(seatA && 'passedCards' in seatA).toBe(false);
    }
    const { state } = passFirstThree(start);
    for (let seat = 0; seat < 4; seat++) {
      for (let viewer = 0; viewer < 4; viewer++) {
        const s = darkHearts.view(state, viewer).seats[seat];
        if (viewer === seat) {
          expect(s?.receivedCards).toEqual(state.received[seat]);
          expect(s?.passedCards).toEqual(state.passes[seat]);
        } else {
          expect(s && 'receivedCards' in s).toBe(false);
          expect(s && 'passedCards' in s).toBe(false);
        }
      }
      expect(darkHearts.view(state, 'all').seats[seat]?.receivedCards).toEqual(state.received[seat]);
    }
  });

  test('played cards are public: the trick and the played pile name card ids, and both faces read from the public table', () => {
    const state = act(ex2(), B, 'L4H').state;
    for (const viewer of [A, B, C, D] as const) {
      const view = darkHearts.view(state, viewer);
      expect(view.trick).toEqual({ leader: B, shade: 'L', plays: [{ seat: B, card: '4H' }] });
      const played = view.trick?.plays[0]?.card as string;
      expect(face(played, 'L')).toBe('4H');
      expect(face(played, 'D')).toBe('10D');
    }
    const done = run(state, [
      [C, 'L4D'],
      [D, 'LQS'],
      [A, 'L7H'],
    ]).state;
    for (const viewer of [A, B, C, D] as const) {
      const view = darkHearts.view(done, viewer);
      expect(view.lastTrick?.plays.map((p) => p.card)).toEqual(['4H', '4D', 'QS', '7H']);
      expect(view.lastTrick?.plays.map((p) => face(p.card, 'D'))).toEqual(['10D', 'JH', '2H', 'KC']);
      expect(view.played).toEqual(done.played);
      expect(view.broken).toEqual({ L: true, D: false });
      expect(view.seats.map((s) => s.handPoints)).toEqual(done.handPoints);
    }
  });

  test('public facts: phase, turn, toAct, scores, counts', () => {
    const state = ex2();
    const view = darkHearts.view(state, C);
    expect(view.phase).toBe('play');
    expect(view.turn).toBe(B);
    expect(view.toAct).toEqual([B]);
    expect(view.tricksPlayed).toBe(9);
    expect(view.seats.map((s) => s.count)).toEqual([4, 4, 4, 4]);
    expect(view.seats.map((s) => s.score)).toEqual(state.scores);
  });

  test('in random games no view shows a card its seat may not know (3 and 4 players)', () => {
    const deck = new Set(darkHearts.deckCards(newGame()));
    let checked = 0;
    for (const players of [3, 4]) {
      for (let seed = 1; seed <= 4; seed++) {
        playUntil(
          newGame({ players }, seed),
          randomChooser(makeRandom(seed + players)),
          (s) => s.handNumber > 3,
          (state, step) => {
            if (step % 5 !== 0) return;
            for (let seat = 0; seat < players; seat++) {
              const seen = idsIn(darkHearts.view(state, seat), deck);
              const leaks = hiddenFrom(state, seat).filter((c) => seen.has(c));
              expect(leaks, `seat ${seat}, step ${step}`).toEqual([]);
              checked++;
            }
          },
        );
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('events are redacted per viewer: the pass shows its cards to giver and receiver only', () => {
    const { events } = passFirstThree(newGame({}, 2));
    for (const event of events) {
      if (event.kind !== 'passed') continue;
      const giver = event.seat as Seat;
      const to = Number(event.detail?.['to']);
      for (let viewer = 0; viewer < 4; viewer++) {
        const seen = redactEvent(event, viewer);
        expect(seen.cards !== undefined).toBe(viewer === giver || viewer === to);
        expect(darkHearts.describeEvent(seen, (s) => String.fromCharCode(65 + s)).length).toBeGreaterThan(0);
      }
    }
  });
});
