// The generic random-game suite, in the spirit of OpenSpiel's basic
// tests: for every game manifest and every variant its option book lists (each player count, then
// each other value of each option, see core/options.ts variants), seeded random games are played to
// the end, choosing a random seat among toAct and a uniformly random legal action, while
// suite/random-game.ts checks the engine contract (card conservation; toAct, legalActions, explain
// and candidateActions agreeing; views leaking nothing; replay; notation round trips; termination).
// Nothing here names a game: a game added to the registry is covered as is.
//
// How many games, and which:
// - By default (npm test, CI) the suite plays for a fixed time, RANDOM_SUITE_SECONDS of play in
//   all (shared by the test files, which run on both cores), each variant getting a share in
//   proportion to its deep count below. Its seeds come from the commit (commit-seeds.ts), so every
//   commit plays games no run played before: the volume adds up over commits rather than being
//   paid on every run. The tally printed at the end gives the commit and each variant's seed range.
// - RANDOM_SUITE=deep (npm run test:deep) plays the full counts on fixed seeds: 10,000 games per
//   player count and 2,000 per option variant (a manifest may say fewer), game i of a variant on
//   seed players * 1,000,000 + i (+ 500,000 for an option variant). RANDOM_GAMES=<n> scales those
//   counts to n per player count.
// - RANDOM_GAME_SEED=<seed> plays only that seed, with every check on every state: every failure
//   message gives the command, whichever way the seed was drawn.
// RANDOM_GAMES_CHECK_EVERY=<k> sets how often states get the full checks in a fully checked game (100).
//
// The variants are shared out between the test files that call randomSuite (one per core), so the
// suite runs in parallel.

import { afterAll, describe, test } from 'vitest';
import type { GameManifest } from '../../../src/engine/registry.ts';
import { playRandomGame, thoroughPlan, type Plan } from './random-game.ts';
import { commitSeed, seedCommit } from './commit-seeds.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import type { Variant } from '../../../src/engine/core/option-lists.ts';

const SCALE =
  process.env['RANDOM_GAMES'] !== undefined
    ? Number(process.env['RANDOM_GAMES']) / 10_000
    : process.env['RANDOM_SUITE'] === 'deep'
      ? 1
      : null;
const ONLY_SEED = process.env['RANDOM_GAME_SEED'] === undefined ? null : Number(process.env['RANDOM_GAME_SEED']);
/** Seconds of play for the whole suite when it plays for a time (see the header). */
const SUITE_SECONDS = Number(process.env['RANDOM_SUITE_SECONDS'] ?? 40);
/** Every variant plays at least this many games however short its share of the time. */
const LEAST_GAMES = 3;

/** For a game whose manifest declares no cap: generous, so a new game is covered before its cap is measured. */
const DEFAULT_CAP = 200_000;

/**
 * How much is checked (see suite/random-game.ts). The cheap checks run after every action of every
 * game: the fast path (step) taking the same action, card conservation, toAct and outcome, a legal
 * action for the seat that acts, every event's rule and redaction. A checked state costs about 30
 * actions' worth or more (all seats' legality; explain, candidates, views and determinize for one
 * seat; a pass with hundreds of choices costs far more), so one game in FULL_EVERY is checked in
 * full: its first and last state and every CHECK_EVERY-th in between. In the other games step's
 * state is compared with apply's every CHECK_EVERY-th state and at the end. Every state of every
 * DEEP_EVERY-th game is checked (the seat rotating), and every REPLAY_EVERY-th game is replayed and
 * compared at each checked state. (When every game was checked in full the suite played a tenth
 * as many: the fully checked games, the deep ones and the replays are as many as then.)
 */
const CHECK_EVERY = Number(process.env['RANDOM_GAMES_CHECK_EVERY'] ?? 100);
const FULL_EVERY = 10;
const CONSERVE_EVERY = 10;
const DEEP_EVERY = 10_000;
const REPLAY_EVERY = 100;

interface Tally {
  game: string;
  variant: string;
  /** The first seed played; the games played seeds first to first + games - 1. */
  first: number;
  games: number;
  actions: number;
  longest: number;
  longestSeed: number;
  ended0: number;
  checkpoints: number;
  seatChecks: number;
  ms: number;
}

/** How many games a variant gets in the deep suite (its weight in the timed one). */
function deepGames(manifest: GameManifest, variant: Variant): number {
  return variant.option === null ? (manifest.suite.games ?? 10_000) : (manifest.suite.gamesPerVariant ?? 2_000);
}

/** How many games a variant gets with RANDOM_GAMES or RANDOM_SUITE=deep. */
function gamesFor(manifest: GameManifest, variant: Variant, scale: number): number {
  return Math.max(1, Math.round(deepGames(manifest, variant) * scale));
}

/** The first seed of a variant's games in the deep suite (see the header). */
function firstSeed(variant: Variant): number {
  return variant.players * 1_000_000 + (variant.option === null ? 0 : 500_000);
}

