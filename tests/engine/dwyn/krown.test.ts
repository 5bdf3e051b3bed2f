// The KROWN and what follows it (rules krown-draw, pool, after-krown, winning, no-progress; DW-10,
// DW-11, DW-16, DW-18): drawing the KROWN ends the turn and turns the discard pile into a hidden
// pool; after it the draw is optional and random, discards go in face down, an empty hand must draw
// and with an empty pool passes; the turn cap and a round of passes call the game. The worked
// fixtures DW-FX4 to DW-FX6 are in fixtures.test.ts, and when the win is checked in win-check.test.ts.
import { describe, expect, test } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { DWYN_CARDS, isBody, isNumber } from '../../../src/engine/dwyn/deck.ts';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import {
  A,
  act,
  B,
  C,
  changed,
  conserved,
  drawnCard,
  dwyn,
  kinds,
  legal,
  ofKind,
  position,
  randomGame,
  run,
  sorted,
  why,
} from './helpers.ts';

const name = (seat: number): string => seatLetter(seat);

/** Before the KROWN, 3 players: the stock is only the KROWN and A is to draw it. */
function lastDraw(hands: Record<string, string[]> = {}, tableauA: string[] = ['LEAF-TORSO']): DwynState {
  return position(
    {
      hands: { A: ['CASTLE-2', 'STEAL'], B: ['CASTLE-3'], C: ['MINER-4'], ...hands },
      tableaux: { A: tableauA, B: ['RUGBY-HEAD'] },
      stockSize: 0,
      discards: ['MINER-2', 'LEAF-3'],
    },
    {},
  );
}

/** After the KROWN, 2 players: B holds it with an incomplete body; A is to start a turn. */
function afterKrown(input: Record<string, unknown> = {}, seed = 1, extra: Record<string, unknown> = {}): DwynState {
  return position(
    {
      hands: { A: ['CASTLE-2', 'STEAL', 'DWYN'], B: ['CASTLE-3', 'MINER-4'] },
      tableaux: { A: ['LEAF-TORSO'], B: ['KROWN', 'RUGBY-HEAD'] },
      ...extra,
    },
    { players: 2, ...input },
    seed,
  );
}

describe('drawing the KROWN (rules krown-draw, pool; DW-10)', () => {
  test('the KROWN goes in front of the drawer and that is the whole turn; the discard pile becomes the pool', () => {
    const state = lastDraw();
    expect(state.stock).toEqual(['KROWN']);
    const { state: after, events } = act(state, A, 'draw');
    expect(after.tableaux[A]).toEqual(['LEAF-TORSO', 'KROWN']);
    expect(after.hands[A]).toEqual(state.hands[A]);
    expect(after.stock).toEqual([]);
    expect(after.discards).toEqual([]);
    expect(sorted(after.pool)).toEqual(sorted(state.discards));
    expect(events).toEqual([
      { kind: 'krown', rule: 'krown-draw', seat: A, cards: ['KROWN'] },
      { kind: 'pool', rule: 'pool', seat: A, detail: { count: state.discards.length } },
    ]);
    // The turn is over: anticlockwise from A, C plays next, and no turn after the KROWN has passed yet.
    expect(after.turn).toBe(C);
    expect(after.stage).toBe('draw');
    expect(dwyn.toAct(after)).toEqual([C]);
    expect(after.turnsAfterKrown).toBe(0);
    expect(conserved(after)).toBe(true);
  });

  test('the next player may draw from the pool or act at once: the draw is no longer compulsory', () => {
    const after = act(lastDraw(), A, 'draw').state;
    expect(legal(after, C)).toEqual(['draw', 'discard MINER-4']);
    expect(why(after, C, 'discard MINER-4')).toBeNull();
    const skipped = act(after, C, 'discard MINER-4').state;
    expect(skipped.pool).toHaveLength(after.pool.length + 1);
    expect(skipped.turn).toBe(B);
    expect(skipped.turnsAfterKrown).toBe(1);
    const drew = act(after, C, 'draw').state;
    expect(drew.stage).toBe('act');
    expect(drew.hands[C]).toHaveLength(2);
    expect(why(drew, C, 'draw')?.rule).toBe('one-action');
  });

  test('the KROWN can be drawn with an empty hand and no body: nothing more happens', () => {
    const state = lastDraw({ A: [] });
    const after = act(state, A, 'draw').state;
    expect(after.phase).toBe('play');
    expect(after.tableaux[A]).toContain('KROWN');
    expect(after.turn).toBe(C);
  });

  test('drawing the KROWN with an empty hand and a body wins at once', () => {
    const state = lastDraw({ A: [] }, ['LEAF-TORSO', 'CASTLE-HEAD', 'SKULL-FEET']);
    const { state: after, events } = act(state, A, 'draw');
    expect(kinds(events)).toEqual(['krown', 'pool', 'win']);
    expect(events[2]).toEqual({ kind: 'win', rule: 'winning', seat: A });
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: A, reason: 'won' });
    expect(after.winners).toEqual([A]);
    expect(dwyn.toAct(after)).toEqual([]);
    expect(dwyn.outcome(after)?.winners).toEqual([A]);
    expect(dwyn.outcome(after)?.summary).toBe('A wins with the KROWN, a whole body and an empty hand.');
    expect(why(after, B, 'draw')?.rule).toBe('winning');
  });
});

