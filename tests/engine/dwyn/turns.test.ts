// A turn before the KROWN (rules draw, one-action, discard, lay-out, protection, steal; DW-7,
// DW-8, DW-12, DW-13, DW-15): a compulsory draw from the stock, then exactly one action: discard
// face up, lay out one body card, or play a STEAL (a DWYN duel is in duel.test.ts).
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import { A, act, B, C, conserved, dwyn, legal, midGame, ofKind, position, run, sorted, why } from './helpers.ts';

describe('the compulsory draw (rule draw, DW-7)', () => {
  test('before the KROWN a turn starts with a draw from the stock, and nothing else is allowed', () => {
    const state = midGame();
    expect(dwyn.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['draw']);
    for (const text of ['discard CASTLE-2', 'lay LEAF-HEAD', 'steal B RUGBY-HEAD', 'dwyn B LEAF-FEET']) {
      const violation = why(state, A, text);
      expect(violation?.rule, text).toBe('draw');
      expect(violation?.message).toMatch(/every turn starts with a draw from the stock/);
    }
    expect(why(state, B, 'draw')).toEqual({ rule: 'turn-order', message: "It is A's turn." });
    expect(legal(state, B)).toEqual([]);
  });

  test('the draw takes the top card of the stock into the hand, seen only by the drawer', () => {
    const state = midGame();
    const { state: after, events } = act(state, A, 'draw');
    expect(after.hands[A]).toEqual([...(state.hands[A] ?? []), 'SHIELD-X']);
    expect(after.stock).toEqual(state.stock.slice(1));
    expect(after.stock[0]).toBe('LEAF-2');
    expect(after.stage).toBe('act');
    expect(after.turn).toBe(A);
    expect(events).toEqual([
      { kind: 'draw', rule: 'draw', seat: A, cards: ['SHIELD-X'], visibleTo: [A], detail: { from: 'stock' } },
    ]);
    expect(redactEvent(events[0]!, B)).not.toHaveProperty('cards');
    expect(redactEvent(events[0]!, A).cards).toEqual(['SHIELD-X']);
    expect(conserved(after)).toBe(true);
  });

  test('the discard pile cannot be drawn from (DW-8): the draw always takes the stock', () => {
    const state = midGame();
    const after = act(state, A, 'draw').state;
    expect(after.discards).toEqual(state.discards);
    expect(dwyn.legalActions(state, A)).toHaveLength(1);
  });
});

describe('one action a turn (rule one-action, DW-7)', () => {
  test('after the draw: discard any card, lay out a body card, STEAL or DWYN an open target; no second draw', () => {
    const drawn = act(midGame(), A, 'draw').state;
    expect(sorted(legal(drawn, A))).toEqual(
      sorted([
        'discard STEAL',
        'discard DWYN',
        'discard CASTLE-4',
        'discard CASTLE-2',
        'discard LEAF-HEAD',
        'lay LEAF-HEAD',
        'discard MINER-X',
        'discard SHIELD-X',
        'steal B RUGBY-HEAD',
        'steal B LEAF-FEET',
        'dwyn B RUGBY-HEAD',
        'dwyn B LEAF-FEET',
      ]),
    );
    expect(why(drawn, A, 'draw')).toEqual({
      rule: 'one-action',
      message: 'You have drawn this turn already: now take one action.',
    });
  });

  test('copies of a STEAL are one move, not one per copy', () => {
    const state = position(
      { hands: { A: ['STEAL', 'STEAL', 'CASTLE-2'], B: ['CASTLE-3'] }, tableaux: { B: ['RUGBY-HEAD'] }, stockSize: 5 },
      { players: 2 },
    );
    const drawn = act(state, A, 'draw').state;
    expect(legal(drawn, A).filter((a) => a === 'discard STEAL')).toHaveLength(1);
    expect(legal(drawn, A).filter((a) => a === 'steal B RUGBY-HEAD')).toHaveLength(1);
  });

  test('after one action the turn passes to the next player, who must draw', () => {
    const drawn = act(midGame(), A, 'draw').state;
    for (const text of ['discard CASTLE-2', 'lay LEAF-HEAD', 'steal B RUGBY-HEAD']) {
      const after = act(drawn, A, text).state;
      expect(after.turn, text).toBe(B);
      expect(after.stage).toBe('draw');
      expect(dwyn.toAct(after)).toEqual([B]);
      expect(legal(after, B)).toEqual(['draw']);
      expect(legal(after, A)).toEqual([]);
      expect(why(after, A, 'discard CASTLE-4')?.rule).toBe('turn-order');
      expect(after.turnsAfterKrown).toBe(0);
      expect(conserved(after)).toBe(true);
    }
  });
});

