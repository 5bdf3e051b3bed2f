// Points and scores (point-cards to game-end): points count only in the trick's shade; two scores per
// player; the moon per shade (moonRule soleTaker / allPoints); the end when any score reaches
// endScore, checked after the moon; the single lowest score wins (winnerTie shared /
// otherShadeBreaks). example 2, example 4 and example 5 are in fixtures.test.ts.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { facePoints } from '../../../src/engine/dark-hearts/deck.ts';
import { gameWinners } from '../../../src/engine/dark-hearts/scoring.ts';
import { A, B, C, D, newGame, ofKind, playUntil, position, randomChooser, run, type Events } from './helpers.ts';

type Pair = [number, number];

/**
 * The last trick of a hand: one card each, both shades broken. A leads the Light 2 of clubs and
 * everyone follows; D wins it with no points. So the hand scores exactly `handPoints`.
 */
function finishHand(
  handPoints: Partial<Record<'A' | 'B' | 'C' | 'D', Pair>>,
  scores: Partial<Record<'A' | 'B' | 'C' | 'D', Pair>> = {},
  input: Record<string, unknown> = {},
): { state: DarkHeartsState; events: Events } {
  const start = position(
    {
      hand: 1,
      leader: 'A',
      broken: { L: true, D: true },
      hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'], D: ['L5C'] },
      handPoints,
      scores,
    },
    input,
  );
  return run(start, [
    [A, 'L2C'],
    [B, 'L3C'],
    [C, 'L4C'],
    [D, 'L5C'],
  ]);
}

const totals = (state: DarkHeartsState): Pair[] => state.scores.map((s) => [s.L, s.D]);

describe('points count in the trick shade only (point-cards)', () => {
  test('the same four cards are worth 15 Light in a Light trick and 2 Dark in a Dark trick', () => {
    // L4H/D10D, L4D/DJH, LQS/D2H, L7H/DKC: Light faces 4H 4D QS 7H (1+0+13+1); Dark faces 10D JH 2H KC (0+1+1+0).
    const hands = { A: ['L4H'], B: ['L4D'], C: ['LQS'], D: ['L7H'] };
    const light = run(position({ hand: 1, leader: 'A', broken: { L: true, D: true }, hands }), [
      [A, 'L4H'],
      [B, 'L4D'],
      [C, 'LQS'],
      [D, 'L7H'],
    ]);
    expect(light.state.lastTrick).toMatchObject({ winner: D, points: 15, shade: 'L' });
    const dark = run(position({ hand: 1, leader: 'A', broken: { L: true, D: true }, hands }), [
      [A, 'D10D'],
      [B, 'DJH'],
      [C, 'D2H'],
      [D, 'DKC'],
    ]);
    // Led the Dark 10 of diamonds: nobody else has a Dark diamond, so A wins its own 2 Dark points.
    expect(dark.state.lastTrick).toMatchObject({ winner: A, points: 2, shade: 'D' });
  });

  test('hand points are added to the scores at the end of the hand, per shade', () => {
    const { state, events } = finishHand({ A: [3, 4], B: [5, 0], C: [0, 6], D: [18, 16] }, { A: [10, 20], B: [1, 2] });
    expect(state.phase).toBe('handOver');
    expect(totals(state)).toEqual([
      [13, 24],
      [6, 2],
      [0, 6],
      [18, 16],
    ]);
    expect(ofKind(events, 'hand-scored')).toHaveLength(4);
    for (const e of ofKind(events, 'hand-scored')) expect(e.rule).toBe('point-cards');
    expect(ofKind(events, 'moon')).toEqual([]);
  });

  test('in random games, each trick scores its faces in its shade, and the hand adds them up (moon aside)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = makeRandom(seed);
      let state = newGame({}, seed);
      const taken = [0, 1, 2, 3].map(() => ({ L: 0, D: 0 }));
      while (state.phase !== 'handOver') {
        const [seat] = darkHearts.toAct(state);
        const next = darkHearts.apply(
          state,
          seat as number,
          random.pick(darkHearts.legalActions(state, seat as number)),
        ).state;
        if (next.tricksPlayed !== state.tricksPlayed || next.phase === 'handOver') {
          const trick = next.lastTrick;
          if (trick === null) throw new Error('no last trick');
          const points = trick.plays.reduce((sum, p) => sum + facePoints(p.card, trick.shade), 0);
          expect(trick.points).toBe(points);
          const mine = taken[trick.winner] as { L: number; D: number };
          mine[trick.shade] += points;
        }
        state = next;
      }
      for (const shade of ['L', 'D'] as const) {
        const takers = taken.flatMap((p, seat) => (p[shade] > 0 ? [seat] : []));
        const expected =
          takers.length === 1
            ? taken.map((_, seat) =>
                seat === takers[0] ? 0 : (taken[takers[0] as number] as { L: number; D: number })[shade],
              )
            : taken.map((p) => p[shade]);
        expect(
          state.scores.map((s) => s[shade]),
          `seed ${seed} ${shade}`,
        ).toEqual(expected);
      }
    }
  });
});

