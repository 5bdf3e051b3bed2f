// The generic random-game suite (DESIGN.md, "Quality gates"), in the spirit of OpenSpiel's basic
// tests: for every game in the registry and every player count it lists, seeded random games are
// played to the end, choosing a random seat among toAct and a uniformly random legal action, while
// tests/engine/suite/random-game.ts checks the engine contract (card conservation; toAct,
// legalActions, explain and candidateActions agreeing; views leaking nothing; replay; notation
// round trips; termination). Nothing here names a game: a game added to GAMES is covered as is.
//
// Seeds: game i of a p-player test uses seed p * 1,000,000 + i, so every failure message's seed
// reruns that very game: RANDOM_GAME_SEED=<seed> runs only it, with every check on every state
// (the message gives the command). RANDOM_GAMES=<n> changes the number of games per player count
// (1,000 by default), RANDOM_GAMES_CHECK_EVERY=<k> how often states get the full checks (100).
//
// The last part tests the suite itself: bugs planted in a wrapped copy of each game must fail it
// (SHOW_MUTANTS=1 prints what it said about each).

import { afterAll, describe, expect, test } from 'vitest';
import type { AnyGame, GameEvent } from '../../src/engine/core/game.ts';
import { makeRandom } from '../../src/engine/core/rng.ts';
import { GAMES, type RegisteredGame } from '../../src/engine/registry.ts';
import { cardContainers } from './suite/cards.ts';
import { playRandomGame, SuiteFailure, thoroughPlan, type Plan } from './suite/random-game.ts';

const GAMES_PER_COUNT = Number(process.env['RANDOM_GAMES'] ?? 1000);
const ONLY_SEED = process.env['RANDOM_GAME_SEED'] === undefined ? null : Number(process.env['RANDOM_GAME_SEED']);

/**
 * Each game's declared cap on the actions of one random game; a game that reaches it fails (it is
 * reported, never raised to make a failure pass).
 * Dawn, measured over this file's 10,000 games: a random game takes 130 actions on average with 2
 * players, 473 with 4, 870 to 913 with 8 to 11 (the random swap alone is ~12 actions per seat),
 * and the longest took 7,217 (8 players, seed 8000959). The cap is 5.5 times that, so only a
 * game that does not end (a loop) reaches it. Re-measure when the rules change: the summary this
 * file prints gives the mean and the longest game per player count.
 */
const CAPS: Readonly<Record<string, number>> = {
  dawn: 40_000,
  // Dark Hearts, over 2,000 games: 789 actions on average with 3 players and 951 with 4; the
  // longest took 1,514. Nearly every hand adds points and the game stops at 100 in either shade,
  // so 10,000 (6.6 times the longest) only catches a loop.
  'dark-hearts': 10_000,
  // Black & Red, over 1,000 matches to 11: 351 actions on average, the longest 912. Every hand
  // ends (a win, an empty stock or the 400-turn cap) and most score, so 5,000 only catches a loop.
  'black-and-red': 5_000,
};
/** For a game not yet measured: generous, so a new game is covered before its cap is declared. */
const DEFAULT_CAP = 200_000;

/**
 * How much is checked (see suite/random-game.ts). The cheap checks run after every action of every
 * game. A checked state costs about 30 actions' worth (all seats' legality; explain, candidates,
 * views and determinize for one seat), so states are checked on the first and last state of every
 * game and every CHECK_EVERY-th in between, and on every state of every DEEP_EVERY-th game (the seat
 * rotating). Every REPLAY_EVERY-th game is replayed and compared at each checked state. For Dawn
 * that is ~5.9 million actions and ~85,000 checked states; the file ran in 52 s on one core of
 * the 2-core machine (vitest runs a file on one worker).
 */
const CHECK_EVERY = Number(process.env['RANDOM_GAMES_CHECK_EVERY'] ?? 100);
const DEEP_EVERY = 1000;
const REPLAY_EVERY = 10;