describe('the pool (rules pool, after-krown; DW-11)', () => {
  test('a draw from the pool is a random card of it, the same for the same seed', () => {
    const drawn = new Set<string>();
    const places = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const state = afterKrown({}, seed);
      const { state: after, events } = act(state, A, 'draw');
      const card = drawnCard(events) ?? '';
      expect(state.pool).toContain(card);
      expect(sorted(after.pool)).toEqual(sorted(without(state.pool, card)));
      expect(after.hands[A]).toEqual([...(state.hands[A] ?? []), card]);
      expect(events).toEqual([
        { kind: 'draw', rule: 'after-krown', seat: A, cards: [card], visibleTo: [A], detail: { from: 'pool' } },
      ]);
      expect(act(afterKrown({}, seed), A, 'draw')).toEqual({ state: after, events });
      drawn.add(card);
      places.add(state.pool.indexOf(card));
      expect(conserved(after)).toBe(true);
    }
    expect(drawn.size).toBeGreaterThan(10);
    // Not always the first or the last card of the pool's list.
    expect(places.size).toBeGreaterThan(10);
  });

  test('the same position drawn twice from different rng states gives different cards', () => {
    const state = afterKrown({}, 5);
    const cards = new Set<string>();
    let current = state;
    for (let i = 0; i < 10; i++) {
      const { state: after, events } = act(current, A, 'draw');
      cards.add(drawnCard(events) ?? '');
      // Put the turn back to A with the same pool and hand, keeping the advanced rng.
      current = changed(state, { rng: after.rng });
    }
    expect(cards.size).toBeGreaterThan(3);
  });

  test('a discard goes face down into the pool: only its player sees which card', () => {
    const state = afterKrown();
    const { state: after, events } = act(state, A, 'discard CASTLE-2');
    expect(after.pool).toHaveLength(state.pool.length + 1);
    expect(after.pool).toContain('CASTLE-2');
    expect(after.discards).toEqual([]);
    expect(events).toEqual([
      {
        kind: 'discard',
        rule: 'after-krown',
        seat: A,
        cards: ['CASTLE-2'],
        visibleTo: [A],
        detail: { faceDown: true },
      },
    ]);
    const [event] = events;
    expect(event && redactEvent(event, B)).toEqual({
      kind: 'discard',
      rule: 'after-krown',
      seat: A,
      visibleTo: [A],
      detail: { faceDown: true },
    });
    expect(event && redactEvent(event, A).cards).toEqual(['CASTLE-2']);
    expect(event && redactEvent(event, 'all').cards).toEqual(['CASTLE-2']);
    expect(event && dwyn.describeEvent(redactEvent(event, B), name)).toBe('A discards a card face down into the pool.');
    expect(event && dwyn.describeEvent(redactEvent(event, A), name)).toBe(
      'A discards the 2 of Castle face down into the pool.',
    );
    const seen = dwyn.view(after, B);
    expect(seen.discards).toEqual([]);
    expect(seen.pool).toBe(after.pool.length);
    expect(JSON.stringify(seen)).not.toContain('CASTLE-2');
    expect(after.turnsAfterKrown).toBe(1);
  });

  test('a STEAL after the KROWN goes into the pool; the KROWN itself can be stolen', () => {
    const { state, events } = act(afterKrown(), A, 'steal B KROWN');
    expect(state.tableaux[A]).toEqual(['LEAF-TORSO', 'KROWN']);
    expect(state.tableaux[B]).toEqual(['RUGBY-HEAD']);
    expect(state.pool.filter((c) => c === 'STEAL')).toHaveLength(
      afterKrown().pool.filter((c) => c === 'STEAL').length + 1,
    );
    expect(state.discards).toEqual([]);
    // Played face up: the event is public.
    expect(events[0]?.visibleTo).toBeUndefined();
    expect(conserved(state)).toBe(true);
  });

  test('after the KROWN, the DWYN goes into the pool at once and the duel cards when it is over', () => {
    const start = afterKrown();
    const dwyns = (s: DwynState): number => s.pool.filter((c) => c === 'DWYN').length;
    const challenged = act(start, A, 'dwyn B KROWN').state;
    expect(dwyns(challenged)).toBe(dwyns(start) + 1);
    const { state } = run(challenged, [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
      [A, 'concede'],
    ]);
    expect(state.tableaux[B]).toContain('KROWN');
    expect(state.pool).toContain('CASTLE-3');
    expect(state.pool).toHaveLength(start.pool.length + 2);
    expect(state.discards).toEqual([]);
    expect(state.turnsAfterKrown).toBe(1);
    expect(conserved(state)).toBe(true);
  });
});

