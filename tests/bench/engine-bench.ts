// Engine benchmarks (npm run bench): measured and reported, never asserted as timed tests. For
// every game in the registry, at its smallest, 4-player (when it has one) and largest table:
//   - random actions/s with legal-move generation, on the fast path (toAct, legalActions, a random
//     pick, step) and on the checked path (the same with apply, which checks and builds events);
//   - allocated bytes per action on both paths, from V8's sampling heap profiler counting objects
//     already collected too (so it is what the engine allocates, not what survives);
//   - random whole games/s (deal to end, step), and bot decisions/s in bot-vs-bot games (the
//     registered bot in every seat, each seeing only its view).
// Rates are the median of REPS timed runs after a warm-up, with the spread (slowest and fastest
// against the median) so two runs can be compared. The manifest's target (manifest.bench) gets a
// PASS or BELOW line for every table size; the process exits 0 either way: this is a report.
//
// It runs as one esbuild bundle in plain Node, as the engines run in the browser after Vite's
// build: under vite-node (which runs the tests) every use of an imported name goes through a getter
// on a module object, which costs as much as the engine's own work and would measure that instead.
//
//   npm run bench                         every game, then the page size report
//   npm run bench:engine -- [game ...] [--quick]

import { Session } from 'node:inspector/promises';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { botGame, randomGame, RandomTable, type Path } from './playouts.ts';

const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** Timed runs per measure, and how long each runs (ms); the first WARM_MS of work is thrown away. */
const REPS = quick ? 3 : 7;
const RUN_MS = quick ? 150 : 300;
const WARM_MS = quick ? 200 : 500;
const ALLOC_ACTIONS = 20_000;

/** The table sizes to measure: the smallest, 4 players (the usual table) and the largest. */
function tableSizes(entry: GameManifest): number[] {
  const { min, max } = entry.game.players;
  const picked = [min, min <= 4 && 4 <= max ? 4 : min, max];
  return [...new Set(picked)].sort((a, b) => a - b);
}

interface Rate {
  readonly median: number;
  /** Slowest and fastest run, as fractions of the median. */
  readonly low: number;
  readonly high: number;
}

/** Runs `chunk` (which does some work and says how many units) until `ms` pass; units per second. */
function timed(ms: number, chunk: () => number): number {
  let units = 0;
  const began = performance.now();
  let now = began;
  while (now - began < ms) {
    units += chunk();
    now = performance.now();
  }
  return (units * 1000) / (now - began);
}

function rate(chunk: () => number): Rate {
  timed(WARM_MS, chunk);
  const runs = Array.from({ length: REPS }, () => timed(RUN_MS, chunk)).sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)] ?? 0;
  return { median, low: (runs[0] ?? 0) / median, high: (runs[runs.length - 1] ?? 0) / median };
}

const inspector = new Session();
inspector.connect();
await inspector.post('HeapProfiler.enable');

/** Bytes allocated per action over ALLOC_ACTIONS random actions on `path` (after a warm-up). */
async function bytesPerAction(entry: GameManifest, players: number, path: Path): Promise<number> {
  const table = new RandomTable(entry, players, 7_000_000 + players, path);
  table.act(ALLOC_ACTIONS);
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 128,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  table.act(ALLOC_ACTIONS);
  const { profile } = await inspector.post('HeapProfiler.stopSampling');
  let bytes = 0;
  const walk = (node: typeof profile.head): void => {
    bytes += node.selfSize;
    node.children.forEach(walk);
  };
  walk(profile.head);
  return bytes / ALLOC_ACTIONS;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const spread = (r: Rate): string => `${Math.round((r.low - 1) * 100)}/+${Math.round((r.high - 1) * 100)}%`;

const head = [
  'game',
  'players',
  'actions/s (step)',
  'spread',
  'actions/s (apply)',
  'B/action (step)',
  'B/action (apply)',
  'games/s',
  'bot decisions/s',
];
const rows: string[][] = [];
const verdicts: string[] = [];
const entries = only.length === 0 ? GAMES : GAMES.filter((entry) => only.includes(entry.game.id));
if (entries.length === 0)
  throw new Error(`No game called ${only.join(', ')}; known: ${GAMES.map((e) => e.game.id).join(', ')}`);

for (const entry of entries) {
  const id = entry.game.id;
  for (const players of tableSizes(entry)) {
    process.stderr.write(`measuring ${id}, ${players} players...\n`);
    const stepTable = new RandomTable(entry, players, players * 1_000_000, 'step');
    const step = rate(() => (stepTable.act(1_000), 1_000));
    const applyTable = new RandomTable(entry, players, players * 1_000_000, 'apply');
    const apply = rate(() => (applyTable.act(1_000), 1_000));
    const stepBytes = await bytesPerAction(entry, players, 'step');
    const applyBytes = await bytesPerAction(entry, players, 'apply');
    let gameSeed = players * 1_000_000;
    const games = rate(() => (randomGame(entry, players, gameSeed++), 1));
    let botSeed = players * 1_000_000;
    const bots = rate(() => botGame(entry, players, botSeed++));
    rows.push([
      id,
      String(players),
      fmt(step.median),
      spread(step),
      fmt(apply.median),
      fmt(stepBytes),
      fmt(applyBytes),
      fmt(games.median),
      fmt(bots.median),
    ]);
    const target = entry.bench.actionsPerSecond;
    for (const [label, measured] of [
      ['fast path (step)', step.median],
      ['checked path (apply)', apply.median],
    ] as const) {
      verdicts.push(
        `${measured >= target ? 'PASS ' : 'BELOW'}  ${id}, ${players} players, ${label}: ${fmt(measured)} random actions/s with legal-move generation (target ${fmt(target)})`,
      );
    }
  }
}

const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]): string =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
console.log(
  [
    '',
    `Engine throughput: median of ${REPS} runs of ${RUN_MS} ms after a ${WARM_MS} ms warm-up; spread = slowest/fastest run against the median; B/action from V8's sampling heap profiler over ${fmt(ALLOC_ACTIONS)} actions`,
    line(head),
    ...rows.map(line),
    '',
    ...verdicts,
    '',
  ].join('\n'),
);
inspector.disconnect();