interface Tally {
  game: string;
  players: number;
  games: number;
  actions: number;
  longest: number;
  longestSeed: number;
  ended0: number;
  checkpoints: number;
  seatChecks: number;
  ms: number;
}
const tallies: Tally[] = [];

for (const [id, entry] of Object.entries(GAMES)) {
  const cap = CAPS[id] ?? DEFAULT_CAP;
  describe(id, () => {
    for (const players of entry.playerCounts) {
      test(`${players} players`, () => {
        const began = performance.now();
        const tally: Tally = {
          game: id,
          players,
          games: 0,
          actions: 0,
          longest: 0,
          longestSeed: 0,
          ended0: 0,
          checkpoints: 0,
          seatChecks: 0,
          ms: 0,
        };
        const seeds =
          ONLY_SEED === null ? Array.from({ length: GAMES_PER_COUNT }, (_, i) => players * 1_000_000 + i) : [ONLY_SEED];
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
          const played = playRandomGame(id, entry, players, seed, plan);
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

afterAll(() => {
  if (tallies.length === 0) return;
  const rows = tallies.map((t) => [
    t.game,
    String(t.players),
    String(t.games),
    (t.actions / t.games).toFixed(0),
    `${t.longest} (seed ${t.longestSeed})`,
    String(CAPS[t.game] ?? DEFAULT_CAP),
    String(t.ended0),
    String(t.checkpoints),
    String(t.seatChecks),
    `${(t.ms / 1000).toFixed(1)} s`,
  ]);
  const head = [
    'game',
    'players',
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
});

// The suite's own test: bugs planted in a wrapped copy of each game must make it fail, with a
// message that says what is wrong. Without this, a check that can never fire would look like a
// pass. Each mutant plays a few thorough games (every check, every seat, every state).
describe('the suite catches planted bugs', () => {
  type Mutant = (game: AnyGame) => Partial<AnyGame>;
  const MUTANTS: readonly [string, RegExp, Mutant][] = [
    ['allCards loses a card', /card conservation/, (g) => ({ allCards: (s) => g.allCards(s).slice(1) })],
    ['no legal action for a seat to act', /has no legal action/, () => ({ legalActions: () => [] })],
    ['explain accepts everything', /explain accepts it/, () => ({ explain: () => null })],
    [
      'explain cites a rule the book lacks',
      /not in the game's rule book/,
      (g) => ({
        explain: (s, seat, a) => {
          const v = g.explain(s, seat, a);
          return v && { ...v, rule: 'no-such-rule' };
        },
      }),
    ],
    ['every view shows everything', /shows hidden information/, (g) => ({ view: (s) => g.view(s, 'all') })],
    ['determinize redeals nothing', /determinize never redealt anything/, () => ({ determinize: (s) => s })],
    [
      'apply writes into its input',
      /changed in place/,
      (g) => ({
        apply: (s, seat, a) => {
          const r = g.apply(s, seat, a);
          (s as Record<string, unknown>)['touched'] = true;
          return r;
        },
      }),
    ],
    [
      'newGame ignores the seed now and then',
      /replay/,
      (g) => {
        let calls = 0;
        return { newGame: (o, seed) => g.newGame(o, seed + (calls++ % 2)) };
      },
    ],
    [
      'formatAction writes what parseAction cannot read',
      /parseAction|round trip/,
      (g) => ({ formatAction: (a) => `${g.formatAction(a)}?!` }),
    ],
    // A leak determinize cannot expose: the view copies a card hidden from seat A into a field,
    // read from the real state even when it is given a determinized one. Checks 2 and 3 of
    // suite/random-game.ts checkViews must catch it: shown to the seats only, the view is no
    // longer a sub-view of the spectator's; shown to everyone, the walk finds a hidden card.
    ['a field copies a hidden card, for the seats', /where the spectator view has/, (g) => peeking(g, false)],
    ['a field copies a hidden card, for everyone', /a hidden card leaks into the view/, (g) => peeking(g, true)],
  ];

  function peeking(g: AnyGame, spectatorToo: boolean): Partial<AnyGame> {
    const origin = new WeakMap<object, unknown>();
    const real = (s: unknown): unknown => origin.get(s as object) ?? s;
    const peek = (s: unknown): string | null => {
      const isCard = (text: string): boolean => g.deck(s).includes(text);
      const mine = cardContainers(g.view(real(s), 0), isCard);
      for (const [path, cards] of cardContainers(g.view(real(s), 'all'), isCard))
        if (!mine.has(path)) return cards[0] ?? null;
      return null;
    };
    return {
      determinize: (s, seat, rng) => {
        const d: unknown = g.determinize(s, seat, rng);
        origin.set(d as object, real(s));
        return d;
      },
      view: (s, viewer) =>
        viewer === 'all' && !spectatorToo ? g.view(s, viewer) : { ...g.view(s, viewer), peek: peek(s) },
    };
  }

  for (const [id, entry] of Object.entries(GAMES)) {
    const players = entry.playerCounts[0] ?? entry.game.players.min;
    for (const [name, expected, mutate] of MUTANTS) {
      test(`${id}: ${name}`, () => {
        const mutant: RegisteredGame = { ...entry, game: { ...entry.game, ...mutate(entry.game) } };
        const message = firstFailure(id, mutant, players, thoroughPlan(CAPS[id] ?? DEFAULT_CAP));
        expect(message, `the suite did not notice: ${name}`).not.toBeNull();
        expect(message).toMatch(expected);
        if (process.env['SHOW_MUTANTS']) console.log(`${name}: ${message}`);
        expect(message).toMatch(new RegExp(`\\[${id}, ${players} players, seed \\d+, step \\d+`));
      });
    }

    // Events that should be private, made public: only meaningful for a game that has such events.
    test(`${id}: private events made public`, () => {
      const stripped: RegisteredGame = {
        ...entry,
        game: {
          ...entry.game,
          apply: (s, seat, a) => {
            const r = entry.game.apply(s, seat, a);
            return { ...r, events: r.events.map(({ visibleTo: _gone, ...event }: GameEvent) => event) };
          },
        },
      };
      const message = firstFailure(id, stripped, players, thoroughPlan(CAPS[id] ?? DEFAULT_CAP));
      if (message === null) {
        // Acceptable only if the game never hides an event's cards from anyone.
        const hasPrivateCards = (seed: number): boolean => {
          const g = entry.game;
          const rng = makeRandom(seed);
          let s: unknown = g.newGame(g.parseOptions(entry.optionsFor(players)), seed);
          for (let i = 0; i < 5000 && g.toAct(s).length > 0; i++) {
            const seat = rng.pick(g.toAct(s));
            const r = g.apply(s, seat, rng.pick(g.legalActions(s, seat)));
            if (r.events.some((e: GameEvent) => e.visibleTo !== undefined && (e.cards?.length ?? 0) > 0)) return true;
            s = r.state;
          }
          return false;
        };
        expect([1, 2, 3].some(hasPrivateCards), 'private events made public went unnoticed').toBe(false);
      } else {
        expect(message).toMatch(/should carry visibleTo|leaks/);
        if (process.env['SHOW_MUTANTS']) console.log(`private events made public: ${message}`);
      }
    });

    test(`${id}: the cap`, () => {
      const message = firstFailure(id, entry, players, { ...thoroughPlan(3), everySeat: false, replay: false });
      expect(message).toMatch(/did not end within its cap of 3 actions/);
    });
  }

  /** The first failure message over a few seeds, or null when every game passes. */
  function firstFailure(id: string, entry: RegisteredGame, players: number, plan: Plan): string | null {
    for (let seed = 1; seed <= 4; seed++) {
      try {
        playRandomGame(id, entry, players, seed, plan);
      } catch (error) {
        if (error instanceof SuiteFailure) return error.message;
        throw error;
      }
    }
    return null;
  }
});
