// Several games (option matchGames, rule match; DW-19): after each game but the last, the next
// dealer in turn order deals with a `deal` action; wins are counted, and the match goes to the
// seats with the most.
import { describe, expect, test } from 'vitest';
import type { DwynState } from '../../../src/engine/dwyn/index.ts';
import { A, act, B, C, dwyn, kinds, layOutAll, legal, playUntil, position, randomChooser, why } from './helpers.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';

/** 3 players, A to win at once by discarding MINER-3 (after the KROWN, with a body). */
function aboutToWin(input: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): DwynState {
  return position(
    {
      hands: { A: ['MINER-3'], B: ['LEAF-2'], C: ['CASTLE-3'] },
      tableaux: { A: ['CASTLE-HEAD', 'SKULL-TORSO', 'LEAF-FEET', 'KROWN'] },
      ...extra,
    },
    { matchGames: 3, ...input },
  );
}

describe('a match of three games (matchGames 3)', () => {
  test('a game won before the last: the win is counted and the next dealer in turn order deals', () => {
    const state = aboutToWin();
    expect(state.dealer).toBe(C);
    const { state: over, events } = act(state, A, 'discard MINER-3');
    expect(kinds(events)).toEqual(['discard', 'win']);
    expect(over.phase).toBe('handOver');
    expect(over.wins).toEqual([1, 0, 0]);
    expect(over.lastGame).toEqual({ winner: A, reason: 'won' });
    expect(dwyn.isHandOver(over)).toBe(true);
    expect(dwyn.outcome(over)).toBeNull();
    // Anticlockwise, the deal passes from C to B.
    expect(dwyn.toAct(over)).toEqual([B]);
    expect(legal(over, B)).toEqual(['deal']);
    expect(legal(over, A)).toEqual([]);
    expect(why(over, A, 'deal')).toEqual({
      rule: 'match',
      message: 'B deals the next game: the deal passes in turn order.',
    });
    expect(why(over, B, 'draw')).toEqual({ rule: 'match', message: 'The game is over: B deals the next one.' });
  });

  test('clockwise, the deal passes the other way', () => {
    const over = act(aboutToWin({ direction: 'clockwise' }), A, 'discard MINER-3').state;
    expect(dwyn.toAct(over)).toEqual([A]);
  });

  test('the deal starts game 2: a fresh deal by the new dealer, the wins kept', () => {
    const over = act(aboutToWin(), A, 'discard MINER-3').state;
    const { state, events } = act(over, B, 'deal');
    expect(events[0]).toEqual({ kind: 'deal', rule: 'deal', seat: B, detail: { game: 2, first: C } });
    expect(state.phase).toBe('play');
    expect(state.gameNumber).toBe(2);
    expect(state.dealer).toBe(B);
    expect(state.wins).toEqual([1, 0, 0]);
    expect(state.lastGame).toBeNull();
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(state.tableaux).toEqual([[], [], []]);
    expect(state.stock.at(-1)).toBe('KROWN');
    expect(state.turnsAfterKrown).toBe(0);
    expect(state.pool).toEqual([]);
    const played = layOutAll(state).state;
    expect(played.turn).toBe(C);
    expect(played.discards).toHaveLength(1);
  });

  test('the last game ends the match: the most wins take it', () => {
    const last = aboutToWin({}, { game: 3, wins: { A: 1, B: 1 } });
    const { state, events } = act(last, A, 'discard MINER-3');
    expect(kinds(events)).toEqual(['discard', 'win', 'match-over']);
    expect(events[2]).toEqual({ kind: 'match-over', rule: 'match', detail: { games: 3 } });
    expect(state.phase).toBe('over');
    expect(state.wins).toEqual([2, 1, 0]);
    expect(state.winners).toEqual([A]);
    expect(dwyn.toAct(state)).toEqual([]);
    expect(dwyn.outcome(state)).toEqual({
      winners: [A],
      scores: [2, 1, 0],
      summary: 'A wins the match with 2 games won.',
    });
  });

  test('equal most wins share the match; a match of draws has no winner', () => {
    const shared = act(aboutToWin({}, { game: 3, wins: { B: 1, C: 1 } }), A, 'discard MINER-3').state;
    expect(shared.winners).toEqual([A, B, C]);
    expect(dwyn.outcome(shared)?.summary).toBe('A and B and C share the match with 1 game won.');
    const drawn = position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2'], C: ['CASTLE-3'] },
        tableaux: { B: ['KROWN'] },
        game: 3,
        turnsAfterKrown: 9,
      },
      { matchGames: 3, maxTurnsAfterKrown: 10 },
    );
    const end = act(drawn, A, 'discard MINER-3').state;
    expect(end.phase).toBe('over');
    expect(end.winners).toEqual([]);
    expect(dwyn.outcome(end)?.summary).toBe('Every game of the match was a draw.');
  });

  test('a drawn game before the last also hands over to the next dealer, counting no win', () => {
    const drawn = position(
      {
        hands: { A: ['MINER-3'], B: ['LEAF-2'], C: ['CASTLE-3'] },
        tableaux: { B: ['KROWN'] },
        turnsAfterKrown: 9,
      },
      { matchGames: 3, maxTurnsAfterKrown: 10 },
    );
    const over = act(drawn, A, 'discard MINER-3').state;
    expect(over.phase).toBe('handOver');
    expect(over.lastGame).toEqual({ winner: null, reason: 'turnCap' });
    expect(over.wins).toEqual([0, 0, 0]);
    expect(dwyn.toAct(over)).toEqual([B]);
  });

  test('random matches of three games play three deals, the dealer moving on each time', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const dealers: number[] = [];
      const start = dwyn.newGame(dwyn.parseOptions({ matchGames: 3 }), seed);
      dealers.push(start.dealer);
      const { state, events } = playUntil(start, randomChooser(makeRandom(seed)), undefined, (s) => {
        if (s.phase === 'play' && s.gameNumber > dealers.length) dealers.push(s.dealer);
      });
      expect(state.phase).toBe('over');
      expect(state.gameNumber).toBe(3);
      expect(events.filter((e) => e.kind === 'deal')).toHaveLength(2);
      expect(dealers).toEqual([0, 1, 2].map((i) => (((start.dealer - i) % 3) + 3) % 3));
      const won = state.wins.reduce((a, b) => a + b, 0);
      expect(won).toBeLessThanOrEqual(3);
      expect(dwyn.outcome(state)?.scores).toEqual(state.wins);
    }
  });
});
