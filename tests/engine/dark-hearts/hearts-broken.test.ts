// Breaking hearts, shade by shade (hearts-broken, option queenBreaks) and leading points (lead-restriction, option
// leadQueenBeforeBroken, and the fallback when every lead is a point lead).
import { describe, expect, test } from 'vitest';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { A, act, B, C, D, legal, ofKind, position, run, why } from './helpers.ts';

/**
 * Two cards each, nothing broken, A to lead.
 * - A: LKC/D6S, L4H/D10D
 * - B: LQS/D2H, L3D/D10H (no Light clubs, no Dark spades)
 * - C: L3C/DJS, L5D/DQC
 * - D: L4C/DQD, L9D/D3H
 */
function table(input: Record<string, unknown> = {}): DarkHeartsState {
  return position(
    {
      hand: 1,
      leader: 'A',
      hands: { A: ['LKC', 'L4H'], B: ['LQS', 'L3D'], C: ['L3C', 'L5D'], D: ['L4C', 'L9D'] },
    },
    input,
  );
}

/** A leads the Light King of clubs; B throws the Light Queen of spades; A wins 13 Light points. */
const QUEEN_IN_LIGHT = [
  [A, 'LKC'],
  [B, 'LQS'],
  [C, 'L3C'],
  [D, 'L4C'],
] as const;

describe('what breaks hearts (hearts-broken)', () => {
  test('queenBreaks true (default): a Light trick holding the Light Queen of spades breaks Light only', () => {
    const { state, events } = run(table(), QUEEN_IN_LIGHT);
    expect(state.lastTrick).toMatchObject({ winner: A, shade: 'L', points: 13 });
    expect(state.broken).toEqual({ L: true, D: false });
    expect(ofKind(events, 'hearts-broken')).toEqual([
      { kind: 'hearts-broken', rule: 'hearts-broken', seat: A, detail: { shade: 'L' } },
    ]);
  });

  test('queenBreaks false: the Queen alone breaks nothing, though her 13 points still count', () => {
    const { state, events } = run(table({ queenBreaks: false }), QUEEN_IN_LIGHT);
    expect(state.lastTrick).toMatchObject({ winner: A, shade: 'L', points: 13 });
    expect(state.handPoints[A]).toEqual({ L: 13, D: 0 });
    expect(state.broken).toEqual({ L: false, D: false });
    expect(ofKind(events, 'hearts-broken')).toEqual([]);
  });

  test('queenBreaks false: a heart face in the trick shade does break it', () => {
    const start = position(
      { hand: 1, leader: 'A', hands: { A: ['L2D', 'L6C'], B: ['L9H', 'L7C'], C: ['L10D', 'L9C'], D: ['LJD', 'L10C'] } },
      { queenBreaks: false },
    );
    const { state, events } = run(start, [
      [A, 'L2D'],
      [B, 'L9H'],
      [C, 'L10D'],
      [D, 'LJD'],
    ]);
    expect(state.broken).toEqual({ L: true, D: false });
    expect(ofKind(events, 'hearts-broken')).toEqual([
      { kind: 'hearts-broken', rule: 'hearts-broken', seat: D, detail: { shade: 'L' } },
    ]);
  });

  test('only faces in the trick shade break it: the Light Queen of spades in a Dark trick is its Dark 2 of hearts', () => {
    // A leads LKC as the Dark 6 of spades; B (no Dark spades) throws LQS, a Dark 2 of hearts here;
    // C must follow with L3C, the Dark Jack of spades, and wins; D has no Dark spades.
    const { state, events } = run(table(), [
      [A, 'D6S'],
      [B, 'D2H'],
      [C, 'DJS'],
      [D, 'DQD'],
    ]);
    expect(state.lastTrick).toMatchObject({ winner: C, shade: 'D', points: 1 });
    expect(state.broken).toEqual({ L: false, D: true });
    expect(ofKind(events, 'hearts-broken')).toEqual([
      { kind: 'hearts-broken', rule: 'hearts-broken', seat: C, detail: { shade: 'D' } },
    ]);
  });

  test('a Light heart face in a Dark trick breaks nothing', () => {
    // A leads L4H as the Dark 10 of diamonds. Its Light heart face is ignored in this Dark trick.
    const start = position({
      hand: 1,
      leader: 'A',
      hands: { A: ['L4H', 'LKC'], B: ['L9H', 'L3D'], C: ['L2C', 'L5D'], D: ['L3C', 'L9D'] },
    });
    // B must follow with L9H (Dark 6 of diamonds), a Light heart too.
    expect(legal(act(start, A, 'D10D').state, B)).toEqual(['D6D']);
    const { state } = run(start, [
      [A, 'D10D'],
      [B, 'D6D'],
      [C, 'D10S'],
      [D, 'DJS'],
    ]);
    expect(state.lastTrick).toMatchObject({ winner: A, shade: 'D', points: 0 });
    expect(state.broken).toEqual({ L: false, D: false });
  });

  test('it takes effect from the next lead, not during the trick', () => {
    let state = table();
    state = run(state, QUEEN_IN_LIGHT.slice(0, 3)).state;
    // The Queen is in the trick, but the trick is not complete.
    expect(state.broken).toEqual({ L: false, D: false });
    state = act(state, D, 'L4C').state;
    expect(state.broken).toEqual({ L: true, D: false });
    // A may now lead the Light 4 of hearts.
    expect(legal(state, A)).toEqual(['L4H', 'D10D']);
    expect(why(state, A, 'L4H')).toBeNull();
  });

  test('with queenBreaks false the same next lead of the Light 4 of hearts is still refused', () => {
    const state = run(table({ queenBreaks: false }), QUEEN_IN_LIGHT).state;
    expect(legal(state, A)).toEqual(['D10D']);
    expect(why(state, A, 'L4H')?.rule).toBe('lead-restriction');
  });

  test('a shade already broken is not broken again', () => {
    const start = position({
      hand: 1,
      leader: 'A',
      broken: { L: true },
      hands: { A: ['LKC', 'L4H'], B: ['LQS', 'L3D'], C: ['L3C', 'L5D'], D: ['L4C', 'L9D'] },
    });
    const { events } = run(start, QUEEN_IN_LIGHT);
    expect(ofKind(events, 'hearts-broken')).toEqual([]);
  });
});

