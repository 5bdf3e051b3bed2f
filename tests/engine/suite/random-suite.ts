// The generic random-game suite, in the spirit of OpenSpiel's basic
// tests: for every game manifest and every variant its option book lists (each player count, then
// each other value of each option, see core/options.ts variants), seeded random games are played to
// the end, choosing a random seat among toAct and a uniformly random legal action, while
// suite/random-game.ts checks the engine contract (card conservation; toAct, legalActions, explain
// and candidateActions agreeing; views leaking nothing; replay; notation round trips; termination).
// Nothing here names a game: a game added to the registry is covered as is.
//
// The variants are shared out between the test files that call randomSuite (one per core), so the
// suite runs in parallel. Seeds: game i of a variant uses seed players * 1,000,000 + i (+ 500,000
// for an option variant), so every failure message's seed reruns that very game:
// RANDOM_GAME_SEED=<seed> runs only it, with every check on every state (the message gives the
// command). RANDOM_GAMES=<n> sets the games per player count (the manifest's, 10,000 by default) and
// per option variant (the manifest's, 2,000 by default, scaled alike); RANDOM_GAMES_CHECK_EVERY=<k>
// how often states get the full checks in a fully checked game (100).

import { afterAll, describe, test } from 'vitest';
import type { GameManifest } from '../../../src/engine/registry.ts';
import { playRandomGame, thoroughPlan, type Plan } from './random-game.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import type { Variant } from '../../../src/engine/core/option-lists.ts';

const SCALE = process.env['RANDOM_GAMES'] === undefined ? null : Number(process.env['RANDOM_GAMES']) / 10_000;
const ONLY_SEED = process.env['RANDOM_GAME_SEED'] === undefined ? null : Number(process.env['RANDOM_GAME_SEED']);

/** For a game whose manifest declares no cap: generous, so a new game is covered before its cap is measured. */
export const DEFAULT_CAP = 200_000;

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
  games: number;
  actions: number;
  longest: number;
  longestSeed: number;
  ended0: number;
  checkpoints: number;
  seatChecks: number;
  ms: number;
}

/** How many games a variant gets. */
export function gamesFor(manifest: GameManifest, variant: Variant): number {
  const base = variant.option === null ? (manifest.suite.games ?? 10_000) : (manifest.suite.gamesPerVariant ?? 2_000);
  return SCALE === null ? base : Math.max(1, Math.round(base * SCALE));
}

/** The first seed of a variant's games (see the header). */
export function firstSeed(variant: Variant): number {
  return variant.players * 1_000_000 + (variant.option === null ? 0 : 500_000);
}

/**
 * Registers the random games of this share of the suite: the (game, variant) pairs whose index is
 * `part` modulo `parts`, in registry order.
 */
export function randomSuite(games: readonly GameManifest[], part: number, parts: number): void {
  const tallies: Tally[] = [];
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
          const tally: Tally = {
            game: game.id,
            variant: variant.name,
            games: 0,
            actions: 0,
            longest: 0,
            longestSeed: 0,
            ended0: 0,
            checkpoints: 0,
            seatChecks: 0,
            ms: 0,
          };
          const first = firstSeed(variant);
          const seeds =
            ONLY_SEED === null ? Array.from({ length: gamesFor(manifest, variant) }, (_, i) => first + i) : [ONLY_SEED];
          seeds.forEach((seed, i) => {
            const full = i % FULL_EVERY === 0;
            const plan: Plan =
              ONLY_SEED !== null
                ? thoroughPlan(cap)
                : {
                    cap,
                    checkEvery: i % DEEP_EVERY === 0 ? 1 : full ? CHECK_EVERY : 0,
                    checkEnds: full,
                    compareEvery: CHECK_EVERY,
                    conserveEvery: full ? 1 : CONSERVE_EVERY,
                    everySeat: false,
                    replay: i % REPLAY_EVERY === 0,
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
          });
          tally.ms = performance.now() - began;
          tallies.push(tally);
        });
      }
    });
  }
  afterAll(() => printTallies(tallies, games));
}

function printTallies(tallies: readonly Tally[], games: readonly GameManifest[]): void {
  if (tallies.length === 0) return;
  const capOf = (id: string): number => games.find((m) => m.game.id === id)?.suite.cap ?? DEFAULT_CAP;
  const rows = tallies.map((t) => [
    t.game,
    t.variant,
    String(t.games),
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
  console.log(['Random-game suite', line(head), ...rows.map(line)].join('\n'));
}
