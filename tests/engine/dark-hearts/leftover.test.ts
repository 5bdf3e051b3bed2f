// The 3-player leftover card (deal, leftover-card): face down and unseen; the winner of the first trick that
// breaks hearts in either shade takes it, scoring only its face in that trick's shade; once per
// deal; not taken if nothing breaks; it breaks nothing itself. (example 3 is in fixtures.test.ts.)
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { A, act, B, C, conserved, newGame, ofKind, playUntil, position, randomChooser, run } from './helpers.ts';

/** Three cards each, nothing broken, A to lead. */
function three(
  leftover: string,
  hands: Record<'A' | 'B' | 'C', string[]>,
  input: Record<string, unknown> = {},
): DarkHeartsState {
  return position({ hand: 1, leader: 'A', leftover, hands }, { players: 3, ...input });
}

// A leads L2D; B, void in Light diamonds, throws the Light 9 of hearts; C wins with L10D.
const LIGHT_HANDS = { A: ['L2D', 'L3S', 'L6C'], B: ['L9H', 'L7C', 'L9C'], C: ['L10D', 'L5D', 'L10C'] };
const LIGHT_BREAK = [
  [A, 'L2D'],
  [B, 'L9H'],
  [C, 'L10D'],
] as const;
// A leads L2D as the Dark 9 of spades; B throws L7C, the Dark 9 of hearts; C wins with the Dark King of spades.
const DARK_HANDS = { A: ['L2D', 'L6C', 'L3C'], B: ['L7C', 'L9C', 'L4C'], C: ['L6D', 'L10C', 'L5C'] };
const DARK_BREAK = [
  [A, 'D9S'],
  [B, 'D9H'],
  [C, 'DKS'],
] as const;