/**
 * Four cards for A, A to lead, nothing broken unless told:
 * LQS/D2H, L6H/DQS, L4H/D10D, L2C/D10S.
 */
function leadTable(broken: { L?: boolean; D?: boolean } = {}, input: Record<string, unknown> = {}): DarkHeartsState {
  return position(
    {
      hand: 1,
      leader: 'A',
      broken,
      hands: {
        A: ['LQS', 'L6H', 'L4H', 'L2C'],
        B: ['L3C', 'L4C', 'L5C', 'L6C'],
        C: ['L7C', 'L8C', 'L9C', 'L10C'],
        D: ['LJC', 'LQC', 'LKC', 'LAC'],
      },
    },
    input,
  );
}

describe('leading points (lead-restriction)', () => {
  test('leadQueenBeforeBroken false (default): no heart and no Queen of spades face may be led in an unbroken shade', () => {
    const state = leadTable();
    expect(legal(state, A)).toEqual(['D10D', 'L2C', 'D10S']);
    for (const text of ['LQS', 'D2H', 'L6H', 'DQS', 'L4H'])
      expect(why(state, A, text)?.rule, text).toBe('lead-restriction');
    expect(why(state, A, 'LQS')?.message).toBe(
      'Light hearts are not broken yet, so you cannot lead the Light Queen of spades. Lead it as Dark (the Dark 2 of hearts) if that is allowed, or lead another card.',
    );
  });

  test('leadQueenBeforeBroken true: the Queen of spades face may be led in either shade; hearts still may not', () => {
    const state = leadTable({}, { leadQueenBeforeBroken: true });
    expect(legal(state, A)).toEqual(['LQS', 'DQS', 'D10D', 'L2C', 'D10S']);
    for (const text of ['D2H', 'L6H', 'L4H']) expect(why(state, A, text)?.rule, text).toBe('lead-restriction');
  });

  test('Light broken, Dark not: Light points may be led, Dark points still not', () => {
    const state = leadTable({ L: true });
    expect(legal(state, A)).toEqual(['LQS', 'L6H', 'L4H', 'D10D', 'L2C', 'D10S']);
    expect(why(state, A, 'D2H')?.rule).toBe('lead-restriction');
    expect(why(state, A, 'DQS')?.message).toMatch(
      /^Dark hearts are not broken yet, so you cannot lead the Dark Queen of spades\./,
    );
  });

  test('Dark broken, Light not: the mirror', () => {
    const state = leadTable({ D: true });
    expect(legal(state, A)).toEqual(['D2H', 'DQS', 'D10D', 'L2C', 'D10S']);
  });

  test('both broken: any card in either shade', () => {
    expect(legal(leadTable({ L: true, D: true }), A)).toHaveLength(8);
  });

  test('an ordinary lead cites choose-shade', () => {
    const { events } = act(leadTable(), A, 'L2C');
    expect(events[0]).toMatchObject({ kind: 'lead', rule: 'choose-shade' });
  });
});

