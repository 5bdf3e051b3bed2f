// Going out and the match (going-out, match): seven cards of one colour after a draw go
// out, 3 points on your own colour and 1 on the other; the hand ends; the first to the target
// score (11 by default) wins, and scores carry from hand to hand.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { A, act, B, conserved, kinds, legal, ofKind, position, randomGame, refused, run } from './helpers.ts';

/** the winning example: A (red) holds six red and 6C; the stock's top is AD. */
function win(scores: Record<string, number> = {}, input: Record<string, unknown> = {}): BlackAndRedState {
  return position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      stock: ['AD'],
      scores,
    },
    input,
    5,
  );
}

/** A variant of the winning example: B (black) holds six red and 9S and leads; the stock's top is 4H. */
function winOther(scores: Record<string, number> = {}): BlackAndRedState {
  return position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'B',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7C'], B: ['KH', 'QH', '3D', '8D', '2H', '10D', '9S'] },
      stock: ['4H'],
      scores,
    },
    {},
    5,
  );
}

describe('going out (going-out)', () => {
  test('seven cards of your own colour after the draw: 3 points, and the hand ends', () => {
    const { state, events } = act(win(), A, '6C');
    expect(kinds(events)).toEqual(['discard', 'draw', 'out']);
    expect(events[2]).toEqual({
      kind: 'out',
      rule: 'going-out',
      seat: A,
      cards: ['8H', '9H', 'JD', '2D', '5H', '7H', 'AD'],
      detail: { colour: 'red', points: 3 },
    });
    expect(state.phase).toBe('handOver');
    expect(state.scores).toEqual([3, 0]);
    expect(state.lastHand).toEqual({ scorers: [{ seat: A, points: 3 }], reason: 'ownColour' });
    expect(conserved(state)).toBe(true);
    expect(blackAndRed.outcome(state)).toBeNull();
  });

  test("seven cards of the opponent's colour: 1 point", () => {
    const { state, events } = act(winOther(), B, '9S');
    expect(ofKind(events, 'out')[0]).toMatchObject({ seat: B, detail: { colour: 'red', points: 1 } });
    expect(state.targets[B]).toBe('black');
    expect(state.scores).toEqual([0, 1]);
    expect(state.lastHand).toEqual({ scorers: [{ seat: B, points: 1 }], reason: 'otherColour' });
    expect(state.phase).toBe('handOver');
  });

  test('the draw decides: a discard that leaves six of one colour but draws the other does not go out', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      stock: ['AS'],
    });
    const next = act(state, A, '6C');
    expect(kinds(next.events)).toEqual(['discard', 'draw']);
    expect(next.state.phase).toBe('play');
    expect(next.state.scores).toEqual([0, 0]);
  });

  test("after the hand both hands are shown in both views, the winner's and the loser's", () => {
    const state = act(win(), A, '6C').state;
    expect(blackAndRed.view(state, B).seats[A]?.cards).toEqual(state.hands[A]);
    expect(blackAndRed.view(state, A).seats[B]?.cards).toEqual(state.hands[B]);
    expect(blackAndRed.view(state, A).seats[B]?.count).toBe(7);
    // During play it was hidden.
    expect(blackAndRed.view(win(), B).seats[A]?.cards).toBeUndefined();
    // The next deal hides it again.
    const dealt = act(state, A, 'deal').state;
    if (dealt.phase === 'play') expect(blackAndRed.view(dealt, B).seats[A]?.cards).toBeUndefined();
  });

  test('going out comes before 31: the discard that made 31 and a winning draw end the hand', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: ['8H', '9H', 'JD', '2D', '10C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      run: ['10S', '8C', '3C'],
      lastDiscarder: 'B',
      stock: ['AD'],
    });
    const { state: next, events } = act(state, A, '10C');
    expect(kinds(events)).toEqual(['discard', 'draw', 'out']);
    expect(events[0]?.detail).toMatchObject({ total: 31 });
    expect(next.phase).toBe('handOver');
    expect(next.scores).toEqual([3, 0]);
  });

  test('after a go, the player carrying on alone can go out', () => {
    const state = position({
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      goes: ['B'],
      hands: { A: ['8H', '9H', 'JD', '2D', '2C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      run: ['10S', '8C', '9C'],
      lastDiscarder: 'A',
      stock: ['AD'],
    });
    const next = act(state, A, '2C').state;
    expect(next.phase).toBe('handOver');
    expect(next.lastHand?.reason).toBe('ownColour');
  });
});