/** What a variant plays: seeds from `first` on, until `count` games or `ms` of play are done. */
interface Schedule {
  readonly first: number;
  readonly count: number;
  readonly ms: number;
  /**
   * Where in the cycle of checks (full, replayed, deep; see CHECK_EVERY) the first game falls: 0
   * in the deep suite. A timed run starts at a multiple of REPLAY_EVERY drawn from its first seed,
   * so its first game is always checked in full and replayed, and the deep game (every state) comes
   * up in one timed run in a hundred, as often over time as in the deep suite.
   */
  readonly phase: number;
}

/**
 * Registers the random games of this share of the suite: the (game, variant) pairs whose index is
 * `part` modulo `parts`, in registry order. Played for a time, `seconds` of play are shared by all
 * the shares' variants.
 */
export function randomSuite(
  games: readonly GameManifest[],
  part: number,
  parts: number,
  seconds: number = SUITE_SECONDS,
): void {
  const tallies: Tally[] = [];
  const all = games.flatMap((manifest) =>
    optionVariants(manifest.game.options).map((variant) => ({ manifest, variant })),
  );
  const weight = all.reduce((sum, { manifest, variant }) => sum + deepGames(manifest, variant), 0);
  const schedule = (manifest: GameManifest, variant: Variant): Schedule => {
    if (ONLY_SEED !== null) return { first: ONLY_SEED, count: 1, ms: Infinity, phase: 0 };
    if (SCALE !== null)
      return { first: firstSeed(variant), count: gamesFor(manifest, variant, SCALE), ms: Infinity, phase: 0 };
    const ms = (seconds * 1000 * deepGames(manifest, variant)) / weight;
    const first = commitSeed(`${manifest.game.id} ${variant.name}`);
    return { first, count: Infinity, ms, phase: (first % (DEEP_EVERY / REPLAY_EVERY)) * REPLAY_EVERY };
  };
  let index = 0;
  for (const manifest of games) {
    const { game } = manifest;
    const cap = manifest.suite.cap;
    const mine = optionVariants(game.options).filter(() => index++ % parts === part);
    if (mine.length === 0) continue;
    describe(game.id, () => {
      for (const variant of mine) {
        test(variant.name, () => {
          const began = performance.now();
          const { first, count, ms, phase } = schedule(manifest, variant);
          const tally: Tally = {
            game: game.id,
            variant: variant.name,
            first,
            games: 0,
            actions: 0,
            longest: 0,
            longestSeed: 0,
            ended0: 0,
            checkpoints: 0,
            seatChecks: 0,
            ms: 0,
          };
          for (let i = 0; i < count && (i < LEAST_GAMES || performance.now() - began < ms); i++) {
            const seed = first + i;
            const k = phase + i;
            const full = k % FULL_EVERY === 0;
            const plan: Plan =
              ONLY_SEED !== null
                ? thoroughPlan(cap)
                : {
                    cap,
                    checkEvery: k % DEEP_EVERY === 0 ? 1 : full ? CHECK_EVERY : 0,
                    checkEnds: full,
                    compareEvery: CHECK_EVERY,
                    conserveEvery: full ? 1 : CONSERVE_EVERY,
                    everySeat: false,
                    replay: k % REPLAY_EVERY === 0,
                  };
            const played = playRandomGame(game, variant, seed, plan, manifest.suite.invariants);
            tally.games++;
            tally.actions += played.actions;
            tally.checkpoints += played.checkpoints;
            tally.seatChecks += played.seatChecks;
            if (played.actions === 0) tally.ended0++;
            if (played.actions > tally.longest) {
              tally.longest = played.actions;
              tally.longestSeed = seed;
            }
          }
          tally.ms = performance.now() - began;
          tallies.push(tally);
        });
      }
    });
  }
  afterAll(() => printTallies(tallies, games, seconds));
}

function printTallies(tallies: readonly Tally[], games: readonly GameManifest[], seconds: number): void {
  if (tallies.length === 0) return;
  const capOf = (id: string): number => games.find((m) => m.game.id === id)?.suite.cap ?? DEFAULT_CAP;
  const rows = tallies.map((t) => [
    t.game,
    t.variant,
    String(t.games),
    t.games === 1 ? String(t.first) : `${t.first} to ${t.first + t.games - 1}`,
    (t.actions / t.games).toFixed(0),
    `${t.longest} (seed ${t.longestSeed})`,
    String(capOf(t.game)),
    String(t.ended0),
    String(t.checkpoints),
    String(t.seatChecks),
    `${(t.ms / 1000).toFixed(1)} s`,
  ]);
  const head = [
    'game',
    'variant',
    'games',
    'seeds',
    'mean actions',
    'longest',
    'cap',
    'over at deal',
    'checked states',
    'seat checks',
    'time',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  const how =
    ONLY_SEED !== null
      ? `seed ${ONLY_SEED}, every check on every state`
      : SCALE !== null
        ? 'fixed seeds, full counts (RANDOM_SUITE=deep or RANDOM_GAMES)'
        : `${seconds} s of play in all, seeds drawn from commit ${seedCommit()} (TEST_SEED_COMMIT=${seedCommit()} draws them again)`;
  console.log([`Random-game suite: ${how}`, line(head), ...rows.map(line)].join('\n'));
}
