// Winning (rules dawn, simultaneous-dawn, match, dusk): dawn, dusk, when hands are checked, simultaneous
// qualifiers, and matches of several hands.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import {
  A,
  act,
  allReady,
  B,
  C,
  kinds,
  legal,
  newGame,
  position,
  randomChooser,
  run,
  why,
  type Chooser,
} from './helpers.ts';

/** Three players mid-hand, A to play on the 6 of hearts (a 5 is needed). */
function onSix(handA: string[], opts: Record<string, unknown> = {}, pileTop = '6H'): DawnState {
  return position(
    { turn: 'A', hands: { A: handA, B: ['QS', '4D', '9S', 'JD'], C: ['JC', '4H', '9C', 'JH'] }, pile: [pileTop] },
    { players: 3, ...opts },
  );
}

/** Seeds whose deal gives one hand no black (or, for dusk, no red) cards; found by search. */
const DAWN_AT_DEAL = { players: 11, seed: 814, seat: 0 };
const DAWN_AT_DEAL_2 = { players: 11, seed: 515, seat: 3 };
const DUSK_AT_DEAL = { players: 11, seed: 481, seat: 4 };

const RED_A = ['KH', 'QH', 'JH', '10H', '9H', '8H', 'KD', 'QD', 'JD', '10D'];
const RED_B = ['7H', '6H', '5H', '4H', '3H', '7D', '6D', '5D', '4D', '3D'];
const BLACK_C = ['QS', 'JS', '10S', '9S', '8S', '7S', '6S', '5S', '4S', '3S', 'AS', '2S'];

/** Arrange-phase position: A's and B's only black cards are at positions 1 and 2 of their fans. */
function twoQualifiers(opts: Record<string, unknown> = {}, dealer = 'C'): DawnState {
  return position(
    {
      phase: 'arrange',
      dealer,
      hands: { A: ['KS', '2C', ...RED_A], B: ['KC', 'QC', ...RED_B], C: BLACK_C },
      spares: [
        ['2H', '2D'],
        ['AH', 'AD'],
      ],
    },
    { players: 3, ...opts },
  );
}

/** Everyone ready, then everyone takes positions 1 and 2 from the left. */
function swapDraw(state: DawnState): ReturnType<typeof run> {
  return run(allReady(state), [
    [A, 'take 1 2'],
    [B, 'take 1 2'],
    [C, 'take 1 2'],
  ]);
}

describe('dawn: a hand with no black cards wins (dawn)', () => {
  test('playing the last black card wins, red cards left in hand', () => {
    const { state, events } = act(onSix(['5C', '9H', 'KD']), A, '5C');
    expect(events[1]).toEqual({
      kind: 'dawn',
      rule: 'dawn',
      seat: A,
      cards: ['9H', 'KD'],
      detail: { variant: 'dawn' },
    });
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([A]);
    expect(state.wins).toEqual([1, 0, 0]);
    expect(dawn.outcome(state)?.winners).toEqual([A]);
  });

  test('playing a red card, or a black card with another black left, does not win', () => {
    expect(act(onSix(['5H', '8S']), A, '5H').state.phase).toBe('play');
    expect(act(onSix(['5C', '8S', '9H']), A, '5C').state.phase).toBe('play');
  });

  test('an empty hand counts: a single black card played wins', () => {
    const { state, events } = act(onSix(['5S']), A, '5S');
    expect(events[1]).toMatchObject({ kind: 'dawn', seat: A, cards: [] });
    expect(state.phase).toBe('over');
  });

  test('winning with an Ace does not clear the pile or give another lead: the hand is over', () => {
    const { state, events } = act(onSix(['AS', '9H'], {}, '2H'), A, 'AS');
    expect(kinds(events)).toEqual(['play', 'dawn']);
    expect(state.phase).toBe('over');
    expect(state.pile).toEqual(['2H', 'AS']);
  });

  test('nothing may be done once the hand is over; outcome names the winner', () => {
    const { state } = act(onSix(['5C', '9H']), A, '5C');
    expect(dawn.toAct(state)).toEqual([]);
    for (const seat of [A, B, C]) expect(legal(state, seat)).toEqual([]);
    expect(why(state, B, 'draw')).toEqual({ rule: 'dawn', message: 'The game is over.' });
    expect(dawn.outcome(state)).toEqual({
      winners: [A],
      scores: [1, 0, 0],
      summary: 'A reached dawn and wins the hand.',
    });
  });

  test('outcome is null while the hand is in play', () => {
    const state = onSix(['5C', '9H', '8S']);
    expect(dawn.outcome(state)).toBeNull();
    expect(dawn.outcome(act(state, A, '5C').state)).toBeNull();
  });
});

