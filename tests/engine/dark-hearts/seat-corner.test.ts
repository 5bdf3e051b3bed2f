// A seat's corner during a hand at the reader's table (issue 42): its scores, and the points it has
// taken so far this hand in each shade, as the trick that cost them is taken; once the hand is
// scored, its scores alone, which have then taken the hand's points in (DH-13). A worked example's
// stepper, whose words say each trick's points, keeps the scores alone.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { seatCorner } from '../../../src/components/dark-hearts/seat-points.ts';
import { newGame, playUntil, randomChooser } from './helpers.ts';

/** Each seat's corner at the reader's table (A's), or in a worked example's stepper. */
const cornersOf = (state: DarkHeartsState, table = true): string[][] => {
  const view = darkHearts.view(state, table ? 0 : 'all');
  return view.seats.map((seat) => seatCorner(view, seat, table));
};

describe("a seat's corner", () => {
  test('says the points each seat has taken this hand, shade by shade, from the trick that took them until the hand is scored', () => {
    let seen = 0;
    for (const seed of [1, 2, 3]) {
      const start = newGame({ players: 4 }, seed);
      let before = start;
      const { state } = playUntil(
        start,
        randomChooser(makeRandom(seed)),
        (s) => s.phase === 'handOver' || s.phase === 'over',
        (s) => {
          if (s.phase === 'play' && s.tricksPlayed > before.tricksPlayed && s.lastTrick && s.lastTrick.points > 0) {
            // The trick just taken cost its winner points: its seat says so at once.
            const { winner, shade } = s.lastTrick;
            const taken = s.handPoints[winner]?.[shade] ?? 0;
            expect(cornersOf(s)[winner]).toContain(`took ${taken} ${shade === 'L' ? 'Light' : 'Dark'}`);
            expect(cornersOf(s, false)[winner]).toHaveLength(2);
            seen++;
          }
          before = s;
        },
      );
      const ended = cornersOf(state);
      const view = darkHearts.view(state, 0);
      view.seats.forEach((seat, i) => {
        expect(ended[i], 'once scored, the scores alone').toEqual([`Light ${seat.score.L}`, `Dark ${seat.score.D}`]);
      });
    }
    expect(seen, 'tricks with points taken').toBeGreaterThan(3);
  });

  test('names only the shades with points taken: none before the first point', () => {
    const start = newGame({ players: 4 }, 5);
    const { state } = playUntil(start, randomChooser(makeRandom(5)), (s) => s.phase === 'play');
    expect(cornersOf(state)).toEqual([0, 1, 2, 3].map(() => ['Light 0', 'Dark 0']));
  });
});