/** After the KROWN, 2 players, the pool empty: B holds every number, STEAL and DWYN card. */
function emptyPool(handA: string[] = []): DwynState {
  const rest = DWYN_CARDS.filter((c) => !isBody(c) && c !== 'KROWN');
  const bodies = DWYN_CARDS.filter(isBody);
  const handB = without(rest, ...handA);
  return position(
    {
      hands: { A: handA, B: handB },
      tableaux: { A: bodies.slice(0, 9), B: ['KROWN', ...bodies.slice(9)] },
    },
    { players: 2 },
  );
}

describe('an empty hand (rule after-krown, DW-11)', () => {
  test('with cards in the pool, an empty hand must draw, then act', () => {
    const state = afterKrown({}, 1, { hands: { A: [], B: ['CASTLE-3', 'MINER-4', 'CASTLE-2', 'STEAL', 'DWYN'] } });
    expect(legal(state, A)).toEqual(['draw']);
    expect(why(state, A, 'pass')).toEqual({
      rule: 'after-krown',
      message: 'The pool has cards: with an empty hand you must draw.',
    });
    const drawn = act(state, A, 'draw').state;
    expect(drawn.hands[A]).toHaveLength(1);
    expect(drawn.stage).toBe('act');
    expect(legal(drawn, A)).not.toContain('draw');
    expect(legal(drawn, A)).not.toContain('pass');
  });

  test('with the pool empty too, the player passes', () => {
    const state = emptyPool();
    expect(state.pool).toEqual([]);
    expect(legal(state, A)).toEqual(['pass']);
    expect(why(state, A, 'draw')).toEqual({
      rule: 'after-krown',
      message: 'The pool is empty: there is nothing to draw.',
    });
    const { state: after, events } = act(state, A, 'pass');
    expect(events).toEqual([{ kind: 'pass', rule: 'after-krown', seat: A }]);
    expect(after.passes).toBe(1);
    expect(after.turn).toBe(B);
    expect(after.phase).toBe('play');
    expect(after.turnsAfterKrown).toBe(1);
    // B has cards and must act: with an empty pool, no draw is offered.
    expect(legal(after, B)).not.toContain('draw');
    expect(legal(after, B)).not.toContain('pass');
    // Any other turn breaks the run of passes.
    const next = act(after, B, 'discard CASTLE-2').state;
    expect(next.passes).toBe(0);
    expect(next.pool).toEqual(['CASTLE-2']);
  });

  test('a player with cards may not pass', () => {
    const state = emptyPool(['CASTLE-2']);
    expect(legal(state, A)).toEqual(['discard CASTLE-2']);
    expect(why(state, A, 'pass')?.message).toBe(
      'You may pass only with no cards in hand and none in the pool; you must act.',
    );
  });
});

