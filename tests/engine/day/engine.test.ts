// The Day engine's rules, concern by concern: the deal, substitution, betting limits, all in and
// side pots, the rake, everyone folding, the showdown (the source's examples played through
// positions), the tie-breaker, the end of the session and a player out of chips.
import { describe, expect, test } from 'vitest';
import { draftOf, type DayState } from '../../../src/engine/day/state.ts';
import { A, B, C, D, chipTotal, day, legal, newGame, position, run, texts } from './engine-helpers.ts';

/** A copy of `state` with some fields set: a position no spec can write. */
function changed(state: DayState, fields: Partial<DayState>): DayState {
  return Object.assign(draftOf(state), fields);
}

describe('the deal (rules chips, deal, dealer)', () => {
  test('every player antes and gets two hole cards; two community cards are face up; A acts first', () => {
    const state = newGame({ players: 4 });
    expect(state.hands.map((h) => h.length)).toEqual([2, 2, 2, 2]);
    expect(state.community).toHaveLength(2);
    expect(state.deck).toHaveLength(40 - 8 - 2);
    expect(state.committed).toEqual([1, 1, 1, 1]);
    expect(state.stacks).toEqual([99, 99, 99, 99]);
    expect(state.dealer).toBe(D);
    expect(state.phase).toBe('substitute');
    expect(day.toAct(state)).toEqual([A]);
    expect(chipTotal(state)).toBe(400);
  });

  test('hole cards are dealt face down: only their owner sees them, in events and views', () => {
    const options = day.parseOptions({ players: 3 });
    const events = day.openingEvents(options, 5);
    const holes = events.filter((e) => e.kind === 'hole');
    expect(holes.map((e) => e.visibleTo)).toEqual([[A], [B], [C]]);
    const state = day.newGame(options, 5);
    const view = day.view(state, B);
    expect(view.seats[B]?.cards).toEqual(state.hands[B]);
    expect(view.seats[A]?.cards).toBeUndefined();
    expect(view.deck).toBeUndefined();
    expect(day.view(state, 'all').deck).toEqual(state.deck);
  });

  test('the deal rotates left each hand', () => {
    let state = newGame({ players: 3, maxHands: 5 });
    state = run(state, 'keep', 'keep', 'keep', 'check', 'check', 'check', 'check', 'check', 'check').state;
    expect(state.phase).toBe('handOver');
    expect(day.toAct(state)).toEqual([A]);
    state = run(state, 'A: deal').state;
    expect(state.dealer).toBe(A);
    expect(day.toAct(state)).toEqual([B]);
  });
});