describe('the Dusk variant (dusk)', () => {
  test('a hand with no red cards wins', () => {
    const { state, events } = act(onSix(['5H', '8C'], { variant: 'dusk' }, '6S'), A, '5H');
    expect(events[1]).toEqual({ kind: 'dawn', rule: 'dusk', seat: A, cards: ['8C'], detail: { variant: 'dusk' } });
    expect(state.phase).toBe('over');
    expect(dawn.outcome(state)?.summary).toBe('A reached dusk and wins the hand.');
  });

  test('a black-free hand does not win in dusk', () => {
    const { state, events } = act(onSix(['5C', '9H', '8D'], { variant: 'dusk' }, '6S'), A, '5C');
    expect(kinds(events)).toEqual(['play']);
    expect(state.phase).toBe('play');
    expect(state.hands[A]).toEqual(['9H', '8D']);
  });

  test('an over dusk game cites the dusk rule', () => {
    const { state } = act(onSix(['5H', '8C'], { variant: 'dusk' }, '6S'), A, '5H');
    expect(why(state, A, 'draw')?.rule).toBe('dusk');
  });

  test('a red-free deal wins at once in dusk', () => {
    const state = newGame({ players: DUSK_AT_DEAL.players, variant: 'dusk' }, DUSK_AT_DEAL.seed);
    expect(state.hands[DUSK_AT_DEAL.seat]?.every((c) => c.endsWith('C') || c.endsWith('S'))).toBe(true);
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([DUSK_AT_DEAL.seat]);
  });
});

describe('when dawn is checked (dawnCheck, dawn)', () => {
  test("'anyPoint' (default) ends the hand at the deal when a hand has no black cards", () => {
    const { players, seed, seat } = DAWN_AT_DEAL;
    const state = newGame({ players }, seed);
    expect(state.hands[seat]?.every((c) => c.endsWith('H') || c.endsWith('D'))).toBe(true);
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([seat]);
    expect(dawn.outcome(state)?.winners).toEqual([seat]);
    const other = newGame({ players: DAWN_AT_DEAL_2.players }, DAWN_AT_DEAL_2.seed);
    expect(other.handWinners).toEqual([DAWN_AT_DEAL_2.seat]);
  });

  test("'turnBoundariesOnly' does not check at the deal", () => {
    const { players, seed } = DAWN_AT_DEAL;
    const state = newGame({ players, dawnCheck: 'turnBoundariesOnly' }, seed);
    expect(state.phase).toBe('arrange');
    expect(state.handWinners).toEqual([]);
    expect(dawn.outcome(state)).toBeNull();
  });

  test("'anyPoint' ends the hand after the swap-draw step, before anyone picks up", () => {
    const { state, events } = swapDraw(
      position(
        {
          phase: 'arrange',
          hands: { A: ['KS', '2C', ...RED_A], B: ['KC', 'QC', 'JC', ...RED_B.slice(1)], C: BLACK_C },
        },
        { players: 3 },
      ),
    );
    expect(kinds(events).slice(-1)).toEqual(['dawn']);
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([A]);
    expect(state.hands[A]).toEqual(RED_A);
    expect(state.pairs.every((p) => p.pickedBy === null)).toBe(true);
  });

  test("'turnBoundariesOnly' goes on to the pick-up, and the black-free hand wins when it plays", () => {
    const taken = swapDraw(
      position(
        {
          phase: 'arrange',
          hands: { A: ['KS', '2C', ...RED_A], B: ['KC', 'QC', 'JC', ...RED_B.slice(1)], C: BLACK_C },
          spares: [
            ['2H', 'AH'],
            ['2D', 'AD'],
          ],
        },
        { players: 3, dawnCheck: 'turnBoundariesOnly' },
      ),
    );
    expect(kinds(taken.events)).not.toContain('dawn');
    expect(taken.state.phase).toBe('pick');
    expect(taken.state.hands[A]).toEqual(RED_A);
    const { state, events } = run(taken.state, [
      [A, 'pick S1'],
      [B, 'pick S2'],
      [C, 'pick A'],
      [A, '2H'],
    ]);
    expect(events[events.length - 1]).toMatchObject({ kind: 'dawn', rule: 'dawn', seat: A });
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([A]);
  });
});

