// The play (one-lower to lead-any-card): one pile, exactly one rank lower, draw when unable,
// the draw-around to the first seat that failed, the all-fail reset, Aces, and the stock rebuild.
import { describe, expect, test } from 'vitest';
import { standardDecks } from '../../../src/engine/core/cards.ts';
import { IllegalActionError } from '../../../src/engine/core/replay.ts';
import { dawn } from '../../../src/engine/dawn/index.ts';
import { DAWN_RULES } from '../../../src/engine/dawn/rules.ts';
import type { DawnState } from '../../../src/engine/dawn/state.ts';
import { A, act, B, C, conserved, kinds, legal, position, rules, run, sorted, why } from './helpers.ts';

/** Three players, A to play on the 8 of hearts (a 7 is needed) unless told otherwise. */
function three(
  hands: { A: string[]; B: string[]; C: string[] },
  more: Record<string, unknown> = {},
  opts: Record<string, unknown> = {},
): DawnState {
  return position({ turn: 'A', hands, pile: ['8H'], ...more }, { players: 3, ...opts });
}

const QUIET = { B: ['QS', '4D'], C: ['JC', '4H'] };

describe('exactly one rank lower (one-lower)', () => {
  test('only cards one rank below the top card are legal, in any suit', () => {
    const state = three({ A: ['7S', '9C', '7D', '6S'], ...QUIET });
    expect(legal(state, A)).toEqual(['7S', '7D']);
  });

  test('a wrong rank is refused under one-lower, naming the rank needed', () => {
    const state = three({ A: ['7S', '9C', '7D', '6S'], ...QUIET });
    for (const card of ['9C', '6S']) {
      const refusal = why(state, A, card);
      expect(refusal?.rule).toBe('one-lower');
      expect(refusal?.message).toBe('The next card must be exactly one rank below the 8: play a 7.');
    }
  });

  test('a card not held is refused under one-lower', () => {
    const state = three({ A: ['7S', '9C'], ...QUIET });
    expect(why(state, A, '7H')).toEqual({ rule: 'one-lower', message: 'You do not hold the 7 of hearts.' });
  });

  test('playing moves the card to the pile and passes the turn clockwise', () => {
    const state = three({ A: ['7S', '9C', '7D'], ...QUIET });
    const { state: after, events } = act(state, A, '7D');
    expect(events).toEqual([{ kind: 'play', rule: 'one-lower', seat: A, cards: ['7D'] }]);
    expect(after.pile).toEqual(['8H', '7D']);
    expect(after.hands[A]).toEqual(['7S', '9C']);
    expect(after.turn).toBe(B);
    expect(dawn.view(after, 'all').needed).toBe(6);
    expect(after.firstFailer).toBeNull();
  });

  test('the last seat passes the turn round to the first', () => {
    const state = position(
      { turn: 'C', hands: { A: ['KS', '2C'], B: ['QS', '4D'], C: ['7C', '4S'] }, pile: ['8H'] },
      { players: 3 },
    );
    expect(act(state, C, '7C').state.turn).toBe(A);
  });

  test('two copies of a card (several decks) are one move', () => {
    const state = position(
      { turn: 'A', hands: { A: ['7S', '7S', '7H'], B: ['QS'], C: ['JC'], D: ['10S'] }, pile: ['8H'] },
      { players: 4 },
    );
    expect(state.decks).toBe(2);
    expect(legal(state, A)).toEqual(['7S', '7H']);
    expect(act(state, A, '7S').state.hands[A]).toEqual(['7S', '7H']);
  });

  test('after a 2 only an Ace will do; a King is not one lower (no wrap)', () => {
    const state = three({ A: ['KS', 'AC', '3D'], ...QUIET }, { pile: ['2H'] });
    expect(legal(state, A)).toEqual(['AC']);
    expect(why(state, A, 'KS')?.rule).toBe('one-lower');
  });

  test('King high: a Queen goes on a King, and a King only starts a pile', () => {
    const state = three({ A: ['QC', 'KC'], ...QUIET }, { pile: ['KH'] });
    expect(legal(state, A)).toEqual(['QC']);
  });
});

