// Engine benchmarks (npm run bench): measured and reported, never asserted as timed tests. For
// every game in the registry, at its smallest, 4-player (when it has one) and largest table:
//   - random actions/s with legal-move generation, on the fast path (toAct, legalActions, a random
//     pick, step) and on the checked path (the same with apply, which checks and builds events);
//   - allocated bytes per action on both paths, from V8's sampling heap profiler counting objects
//     already collected too (so it is what the engine allocates, not what survives);
//   - random whole games/s (deal to end, step), and bot decisions/s in bot-vs-bot games (the
//     registered bot in every seat, each seeing only its view);
//   - the game's own measures (manifest.bench.measures: Day's showdown evaluations with a Crown in
//     play...), each in fresh processes of its own, with its own target.
// Rates are the median of the timed runs of ROUNDS fresh processes (REPS runs each, after a warm-up),
// with the spread (slowest and fastest against the median) so two runs can be compared. The manifest's target (manifest.bench) gets a
// PASS or BELOW line for every table size, the bytes per action a PASS or ABOVE line against 1 KB,
// and each of the game's own measures one against its target; the process exits 0 either way:
// this is a report.
//
// It runs as one bundle in plain Node, built by Vite as the site's pages are (tests/bench/
// vite.config.ts), so the engines run as they do in the browser: under vite-node (which runs the
// tests) every use of an imported name goes through a getter on a module object, which costs as
// much as the engine's own work and would measure that instead.
// Each game is measured in a process of its own, as a page runs one game: in one process the code
// every game shares (defineGame's apply and step, this harness) would carry the type feedback of
// the games measured before it, and a game's figures would depend on its place in the list.
//
//   npm run bench                         every game, then the page size report
//   npm run bench:engine -- [game ...] [--quick]

import { execFileSync } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import type { BenchMeasure } from '../../src/engine/core/manifest.ts';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { botGame, randomGame, RandomTable, type Path } from './playouts.ts';

const quick = process.argv.includes('--quick');
/** Set in the child process that measures one game: print its rows and verdicts as JSON. */
const child = process.argv.includes('--child');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/**
 * Timed runs per measure, and how long each runs (ms). The warm-up is thrown away: at least
 * WARM_MS of work, then more runs until two in a row agree within SETTLED (at most MAX_WARM_MS).
 * A game whose rare paths (Day's showdowns and tie-breakers) are first met in optimized code is
 * deoptimized and compiled again several times: Day's step took over a second to reach its speed.
 */
const REPS = quick ? 3 : 5;
const RUN_MS = quick ? 150 : 200;
const WARM_MS = quick ? 200 : 500;
const MAX_WARM_MS = quick ? 1000 : 4000;
const SETTLED = 0.05;
/**
 * Fresh processes per table size, each running V8 on one thread (--single-threaded: compiling and
 * collecting garbage on the main thread). With a second thread, when optimized code arrives and
 * when a collection runs vary, and with them the type feedback the code is built on: one process
 * in three settled on code a third slower for the same engine (Dawn, 2 players: 2.1M or 3.3M
 * actions/s). One thread removes most of that; some processes of a game still settle slower (Day),
 * so the figures are medians over the runs of several processes.
 */
const ROUNDS = quick ? 1 : 5;
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

/** REPS timed runs of `chunk` after a warm-up: units per second in each. */
function runs(chunk: () => number): number[] {
  timed(WARM_MS, chunk);
  let last = timed(RUN_MS, chunk);
  for (let warmed = WARM_MS + RUN_MS; warmed < MAX_WARM_MS; warmed += RUN_MS) {
    const next = timed(RUN_MS, chunk);
    const settled = Math.abs(next - last) <= SETTLED * Math.max(next, last);
    last = next;
    if (settled) break;
  }
  return Array.from({ length: REPS }, () => timed(RUN_MS, chunk));
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median of every run of every round, and the slowest and fastest against it. */
function rate(values: readonly number[]): Rate {
  const median = middle(values);
  return { median, low: Math.min(...values) / median, high: Math.max(...values) / median };
}

const inspector = new Session();

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
  'spread',
  'B/action (step)',
  'B/action (apply)',
  'games/s',
  'bot decisions/s',
];
/** One table's figures, as the child process that measured them reports them. */
interface Measured {
  readonly step: readonly number[];
  readonly apply: readonly number[];
  readonly stepBytes: number;
  readonly applyBytes: number;
  readonly games: readonly number[];
  readonly bots: readonly number[];
}

/** Measures one game at one table size: the timed runs of each measure, and the bytes per action. */
async function measure(entry: GameManifest, players: number): Promise<Measured> {
  const stepTable = new RandomTable(entry, players, players * 1_000_000, 'step');
  const step = runs(() => (stepTable.act(1_000), 1_000));
  const applyTable = new RandomTable(entry, players, players * 1_000_000, 'apply');
  const apply = runs(() => (applyTable.act(1_000), 1_000));
  const stepBytes = await bytesPerAction(entry, players, 'step');
  const applyBytes = await bytesPerAction(entry, players, 'apply');
  let gameSeed = players * 1_000_000;
  const games = runs(() => (randomGame(entry, players, gameSeed++), 1));
  let botSeed = players * 1_000_000;
  const bots = runs(() => botGame(entry, players, botSeed++));
  return { step, apply, stepBytes, applyBytes, games, bots };
}