describe('the match (match)', () => {
  test('reaching 11 ends the match: phase over, winner A, the match-over event, an outcome', () => {
    const before = win({ A: 8, B: 5 });
    expect(blackAndRed.outcome(before)).toBeNull();
    const { state, events } = act(before, A, '6C');
    expect(state.phase).toBe('over');
    expect(state.scores).toEqual([11, 5]);
    expect(state.winners).toEqual([A]);
    expect(events.at(-1)).toEqual({ kind: 'match-over', rule: 'match', detail: { target: 11, winners: '0' } });
    expect(blackAndRed.outcome(state)).toEqual({
      winners: [A],
      scores: [11, 5],
      summary: 'A wins the match with 11 points.',
    });
  });

  test('below the target the hand just ends', () => {
    const state = act(win({ A: 7 }), A, '6C').state;
    expect(state.phase).toBe('handOver');
    expect(state.scores).toEqual([10, 0]);
    expect(state.winners).toEqual([]);
    expect(blackAndRed.outcome(state)).toBeNull();
  });

  test('a custom target score: to 3, one own-colour hand wins', () => {
    const state = act(win({}, { targetScore: 3 }), A, '6C').state;
    expect(state.phase).toBe('over');
    expect(blackAndRed.outcome(state)?.winners).toEqual([A]);
    const short = act(win({}, { targetScore: 4 }), A, '6C').state;
    expect(short.phase).toBe('handOver');
  });

  test('a 1-point go-out can win: passing the target counts, not hitting it exactly', () => {
    const state = act(winOther({ B: 10 }), B, '9S').state;
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual([B]);
  });

  test('once over, nobody acts, and every action is refused under match', () => {
    const state = act(win({ A: 8 }), A, '6C').state;
    expect(blackAndRed.toAct(state)).toEqual([]);
    expect(legal(state, A)).toEqual([]);
    expect(legal(state, B)).toEqual([]);
    for (const [seat, text] of [
      [A, 'deal'],
      [B, 'deal'],
      [A, 'go'],
      [A, '8H'],
    ] as const) {
      expect(refused(state, seat, text)).toEqual({ rule: 'match', message: 'The match is over.' });
    }
  });

  test('both past the target at once (seed 950, both dealt one colour): the higher score wins', () => {
    const spec = (a: number, b: number) => ({
      phase: 'handOver',
      dealer: 'B',
      hands: { A: [], B: [] },
      scores: { A: a, B: b },
    });
    const ahead = run(position(spec(10, 8), {}, 950), [[A, 'deal']]).state;
    expect(ahead.scores).toEqual([15, 13]);
    expect(ahead.winners).toEqual([A]);
    const tied = run(position(spec(6, 6), {}, 950), [[A, 'deal']]).state;
    expect(tied.scores).toEqual([11, 11]);
    expect(tied.winners).toEqual([A, B]);
    expect(blackAndRed.outcome(tied)?.summary).toBe('A and B share the match with 11 points.');
  });

  test('scores carry from hand to hand and only grow, by 0, 1, 3 or 5 per seat per hand', () => {
    for (let seed = 1; seed <= 30; seed++) {
      let previous: readonly number[] = [0, 0];
      let hand = 1;
      const { state } = randomGame({}, seed, (s) => {
        if (s.handNumber !== hand) {
          expect(s.handNumber).toBe(hand + 1);
          hand = s.handNumber;
        }
        s.scores.forEach((score, seat) => {
          const gain = score - (previous[seat] ?? 0);
          expect([0, 1, 3, 5]).toContain(gain);
        });
        previous = s.scores;
      });
      expect(state.phase).toBe('over');
      const best = Math.max(...state.scores);
      expect(best).toBeGreaterThanOrEqual(11);
      expect(state.winners).toEqual(state.scores.flatMap((s, seat) => (s === best ? [seat] : [])));
      expect(state.handNumber).toBeGreaterThan(1);
    }
  });
});