describe('you must play if you can (must-play)', () => {
  test('drawing while holding the needed rank is refused under must-play', () => {
    const state = three({ A: ['7S', '9C'], ...QUIET });
    expect(legal(state, A)).not.toContain('draw');
    expect(why(state, A, 'draw')).toEqual({
      rule: 'must-play',
      message: 'You hold a 7, so you must play it rather than draw.',
    });
  });

  test('with several cards of the needed rank any of them may be played', () => {
    const state = three({ A: ['7S', '7C', '7H', '2D'], ...QUIET });
    for (const card of ['7S', '7C', '7H']) expect(why(state, A, card)).toBeNull();
  });

  test('the article is right for an 8 and an Ace', () => {
    expect(why(three({ A: ['8S', '2C'], ...QUIET }, { pile: ['9H'] }), A, 'draw')?.message).toMatch(/You hold an 8/);
    expect(why(three({ A: ['AS', '3C'], ...QUIET }, { pile: ['2H'] }), A, 'draw')?.message).toMatch(/You hold an Ace/);
  });
});

describe('drawing when unable (draw-when-unable, rule drawn-card-played)', () => {
  test('a seat without the needed rank may only draw', () => {
    const state = three({ A: ['KS', '2C'], ...QUIET }, { stock: ['QD'] });
    expect(legal(state, A)).toEqual(['draw']);
    expect(why(state, A, 'KS')).toEqual({
      rule: 'one-lower',
      message: 'The next card must be a 7, one rank below the 8. You have none, so you must draw.',
    });
  });

  test('a drawn card of another rank is kept, privately, and the turn passes with the same rank needed', () => {
    const state = three({ A: ['KS', '2C'], ...QUIET }, { stock: ['QD', '5C'] });
    const { state: after, events } = act(state, A, 'draw');
    expect(events).toEqual([
      { kind: 'draw', rule: 'draw-when-unable', seat: A, cards: ['QD'], visibleTo: [A], detail: { needed: 7 } },
    ]);
    expect(after.hands[A]).toEqual(['KS', '2C', 'QD']);
    expect(after.stock[0]).toBe('5C');
    expect(after.stock).toHaveLength(state.stock.length - 1);
    expect(after.pile).toEqual(['8H']);
    expect(after.turn).toBe(B);
    expect(after.firstFailer).toBe(A);
    expect(dawn.view(after, 'all').needed).toBe(7);
  });

  test('a drawn card of the needed rank is played at once (drawn-card-played)', () => {
    const state = three({ A: ['KS', '2C'], ...QUIET }, { stock: ['7C', '5C'] });
    const { state: after, events } = act(state, A, 'draw');
    expect(events).toEqual([
      { kind: 'play', rule: 'drawn-card-played', seat: A, cards: ['7C'], detail: { drawn: true } },
    ]);
    expect(after.hands[A]).toEqual(['KS', '2C']);
    expect(after.pile).toEqual(['8H', '7C']);
    expect(after.turn).toBe(B);
    expect(after.firstFailer).toBeNull();
    expect(after.stock[0]).toBe('5C');
  });
});