const entries = only.length === 0 ? GAMES : GAMES.filter((entry) => only.includes(entry.game.id));
if (entries.length === 0)
  throw new Error(`No game called ${only.join(', ')}; known: ${GAMES.map((e) => e.game.id).join(', ')}`);

/** The timed runs of each of a game's own measures (units per second), in the manifest's order. */
function ownMeasures(entry: GameManifest): number[][] {
  return (entry.bench.measures ?? []).map((own) => runs(() => own.run()));
}

if (child) {
  const entry = entries[0] as GameManifest;
  if (process.argv.includes('--measures')) {
    process.stdout.write(JSON.stringify(ownMeasures(entry)));
    process.exit(0);
  }
  inspector.connect();
  await inspector.post('HeapProfiler.enable');
  const players = Number(process.argv[process.argv.indexOf('--players') + 1]);
  const measured = await measure(entry, players);
  inspector.disconnect();
  process.stdout.write(JSON.stringify(measured));
  process.exit(0);
}

/** Runs this script for one game in a fresh process with `args`; its JSON answer. */
function inChild<T>(id: string, args: readonly string[]): T {
  const argv = [process.argv[1] as string, id, '--child', ...args];
  if (quick) argv.push('--quick');
  const out = execFileSync(process.execPath, ['--single-threaded', ...argv], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as T;
}

/** PASS or BELOW against a target: "PASS  dawn, 2 players, fast path (step): 1,234,567 random actions/s ...". */
function verdict(what: string, measured: number, unit: string, target: number): string {
  return `${measured >= target ? 'PASS ' : 'BELOW'}  ${what}: ${fmt(measured)} ${unit} (target ${fmt(target)})`;
}

/** The most bytes an action may allocate on either path: under 1 KB. */
const BYTES_PER_ACTION = 1024;

/** PASS when at most the limit, ABOVE otherwise: "PASS  dawn, 2 players, checked path (apply): 738 bytes allocated per action (at most 1,024)". */
function ceiling(what: string, measured: number, unit: string, limit: number): string {
  return `${measured <= limit ? 'PASS ' : 'ABOVE'}  ${what}: ${fmt(measured)} ${unit} (at most ${fmt(limit)})`;
}

const rows: string[][] = [];
/** The games' own measures: game, measure, rate, spread, target. */
const ownRows: string[][] = [];
const verdicts: string[] = [];
for (const entry of entries) {
  const id = entry.game.id;
  for (const players of tableSizes(entry)) {
    process.stderr.write(`measuring ${id}, ${players} players...\n`);
    const rounds: Measured[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(inChild<Measured>(id, ['--players', String(players)]));
    const step = rate(rounds.flatMap((r) => r.step));
    const apply = rate(rounds.flatMap((r) => r.apply));
    rows.push([
      id,
      String(players),
      fmt(step.median),
      spread(step),
      fmt(apply.median),
      spread(apply),
      fmt(middle(rounds.map((r) => r.stepBytes))),
      fmt(middle(rounds.map((r) => r.applyBytes))),
      fmt(rate(rounds.flatMap((r) => r.games)).median),
      fmt(rate(rounds.flatMap((r) => r.bots)).median),
    ]);
    const target = entry.bench.actionsPerSecond;
    for (const [label, measured, bytes] of [
      ['fast path (step)', step.median, middle(rounds.map((r) => r.stepBytes))],
      ['checked path (apply)', apply.median, middle(rounds.map((r) => r.applyBytes))],
    ] as const) {
      verdicts.push(
        verdict(`${id}, ${players} players, ${label}`, measured, 'random actions/s with legal-move generation', target),
        ceiling(`${id}, ${players} players, ${label}`, bytes, 'bytes allocated per action', BYTES_PER_ACTION),
      );
    }
  }
  const own: readonly BenchMeasure[] = entry.bench.measures ?? [];
  if (own.length > 0) {
    process.stderr.write(`measuring ${id}'s own measures...\n`);
    const rounds: number[][][] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(inChild<number[][]>(id, ['--measures']));
    own.forEach((measure, i) => {
      const measured = rate(rounds.flatMap((r) => r[i] ?? []));
      const unit = `${measure.unit}/s`;
      ownRows.push([
        id,
        measure.name,
        `${fmt(measured.median)} ${unit}`,
        spread(measured),
        `${fmt(measure.target)} ${unit}`,
      ]);
      verdicts.push(verdict(`${id}, ${measure.name}`, measured.median, unit, measure.target));
    });
  }
}

/** A table: the first two columns (names) to the left, the figures to the right. */
function table(header: readonly string[], body: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...body.map(line)];
}

console.log(
  [
    '',
    `Engine throughput: median of ${ROUNDS} processes x ${REPS} runs of ${RUN_MS} ms, each after a warm-up of ${WARM_MS} ms or more (until two runs agree within ${SETTLED * 100}%); spread = slowest/fastest run against the median; B/action from V8's sampling heap profiler over ${fmt(ALLOC_ACTIONS)} actions`,
    ...table(head, rows),
    ...(ownRows.length > 0
      ? ['', "The games' own measures (manifest.bench.measures), timed the same way:"].concat(
          table(['game', 'measure', 'rate', 'spread', 'target'], ownRows),
        )
      : []),
    '',
    ...verdicts,
    '',
  ].join('\n'),
);