describe('a game with no progress (rule no-progress, DW-18)', () => {
  test('a full round of passes calls the game: a draw by default', () => {
    // Every number, STEAL and DWYN card is always in a hand or the pool, so a whole round of
    // passes cannot come about in play; the rule is a safety net, checked on a state set by hand.
    const state = changed(emptyPool(), { passes: 1 });
    const { state: after, events } = act(state, A, 'pass');
    expect(kinds(events)).toEqual(['pass', 'called']);
    expect(events[1]).toEqual({ kind: 'called', rule: 'no-progress', detail: { reason: 'stalemate', turns: 0 } });
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: null, reason: 'stalemate' });
    expect(after.winners).toEqual([]);
    expect(dwyn.outcome(after)?.winners).toEqual([]);
    expect(dwyn.outcome(after)?.summary).toBe('Nobody could win: the game is called a draw.');
  });

  test('the turn cap ends the game as a draw (maxTurnsAfterKrown)', () => {
    const state = afterKrown({ maxTurnsAfterKrown: 10 }, 1, { turnsAfterKrown: 8 });
    const nine = act(state, A, 'discard CASTLE-2').state;
    expect(nine.phase).toBe('play');
    expect(nine.turnsAfterKrown).toBe(9);
    const { state: ten, events } = act(nine, B, 'discard CASTLE-3');
    expect(ten.turnsAfterKrown).toBe(10);
    expect(ten.phase).toBe('over');
    expect(ten.lastGame).toEqual({ winner: null, reason: 'turnCap' });
    expect(ofKind(events, 'called')).toEqual([
      { kind: 'called', rule: 'no-progress', detail: { reason: 'turnCap', turns: 10 } },
    ]);
    expect(dwyn.outcome(ten)).toEqual({
      winners: [],
      scores: [0, 0],
      summary: 'Nobody could win: the game is called a draw at the turn limit.',
    });
  });

  test('the default cap is 200 turns after the KROWN', () => {
    const state = afterKrown({}, 1, { turnsAfterKrown: 199 });
    expect(state.options.maxTurnsAfterKrown).toBe(200);
    expect(act(state, A, 'discard CASTLE-2').state.lastGame).toEqual({ winner: null, reason: 'turnCap' });
  });

  test('stalemateResolution krownHolderIfBodyComplete: a KROWN holder with a body wins the called game', () => {
    const withBody = { tableaux: { A: ['LEAF-TORSO'], B: ['KROWN', 'RUGBY-HEAD', 'SKULL-TORSO', 'CASTLE-FEET'] } };
    const input = { maxTurnsAfterKrown: 10, stalemateResolution: 'krownHolderIfBodyComplete' };
    const state = afterKrown(input, 1, { ...withBody, turnsAfterKrown: 9 });
    const { state: after, events } = act(state, A, 'discard CASTLE-2');
    expect(after.phase).toBe('over');
    // B still holds cards: the called game goes to B all the same.
    expect(after.hands[B]).toHaveLength(2);
    expect(after.lastGame).toEqual({ winner: B, reason: 'turnCap' });
    expect(ofKind(events, 'called')).toEqual([
      { kind: 'called', rule: 'no-progress', seat: B, detail: { reason: 'turnCap', turns: 10 } },
    ]);
    expect(dwyn.outcome(after)?.winners).toEqual([B]);
    expect(dwyn.outcome(after)?.summary).toBe('B wins the called game with the KROWN and a whole body.');
    // Without a whole body it is still a draw.
    const noBody = act(afterKrown(input, 1, { turnsAfterKrown: 9 }), A, 'discard CASTLE-2').state;
    expect(noBody.lastGame).toEqual({ winner: null, reason: 'turnCap' });
    // The same reading for a round of passes.
    const passes = act(
      changed(emptyPool(), {
        passes: 1,
        options: dwyn.parseOptions({ players: 2, stalemateResolution: 'krownHolderIfBodyComplete' }),
      }),
      A,
      'pass',
    ).state;
    expect(passes.lastGame).toEqual({ winner: B, reason: 'stalemate' });
  });
});