describe('shooting the moon (shooting-the-moon)', () => {
  test('soleTaker, Dark: the only Dark taker scores 0 Dark and everyone else adds their points', () => {
    const { state, events } = finishHand({ B: [0, 13] });
    expect(totals(state)).toEqual([
      [0, 13],
      [0, 0],
      [0, 13],
      [0, 13],
    ]);
    expect(ofKind(events, 'moon')).toEqual([
      { kind: 'moon', rule: 'shooting-the-moon', seat: B, detail: { shade: 'D', points: 13 } },
    ]);
  });

  test('soleTaker: the two shades are independent; two different shooters', () => {
    const { state, events } = finishHand({ A: [5, 0], C: [0, 7] });
    expect(totals(state)).toEqual([
      [0, 7],
      [5, 7],
      [5, 0],
      [5, 7],
    ]);
    expect(ofKind(events, 'moon').map((e) => [e.seat, e.detail?.['shade']])).toEqual([
      [A, 'L'],
      [C, 'D'],
    ]);
  });

  test('soleTaker: one player the only taker in both shades shoots both', () => {
    const { state } = finishHand({ D: [4, 1] }, { D: [50, 50] });
    expect(totals(state)).toEqual([
      [4, 1],
      [4, 1],
      [4, 1],
      [50, 50],
    ]);
  });

  test('nobody took points in a shade: no moon', () => {
    const { state, events } = finishHand({});
    expect(ofKind(events, 'moon')).toEqual([]);
    expect(totals(state)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  test('two takers in a shade: no moon in that shade', () => {
    const { events } = finishHand({ A: [25, 0], B: [1, 0] });
    expect(ofKind(events, 'moon')).toEqual([]);
  });

  test('allPoints: all 26 points of a shade are a moon', () => {
    const { state, events } = finishHand({ A: [26, 0] }, {}, { moonRule: 'allPoints' });
    expect(ofKind(events, 'moon')).toEqual([
      { kind: 'moon', rule: 'shooting-the-moon', seat: A, detail: { shade: 'L', points: 26 } },
    ]);
    expect(totals(state)).toEqual([
      [0, 0],
      [26, 0],
      [26, 0],
      [26, 0],
    ]);
  });

  test('allPoints: the only taker with fewer than 26 does not shoot the moon', () => {
    const { state, events } = finishHand({ A: [25, 9] }, {}, { moonRule: 'allPoints' });
    expect(ofKind(events, 'moon')).toEqual([]);
    expect(totals(state)).toEqual([
      [25, 9],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // The same hand under soleTaker is a moon in both shades.
    expect(ofKind(finishHand({ A: [25, 9] }).events, 'moon')).toHaveLength(2);
  });

  test('allPoints in Dark', () => {
    const { state } = finishHand({ C: [0, 26] }, {}, { moonRule: 'allPoints' });
    expect(totals(state)).toEqual([
      [0, 26],
      [0, 26],
      [0, 0],
      [0, 26],
    ]);
  });

  test('with three players the others add the moon too', () => {
    const start = position(
      {
        hand: 1,
        leader: 'A',
        leftover: 'L2S',
        leftoverTakenBy: 'B',
        broken: { L: true, D: true },
        hands: { A: ['L2C'], B: ['L3C'], C: ['L4C'] },
        handPoints: { B: [6, 0] },
      },
      { players: 3 },
    );
    const { state } = run(start, [
      [A, 'L2C'],
      [B, 'L3C'],
      [C, 'L4C'],
    ]);
    expect(totals(state)).toEqual([
      [6, 0],
      [0, 0],
      [6, 0],
    ]);
  });
});

describe('the end of the game (game-end)', () => {
  test('below the end score the hand is over and the next is dealt; outcome is null', () => {
    const { state, events } = finishHand(
      { A: [1, 1], B: [1, 1] },
      { A: [98, 20], B: [40, 98], C: [60, 30], D: [70, 50] },
    );
    expect(totals(state)[0]).toEqual([99, 21]);
    expect(totals(state)[1]).toEqual([41, 99]);
    expect(state.phase).toBe('handOver');
    expect(darkHearts.outcome(state)).toBeNull();
    expect(ofKind(events, 'game-over')).toEqual([]);
  });

  test('reaching exactly 100 in either shade ends the game', () => {
    const { state, events } = finishHand(
      { A: [1, 0], B: [1, 0] },
      { A: [30, 20], B: [99, 10], C: [60, 30], D: [70, 50] },
    );
    expect(totals(state)[1]).toEqual([100, 10]);
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual([B]);
    expect(ofKind(events, 'game-over')).toEqual([
      { kind: 'game-over', rule: 'game-end', detail: { winners: '1', low: 10 } },
    ]);
  });

  test('outcome is null during the game, and the game does end in real play', () => {
    const { state } = playUntil(newGame({}, 3), randomChooser(makeRandom(3)), undefined, (s) => {
      expect(darkHearts.outcome(s)).toBeNull();
    });
    expect(state.phase).toBe('over');
    const outcome = darkHearts.outcome(state);
    expect(outcome?.winners).toEqual(state.winners);
    const low = Math.min(...state.scores.flatMap((s) => [s.L, s.D]));
    for (const w of state.winners) expect(Math.min(state.scores[w]?.L ?? -1, state.scores[w]?.D ?? -1)).toBe(low);
    expect(state.scores.some((s) => s.L >= 100 || s.D >= 100)).toBe(true);
  });

  test('endScore: the game ends at the chosen score', () => {
    const scores = { A: [49, 10] as Pair, B: [20, 30] as Pair, C: [30, 5] as Pair, D: [40, 40] as Pair };
    const at50 = finishHand({ A: [1, 0], B: [1, 0] }, scores, { endScore: 50 }).state;
    expect(at50.phase).toBe('over');
    expect(at50.winners).toEqual([C]);
    const at100 = finishHand({ A: [1, 0], B: [1, 0] }, scores).state;
    expect(at100.phase).toBe('handOver');
  });

  test('the end is checked after the moon: a moon can end the game for the others', () => {
    // A shoots 9 Light: A stays at 95, B goes from 92 to 101.
    const { state } = finishHand({ A: [9, 0] }, { A: [95, 10], B: [92, 20], C: [50, 30], D: [60, 40] });
    expect(totals(state)).toEqual([
      [95, 10],
      [101, 20],
      [59, 30],
      [69, 40],
    ]);
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual([A]);
  });

  test('the end is checked after the moon: shooting keeps the shooter below the end', () => {
    const { state } = finishHand({ A: [9, 0] }, { A: [95, 10], B: [80, 20], C: [50, 30], D: [60, 40] });
    expect(totals(state)[0]).toEqual([95, 10]);
    expect(state.phase).toBe('handOver');
  });

  test("winnerTie 'shared' (default): every owner of the lowest score wins", () => {
    const scores = { A: [100, 20] as Pair, B: [20, 60] as Pair, C: [50, 50] as Pair, D: [70, 30] as Pair };
    const { state } = finishHand({}, scores);
    expect(state.winners).toEqual([A, B]);
    expect(darkHearts.outcome(state)).toEqual({
      winners: [A, B],
      scores: [20, 20, 50, 30],
      summary: 'A and B share the game with the lowest score of all, 20.',
    });
  });

  test("winnerTie 'otherShadeBreaks': the lower other shade wins the tie", () => {
    const scores = { A: [100, 20] as Pair, B: [20, 60] as Pair, C: [50, 50] as Pair, D: [70, 30] as Pair };
    const { state } = finishHand({}, scores, { winnerTie: 'otherShadeBreaks' });
    expect(state.winners).toEqual([B]);
    expect(darkHearts.outcome(state)?.summary).toBe('B wins the game with the lowest score of all, 20.');
  });

  test("winnerTie 'otherShadeBreaks': still tied on the other shade, the win is shared", () => {
    const scores = { A: [100, 20] as Pair, B: [20, 100] as Pair, C: [50, 50] as Pair, D: [70, 30] as Pair };
    expect(finishHand({}, scores, { winnerTie: 'otherShadeBreaks' }).state.winners).toEqual([A, B]);
  });

  test('one player with the lowest score in both shades wins alone', () => {
    expect(
      gameWinners(
        [
          { L: 20, D: 20 },
          { L: 100, D: 30 },
          { L: 40, D: 40 },
        ],
        'shared',
      ),
    ).toEqual([0]);
    expect(
      gameWinners(
        [
          { L: 20, D: 20 },
          { L: 100, D: 30 },
          { L: 40, D: 40 },
        ],
        'otherShadeBreaks',
      ),
    ).toEqual([0]);
  });

  test('gameWinners: three-way ties', () => {
    const scores = [
      { L: 5, D: 50 },
      { L: 40, D: 5 },
      { L: 5, D: 40 },
      { L: 100, D: 60 },
    ];
    expect(gameWinners(scores, 'shared')).toEqual([0, 1, 2]);
    expect(gameWinners(scores, 'otherShadeBreaks')).toEqual([1, 2]);
  });

  test('after the game is over nothing may be done', () => {
    const { state } = finishHand({}, { A: [100, 20] });
    expect(state.phase).toBe('over');
    expect(darkHearts.toAct(state)).toEqual([]);
    for (let seat = 0; seat < 4; seat++) {
      expect(darkHearts.legalActions(state, seat)).toEqual([]);
      expect(darkHearts.explain(state, seat, { type: 'deal' })?.rule).toBe('game-end');
    }
  });
});