describe('discarding (rule discard)', () => {
  test('before the KROWN the card goes face up on top of the pile, seen by everyone', () => {
    const drawn = act(midGame(), A, 'draw').state;
    const { state, events } = act(drawn, A, 'discard CASTLE-2');
    expect(state.discards).toEqual([...drawn.discards, 'CASTLE-2']);
    expect(state.hands[A]).not.toContain('CASTLE-2');
    expect(state.hands[A]).toHaveLength((drawn.hands[A] ?? []).length - 1);
    expect(events).toEqual([{ kind: 'discard', rule: 'discard', seat: A, cards: ['CASTLE-2'] }]);
    expect(redactEvent(events[0]!, B).cards).toEqual(['CASTLE-2']);
    expect(dwyn.view(state, B).discards[state.discards.length - 1]).toBe('CASTLE-2');
  });

  test('a STEAL or a DWYN may be discarded like any card; a card not held may not', () => {
    const drawn = act(midGame(), A, 'draw').state;
    expect(act(drawn, A, 'discard STEAL').state.discards.at(-1)).toBe('STEAL');
    expect(act(drawn, A, 'discard DWYN').state.discards.at(-1)).toBe('DWYN');
    expect(why(drawn, A, 'discard SKULL-5')).toEqual({ rule: 'discard', message: 'You do not hold the 5 of Skull.' });
  });
});

describe('laying out a body card (rule lay-out)', () => {
  test('a body card goes from the hand to the tableau, face up', () => {
    const drawn = act(midGame(), A, 'draw').state;
    const { state, events } = act(drawn, A, 'lay LEAF-HEAD');
    expect(state.tableaux[A]).toEqual(['MINER-TORSO', 'LEAF-HEAD']);
    expect(state.hands[A]).not.toContain('LEAF-HEAD');
    expect(events).toEqual([{ kind: 'lay', rule: 'lay-out', seat: A, cards: ['LEAF-HEAD'] }]);
  });

  test('only body cards are laid out: a number card, a STEAL or a DWYN is refused citing lay-out', () => {
    const drawn = act(midGame(), A, 'draw').state;
    for (const [card, name] of [
      ['CASTLE-4', 'the 4 of Castle'],
      ['STEAL', 'a STEAL card'],
      ['DWYN', 'a DWYN card'],
    ] as const) {
      expect(why(drawn, A, `lay ${card}`)).toEqual({
        rule: 'lay-out',
        message: `Only body cards (a HEAD, TORSO or FEET) are laid out, not ${name}.`,
      });
    }
    expect(why(drawn, A, 'lay SKULL-HEAD')).toEqual({ rule: 'lay-out', message: 'You do not hold the Skull head.' });
  });
});

