// What the searching bot needs to know of a game beyond the Game contract: how good the end of a
// hand is for a seat, and how to say that in words. Each game's search.ts gives one (SearchKit),
// with the game (its tools included, for determinize) and the heuristic bot that plays the
// playouts. The search itself (search.ts) is written once, against the contract.

import type { AnyGame, AnyPlayableGame, Bot, GameEvent, Seat } from '../game.ts';
import type { RngState } from '../rng.ts';
import type { MoveWords } from './words.ts';

export interface SearchSpec {
  /**
   * How well `seat` stands in `state`, higher is better: read at the end of a playout, when the
   * hand is over (or, rarely, when the playout was cut short). Only differences between the values
   * of one search's playouts matter, and values of different seats in one state are comparable:
   * the strength benchmark calls the seat with the highest value the hand's winner.
   */
  value(state: unknown, seat: Seat): number;
  /**
   * What a move's average value means, as the end of a sentence that begins with the move
   * ("Play the 9 of spades: …"): "you win the hand in 70% of the deals tried", or with a bot's
   * seat as `who`, "B wins the hand…". `gain` is the average value less the value before the move
   * (for games counted in points or chips). `first`: the first figure the reader meets in a hint or
   * a review, where a unit that needs it is explained ("your lower score (Light or Dark: …)").
   */
  describe(mean: number, gain: number, who: Who, first?: boolean): string;
  /** The same in a few words, for the next best move: "a win in 52%", "2.1 chips down". */
  short(mean: number, gain: number): string;
  /**
   * A move in words ("Play the Light 4 of hearts"), when core/search/words.ts cannot say it well.
   * `hidden`: the move as a reader who may not see the seat's cards is told of it, naming none
   * ("Swap a hole card"); `another` when it follows such a move of the same kind ("swap the other
   * hole card"). `at`: the position the move is made in and its mover, for words the action alone
   * does not hold (the chips an all-in puts in, where a pass goes). Undefined leaves it to words.ts.
   * The game's one way of saying its moves: the position view's ruling says them with it too.
   */
  move?: MoveWords;
  /**
   * The moves worth searching, when not every legal move is (Dawn's arranging: dozens of shifts whose
   * worth playouts cannot tell apart, and a bot that keeps shifting never finishes). Given the legal
   * moves and the heuristic bot's choice; reads only what the seat may see.
   */
  narrow?(state: unknown, legal: readonly unknown[], heuristic: unknown): readonly unknown[];
  /** Why, when narrow leaves one move of several: the end of "Take …: <this>." */
  narrowed?(state: unknown): string;
  /**
   * The playout policy read straight from the state: the very move the heuristic bot would make
   * from `seat`'s view and legal moves, found without building either (a playout makes dozens of
   * moves, and building a view and every legal move for each was most of its cost). It reads only
   * what `seat` may see, as the bot does; each game's tests check that it and the bot agree on
   * every position of many hands. Day's is the one exception by design: the bot's own decisions on
   * a cheaper estimate of its chance (8 sampled showdowns, not 60), which its own test pins.
   * Without it, a playout asks the bot.
   */
  playout?(state: unknown, seat: Seat): unknown;
  /**
   * The search's own deal of the cards `seat` cannot see, in place of the game's even one
   * (Game.determinize), when the table's play says which deals are the likely ones (in Black &
   * Red, what the other player has discarded and when they said go). Like determinize it reads
   * only what `seat` may see, and `rng` alone makes the rest: dealing a dealt world again with the
   * same `rng` gives the same world.
   */
  deal?(state: unknown, seat: Seat, rng: RngState): unknown;
  /**
   * Whether a sampled world agrees with what the other seats have shown by their play, as the
   * heuristic bot would have played it (in Day, a bet says a strong hand and a check a weaker
   * one). A world that does not is drawn again, a few times at most, so the search weighs the deals
   * the table's play makes likely rather than every deal alike. Reads only the world's public
   * play and the cards it gave the other seats, never the real state.
   */
  plausible?(world: unknown, seat: Seat): boolean;
  /** How a review (review.ts) marks a decision by what it lost, and says the loss in words. */
  review: ReviewScale;
}

