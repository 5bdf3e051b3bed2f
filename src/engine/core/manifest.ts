// A game's manifest: everything the site, the tests and the benchmarks need to know about a game,
// in the game's own folder. The registry lists the manifests; the home page's game list, the
// sidebar, <Example>, <Sandbox> and <Practice>, the example runner, the contract, random-game and
// practice suites, the benchmarks and the browser tests all read them, so adding a game touches no
// shared file but the registry's list. Plain data and engine objects only: no components (the
// engine stays pure).

import type { ClaimWords } from './claims.ts';
import type { AnyGame, AnyPlayableGame, Bot } from './game.ts';
import type { OnDemand } from './on-demand.ts';
import type { PositionKit } from './position/edit.ts';
import type { PracticeSpec } from './practice/spec.ts';
import type { SearchKit } from './search/spec.ts';
import type { MoveWords } from './search/words.ts';

/**
 * What a page's sandbox loads (src/engine/<game>/play-manifest.ts): the game without its tools;
 * the bot on demand, fetched the first time a bot must move (a reader who only reads the page, or
 * moves first, waits for none of it), and the whole game on demand, fetched only when a reader
 * opens or makes a share link or opens a hand-written position. The practice quiz deals with
 * `game` itself (core/practice/spec.ts).
 */
export interface PlayManifest {
  readonly game: AnyPlayableGame;
  /** The heuristic bot the sandbox seats against the reader (GameManifest.bot), loaded on demand. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's bot has its own view and action types
  readonly bot: OnDemand<Bot<any, any>>;
  /** The same game with its tools (core/with-tools.ts), loaded on demand, so pages load it late. */
  readonly withTools: OnDemand<AnyGame>;
  /**
   * What the position view (/<game>/position/) edits and rules with, loaded on demand: where a card
   * can lie, the facts, and why a legal move is allowed (the game's position-kit.ts, with its
   * legal-reasons.ts, the quiz's reasons).
   */
  readonly position?: OnDemand<PositionKit>;
  /**
   * The game's own words for a move, where its shape says it less well (SearchSpec.move, the same
   * function): the lesson's pointer says the move it points at with them (core/search/words.ts).
   */
  readonly move?: MoveWords;
}

/**
 * Something that holds in every state of a game beyond what the contract checks (Day: the chips add
 * up). The random-game suite checks it at the deal and after every action.
 */
export interface Invariant {
  readonly name: string;
  /** Null when it holds; otherwise what is wrong, in a sentence. */
  broken(state: unknown): string | null;
}

export interface GameManifest {
  /** The whole game, tools included: what the tests, example files and benchmarks use. */
  readonly game: AnyGame;
  /** What the sandbox loads; its game is `game` without the tools, its bot() loads `bot`. */
  readonly play: PlayManifest;
  /** The heuristic bot (the tests, the benchmarks and the example tools use it at once). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's bot has its own view and action types
  readonly bot: Bot<any, any>;
  /** The rules page, a site path with a trailing slash; the sidebar links to it under the game's title. */
  readonly page: string;
  /** One line on what the game is about, in our own words (home page). */
  readonly pitch: string;
  /** The cards needed, as shown to readers (home page). */
  readonly cardsNeeded: string;
  /**
   * What the page uses, each from the game's component folder (src/components/<id>/): examples ->
   * the Stepper.astro island, rendered by <Example>; sandbox -> the Sandbox.astro island, rendered by
   * <Sandbox>, and Lesson.tsx, the guided lesson <Lesson> starts; practice -> Practice.tsx, the quiz
   * <Practice> starts (and the rules' "Try it" questions open). The size report measures what
   * starting each loads (scripts/size-report.ts).
   */
  readonly components: { readonly examples: boolean; readonly sandbox: boolean; readonly practice: boolean };
  /**
   * What starting each of the page's things may load for now, in KB gzipped, where it is over the
   * site's 30 KB (by the thing's name in the size report: sandbox, lesson, quiz, position…). Each is
   * its figure when it was set with up to half a KB to spare, so none grows unnoticed;
   * scripts/size-report.ts (BUDGET) says what they load and what was tried.
   */
  readonly weightForNow?: Readonly<Record<string, number>>;
  /** The random-game suite (tests/engine/suite). */
  readonly suite: {
    /** The most actions one random game may take; reaching it fails (a loop), so measure, then add room. */
    readonly cap: number;
    /** Games per player count (default 10,000) and per option variant (default 2,000). */
    readonly games?: number;
    readonly gamesPerVariant?: number;
    /** The game's own invariants, checked after every action of every random game. */
    readonly invariants?: readonly Invariant[];
  };
  /**
   * How the game's words claim things about its table, for the build's check of its guided
   * lesson's coaching (core/claims.ts); a game with a lesson gives them.
   */
  readonly claims?: ClaimWords;
  /** The practice questions: their kinds and the topics the page offers (core/practice/spec.ts). */
  readonly practice: PracticeSpec;
  /** The strong bot and the hints (core/search): the game's search.ts, which its sandbox's worker loads. */
  readonly search: SearchKit;
  /** Where a card can lie in a position and the facts of one, for the position view (core/position/edit.ts). */
  readonly position: PositionKit;
  /** What the engine benchmark (tests/bench/engine-bench.ts) holds the game to. */
  readonly bench: {
    /** The throughput target for every table size: random actions/s with legal-move generation. */
    readonly actionsPerSecond: number;
    /** The game's own measures (a part of its engine that must be fast in itself), each with a target. */
    readonly measures?: readonly BenchMeasure[];
  };
}

/**
 * A measure a game adds to the engine benchmark: a piece of work done over and over, timed like
 * the rest (a warm-up, then timed runs in fresh processes, the median reported with a PASS or BELOW
 * line against the target).
 */
export interface BenchMeasure {
  /** What is measured, as the report names it: "showdown evaluations with a Crown in play". */
  readonly name: string;
  /** What run() counts, plural ("evaluations"): the report gives it per second. */
  readonly unit: string;
  /** The least units per second that pass. */
  readonly target: number;
  /**
   * Does one batch of the work (a millisecond or so) and says how many units it did. Inputs are
   * prepared outside the timed work: at the first call, which falls in the warm-up.
   */
  run(): number;
}

/** "2 to 11", "3 or 4", "2": a player range as readers see it. */
export function playerRange(min: number, max: number): string {
  if (min === max) return String(min);
  return max === min + 1 ? `${min} or ${max}` : `${min} to ${max}`;
}
