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
// command). RANDOM_GAMES=<n> sets the games per player count (the manifest's, 1,000 by default) and
// per option variant (the manifest's, 200 by default, scaled alike); RANDOM_GAMES_CHECK_EVERY=<k>
// how often states get the full checks (100).

import { afterAll, describe, test } from 'vitest';
import type { GameManifest } from '../../../src/engine/registry.ts';
import { playRandomGame, thoroughPlan, type Plan } from './random-game.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import type { Variant } from '../../../src/engine/core/option-lists.ts';

const SCALE = process.env['RANDOM_GAMES'] === undefined ? null : Number(process.env['RANDOM_GAMES']) / 1000;
const ONLY_SEED = process.env['RANDOM_GAME_SEED'] === undefined ? null : Number(process.env['RANDOM_GAME_SEED']);

/** For a game whose manifest declares no cap: generous, so a new game is covered before its cap is measured. */
export const DEFAULT_CAP = 200_000;

/**
 * How much is checked (see suite/random-game.ts). The cheap checks run after every action of every
 * game. A checked state costs about 30 actions' worth (all seats' legality; explain, candidates,
 * views and determinize for one seat), so states are checked on the first and last state of every
 * game and every CHECK_EVERY-th in between, and on every state of every DEEP_EVERY-th game (the seat
 * rotating). Every REPLAY_EVERY-th game is replayed and compared at each checked state.
 */
const CHECK_EVERY = Number(process.env['RANDOM_GAMES_CHECK_EVERY'] ?? 100);
const DEEP_EVERY = 1000;
const REPLAY_EVERY = 10;

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
  const base = variant.option === null ? (manifest.suite.games ?? 1000) : (manifest.suite.gamesPerVariant ?? 200);
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
            const plan: Plan =
              ONLY_SEED !== null
                ? thoroughPlan(cap)
                : {
                    cap,
                    checkEvery: i % DEEP_EVERY === 0 ? 1 : CHECK_EVERY,
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