/**
 * The marks of a reviewed decision, in the game's own units (a value difference as `value` reads
 * it): what a move may lose against the best one found and still be good, an inaccuracy or a
 * mistake; a move that loses more is a blunder. The game's page explains the same figures.
 */
export interface ReviewScale {
  readonly good: number;
  readonly inaccuracy: number;
  readonly mistake: number;
  /**
   * Whether a decision in this position is marked (all with a choice, without it): not where the
   * search cannot tell the moves apart (Dawn's arranging, whose dozens of shifts narrow leaves out).
   */
  weighs?(state: unknown): boolean;
  /**
   * An event in the game's own words, as a teacher says what happened in a hand ("you reached
   * dawn", "another player folded"), given whom it concerned: the reader ('you'), another seat, or
   * the whole table. Undefined for an event not worth saying, or not sayable as something that did or
   * did not happen in a deal (a card played, a trick won: every deal has them): a reason leaves it
   * out. Events with the same words are one fact, counted once a deal. Most games give a table
   * (eventWords).
   */
  readonly events?: EventWords;
  /** A loss in words, after "it cost": "12% of your chance to win the hand", "1.5 chips". */
  loss(loss: number): string;
}

/** Whom an event concerned, seen from the seat a reason is for. */
type EventWho = 'you' | 'other' | 'table';

/** An event in words, and the rule the words link (the event's own, unless the game says another). */
interface EventSaid {
  readonly words: string;
  readonly rule: string;
}

export type EventWords = (event: GameEvent, who: EventWho) => EventSaid | undefined;

/**
 * An event's words from a table keyed by "rule kind who" ("betting fold you": "you folded"), or
 * "rule kind" for words that do not depend on whom it concerned ("the stock ran out"). A value may
 * name the rule its words link, where several rules' events are one fact ("you won a pot at the
 * showdown", whatever hand won it): [words, rule].
 */
export function eventWords(table: Readonly<Record<string, string | readonly [string, string]>>): EventWords {
  return (event, who) => {
    const said = table[`${event.rule} ${event.kind} ${who}`] ?? table[`${event.rule} ${event.kind}`];
    if (said === undefined) return undefined;
    return typeof said === 'string' ? { words: said, rule: event.rule } : { words: said[0], rule: said[1] };
  };
}

/**
 * The game as the search needs it: the contract, with determinize alone of its tools (the search
 * samples hidden cards with it). Not the game's index.ts: the strong bot's worker bundles what its
 * kit names, and the other tools (hand-written positions and their checks, the plausible moves,
 * the probes) are no use to it (Day's came to 2.4 KB gzipped of its worker, issue 41's budget).
 */
export type SearchGame = AnyPlayableGame & Pick<AnyGame, 'determinize'>;

export interface SearchKit {
  readonly game: SearchGame;
  /** The playout policy, and the easy bot: the game's heuristic bot. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's bot has its own view and action types
  readonly bot: Bot<any, any>;
  readonly spec: SearchSpec;
}

/** Whose move a reason is about: the reader ('you') or a bot's seat letter. */
export type Who = string;

/** "you win" or "B wins": a verb after `who`. */
export function does(who: Who, verb: string): string {
  return who === 'you'
    ? `you ${verb}`
    : `${who} ${verb.replace(/^(\w+)/, (w) => (w.endsWith('s') ? `${w}es` : `${w}s`))}`;
}

/** "your" or "B's". */
export function whose(who: Who): string {
  return who === 'you' ? 'your' : `${who}'s`;
}

/** "70%": a share as a whole percentage. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** "2.5", "3.0": an average's size, to one decimal. */
export function average(value: number): string {
  return Math.abs(value).toFixed(1);
}