describe('back to the first player who failed (draw-around)', () => {
  test('the first failer is kept while the others fail, and cleared when any card is played', () => {
    const state = three({ A: ['KS', '2C'], B: ['QS', '4D'], C: ['7C', '4S'] }, { stock: ['QD', 'JD', '10D'] });
    const { state: afterA } = act(state, A, 'draw');
    expect(afterA.firstFailer).toBe(A);
    const { state: afterB } = act(afterA, B, 'draw');
    expect(afterB.firstFailer).toBe(A); // B is not the first to fail
    const { state: afterC } = act(afterB, C, '7C');
    expect(afterC.firstFailer).toBeNull();
    expect(afterC.turn).toBe(A);
    // A fresh failure at the new rank starts a new marker.
    expect(act(afterC, A, 'draw').state.firstFailer).toBe(A);
  });

  test('a drawn-and-played card clears the marker too', () => {
    const state = three({ A: ['KS', '2C'], B: ['QS', '4D'], C: ['JC', '4H'] }, { stock: ['QD', '7D', '10D'] });
    const { state: after } = run(state, [
      [A, 'draw'],
      [B, 'draw'],
    ]);
    expect(after.firstFailer).toBeNull();
    expect(after.pile).toEqual(['8H', '7D']);
    expect(after.turn).toBe(C);
  });

  test('when the turn returns, the first failer must play its highest card below the rank, skipping ranks', () => {
    // 6 needed; A holds a 3 and a 2 and nothing from 5 to 4.
    const state = three(
      { A: ['QH', '8C', '3S', '3D', '2H'], B: ['QS', '4D'], C: ['JC', '10H'] },
      { pile: ['7S'], stock: ['KD', 'KC', 'KH'] },
    );
    const { state: back, events } = run(state, [
      [A, 'draw'],
      [B, 'draw'],
      [C, 'draw'],
    ]);
    expect(events[events.length - 1]).toEqual({
      kind: 'back-to-first',
      rule: 'draw-around',
      seat: A,
      detail: { needed: 6 },
    });
    expect(back.turn).toBe(A);
    expect(back.firstFailer).toBe(A);
    expect(dawn.view(back, A).fallback).toBe(true);
    expect(legal(back, A)).toEqual(['3S', '3D']);
  });

  test('in the fallback other cards and drawing are refused under draw-around', () => {
    const state = three(
      { A: ['QH', '8C', '3S', '3D', '2H', 'KD'], B: ['QS', '4D'], C: ['JC', '10H'] },
      { pile: ['7S'], firstFailer: 'A' },
    );
    expect(legal(state, A)).toEqual(['3S', '3D']);
    for (const text of ['2H', '8C', 'QH', 'KD', 'draw']) {
      const refusal = why(state, A, text);
      expect(refusal?.rule).toBe('draw-around');
      expect(refusal?.message).toBe('Nobody could play a 6, so you must play your highest card below it: a 3.');
    }
    expect(why(state, A, '4C')).toEqual({ rule: 'draw-around', message: 'You do not hold the 4 of clubs.' });
    const { state: after, events } = act(state, A, '3D');
    expect(events).toEqual([{ kind: 'play', rule: 'draw-around', seat: A, cards: ['3D'] }]);
    expect(after.pile).toEqual(['7S', '3D']);
    expect(after.firstFailer).toBeNull();
    expect(after.turn).toBe(B);
    expect(dawn.view(after, 'all').needed).toBe(2);
  });

  test('a fallback card one rank below the needed rank is also fine (the next card down)', () => {
    const state = three({ A: ['5C', '4C', 'KD'], ...QUIET }, { pile: ['7S'], firstFailer: 'A' });
    expect(legal(state, A)).toEqual(['5C']);
  });

  test('an Ace played as the fallback card clears the pile and its player leads again', () => {
    const state = three({ A: ['KS', 'AC', 'QH'], ...QUIET }, { pile: ['7S'], firstFailer: 'A' });
    expect(legal(state, A)).toEqual(['AC']);
    const { state: after, events } = act(state, A, 'AC');
    expect(events).toEqual([
      { kind: 'play', rule: 'draw-around', seat: A, cards: ['AC'] },
      { kind: 'pile-cleared', rule: 'ace-clears-pile', seat: A, detail: { count: 2 } },
    ]);
    expect(after.pile).toEqual([]);
    expect(after.discards.slice(-2)).toEqual(['7S', 'AC']);
    expect(after.turn).toBe(A);
    expect(sorted(legal(after, A))).toEqual(sorted(['KS', 'QH']));
  });

  test('in a two-player game the turn comes back after one other draw', () => {
    const state = position(
      { turn: 'B', hands: { A: ['KS', '4C'], B: ['QH', '3S'] }, pile: ['7S'], stock: ['10D', '10C'] },
      { players: 2 },
    );
    const { state: back } = run(state, [
      [B, 'draw'],
      [A, 'draw'],
    ]);
    expect(back.turn).toBe(B);
    expect(legal(back, B)).toEqual(['3S']);
  });
});