describe('winning (rule winning, DW-16)', () => {
  test('the KROWN, a HEAD, a TORSO and FEET, and an empty hand: laying out the last card wins', () => {
    const state = position(
      {
        hands: { A: ['SKULL-FEET'], B: ['CASTLE-3'] },
        tableaux: { A: ['KROWN', 'CASTLE-HEAD', 'LEAF-TORSO'] },
      },
      { players: 2 },
    );
    const { state: after, events } = act(state, A, 'lay SKULL-FEET');
    expect(kinds(events)).toEqual(['lay', 'win']);
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: A, reason: 'won' });
    expect(after.wins).toEqual([1, 0]);
  });

  test('stealing the KROWN with the last card in hand wins', () => {
    const state = position(
      {
        hands: { A: ['STEAL'], B: ['CASTLE-3'] },
        tableaux: { A: ['RUGBY-HEAD', 'LEAF-TORSO', 'SKULL-FEET'], B: ['KROWN'] },
      },
      { players: 2 },
    );
    const { state: after, events } = act(state, A, 'steal B KROWN');
    expect(kinds(events)).toEqual(['steal', 'win']);
    expect(after.winners).toEqual([A]);
  });

  test('no win without the KROWN, nor with a card left in hand, nor without a whole body', () => {
    // A body and an empty hand, but B has the KROWN.
    const noKrown = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: { A: ['RUGBY-HEAD', 'LEAF-TORSO', 'SKULL-FEET'], B: ['KROWN'] },
      },
      { players: 2 },
    );
    expect(act(noKrown, A, 'discard CASTLE-2').state.phase).toBe('play');
    // The KROWN and a body, but a card left.
    const cardLeft = position(
      {
        hands: { A: ['CASTLE-2', 'CASTLE-4'], B: ['CASTLE-3'] },
        tableaux: { A: ['KROWN', 'RUGBY-HEAD', 'LEAF-TORSO', 'SKULL-FEET'] },
      },
      { players: 2 },
    );
    expect(act(cardLeft, A, 'discard CASTLE-2').state.phase).toBe('play');
    // The KROWN and an empty hand, but two HEADs and a TORSO: no FEET.
    const noFeet = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: { A: ['KROWN', 'RUGBY-HEAD', 'SKULL-HEAD', 'LEAF-TORSO'] },
      },
      { players: 2 },
    );
    const after = act(noFeet, A, 'discard CASTLE-2').state;
    expect(after.phase).toBe('play');
    expect(after.hands[A]).toEqual([]);
    // Next turn, with the empty hand, A must draw.
    const back = act(after, B, 'discard CASTLE-3').state;
    expect(legal(back, A)).toEqual(['draw']);
  });

  test('a same-suit body wins too, and extra body parts do not matter (DW-17)', () => {
    const state = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'] },
        tableaux: { A: ['KROWN', 'SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'RUGBY-HEAD', 'LEAF-FEET'] },
      },
      { players: 2 },
    );
    expect(act(state, A, 'discard CASTLE-2').state.winners).toEqual([A]);
  });

  test('in random games, every game won is won by the KROWN holder with a body and an empty hand', () => {
    let won = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { state } = randomGame({ players: 2 + (seed % 3) }, seed);
      expect(state.phase).toBe('over');
      const winner = state.lastGame?.winner;
      if (state.lastGame?.reason === 'won' && winner !== null && winner !== undefined) {
        won++;
        const tableau = state.tableaux[winner] ?? [];
        expect(tableau).toContain('KROWN');
        expect(state.hands[winner]).toEqual([]);
        for (const part of ['HEAD', 'TORSO', 'FEET']) expect(tableau.some((c) => c.endsWith(`-${part}`))).toBe(true);
        expect(tableau.every((c) => c === 'KROWN' || isBody(c))).toBe(true);
      }
      expect(state.hands.flat().every((c) => c !== 'KROWN')).toBe(true);
      expect(state.tableaux.flat().some(isNumber)).toBe(false);
      expect(conserved(state)).toBe(true);
    }
    expect(won).toBeGreaterThan(0);
  });
});

function without(list: readonly string[], ...cards: string[]): string[] {
  const out = list.slice();
  for (const card of cards) {
    const at = out.indexOf(card);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}