describe('substitution (rule substitution, DY-7)', () => {
  test('swap sends the card face down to the muck and takes the top of the deck; keep keeps both', () => {
    const state = position(
      { hands: { A: ['7R', '3S'], B: ['5Rn', '9S'] }, community: ['1R', '2R'], deck: ['12S'] },
      { players: 2 },
    );
    const { state: after, events } = run(state, 'A: swap 3S');
    expect(after.hands[A]).toEqual(['7R', '12S']);
    expect(after.mucked[A]).toBe('3S');
    expect(after.deck[0]).not.toBe('12S');
    expect(events[0]?.visibleTo).toEqual([A]);
    expect(day.describeEvent({ kind: 'swap', rule: 'substitution', seat: A }, (s) => 'ABCD'[s] as string)).toBe(
      'A substitutes a card.',
    );
    expect(day.view(after, B).seats[A]).toMatchObject({ substituted: true });
    expect(day.view(after, B).seats[A]?.mucked).toBeUndefined();
    expect(day.view(after, A).seats[A]?.mucked).toBe('3S');
    const kept = run(after, 'B: keep').state;
    expect(kept.phase).toBe('bet1');
    expect(kept.hands[B]).toEqual(['5Rn', '9S']);
    expect(day.toAct(kept)).toEqual([A]);
  });

  test('only your own cards, only once, only in step 2', () => {
    const state = position({ hands: { A: ['7R', '3S'], B: ['5Rn', '9S'] }, community: ['1R', '2R'] }, { players: 2 });
    expect(legal(state, A)).toEqual(['keep', 'swap 7R', 'swap 3S']);
    expect(day.explain(state, A, day.parseAction('swap 9S'))?.rule).toBe('substitution');
    expect(day.explain(state, B, day.parseAction('keep'))?.message).toMatch(/A's turn/);
    const betting = run(state, 'keep', 'keep').state;
    expect(day.explain(betting, A, day.parseAction('swap 7R'))?.message).toMatch(/Substitution is over/);
  });
});

describe('betting limits (rules betting, betting-limits)', () => {
  const bet1 = (limit: string, extra = {}) =>
    position(
      {
        phase: 'bet1',
        hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'] },
        community: ['1R', '2R'],
        ...extra,
      },
      { players: 3, limit },
    );

  test('fixed limit: one chip a bet or raise, at most three raises a round', () => {
    let state = bet1('fixed');
    expect(legal(state, A)).toEqual(['check', 'bet 1']);
    expect(day.explain(state, A, day.parseAction('fold'))?.message).toMatch(/check instead/);
    state = run(state, 'A: bet 1').state;
    expect(legal(state, B)).toEqual(['fold', 'call', 'raise 2']);
    state = run(state, 'B: raise 2', 'C: raise 3', 'A: raise 4').state;
    expect(legal(state, B)).toEqual(['fold', 'call']);
    expect(day.explain(state, B, day.parseAction('raise 5'))?.message).toMatch(/3 raises/);
    state = run(state, 'B: call', 'C: call').state;
    expect(state.phase).toBe('bet2');
    expect(state.community).toHaveLength(3);
    expect(state.committed).toEqual([5, 5, 5]);
  });

  test('pot limit offers the least raise, half the pot and the pot; amounts are "to"', () => {
    let state = bet1('pot');
    // Pot 3 (antes): min 1, half 1, pot 3.
    expect(legal(state, A)).toEqual(['check', 'bet 1', 'bet 3']);
    state = run(state, 'A: bet 3').state;
    // B to call 3; pot after calling 9: raise to 3 + 3 = 6 at least, 3 + 4 = 7, 3 + 9 = 12.
    expect(legal(state, B)).toEqual(['fold', 'call', 'raise 6', 'raise 7', 'raise 12']);
    expect(day.explain(state, B, day.parseAction('raise 13'))?.rule).toBe('betting-limits');
    expect(day.explain(state, B, day.parseAction('allin'))?.rule).toBe('betting-limits');
    state = run(state, 'B: raise 12').state;
    expect(state.roundBets).toEqual([3, 12, 0]);
    expect(texts(run(state, 'C: call').events)[0]).toBe('C calls.');
  });

  test('no limit adds all in', () => {
    const state = bet1('no-limit');
    expect(legal(state, A)).toEqual(['check', 'bet 1', 'bet 3', 'allin']);
    const after = run(state, 'A: allin').state;
    expect(after.stacks[A]).toBe(0);
    expect(after.currentBet).toBe(99);
    // B cannot call 99 without putting in every chip: the call is all in.
    expect(legal(after, B)).toEqual(['fold', 'allin']);
  });
});

describe('all in and side pots (rule all-in)', () => {
  // Everyone antes 1; A has 4 behind, B 19, C 79 (+ 100 to D... three players of 100 here).
  const spec = {
    phase: 'bet2',
    hands: { A: ['12R', '12S'], B: ['11R', '11S'], C: ['1R', '4S'] },
    community: ['12Rn', '11Rn', '6S'],
    stacks: { A: 4, B: 19, C: 274 },
  };
  test('three stacks, three pots: each goes to the best hand among those who paid for it', () => {
    let state = position(spec, { players: 3, limit: 'no-limit' });
    expect(chipTotal(state)).toBe(300);
    const played = run(state, 'A: allin', 'B: allin', 'C: call');
    state = played.state;
    // A 5, B 20, C 20 in: main pot 15 (A, B, C), side pot 30 (B, C).
    expect(state.lastHand?.pots.map((p) => [p.amount, p.winners])).toEqual([
      [15, [A]],
      [30, [B]],
    ]);
    expect(state.stacks).toEqual([15, 30, 255]);
    expect(chipTotal(state)).toBe(300);
    expect(texts(played.events)).toContain('B wins 30 chips of a side pot with 3 of a kind: 11s (2 points).');
  });

  test('an uncalled bet goes back before the pots are awarded', () => {
    const state = position(spec, { players: 3, limit: 'no-limit' });
    const played = run(state, 'A: check', 'B: check', 'C: allin', 'A: fold', 'B: fold');
    expect(played.state.lastHand?.returned).toEqual({ seat: C, amount: 274 });
    expect(played.state.stacks).toEqual([4, 19, 277]);
    expect(texts(played.events)).toContain('Everyone else has folded: C wins 3 chips without showing.');
    expect(played.events.some((e) => e.kind === 'show')).toBe(false);
  });
});

describe('the rake (rule rake)', () => {
  test('rakePercent of each pot, rounded down, goes to the house', () => {
    const state = position(
      {
        phase: 'bet2',
        hands: { A: ['12R', '12S'], B: ['1R', '4S'] },
        community: ['12Rn', '9Rn', '6S'],
        committed: { A: 15, B: 15 },
      },
      { players: 2, rakePercent: 10 },
    );
    const after = run(state, 'check', 'check').state;
    expect(after.rakeTaken).toBe(3);
    expect(after.stacks).toEqual([85 + 27, 85]);
    expect(chipTotal(after)).toBe(200);
  });
});

describe('everyone else folds (rule last-player-standing)', () => {
  test('the last player wins the pot and shows nothing', () => {
    const state = position(
      { phase: 'bet1', hands: { A: ['7R', '3S'], B: ['5Rn', '9S'], C: ['1S', '2S'] } },
      { players: 3 },
    );
    const { state: after, events } = run(state, 'A: bet 1', 'B: fold', 'C: fold');
    expect(after.phase).toBe('handOver');
    expect(after.stacks).toEqual([102, 99, 99]);
    expect(after.shown).toEqual([false, false, false]);
    expect(day.view(after, B).seats[A]?.cards).toBeUndefined();
    expect(events.some((e) => e.kind === 'show' || e.kind === 'final-card')).toBe(false);
  });
});

describe("the showdown: the source's worked examples (content/examples/day/)", () => {
  test('day/source-example: everyone checks; A wins with a Consecutive, the Crown as 6', () => {
    const state = position(
      {
        phase: 'bet2',
        hands: { A: ['Crown', '4R'], B: ['7S', '10R'], C: ['7R', '3S'] },
        community: ['7Rn', '9Rn', '5S'],
      },
      { players: 3, dedicatedDealer: true, moonValue: 13 },
    );
    const { state: after, events } = run(state, 'check', 'check', 'check');
    expect(after.lastHand?.results.map((r) => [r.seat, r.label, r.adjusted])).toEqual([
      [A, 'Consecutive: 4-5-6-7', 4],
      [B, '2 of a kind: 7s', 2],
      [C, '2 of a kind: 7s', 2],
    ]);
    expect(after.lastHand?.pots[0]?.winners).toEqual([A]);
    expect(texts(events)).toContain(
      'A wins 3 chips with Consecutive: 4-5-6-7 (4 points, the Crown as the 6 of Rising).',
    );
    expect(day.view(after, B).seats[A]?.cards).toEqual(['Crown', '4R']);
  });

  test('day/source-example without P1 (A folds): B and C tie and flip for it', () => {
    const state = position(
      {
        phase: 'bet2',
        hands: { A: ['Crown', '4R'], B: ['7S', '10R'], C: ['7R', '3S'] },
        community: ['7Rn', '9Rn', '5S'],
        deck: ['3Rn', '8R'],
      },
      { players: 3, dedicatedDealer: true },
    );
    const { state: after, events } = run(state, 'A: check', 'B: bet 1', 'C: call', 'A: fold');
    expect(events.filter((e) => e.kind === 'flip').map((e) => [e.seat, e.cards])).toEqual([
      [B, ['3Rn']],
      [C, ['8R']],
    ]);
    expect(after.lastHand?.pots[0]).toMatchObject({ winners: [C], rule: 'tie-breaker' });
    expect(day.view(after, A).flips).toEqual([
      { seat: B, card: '3Rn' },
      { seat: C, card: '8R' },
    ]);
    // A folded: A's cards are never shown, not even to the others after the showdown.
    expect(day.view(after, B).seats[A]?.cards).toBeUndefined();
  });

  test('day/three-twos: three 2s beat two 5s', () => {
    const state = position(
      { phase: 'bet2', hands: { A: ['2R', '2S'], B: ['5R', '5S'] }, community: ['2Rn', '9R', '11S'] },
      { players: 2 },
    );
    expect(run(state, 'check', 'check').state.lastHand?.pots[0]?.winners).toEqual([A]);
  });

  test('day/dealers-crown: the Crown in the community fills a Consecutive', () => {
    const state = position(
      { phase: 'bet2', hands: { A: ['7R', '8S'], B: ['3R', '12S'] }, community: ['Crown', '9Rn', '3S'] },
      { players: 2 },
    );
    const after = run(state, 'check', 'check').state;
    expect(after.lastHand?.results.map((r) => r.condition)).toEqual(['consecutive', 'x-of-a-kind']);
    expect(after.lastHand?.pots[0]?.winners).toEqual([A]);
  });

  test('day/substitution-penalty: the same hands after A substituted: 2 - 1 = 1 point, B wins', () => {
    let state = position(
      { hands: { A: ['2R', '9S'], B: ['5R', '5S'] }, community: ['2Rn', '9R'], deck: ['2S', '11S'] },
      { players: 2 },
    );
    state = run(state, 'A: swap 9S', 'B: keep', 'check', 'check').state;
    expect(state.community[2]).toBe('11S');
    const after = run(state, 'check', 'check').state;
    expect(after.lastHand?.results.map((r) => [r.points, r.adjusted])).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(after.lastHand?.pots[0]?.winners).toEqual([B]);
  });
});

describe('the tie-breaker (rule tie-breaker, DY-18)', () => {
  const tie = { phase: 'bet2', hands: { A: ['7S', '10R'], B: ['7R', '3S'] }, community: ['7Rn', '9Rn', '5S'] };
  test('equal flips flip again among those still level', () => {
    const state = position({ ...tie, deck: ['4R', '4S', 'MoonR', '12S'] }, { players: 2 });
    const { state: after, events } = run(state, 'check', 'check');
    expect(events.filter((e) => e.kind === 'flip')).toHaveLength(4);
    expect(after.lastHand?.pots[0]?.winners).toEqual([A]);
    expect(after.stacks).toEqual([101, 99]);
  });

  test("if the deck runs out they split the pot, the odd chip to the first from the dealer's left", () => {
    const base = position({ ...tie, committed: { A: 3, B: 2 }, stacks: { A: 97, B: 98 } }, { players: 2 });
    // Leave one matched pot of 5... and a deck too short for two flips.
    const state = changed(base, { deck: ['4R'], committed: [3, 3], stacks: [97, 97], roundBets: [0, 0] });
    const { state: after, events } = run(state, 'check', 'check');
    expect(events.some((e) => e.kind === 'tie-split')).toBe(true);
    expect(after.lastHand?.pots[0]).toMatchObject({ winners: [A, B], shares: [3, 3] });
    const odd = changed(base, { deck: [], committed: [3, 3], stacks: [97, 96], rakeTaken: 1, roundBets: [0, 0] });
    const split = run(odd, 'check', 'check').state;
    expect(split.lastHand?.pots[0]?.shares).toEqual([3, 3]);
    const oddPot = changed(base, { deck: [], committed: [3, 2], stacks: [97, 98], roundBets: [0, 0] });
    const done = run(oddPot, 'check', 'check').state;
    // The uncalled chip goes back to A; the pot of 4 splits 2 and 2.
    expect(done.stacks).toEqual([100, 100]);
  });
});

describe('the session (rules session-end, chips)', () => {
  test('maxHands: after the last hand the most chips wins', () => {
    const state = newGame({ players: 3, maxHands: 1 }, 3);
    let s = state;
    while (day.toAct(s).length > 0)
      s = run(s, day.formatAction(day.legalActions(s, day.toAct(s)[0] as number)[0] as never)).state;
    expect(s.phase).toBe('over');
    const most = Math.max(...s.stacks);
    expect(s.winners).toEqual(s.stacks.flatMap((c, i) => (c === most ? [i] : [])));
    expect(day.outcome(s)?.scores).toEqual(s.stacks);
  });

  test('a player who loses every chip is out: no cards and no turns; one player left wins', () => {
    const state = position(
      {
        phase: 'bet2',
        hands: { A: ['1R', '4S'], B: ['12R', '12S'], C: ['2R', '8Rn'] },
        community: ['12Rn', '9Rn', '6S'],
        stacks: { A: 10, B: 100, C: 190 },
        committed: { A: 0, B: 0, C: 0 },
      },
      { players: 3, ante: 0, limit: 'no-limit' },
    );
    let s = run(state, 'A: allin', 'B: call', 'C: fold').state;
    expect(s.stacks[A]).toBe(0);
    expect(s.phase).toBe('handOver');
    s = run(s, `${'ABC'[day.toAct(s)[0] as number]}: deal`).state;
    expect(s.hands[A]).toEqual([]);
    expect(s.inHand[A]).toBe(false);
    for (let i = 0; i < 20 && s.phase !== 'handOver'; i++) {
      expect(day.toAct(s)).not.toContain(A);
      s = run(s, day.formatAction(day.legalActions(s, day.toAct(s)[0] as number)[0] as never)).state;
    }
    expect(chipTotal(s)).toBe(300);
  });

  test('one player holding every chip ends the session', () => {
    const state = position(
      {
        phase: 'bet2',
        hands: { A: ['1R', '4S'], B: ['12R', '12S'] },
        community: ['12Rn', '9Rn', '6S'],
        stacks: { A: 0, B: 99 },
        committed: { A: 100, B: 1 },
        roundBets: { A: 99 },
      },
      // A bet of 99 in one round: no limit (fixed limit's bets are 1 chip, at most 3 raises).
      { players: 2, limit: 'no-limit' },
    );
    const after = run(state, 'B: allin').state;
    expect(after.phase).toBe('over');
    expect(after.winners).toEqual([B]);
    expect(day.outcome(after)?.summary).toBe('B wins the session with 200 chips.');
  });
});