describe('when nobody can go lower (all-fail-reset)', () => {
  test('the pile goes to the discards and the first failer must lead any card', () => {
    const state = three(
      { A: ['QH', '8C', '9S', '7D'], B: ['QS', '4D'], C: ['JC', '10H'] },
      { pile: ['9D', '7S'], stock: ['KD', 'KC', 'KH', '2S'] },
    );
    const discardsBefore = state.discards.length;
    const { state: after, events } = run(state, [
      [A, 'draw'],
      [B, 'draw'],
      [C, 'draw'],
    ]);
    expect(events[events.length - 1]).toEqual({
      kind: 'reset',
      rule: 'all-fail-reset',
      seat: A,
      detail: { needed: 6, count: 2 },
    });
    expect(after.pile).toEqual([]);
    expect(after.discards).toHaveLength(discardsBefore + 2);
    expect(after.discards.slice(-2)).toEqual(['9D', '7S']);
    expect(after.turn).toBe(A);
    expect(after.firstFailer).toBeNull();
    expect(sorted(legal(after, A))).toEqual(sorted(['QH', '8C', '9S', '7D', 'KD']));
    expect(legal(after, A)).not.toContain('draw');
    expect(conserved(after)).toBe(true);
  });
});

describe('an Ace clears the pile (ace-clears-pile)', () => {
  test('the same player starts a new pile with any card, another Ace included', () => {
    const state = three({ A: ['AS', 'AD', 'KC', '5H'], ...QUIET }, { pile: ['3H', '2H'] });
    const { state: after, events } = act(state, A, 'AS');
    expect(events).toEqual([
      { kind: 'play', rule: 'one-lower', seat: A, cards: ['AS'] },
      { kind: 'pile-cleared', rule: 'ace-clears-pile', seat: A, detail: { count: 3 } },
    ]);
    expect(after.pile).toEqual([]);
    expect(after.discards.slice(-3)).toEqual(['3H', '2H', 'AS']);
    expect(after.turn).toBe(A);
    expect(dawn.toAct(after)).toEqual([A]);
    expect(legal(after, A)).toEqual(['AD', 'KC', '5H']);
    const again = act(after, A, 'AD');
    expect(again.events).toEqual([
      { kind: 'play', rule: 'lead-any-card', seat: A, cards: ['AD'] },
      { kind: 'pile-cleared', rule: 'ace-clears-pile', seat: A, detail: { count: 1 } },
    ]);
    expect(again.state.turn).toBe(A);
  });

  test('a drawn Ace, when an Ace is needed, is played and clears the pile', () => {
    const state = three({ A: ['KS', '5C'], ...QUIET }, { pile: ['2H'], stock: ['AD', '9C'] });
    const { state: after, events } = act(state, A, 'draw');
    expect(events).toEqual([
      { kind: 'play', rule: 'drawn-card-played', seat: A, cards: ['AD'], detail: { drawn: true } },
      { kind: 'pile-cleared', rule: 'ace-clears-pile', seat: A, detail: { count: 2 } },
    ]);
    expect(after.pile).toEqual([]);
    expect(after.turn).toBe(A);
    expect(after.hands[A]).toEqual(['KS', '5C']);
    expect(after.firstFailer).toBeNull();
    expect(legal(after, A)).toEqual(['KS', '5C']);
  });
});