describe('reaching dawn together (simultaneous-dawn)', () => {
  test("'firstClockwiseFromDealerLeft' (default): the first qualifier from the dealer's left wins", () => {
    const { state, events } = swapDraw(twoQualifiers());
    expect(state.hands[A]).toEqual(RED_A);
    expect(state.hands[B]).toEqual(RED_B);
    const dawnEvents = events.filter((e) => e.kind === 'dawn');
    expect(dawnEvents).toEqual([
      { kind: 'dawn', rule: 'simultaneous-dawn', seat: A, cards: RED_A, detail: { variant: 'dawn' } },
    ]);
    expect(state.phase).toBe('over');
    expect(state.handWinners).toEqual([A]);
    expect(state.wins).toEqual([1, 0, 0]);
  });

  test("with A dealing, clockwise from the dealer's left starts at B, so B wins", () => {
    const { state } = swapDraw(twoQualifiers({}, 'A'));
    expect(state.handWinners).toEqual([B]);
    expect(dawn.outcome(state)?.winners).toEqual([B]);
  });

  test("'shared': every qualifier wins", () => {
    const { state, events } = swapDraw(twoQualifiers({ simultaneousDawn: 'shared' }));
    expect(events.filter((e) => e.kind === 'dawn').map((e) => [e.seat, e.rule])).toEqual([
      [A, 'simultaneous-dawn'],
      [B, 'simultaneous-dawn'],
    ]);
    expect(state.handWinners).toEqual([A, B]);
    expect(state.wins).toEqual([1, 1, 0]);
    expect(dawn.outcome(state)).toEqual({
      winners: [A, B],
      scores: [1, 1, 0],
      summary: 'A and B reached dawn and share the hand.',
    });
  });

  test('a single qualifier cites dawn, not simultaneous-dawn, even with shared', () => {
    const { events } = swapDraw(
      position(
        {
          phase: 'arrange',
          hands: { A: ['KS', '2C', ...RED_A], B: ['KC', 'QC', 'JC', ...RED_B.slice(1)], C: BLACK_C },
        },
        { players: 3, simultaneousDawn: 'shared' },
      ),
    );
    expect(events.filter((e) => e.kind === 'dawn').map((e) => e.rule)).toEqual(['dawn']);
  });
});

