// When the win is checked (rule winning, DW-16): after a turn's action, after the KROWN is drawn,
// and when a duel is resolved, never in the middle of a duel. A number card played in a duel is not
// an action, so a player who empties their hand in a duel wins only if, once it is resolved, they
// still have the KROWN and a whole body in front of them. The source's own case, DW-FX6, is in
// fixtures.test.ts. Each check runs on both paths: apply (with events) and step (the playouts').
import { describe, expect, test } from 'vitest';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import { A, act, B, conserved, dwyn, kinds, legal, position, run } from './helpers.ts';

/** A mixed body: a HEAD, a TORSO and FEET of three suits, so each of them can be taken. */
const BODY = ['RUGBY-HEAD', 'SHIELD-TORSO', 'LEAF-FEET'];

/**
 * After the KROWN, 2 players: A has the KROWN and a mixed body in front of them and holds `handA`;
 * it is B's turn, and B holds `handB` (a DWYN among it) with the Miner HEAD in front of them.
 */
function defending(handB: string[], handA: string[] = ['CASTLE-2']): DwynState {
  return position(
    { turn: 'B', hands: { A: handA, B: handB }, tableaux: { A: [...BODY, 'KROWN'], B: ['MINER-HEAD'] } },
    { players: 2 },
  );
}

/** `state` after `moves` (seat, action), with the fast path's state checked against apply's at every move. */
function played(state: DwynState, moves: [number, string][]): ReturnType<typeof run> {
  let fast = state;
  for (const [seat, action] of moves) fast = dwyn.step(fast, seat, dwyn.parseAction(action));
  const slow = run(state, moves);
  expect(fast).toEqual(slow.state);
  return slow;
}

