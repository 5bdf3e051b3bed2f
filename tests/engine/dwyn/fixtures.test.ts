// The rule fixtures DW-FX1 to DW-FX6 (the DWYN page's worked examples, content/docs/dwyn.mdx, name
// theirs), scripted as written: the DWYN text has no worked examples, so these turn its concrete
// claims into positions and moves.
import { describe, expect, test } from 'vitest';
import { A, act, B, C, conserved, D, dwyn, E, F, kinds, legal, position, run, sorted, why } from './helpers.ts';

describe('DW-FX1, the opening lay-out', () => {
  test('P1 is dealt HEAD-Rugby, TORSO-Skull, 3-Castle, X-Leaf, STEAL, 5-Miner, DWYN: two cards go out, five stay', () => {
    const state = position(
      {
        stage: 'layout',
        hands: {
          A: ['HEAD-Rugby', 'TORSO-Skull', '3-Castle', 'X-Leaf', 'STEAL', '5-Miner', 'DWYN'],
          B: ['CASTLE-X', 'CASTLE-4', 'LEAF-2', 'LEAF-3', 'DWYN', 'MINER-2', 'SHIELD-5'],
          C: ['SKULL-HEAD', 'RUGBY-2', 'RUGBY-3', 'SHIELD-X', 'STEAL', 'MINER-4', 'LEAF-5'],
        },
      },
      {},
      3,
    );
    expect(dwyn.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['layout']);
    const first = act(state, A, 'layout');
    expect(first.state.tableaux[A]).toEqual(['RUGBY-HEAD', 'SKULL-TORSO']);
    expect(first.state.hands[A]).toHaveLength(5);
    expect(sorted(first.state.hands[A] ?? [])).toEqual(sorted(['CASTLE-3', 'LEAF-X', 'STEAL', 'MINER-5', 'DWYN']));
    expect(first.events).toEqual([
      { kind: 'opening-layout', rule: 'opening-layout', seat: A, cards: ['RUGBY-HEAD', 'SKULL-TORSO'] },
    ]);
    // Anticlockwise from A the next seat is C, the dealer; B was dealt no body card and is skipped.
    expect(dwyn.toAct(first.state)).toEqual([C]);
    const second = act(first.state, C, 'layout');
    expect(second.state.tableaux[C]).toEqual(['SKULL-HEAD']);
    expect(second.state.tableaux[B]).toEqual([]);
    expect(second.state.hands[B]).toHaveLength(7);
    expect(kinds(second.events)).toEqual(['opening-layout', 'first-discard']);
    expect(second.state.discards).toHaveLength(1);
    expect(second.state.stage).toBe('draw');
    expect(second.state.turn).toBe(A);
    expect(conserved(second.state)).toBe(true);
  });
});

describe('DW-FX2, a DWYN duel', () => {
  const fx2 = (handB: string[]) =>
    position(
      {
        stage: 'act',
        hands: { A: ['DWYN', 'CASTLE-4', 'CASTLE-2'], B: handB },
        tableaux: { B: ['RUGBY-HEAD', 'LEAF-FEET'] },
        discards: ['MINER-2'],
        stockSize: 12,
      },
      { players: 2 },
    );

  test('B 3, A 4, B 5, A cannot beat 5 and concedes: B keeps HEAD-Rugby; DWYN, 3, 4, 5 are on the pile', () => {
    const start = fx2(['CASTLE-3', 'CASTLE-5', 'SHIELD-2']);
    let state = run(start, [
      [A, 'dwyn B RUGBY-HEAD'],
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
      [A, 'play CASTLE-4'],
      [B, 'play CASTLE-5'],
    ]).state;
    expect(legal(state, A)).toEqual(['concede']);
    expect(why(state, A, 'play CASTLE-2')?.rule).toBe('number-cards');
    const { state: after, events } = act(state, A, 'concede');
    state = after;
    expect(state.tableaux[B]).toEqual(['RUGBY-HEAD', 'LEAF-FEET']);
    expect(state.tableaux[A]).toEqual([]);
    expect(state.discards.slice(-4)).toEqual(['DWYN', 'CASTLE-3', 'CASTLE-4', 'CASTLE-5']);
    expect(state.hands[A]).toEqual(['CASTLE-2']);
    expect(state.hands[B]).toEqual(['SHIELD-2']);
    expect(events.at(-1)).toMatchObject({ kind: 'duel-won', seat: B, cards: ['RUGBY-HEAD'], detail: { kept: true } });
    expect(state.turn).toBe(B);
    expect(conserved(state)).toBe(true);
  });

  test('variant: B holds no Castle number, so A takes HEAD-Rugby into its tableau', () => {
    const start = fx2(['SHIELD-2', 'LEAF-5']);
    const named = run(start, [
      [A, 'dwyn B RUGBY-HEAD'],
      [A, 'suit CASTLE'],
    ]).state;
    expect(legal(named, B)).toEqual(['concede']);
    const state = act(named, B, 'concede').state;
    expect(state.tableaux[A]).toEqual(['RUGBY-HEAD']);
    expect(state.tableaux[B]).toEqual(['LEAF-FEET']);
    expect(state.hands[A]).toEqual(['CASTLE-4', 'CASTLE-2']);
    expect(state.discards.at(-1)).toBe('DWYN');
  });
});