describe('when the stock runs out (stock-rebuilt)', () => {
  test('drawing the last card rebuilds the stock from discards and the pile except its top card', () => {
    const state = three(
      { A: ['KS', '2C'], ...QUIET },
      { pile: ['10D', '9D', '8H'], stock: ['QD'], stockSize: 1, discards: ['5S', '5C'] },
    );
    const reusable = [...state.discards, '10D', '9D'];
    const { state: after, events } = act(state, A, 'draw');
    expect(kinds(events)).toEqual(['draw', 'stock-rebuilt']);
    expect(events[1]).toEqual({ kind: 'stock-rebuilt', rule: 'stock-rebuilt', detail: { count: reusable.length } });
    expect(after.pile).toEqual(['8H']);
    expect(after.discards).toEqual([]);
    expect(sorted(after.stock)).toEqual(sorted(reusable));
    expect(after.hands[A]).toEqual(['KS', '2C', 'QD']);
    expect(conserved(after)).toBe(true);
  });

  test('an empty stock is rebuilt before a draw', () => {
    const state = three({ A: ['KS', '2C'], ...QUIET }, { pile: ['9D', '8H'], stock: [], stockSize: 0 });
    expect(state.stock).toEqual([]);
    const { state: after, events } = act(state, A, 'draw');
    expect(events[0]?.kind).toBe('stock-rebuilt');
    expect(after.pile[0]).toBe('8H');
    expect(conserved(after)).toBe(true);
  });

  test('the rebuild shuffle is seeded by the state: the same state rebuilds the same stock', () => {
    const make = (): DawnState =>
      three({ A: ['KS', '2C'], ...QUIET }, { pile: ['9D', '8H'], stock: ['QD'], stockSize: 1 });
    expect(act(make(), A, 'draw').state.stock).toEqual(act(make(), A, 'draw').state.stock);
  });

  test('with nothing anywhere to rebuild from, the draw counts as a failed draw', () => {
    // Two players, one deck: every card is in a hand, the pile or the leftover pairs.
    const pile = ['9H'];
    const leftover = ['AH', 'AD', 'AS', 'AC'];
    const rest = standardDecks(1).filter((c) => !pile.includes(c) && !leftover.includes(c));
    const handA = rest.filter((c) => /^(8|7|6|5|4|3|2)/.test(c) === false).slice(0, 12); // no 8 in A's hand
    const handB = rest.filter((c) => !handA.includes(c));
    expect(handA.some((c) => c.startsWith('8'))).toBe(false);
    const state = position({ turn: 'A', hands: { A: handA, B: handB }, pile, leftover, stockSize: 0 }, { players: 2 });
    expect(state.stock).toEqual([]);
    expect(state.discards).toEqual([]);
    expect(legal(state, A)).toEqual(['draw']);
    const { state: after, events } = act(state, A, 'draw');
    expect(events).toEqual([{ kind: 'no-card', rule: 'stock-rebuilt', seat: A, detail: { needed: 8 } }]);
    expect(after.firstFailer).toBe(A);
    expect(after.turn).toBe(B);
    expect(after.hands[A]).toEqual(handA);
    expect(conserved(after)).toBe(true);
  });
});

describe('taking turns (turn-order)', () => {
  const state = three({ A: ['7S', '9C'], B: ['QS', '7D'], C: ['JC', '4H'] });

  test('only the seat whose turn it is may act', () => {
    expect(dawn.toAct(state)).toEqual([A]);
    expect(legal(state, B)).toEqual([]);
    expect(why(state, B, '7D')).toEqual({ rule: 'turn-order', message: "It is A's turn; play goes clockwise." });
    expect(why(state, C, 'draw')?.rule).toBe('turn-order');
  });

  test('swap actions during the play are refused under turn-order', () => {
    for (const text of ['ready', 'shift 1', 'take 1 2', 'pick S1', 'deal']) {
      expect(why(state, A, text)).toEqual({ rule: 'turn-order', message: 'The swap is over: play a card or draw.' });
    }
  });

  test('a seat that does not exist is refused', () => {
    expect(why(state, 7, 'draw')?.rule).toBe('players-and-decks');
    expect(legal(state, 7)).toEqual([]);
  });

  test('apply refuses an illegal action with the rule, and never mutates its input', () => {
    const before = JSON.stringify(state);
    expect(() => dawn.apply(state, B, { type: 'play', card: '7D' })).toThrow(IllegalActionError);
    try {
      dawn.apply(state, A, { type: 'play', card: '9C' });
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).violation.rule).toBe('one-lower');
      expect((error as Error).message).toMatch(/^A cannot 9C: .*\(rule: one-lower\)$/);
    }
    dawn.apply(state, A, { type: 'play', card: '7S' });
    expect(JSON.stringify(state)).toBe(before);
  });

  test('every event rule is a rule-book id', () => {
    const { events } = run(state, [
      [A, '7S'],
      [B, 'draw'],
    ]);
    expect(rules(events).every((rule) => rule in DAWN_RULES)).toBe(true);
  });
});