describe('a duel: no win check until it is resolved (DW-16)', () => {
  test('a defender who plays their last card has not won while the duel goes on', () => {
    const { state, events } = played(defending(['DWYN', 'CASTLE-5', 'LEAF-X']), [
      [B, 'dwyn A KROWN'],
      [B, 'suit CASTLE'],
      [A, 'play CASTLE-2'],
    ]);
    expect(state.hands[A]).toEqual([]);
    expect(state.tableaux[A]).toEqual([...BODY, 'KROWN']);
    expect(kinds(events)).toEqual(['challenge', 'suit', 'duel-play']);
    expect(state.phase).toBe('play');
    expect(state.lastGame).toBeNull();
    expect(state.duel?.cards).toEqual(['CASTLE-2']);
    // The challenger answers: the duel goes on.
    expect(dwyn.toAct(state)).toEqual([B]);
    expect(legal(state, B)).toEqual(['play CASTLE-5', 'concede']);
    expect(dwyn.outcome(state)).toBeNull();
  });

  test('a position in the middle of a duel may show the defender with an empty hand, the KROWN and a body', () => {
    const state = position(
      {
        turn: 'B',
        hands: { A: [], B: ['CASTLE-5'] },
        tableaux: { A: [...BODY, 'KROWN'], B: ['MINER-HEAD'] },
        pool: ['DWYN'],
        duel: { defender: 'A', target: 'KROWN', suit: 'CASTLE', cards: ['CASTLE-2'] },
      },
      { players: 2 },
    );
    expect(state.phase).toBe('play');
    expect(legal(state, B)).toEqual(['play CASTLE-5', 'concede']);
    // Resolved in A's favour, it wins.
    expect(act(state, B, 'concede').state.winners).toEqual([A]);
  });

  test('resolved in their favour, with the KROWN and a whole body still in front of them, the defender wins', () => {
    // B cannot beat the 2.
    const short = played(defending(['DWYN', 'CASTLE-X', 'LEAF-X']), [
      [B, 'dwyn A KROWN'],
      [B, 'suit CASTLE'],
      [A, 'play CASTLE-2'],
    ]).state;
    expect(legal(short, B)).toEqual(['concede']);
    const { state, events } = played(short, [[B, 'concede']]);
    expect(kinds(events)).toEqual(['concede', 'duel-won', 'win']);
    expect(events[2]).toEqual({ kind: 'win', rule: 'winning', seat: A });
    expect(state.phase).toBe('over');
    expect(state.lastGame).toEqual({ winner: A, reason: 'won' });
    expect(state.duel).toBeNull();
    expect(state.pool).toEqual(expect.arrayContaining(['DWYN', 'CASTLE-2']));
    expect(conserved(state)).toBe(true);

    // A longer duel: each card A plays is no action, and only the end of the duel counts.
    const long = played(defending(['DWYN', 'CASTLE-3', 'LEAF-X'], ['CASTLE-2', 'CASTLE-4']), [
      [B, 'dwyn A KROWN'],
      [B, 'suit CASTLE'],
      [A, 'play CASTLE-2'],
      [B, 'play CASTLE-3'],
      [A, 'play CASTLE-4'],
    ]);
    expect(long.state.hands[A]).toEqual([]);
    expect(long.state.phase).toBe('play');
    expect(kinds(long.events)).not.toContain('win');
    expect(played(long.state, [[B, 'concede']]).state.winners).toEqual([A]);
  });

  test('resolved against them, the defender does not win: the KROWN taken', () => {
    const { state, events } = played(defending(['DWYN', 'CASTLE-5', 'LEAF-X']), [
      [B, 'dwyn A KROWN'],
      [B, 'suit CASTLE'],
      [A, 'play CASTLE-2'],
      [B, 'play CASTLE-5'],
      [A, 'concede'],
    ]);
    expect(kinds(events)).not.toContain('win');
    expect(state.phase).toBe('play');
    expect(state.lastGame).toBeNull();
    expect(state.tableaux[B]).toEqual(['MINER-HEAD', 'KROWN']);
    expect(state.tableaux[A]).toEqual(BODY);
    expect(state.hands[A]).toEqual([]);
    // B's turn is over; A, with an empty hand, must draw.
    expect(state.turn).toBe(A);
    expect(legal(state, A)).toEqual(['draw']);
    expect(conserved(state)).toBe(true);
  });

  test('resolved against them, the defender does not win: a body card taken', () => {
    const { state, events } = played(defending(['DWYN', 'CASTLE-5', 'LEAF-X']), [
      [B, 'dwyn A RUGBY-HEAD'],
      [B, 'suit CASTLE'],
      [A, 'play CASTLE-2'],
    ]);
    // Mid-duel A has the KROWN, a whole body and an empty hand, and still has not won.
    expect(state.phase).toBe('play');
    const after = played(state, [
      [B, 'play CASTLE-5'],
      [A, 'concede'],
    ]);
    expect(kinds([...events, ...after.events])).not.toContain('win');
    expect(after.state.phase).toBe('play');
    expect(after.state.tableaux[A]).toEqual(['SHIELD-TORSO', 'LEAF-FEET', 'KROWN']);
    expect(after.state.tableaux[B]).toEqual(['MINER-HEAD', 'RUGBY-HEAD']);
    expect(after.state.hands[A]).toEqual([]);
    expect(after.state.lastGame).toBeNull();
  });

  test('a challenger whose last card is the DWYN wins when the duel is resolved, not when it is played', () => {
    const start = position(
      {
        hands: { A: ['DWYN'], B: ['CASTLE-3'] },
        tableaux: { A: ['KROWN', ...BODY], B: ['MINER-HEAD'] },
      },
      { players: 2 },
    );
    const challenged = played(start, [[A, 'dwyn B MINER-HEAD']]);
    expect(kinds(challenged.events)).toEqual(['challenge']);
    expect(challenged.state.phase).toBe('play');
    expect(challenged.state.stage).toBe('suit');
    expect(challenged.state.hands[A]).toEqual([]);
    // The duel is fought out. A, with no cards, cannot answer B's 3: B keeps the Miner HEAD.
    const answered = played(challenged.state, [
      [A, 'suit CASTLE'],
      [B, 'play CASTLE-3'],
    ]);
    expect(answered.state.phase).toBe('play');
    expect(legal(answered.state, A)).toEqual(['concede']);
    const { state, events } = played(answered.state, [[A, 'concede']]);
    expect(kinds(events)).toEqual(['concede', 'duel-won', 'win']);
    expect(state.tableaux[B]).toEqual(['MINER-HEAD']);
    expect(state.lastGame).toEqual({ winner: A, reason: 'won' });
    expect(state.pool).toEqual(expect.arrayContaining(['DWYN', 'CASTLE-3']));
    expect(conserved(state)).toBe(true);
  });
});

describe('the win check still runs at once after a turn\u2019s action and the KROWN draw (DW-16)', () => {
  const ready = (handA: string[], tableauA: string[], tableauB: string[] = []): DwynState =>
    position({ hands: { A: handA, B: ['CASTLE-3'] }, tableaux: { A: tableauA, B: tableauB } }, { players: 2 });

  test.each([
    ['discard CASTLE-2', ready(['CASTLE-2'], ['KROWN', ...BODY]), 'discard'],
    ['lay LEAF-FEET', ready(['LEAF-FEET'], ['KROWN', 'RUGBY-HEAD', 'SHIELD-TORSO']), 'lay'],
    ['steal B KROWN', ready(['STEAL'], BODY, ['KROWN']), 'steal'],
  ])('%s, the last card in hand, wins in the same move', (action, state, kind) => {
    const { state: after, events } = played(state, [[A, action]]);
    expect(kinds(events)).toEqual([kind, 'win']);
    expect(after.phase).toBe('over');
    expect(after.lastGame).toEqual({ winner: A, reason: 'won' });
  });

  test('drawing the KROWN with an empty hand and a body wins in the same move', () => {
    const state = position(
      { hands: { A: [], B: ['CASTLE-3'] }, tableaux: { A: BODY }, stockSize: 0, discards: ['MINER-2'] },
      { players: 2 },
    );
    const { state: after, events } = played(state, [[A, 'draw']]);
    expect(kinds(events)).toEqual(['krown', 'pool', 'win']);
    expect(after.lastGame).toEqual({ winner: A, reason: 'won' });
  });
});
