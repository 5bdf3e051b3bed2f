// The contract every game implements (README, "Engine contract"). The stepper, the
// sandbox, the bots, the random-game suite and share links are written once against it.
//
// Conventions:
// - States, actions and views are plain immutable objects; apply never mutates its input.
// - legalActions is the one source of legality. explain only says why something is not in it. A
//   move that takes any whole amount of a range (a bet of any size) is listed at a few amounts of
//   it; the others are legal all the same (explain and apply accept them; share links write them out).
// - Every event names the rule that made it happen, so the UI can link to the rule's section.

import type { Card, Deck } from './deck.ts';
import type { OptionBook } from './options.ts';
import type { RngState } from './rng.ts';

export type Seat = number;
/** Who is looking: a seat, or 'all' for the spectator view (examples, "reveal all"). */
export type Viewer = Seat | 'all';

/**
 * The one copy of a state an action makes, filled in by the rule code before it is returned: each
 * game's draftOf writes it as one object literal naming every field (V8 builds that many times
 * faster than a spread). Arrays in it are never changed in place: a changed hand is a new array,
 * an unchanged one is shared with the state it came from.
 */
export type Draft<S> = { -readonly [K in keyof S]: S[K] };

/** A refusal: the rule that forbids the action and a plain sentence saying why. */
export interface Violation<R extends string = string> {
  readonly rule: R;
  readonly message: string;
}

export interface GameEvent<R extends string = string> {
  /** What happened, in the game's own vocabulary ("play", "draw", "pile-cleared"...). */
  readonly kind: string;
  /** The rule that made it happen. */
  readonly rule: R;
  /** The seat it concerns, if any. */
  readonly seat?: Seat;
  readonly cards?: readonly Card[];
  /** When set, only these seats (and spectators) may see `cards`; others see the event without them. */
  readonly visibleTo?: readonly Seat[];
  /** Small facts the description needs (a rank, another seat, a pile). Never hidden information. */
  readonly detail?: Readonly<Record<string, string | number | boolean>>;
}

export interface Applied<S, R extends string = string> {
  readonly state: S;
  readonly events: readonly GameEvent<R>[];
}

export interface Outcome {
  /** Seats that won (several when a win is shared). */
  readonly winners: readonly Seat[];
  /** A score per seat, in the game's own terms (hands won, points...). */
  readonly scores: readonly number[];
  /** One sentence for the reader: "A has no black cards left: dawn!" */
  readonly summary: string;
}

/** A named reading of a state, for `expect` checks in example files. */
export interface Probe<S> {
  readonly describe: string;
  /** Compare as a multiset (hands) rather than in order. */
  readonly unordered?: boolean;
  read(state: S, arg: string | undefined): unknown;
}

/** Rule id -> short title, in page order. The page has one anchored section per id. */
export type RuleBook<R extends string> = Readonly<Record<R, string>>;

export interface Game<S, A, O, V, R extends string = string> {
  readonly id: string;
  readonly title: string;
  /**
   * What the game's page calls one deal, as the sandbox says it ("Deal another hand", "Share this
   * game"): a hand unless it says otherwise (where a match is several games, a deal is a game).
   */
  readonly dealName?: 'hand' | 'game';
  readonly rules: RuleBook<R>;
  readonly players: { readonly min: number; readonly max: number };
  /** The game's variants, declared once (core/options.ts): parser, defaults, form fields, suite variants. */
  readonly options: OptionBook<O>;
  /** The kind of cards the game is played with: notation, names, faces. */
  readonly deck: Deck;

  /** Validates a partial options object and fills defaults; throws OptionsError. */
  parseOptions(input: unknown): O;
  newGame(options: O, seed: number): S;
  /** The events of newGame's deal (who deals, a draw for the first dealer...), for the log. */
  openingEvents(options: O, seed: number): readonly GameEvent<R>[];
  /**
   * A hand-written position; cards it does not name are filled from the rest of the deck(s). A
   * position that cannot happen is a PositionError naming the problem and the rule it breaks.
   */
  fromPosition(spec: unknown, options: O, seed: number): S;
  /**
   * The position of `state` as fromPosition reads it: every card where it lies (the stock, which a
   * spec leaves unnamed, aside) and every fact of the moment a spec holds. A PositionError for a
   * moment a position cannot start from (halfway through a swap, a finished game).
   */
  positionOf(state: S): unknown;
  /** The position of an empty table for `options` (every card unplaced): where setting one up starts. */
  emptyPosition(options: O): unknown;

  seatCount(state: S): number;
  /** Seats that may act now: several in simultaneous phases, none when the game is over. */
  toAct(state: S): readonly Seat[];
  /** True in a phase where seats choose independently and nothing is shown until all have (a swap, a pass). */
  isSimultaneous(state: S): boolean;
  /** True between two hands of a match: a hand has been scored and the next is not yet dealt. */
  isHandOver(state: S): boolean;
  /**
   * Every legal action for `seat`, in a stable order; a move over a range of amounts is listed at a
   * few of them (see the header), which bots, searches and random games choose among.
   */
  legalActions(state: S, seat: Seat): readonly A[];
  /** null when legal; otherwise the rule that forbids it and why. */
  explain(state: S, seat: Seat, action: A): Violation<R> | null;
  /** The next state and what happened. Throws IllegalActionError for an illegal action. */
  apply(state: S, seat: Seat, action: A): Applied<S, R>;
  /**
   * The fast path for playouts and search: the state apply would reach, with no events built and
   * nothing checked. Only for an action legalActions(state, seat) returned; anything else gives an
   * undefined result. The random-game suite checks that step and apply always agree.
   */
  step(state: S, seat: Seat, action: A): S;
  /** What `viewer` may know. Hidden cards are absent, not flagged. */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;

  parseAction(text: string): A;
  formatAction(action: A): string;
  /** A sentence for the event log. `event` has already been redacted for the viewer. */
  describeEvent(event: GameEvent<R>, name: (seat: Seat) => string): string;

  // Support for tests and tools.
  /** Every card of the game wherever it lies; must always equal deckCards(state) as a multiset. */
  allCards(state: S): readonly Card[];
  /** The cards the game is played with: the deck, or several copies of it. */
  deckCards(state: S): readonly Card[];
  /** A state `seat` cannot tell apart from `state`: every card it cannot see is redealt. */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /**
   * Every action of a plausible shape, for explain tests: each listed legal action and others to be
   * refused (a legal amount legalActions does not list may be left out).
   */
  candidateActions(state: S, seat: Seat): readonly A[];
  readonly probes: Readonly<Record<string, Probe<S>>>;
}

/**
 * The parts of the contract that only tests, example files, hand-written positions and searching
 * bots use. A page loads the game without them (PlayableGame) and fetches them when it needs them.
 */
export type GameTool = 'fromPosition' | 'positionOf' | 'emptyPosition' | 'candidateActions' | 'probes' | 'determinize';

/** The game as a page plays it: everything but the tools. */
export type PlayableGame<S, A, O, V, R extends string = string> = Omit<Game<S, A, O, V, R>, GameTool>;

/** A heuristic or searching player. It sees only its view and the legal actions. */
export type Bot<V, A> = (view: V, legal: readonly A[], seat: Seat) => A;

// Any game, for code that handles every game alike (the runner, the suite, the registry).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlayableGame = PlayableGame<any, any, any, any, string>;