/** A holds only the two cards with a point face on both sides; nothing broken. */
function pointsOnly(input: Record<string, unknown> = {}, broken: { L?: boolean; D?: boolean } = {}): DarkHeartsState {
  return position(
    {
      hand: 1,
      leader: 'A',
      broken,
      hands: { A: ['LQS', 'L6H'], B: ['L3C', 'L4C'], C: ['L7C', 'L8C'], D: ['LJC', 'LQC'] },
    },
    input,
  );
}

describe('the fallback when every lead is a point lead (lead-restriction)', () => {
  test('every held card has a point face in both shades and neither is broken: any card in either shade', () => {
    const state = pointsOnly();
    expect(legal(state, A)).toEqual(['LQS', 'D2H', 'L6H', 'DQS']);
    for (const text of ['LQS', 'D2H', 'L6H', 'DQS']) expect(why(state, A, text)).toBeNull();
  });

  test("such a lead cites the rule 'lead-restriction'", () => {
    for (const text of ['LQS', 'D2H', 'L6H', 'DQS']) {
      const { state, events } = act(pointsOnly(), A, text);
      expect(events[0]).toMatchObject({ kind: 'lead', rule: 'lead-restriction', seat: A });
      expect(state.trick?.shade).toBe(text[0]);
    }
  });

  test('a single card left, the Light Queen of spades: it may be led in either shade', () => {
    const state = position({ hand: 1, leader: 'A', hands: { A: ['LQS'], B: ['L3C'], C: ['L7C'], D: ['LJC'] } });
    expect(legal(state, A)).toEqual(['LQS', 'D2H']);
  });

  test('no fallback once a shade is broken: only that shade', () => {
    expect(legal(pointsOnly({}, { L: true }), A)).toEqual(['LQS', 'L6H']);
    expect(legal(pointsOnly({}, { D: true }), A)).toEqual(['D2H', 'DQS']);
    const { events } = act(pointsOnly({}, { L: true }), A, 'LQS');
    expect(events[0]?.rule).toBe('choose-shade');
  });

  test('no fallback with leadQueenBeforeBroken true: the Queen faces are ordinary leads', () => {
    const state = pointsOnly({ leadQueenBeforeBroken: true });
    expect(legal(state, A)).toEqual(['LQS', 'DQS']);
    expect(why(state, A, 'D2H')?.rule).toBe('lead-restriction');
    expect(why(state, A, 'L6H')?.rule).toBe('lead-restriction');
    expect(act(state, A, 'DQS').events[0]?.rule).toBe('choose-shade');
  });

  test('the fallback lead plays on normally: followers follow the shade chosen', () => {
    const state = act(pointsOnly(), A, 'L6H').state;
    expect(state.trick?.shade).toBe('L');
    expect(darkHearts.toAct(state)).toEqual([B]);
    expect(legal(state, B)).toEqual(['L3C', 'L4C']);
  });
});