describe('DW-FX3, protection', () => {
  test("C has the Skull HEAD, TORSO and FEET, FEET-Rugby and the KROWN: D's STEAL may take only FEET-Rugby or the KROWN", () => {
    const state = position(
      {
        turn: 'D',
        hands: { A: ['LEAF-2'], B: ['LEAF-3'], C: ['CASTLE-2'], D: ['STEAL', 'MINER-3'] },
        tableaux: { C: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'RUGBY-FEET', 'KROWN'] },
      },
      { players: 4 },
    );
    expect(dwyn.toAct(state)).toEqual([D]);
    expect(sorted(legal(state, D).filter((a) => a.startsWith('steal')))).toEqual([
      'steal C KROWN',
      'steal C RUGBY-FEET',
    ]);
    for (const part of ['HEAD', 'TORSO', 'FEET']) {
      expect(why(state, D, `steal C SKULL-${part}`)?.rule).toBe('protection');
    }
    const taken = act(state, D, 'steal C KROWN').state;
    expect(taken.tableaux[D]).toEqual(['KROWN']);
    expect(taken.tableaux[C]).toEqual(['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'RUGBY-FEET']);
  });
});

describe('DW-FX4, the KROWN draw', () => {
  test("the stock is just the KROWN: P draws it, P's turn ends, the pile becomes the hidden pool, the next player may skip the draw", () => {
    const state = position(
      {
        hands: { A: ['CASTLE-2'], B: ['CASTLE-3'], C: ['CASTLE-4'] },
        stockSize: 0,
        discards: ['LEAF-2'],
      },
      {},
    );
    expect(state.stock).toEqual(['KROWN']);
    const pile = state.discards;
    const after = act(state, A, 'draw').state;
    expect(after.tableaux[A]).toEqual(['KROWN']);
    expect(after.hands[A]).toEqual(['CASTLE-2']);
    expect(sorted(after.pool)).toEqual(sorted(pile));
    expect(after.discards).toEqual([]);
    expect(dwyn.view(after, C).pool).toBe(pile.length);
    expect(dwyn.view(after, C).discards).toEqual([]);
    expect(after.turn).toBe(C);
    // "Must draw" is no longer enforced.
    expect(legal(after, C)).toEqual(['draw', 'discard CASTLE-4']);
    expect(why(after, C, 'discard CASTLE-4')).toBeNull();
  });
});

describe('DW-FX5, winning', () => {
  test('E has HEAD-Castle, TORSO-Skull, FEET-Leaf and the KROWN and one card: E does not draw, discards it face down, and wins', () => {
    const state = position(
      {
        turn: 'E',
        hands: { A: [], B: [], C: [], D: [], E: ['MINER-3'], F: ['LEAF-2'] },
        tableaux: { E: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 6 },
    );
    expect(legal(state, E)).toEqual(['draw', 'discard MINER-3']);
    const { state: after, events } = act(state, E, 'discard MINER-3');
    expect(kinds(events)).toEqual(['discard', 'win']);
    expect(events[0]?.visibleTo).toEqual([E]);
    expect(after.pool).toContain('MINER-3');
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: E, reason: 'won' });
    expect(dwyn.outcome(after)?.winners).toEqual([E]);
    expect(dwyn.toAct(after)).toEqual([]);
  });
});

describe('DW-FX6, the defender wins by emptying the hand', () => {
  const fx6 = (handF: string[]) =>
    position(
      {
        turn: 'F',
        stage: 'act',
        hands: { A: [], B: [], C: [], D: [], E: ['CASTLE-2'], F: handF },
        tableaux: { E: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      },
      { players: 6 },
    );

  test('F challenges for the KROWN naming Castle; E plays 2-Castle, F cannot beat it: the duel is resolved for E, and E wins', () => {
    const state = run(fx6(['DWYN', 'CASTLE-X']), [
      [F, 'dwyn E KROWN'],
      [F, 'suit CASTLE'],
    ]).state;
    expect(legal(state, E)).toEqual(['play CASTLE-2', 'concede']);
    // E's hand is empty now, but a card played in a duel is not an action: no win yet (DW-16).
    const played = act(state, E, 'play CASTLE-2');
    expect(kinds(played.events)).toEqual(['duel-play']);
    expect(played.state.phase).toBe('play');
    expect(played.state.hands[E]).toEqual([]);
    expect(legal(played.state, F)).toEqual(['concede']);
    // F cannot beat the 2: the duel is resolved, E keeps the KROWN, and the win check finds E.
    const { state: after, events } = act(played.state, F, 'concede');
    expect(kinds(events)).toEqual(['concede', 'duel-won', 'win']);
    expect(events[2]).toEqual({ kind: 'win', rule: 'winning', seat: E });
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: E, reason: 'won' });
    expect(after.tableaux[E]).toContain('KROWN');
    expect(after.hands[E]).toEqual([]);
    expect(after.tableaux[F]).toEqual([]);
    // The duel is settled: its card and the DWYN are in the pool.
    expect(after.duel).toBeNull();
    expect(after.pool).toContain('CASTLE-2');
    expect(after.pool).toContain('DWYN');
    expect(dwyn.toAct(after)).toEqual([]);
    expect(conserved(after)).toBe(true);
  });

  test('the win waits for the duel (DW-16): F, holding a higher Castle, beats the 2 and takes the KROWN, and E does not win', () => {
    const state = run(fx6(['DWYN', 'CASTLE-5', 'LEAF-X']), [
      [F, 'dwyn E KROWN'],
      [F, 'suit CASTLE'],
      [E, 'play CASTLE-2'],
    ]).state;
    expect(state.phase).toBe('play');
    expect(legal(state, F)).toEqual(['play CASTLE-5', 'concede']);
    const { state: after, events } = run(state, [
      [F, 'play CASTLE-5'],
      [E, 'concede'],
    ]);
    expect(kinds(events)).toEqual(['duel-play', 'concede', 'duel-won']);
    expect(after.phase).toBe('play');
    expect(after.lastGame).toBeNull();
    expect(after.tableaux[F]).toEqual(['KROWN']);
    expect(after.tableaux[E]).toEqual(['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET']);
    expect(after.hands[E]).toEqual([]);
    expect(conserved(after)).toBe(true);
  });
});