describe('the leftover card (leftover-card)', () => {
  test('the mirror card L6H/DQS: a Light break scores its Light 6 of hearts, +1', () => {
    const { state, events } = run(three('L6H', LIGHT_HANDS), LIGHT_BREAK);
    expect(ofKind(events, 'leftover-taken')[0]).toMatchObject({
      seat: C,
      cards: ['6H'],
      detail: { shade: 'L', points: 1 },
    });
    expect(state.handPoints[C]).toEqual({ L: 2, D: 0 });
    // Its Dark face is the Queen of spades, but it does not break Dark.
    expect(state.broken).toEqual({ L: true, D: false });
  });

  test('the mirror card L6H/DQS: a Dark break scores its Dark Queen of spades, +13', () => {
    const { state, events } = run(three('L6H', DARK_HANDS), DARK_BREAK);
    expect(ofKind(events, 'leftover-taken')[0]).toMatchObject({
      seat: C,
      cards: ['6H'],
      detail: { shade: 'D', points: 13 },
    });
    expect(state.handPoints[C]).toEqual({ L: 0, D: 14 });
    // Its Light face is a heart, but it does not break Light.
    expect(state.broken).toEqual({ L: false, D: true });
  });

  test('a leftover with no point face in the trick shade is taken for 0 points', () => {
    const { state, events } = run(three('L2S', LIGHT_HANDS), LIGHT_BREAK);
    expect(state.leftoverTakenBy).toBe(C);
    expect(ofKind(events, 'leftover-taken')[0]?.detail).toEqual({ shade: 'L', points: 0 });
    expect(state.handPoints[C]).toEqual({ L: 1, D: 0 });
  });

  test('the events come in order: trick won, hearts broken, leftover taken', () => {
    const { events } = run(three('LQS', LIGHT_HANDS), LIGHT_BREAK);
    expect(events.map((e) => e.kind)).toEqual(['lead', 'play', 'play', 'trick-won', 'hearts-broken', 'leftover-taken']);
    expect(events.map((e) => e.rule)).toEqual([
      'choose-shade',
      'follow-suit',
      'follow-suit',
      'trick-winner',
      'hearts-broken',
      'leftover-card',
    ]);
  });

  test('a trick with points that breaks nothing (queenBreaks false, only a Queen) does not take it', () => {
    // A leads L2D; B throws LQS; C wins. With queenBreaks false this breaks nothing.
    const hands = { A: ['L2D', 'L3S', 'L6C'], B: ['LQS', 'L7C', 'L9C'], C: ['L10D', 'L5D', 'L10C'] };
    const quiet = run(three('L9H', hands, { queenBreaks: false }), [
      [A, 'L2D'],
      [B, 'LQS'],
      [C, 'L10D'],
    ]).state;
    expect(quiet.broken).toEqual({ L: false, D: false });
    expect(quiet.leftoverTakenBy).toBeNull();
    expect(quiet.handPoints[C]).toEqual({ L: 13, D: 0 });
    // With queenBreaks true the same trick breaks Light and takes the leftover (the Light 9 of hearts).
    const broken = run(three('L9H', hands), [
      [A, 'L2D'],
      [B, 'LQS'],
      [C, 'L10D'],
    ]).state;
    expect(broken.leftoverTakenBy).toBe(C);
    expect(broken.handPoints[C]).toEqual({ L: 14, D: 0 });
  });

  test('if nothing breaks hearts in the deal, the leftover is not taken and not scored', () => {
    const start = position(
      { hand: 1, leader: 'A', leftover: 'LQS', hands: { A: ['L2D'], B: ['L3D'], C: ['L4D'] } },
      { players: 3 },
    );
    const { state, events } = run(start, [
      [A, 'L2D'],
      [B, 'L3D'],
      [C, 'L4D'],
    ]);
    expect(state.phase).toBe('handOver');
    expect(state.leftoverTakenBy).toBeNull();
    expect(ofKind(events, 'leftover-taken')).toEqual([]);
    expect(state.scores).toEqual([
      { L: 0, D: 0 },
      { L: 0, D: 0 },
      { L: 0, D: 0 },
    ]);
    // Still face down: no seat sees it.
    for (const seat of [A, B, C])
      expect(darkHearts.view(state, seat).leftover).toEqual({ present: true, takenBy: null });
    expect(conserved(state)).toBe(true);
  });

  test('the leftover counts towards the moon like any point taken', () => {
    // C takes the only Light points of the hand (9 of hearts + Queen): 14, a moon in Light.
    const start = position(
      { hand: 1, leader: 'A', leftover: 'LQS', hands: { A: ['L2D'], B: ['L9H'], C: ['L10D'] } },
      { players: 3 },
    );
    const { state, events } = run(start, [
      [A, 'L2D'],
      [B, 'L9H'],
      [C, 'L10D'],
    ]);
    expect(ofKind(events, 'moon')[0]).toMatchObject({ seat: C, detail: { shade: 'L', points: 14 } });
    expect(state.scores).toEqual([
      { L: 14, D: 0 },
      { L: 14, D: 0 },
      { L: 0, D: 0 },
    ]);
  });

  test('in real 3-player games the leftover is taken at most once per deal, by the winner of the first breaking trick', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = makeRandom(seed);
      let state = newGame({ players: 3 }, seed);
      let takenThisDeal = 0;
      let checkedBreaks = 0;
      while (state.phase !== 'over' && state.handNumber <= 3) {
        const [seat] = darkHearts.toAct(state);
        const legal = darkHearts.legalActions(state, seat as number);
        const before = state;
        const { state: next, events } = darkHearts.apply(state, seat as number, random.pick(legal));
        if (events.some((e) => e.kind === 'deal')) takenThisDeal = 0;
        const taken = ofKind(events, 'leftover-taken');
        takenThisDeal += taken.length;
        expect(takenThisDeal).toBeLessThanOrEqual(1);
        const firstBreak = !before.broken.L && !before.broken.D && ofKind(events, 'hearts-broken').length > 0;
        if (firstBreak) {
          checkedBreaks++;
          const won = ofKind(events, 'trick-won')[0];
          expect(taken).toHaveLength(1);
          expect(taken[0]?.seat).toBe(won?.seat);
          expect(taken[0]?.cards).toEqual([before.leftover]);
        } else {
          expect(taken).toEqual([]);
        }
        expect(conserved(next)).toBe(true);
        state = next;
      }
      expect(checkedBreaks).toBeGreaterThan(0);
    }
  });

  test('a new deal brings a new face-down leftover, not taken', () => {
    const random = makeRandom(5);
    let state = newGame({ players: 3 }, 5);
    state = playUntil(state, randomChooser(random), (s) => s.phase === 'handOver').state;
    expect(state.leftoverTakenBy).not.toBeNull();
    state = act(state, (state.dealer + 1) % 3, 'deal').state;
    expect(state.leftoverTakenBy).toBeNull();
    expect(state.leftover).not.toBeNull();
    expect(darkHearts.view(state, A).leftover).toEqual({ present: true, takenBy: null });
  });
});