describe('protection (rule protection, DW-12)', () => {
  test('a whole same-suit body can be neither stolen nor challenged for; the rest of the tableau can', () => {
    const drawn = act(midGame(), A, 'draw').state;
    const targets = legal(drawn, A).filter((a) => a.startsWith('steal') || a.startsWith('dwyn'));
    expect(targets.some((a) => a.includes('SKULL'))).toBe(false);
    for (const part of ['HEAD', 'TORSO', 'FEET']) {
      for (const verb of ['steal', 'dwyn']) {
        expect(why(drawn, A, `${verb} B SKULL-${part}`)).toEqual({
          rule: 'protection',
          message: `B has the whole Skull body, so the Skull ${part.toLowerCase()} is protected.`,
        });
      }
    }
    expect(why(drawn, A, 'steal B RUGBY-HEAD')).toBeNull();
    expect(dwyn.view(drawn, A).seats[B]?.protectedSuits).toEqual(['SKULL']);
  });

  test('two parts of a suit protect nothing, and a mixed body is open', () => {
    const state = position(
      {
        hands: { A: ['STEAL', 'CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: { B: ['SKULL-HEAD', 'SKULL-TORSO', 'CASTLE-FEET'] },
        stockSize: 5,
      },
      { players: 2 },
    );
    const drawn = act(state, A, 'draw').state;
    expect(sorted(legal(drawn, A).filter((a) => a.startsWith('steal')))).toEqual(
      sorted(['steal B SKULL-HEAD', 'steal B SKULL-TORSO', 'steal B CASTLE-FEET']),
    );
    expect(dwyn.view(drawn, A).seats[B]?.protectedSuits).toEqual([]);
  });

  test('a player can have several protected trios; a spare part of another suit stays open', () => {
    const state = position(
      {
        hands: { A: ['STEAL', 'CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: {
          B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'LEAF-HEAD', 'LEAF-TORSO', 'LEAF-FEET', 'RUGBY-FEET'],
        },
        stockSize: 5,
      },
      { players: 2 },
    );
    const drawn = act(state, A, 'draw').state;
    expect(legal(drawn, A).filter((a) => a.startsWith('steal'))).toEqual(['steal B RUGBY-FEET']);
    expect(dwyn.view(drawn, B).seats[B]?.protectedSuits).toEqual(['LEAF', 'SKULL']);
  });
});

describe('STEAL (rules steal, won-cards; DW-13, DW-15)', () => {
  test("takes an opponent's open card into the player's own tableau, with no defence; the STEAL goes on the pile", () => {
    const drawn = act(midGame(), A, 'draw').state;
    const { state, events } = act(drawn, A, 'steal B RUGBY-HEAD');
    expect(state.tableaux[A]).toEqual(['MINER-TORSO', 'RUGBY-HEAD']);
    expect(state.tableaux[B]).toEqual(['LEAF-FEET', 'SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET']);
    expect(state.hands[A]).not.toContain('STEAL');
    expect(state.hands[A]).not.toContain('RUGBY-HEAD');
    expect(state.discards.at(-1)).toBe('STEAL');
    expect(events).toEqual([{ kind: 'steal', rule: 'steal', seat: A, cards: ['RUGBY-HEAD'], detail: { from: B } }]);
    expect(state.turn).toBe(B);
    expect(conserved(state)).toBe(true);
  });

  test('with no open target anywhere, a STEAL cannot be played, but it may still be discarded', () => {
    const state = position(
      {
        hands: { A: ['STEAL', 'CASTLE-2'], B: ['CASTLE-3'], C: ['LEAF-2'] },
        tableaux: { B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'] },
        stockSize: 5,
      },
      {},
    );
    const drawn = act(state, A, 'draw').state;
    expect(legal(drawn, A).some((a) => a.startsWith('steal'))).toBe(false);
    expect(legal(drawn, A)).toContain('discard STEAL');
    expect(why(drawn, A, 'steal B SKULL-HEAD')).toEqual({
      rule: 'steal',
      message:
        'No opponent has a card you could take: every body in front of them is protected or empty. You may still discard it.',
    });
    expect(act(drawn, A, 'discard STEAL').state.discards.at(-1)).toBe('STEAL');
  });

  test("only an opponent's card: not your own, and only a card that is there", () => {
    const drawn = act(midGame(), A, 'draw').state;
    expect(legal(drawn, A)).not.toContain('steal A MINER-TORSO');
    expect(why(drawn, A, 'steal A MINER-TORSO')).toEqual({
      rule: 'steal',
      message: 'You can only take a card from an opponent.',
    });
    expect(why(drawn, A, 'steal B CASTLE-HEAD')).toEqual({
      rule: 'steal',
      message: 'B does not have the Castle head in front of them.',
    });
  });

  test('without a STEAL in hand there is no steal', () => {
    const state = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: { B: ['RUGBY-HEAD'] },
        stock: ['SHIELD-2'],
        stockSize: 5,
      },
      { players: 2 },
    );
    const drawn = act(state, A, 'draw').state;
    expect(drawn.hands[A]).toEqual(['CASTLE-2', 'SHIELD-2']);
    expect(legal(drawn, A).some((a) => a.startsWith('steal'))).toBe(false);
    expect(why(drawn, A, 'steal B RUGBY-HEAD')).toEqual({ rule: 'steal', message: 'You do not hold a STEAL card.' });
    expect(why(drawn, A, 'dwyn B RUGBY-HEAD')).toEqual({ rule: 'challenge', message: 'You do not hold a DWYN card.' });
  });

  test('with three players, any opponent is a target', () => {
    const state = position(
      {
        hands: { A: ['STEAL'], B: ['CASTLE-3'], C: ['LEAF-2'] },
        tableaux: { B: ['RUGBY-HEAD'], C: ['LEAF-FEET'] },
        stock: ['SHIELD-2'],
        stockSize: 5,
      },
      {},
    );
    const drawn = act(state, A, 'draw').state;
    expect(sorted(legal(drawn, A).filter((a) => a.startsWith('steal')))).toEqual([
      'steal B RUGBY-HEAD',
      'steal C LEAF-FEET',
    ]);
    const after = run(drawn, [[A, 'steal C LEAF-FEET']]).state;
    expect(after.tableaux[A]).toEqual(['LEAF-FEET']);
    expect(after.tableaux[C]).toEqual([]);
    expect(ofKind(run(drawn, [[A, 'steal C LEAF-FEET']]).events, 'steal')[0]?.detail).toEqual({ from: C });
  });
});