describe('a match of several hands (match)', () => {
  /** Plays the current hand to its end with random legal actions. */
  function finishHand(state: DawnState, choose: Chooser): DawnState {
    let current = state;
    for (
      let i = 0;
      i < 20_000 &&
      (current.phase === 'arrange' || current.phase === 'take' || current.phase === 'pick' || current.phase === 'play');
      i++
    ) {
      const [seat = 0] = dawn.toAct(current);
      current = dawn.apply(current, seat, choose(current, seat, dawn.legalActions(current, seat))).state;
    }
    return current;
  }

  test('after a hand the phase is handOver and the seat left of the dealer deals', () => {
    const won = act(onSix(['5C', '9H'], { matchHands: 3 }), A, '5C');
    expect(kinds(won.events)).toEqual(['play', 'dawn']);
    const state = won.state;
    expect(state.phase).toBe('handOver');
    expect(state.dealer).toBe(C);
    expect(dawn.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['deal']);
    expect(dawn.outcome(state)).toBeNull();
    expect(why(state, B, 'deal')).toEqual({ rule: 'match', message: 'The deal passes left: A deals the next hand.' });
    expect(why(state, A, 'draw')).toEqual({
      rule: 'match',
      message: 'This hand is over; the next hand must be dealt first.',
    });
    expect(why(state, C, '9H')?.rule).toBe('match');

    const next = act(state, A, 'deal');
    expect(next.events).toEqual([{ kind: 'deal', rule: 'deal', seat: A, detail: { hand: 2 } }]);
    expect(next.state.phase).toBe('arrange');
    expect(next.state.dealer).toBe(A);
    expect(next.state.handNumber).toBe(2);
    expect(next.state.wins).toEqual([1, 0, 0]);
    expect(next.state.handWinners).toEqual([]);
    expect(next.state.hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect(next.state.pile).toEqual([]);
    expect(next.state.discards).toEqual([]);
    expect(next.state.turn).toBe(B);
    expect(dawn.toAct(next.state)).toEqual([A, B, C]);
  });

  test('the deal passes left each hand, wins are tallied, and the outcome comes after the last hand', () => {
    const choose = randomChooser(makeRandom(99));
    let state = newGame({ players: 4, matchHands: 3 }, 17);
    const dealers: number[] = [state.dealer];
    let winners = 0;
    for (let hand = 1; hand <= 3; hand++) {
      expect(state.handNumber).toBe(hand);
      state = finishHand(state, choose);
      winners += state.handWinners.length;
      expect(state.wins.reduce((a, b) => a + b, 0)).toBe(winners);
      if (hand < 3) {
        expect(state.phase).toBe('handOver');
        expect(dawn.outcome(state)).toBeNull();
        const [dealer = -1] = dawn.toAct(state);
        expect(dealer).toBe((state.dealer + 1) % 4);
        const result = act(state, dealer, 'deal');
        state = result.state;
        dealers.push(state.dealer);
      }
    }
    expect(dealers).toEqual([3, 0, 1]);
    expect(state.phase).toBe('over');
    const outcome = dawn.outcome(state);
    expect(outcome).not.toBeNull();
    const best = Math.max(...state.wins);
    expect(outcome?.scores).toEqual(state.wins);
    expect(outcome?.winners).toEqual(state.wins.flatMap((w, seat) => (w === best ? [seat] : [])));
    expect(outcome?.summary).toMatch(/(wins|share) the match with \d of 3 hands\.$/);
    expect(why(state, A, 'deal')?.rule).toBe('match');
  });

  test('a two-hand match is over after the second hand, not the first', () => {
    const won = act(onSix(['5C', '9H'], { matchHands: 2 }), A, '5C');
    expect(won.state.phase).toBe('handOver');
    const second = finishHand(act(won.state, A, 'deal').state, randomChooser(makeRandom(5)));
    expect(second.phase).toBe('over');
    expect(second.handNumber).toBe(2);
    expect(second.wins.reduce((a, b) => a + b, 0)).toBe(1 + second.handWinners.length);
    const single = act(onSix(['5C', '9H'], { matchHands: 1 }), A, '5C');
    expect(kinds(single.events)).not.toContain('match-over');
  });

  test('a match-over event is emitted when the final hand is won', () => {
    // Hand 1 of a 1-hand match has no match-over; the final hand of a 2-hand match has one.
    const state = { ...onSix(['5C', '9H'], { matchHands: 2 }), handNumber: 2 };
    const { events } = act(state, A, '5C');
    expect(kinds(events)).toEqual(['play', 'dawn', 'match-over']);
    expect(events[2]).toEqual({ kind: 'match-over', rule: 'match', detail: { hands: 2 } });
  });

  test('a dealt hand that is already won goes straight to handOver in a match', () => {
    const { players, seed, seat } = DAWN_AT_DEAL;
    const state = newGame({ players, matchHands: 2 }, seed);
    expect(state.phase).toBe('handOver');
    expect(state.wins[seat]).toBe(1);
    expect(dawn.toAct(state)).toEqual([0]);
  });
});
