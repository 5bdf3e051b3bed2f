// Engine benchmarks (measured and reported, never asserted as timed tests). For every game in
// the registry, at its smallest, 4-player (when it has one) and largest table:
//   (a) random actions/s with legal-move generation: toAct -> legalActions -> random pick -> apply,
//       over a stream of random games; one iteration is exactly ACTIONS_PER_ITERATION actions, so
//       vitest's hz times that is actions/s;
//   (b) full random games/s: one iteration is one game from the deal to the end;
//   (c) full bot-vs-bot games/s: the registered bot in every seat, seeing only its view.
// Run with `npm run bench` (vitest bench --run, then the size report). Besides vitest's own
// table, a summary of actions/s and games/s per game and player count is printed at the end,
// computed from the measured iterations only (warm-up excluded).

import { afterAll, bench, describe } from 'vitest';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { botGame, randomGame, RandomTable } from './playouts.ts';

const ACTIONS_PER_ITERATION = 1_000;
/** tinybench options: at least a second of measured iterations per benchmark after a warm-up. */
const TIMING = { time: 1_000, warmupTime: 250 } as const;

/** The table sizes to measure: the smallest, 4 players (the usual table) and the largest. */
function tableSizes(entry: GameManifest): number[] {
  const { min, max } = entry.game.players;
  const picked = [min, min <= 4 && 4 <= max ? 4 : min, max];
  return [...new Set(picked)].sort((a, b) => a - b);
}

interface Measure {
  actions: number;
  games: number;
  ms: number;
}
type Kind = 'actions' | 'random' | 'bot';
const measures = new Map<string, Measure>();
const keyOf = (id: string, players: number, kind: Kind): string => `${id}/${players}/${kind}`;

/**
 * A benchmark whose iterations are also timed here, so the summary can give actions/s for full
 * games (whose length varies) too. tinybench calls setup with 'run' after the warm-up, which
 * resets the tally so only measured iterations count.
 */
function measured(
  id: string,
  players: number,
  kind: Kind,
  name: string,
  iteration: () => { actions: number; games: number },
): void {
  const key = keyOf(id, players, kind);
  bench(
    name,
    () => {
      const began = performance.now();
      const { actions, games } = iteration();
      const m = measures.get(key);
      if (m) {
        m.ms += performance.now() - began;
        m.actions += actions;
        m.games += games;
      }
    },
    {
      ...TIMING,
      setup: (_task, mode) => {
        if (mode === 'run') measures.set(key, { actions: 0, games: 0, ms: 0 });
      },
    },
  );
}

for (const entry of GAMES) {
  const id = entry.game.id;
  for (const players of tableSizes(entry)) {
    describe(`${id}, ${players} players`, () => {
      const table = new RandomTable(entry, players, players * 1_000_000);
      measured(
        id,
        players,
        'actions',
        `${ACTIONS_PER_ITERATION} random actions (toAct, legalActions, pick, apply)`,
        () => {
          const before = table.games;
          table.act(ACTIONS_PER_ITERATION);
          return { actions: ACTIONS_PER_ITERATION, games: table.games - before };
        },
      );

      let randomSeed = players * 1_000_000;
      measured(id, players, 'random', 'one random game, deal to end', () => ({
        actions: randomGame(entry, players, randomSeed++),
        games: 1,
      }));

      let botSeed = players * 1_000_000;
      measured(id, players, 'bot', 'one bot-vs-bot game (bots see only their views)', () => ({
        actions: botGame(entry, players, botSeed++),
        games: 1,
      }));
    });
  }
}

afterAll(() => {
  const rate = (n: number, ms: number): string => (ms > 0 ? Math.round((n * 1000) / ms).toLocaleString('en-US') : '-');
  const rows: string[][] = [];
  const verdicts: string[] = [];
  for (const entry of GAMES) {
    const id = entry.game.id;
    for (const players of tableSizes(entry)) {
      const a = measures.get(keyOf(id, players, 'actions'));
      const r = measures.get(keyOf(id, players, 'random'));
      const b = measures.get(keyOf(id, players, 'bot'));
      if (!a && !r && !b) continue;
      rows.push([
        id,
        String(players),
        a ? rate(a.actions, a.ms) : '-',
        r ? rate(r.games, r.ms) : '-',
        r && r.games > 0 ? (r.actions / r.games).toFixed(0) : '-',
        b ? rate(b.games, b.ms) : '-',
        b && b.games > 0 ? (b.actions / b.games).toFixed(0) : '-',
        b ? rate(b.actions, b.ms) : '-',
      ]);
      // The manifest's throughput target, reported (never enforced).
      const target = entry.bench;
      if (target.players === players && a && a.ms > 0) {
        const measuredRate = (a.actions * 1000) / a.ms;
        verdicts.push(
          `${id}, ${players} players: ${rate(a.actions, a.ms)} random actions/s with legal-move generation; ` +
            `target ${target.actionsPerSecond.toLocaleString('en-US')}: ${measuredRate >= target.actionsPerSecond ? 'met' : 'NOT met'}.`,
        );
      }
    }
  }
  if (rows.length === 0) return;
  const head = [
    'game',
    'players',
    'random actions/s',
    'random games/s',
    'actions/game',
    'bot games/s',
    'actions/bot game',
    'bot actions/s',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    ['', 'Engine throughput (measured iterations only)', line(head), ...rows.map(line), ...verdicts, ''].join('\n'),
  );
});
