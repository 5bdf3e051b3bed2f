// defineGame fills the parts of the Game contract that are the same for every game, so a game's
// game.ts holds only what is its own: the player count and option parsing come from its option
// book, newGame and openingEvents from its deal, the seat count from its hands, isSimultaneous and
// isHandOver from the phases it names, and explain, apply and step from three parts every game
// has: the legality predicate behind legalActions (isLegal), the sentence for a refusal (refusal)
// and the rules of a legal action (advance). apply checks once with isLegal and asks refusal only
// when it says no; step runs advance with no events and no check, for playouts and search.
// The tools (fromPosition, candidateActions, determinize, probes) are added by withTools, in
// core/with-tools.ts.

import type { Card } from './deck.ts';
import type { EventSink } from './events.ts';
import type { Applied, GameEvent, PlayableGame, Seat, Violation } from './game.ts';
import { IllegalActionError } from './replay.ts';
import { seatCount } from './seats.ts';

/** What the common parts read from a state; every game's state has at least this. */
export interface BaseState {
  readonly phase: string;
  /** Each seat's hand; its length is the seat count. */
  readonly hands: readonly (readonly Card[])[];
  readonly dealer?: Seat;
}

type Filled =
  | 'players'
  | 'parseOptions'
  | 'newGame'
  | 'openingEvents'
  | 'seatCount'
  | 'isSimultaneous'
  | 'isHandOver'
  | 'deckCards'
  | 'explain'
  | 'apply'
  | 'step';

interface GameParts<S extends BaseState, A, O, V, R extends string> extends Omit<PlayableGame<S, A, O, V, R>, Filled> {
  /** The first deal and what happened in it: newGame is its state, openingEvents its events. */
  deal(options: O, seed: number): Applied<S, R>;
  /** Phases in which seats choose at once, unseen by the others (a swap, a pass). */
  readonly simultaneousPhases?: readonly S['phase'][];
  /** Phases between two hands, once a hand is scored (default: 'handOver'). */
  readonly handOverPhases?: readonly S['phase'][];
  /** The cards in play, when the game uses more than one copy of its deck. */
  deckCards?(state: S): readonly Card[];
  /**
   * True when `action` is one of legalActions(state, seat), or another amount of a range they list a
   * few amounts of: the same rules, without listing them.
   */
  isLegal(state: S, seat: Seat, action: A): boolean;
  /** Why an action isLegal refused is refused: the rule and a plain sentence. */
  refusal(state: S, seat: Seat, action: A): Violation<R>;
  /**
   * The rules of a legal action: the next state, with what happened pushed to `events` (null: build
   * no events). The action is in canonical form.
   */
  advance(state: S, seat: Seat, action: A, events: EventSink<R>): S;
  /**
   * The one form of an action that isLegal and advance read, when a game accepts several spellings
   * of the same move (Dark Hearts: a pass's cards in any order). legalActions gives only this form.
   */
  canonical?(state: S, action: A): A;
}

/**
 * apply's events, gathered in one list kept from call to call and copied out at their final
 * length: a fresh list grown by push reserves room for 17 events (184 bytes on every apply).
 * advance never calls apply, so one collector serves every game.
 */
class EventCollector {
  private readonly list: (GameEvent<string> | null)[] = [];
  private count = 0;

  start(): this {
    this.count = 0;
    return this;
  }

  push(event: GameEvent<string>): void {
    this.list[this.count++] = event;
  }

  take(): GameEvent<string>[] {
    const events = this.list.slice(0, this.count) as GameEvent<string>[];
    // Let go of the events (the list keeps its room).
    for (let i = 0; i < this.count; i++) this.list[i] = null;
    this.count = 0;
    return events;
  }
}

const COLLECTED = new EventCollector();

/**
 * `text` with its first letter a capital: a refusal or an event's sentence may open with a name
 * written for the middle of one ("a STEAL card cannot…", "the Skull head counts…").
 */
function sentence(text: string): string {
  const first = text.charAt(0);
  return first >= 'a' && first <= 'z' ? first.toUpperCase() + text.slice(1) : text;
}

export function defineGame<S extends BaseState, A, O, V, R extends string>(
  parts: GameParts<S, A, O, V, R>,
): PlayableGame<S, A, O, V, R> {
  const { deal, simultaneousPhases, handOverPhases, deckCards, isLegal, advance, canonical, ...own } = parts;
  // Every refusal and event sentence starts as a sentence does, whatever name it opens with.
  const refusal = (state: S, seat: Seat, action: A): Violation<R> => {
    const violation = parts.refusal(state, seat, action);
    return { ...violation, message: sentence(violation.message) };
  };
  // Lists rather than sets: a set of strings is looked up by the strings' hashes.
  const simultaneous: readonly string[] = simultaneousPhases ?? [];
  const handOver: readonly string[] = handOverPhases ?? ['handOver'];
  const cards = parts.deck.cards;
  return {
    ...own,
    describeEvent: (event, name) => sentence(parts.describeEvent(event, name)),
    players: { min: parts.options.players.min, max: parts.options.players.max },
    parseOptions: (input) => parts.options.parse(input),
    newGame: (options, seed) => deal(options, seed).state,
    openingEvents: (options, seed) => deal(options, seed).events,
    seatCount,
    isSimultaneous: (state) => simultaneous.includes(state.phase),
    isHandOver: (state) => handOver.includes(state.phase),
    deckCards: deckCards ?? (() => cards),
    explain(state, seat, raw) {
      const action = canonical ? canonical(state, raw) : raw;
      return isLegal(state, seat, action) ? null : refusal(state, seat, action);
    },
    apply(state, seat, raw) {
      const action = canonical ? canonical(state, raw) : raw;
      if (!isLegal(state, seat, action)) {
        throw new IllegalActionError(refusal(state, seat, action), seat, parts.formatAction(raw));
      }
      const next = advance(state, seat, action, COLLECTED.start());
      return { state: next, events: COLLECTED.take() as GameEvent<R>[] };
    },
    step: (state, seat, action) => advance(state, seat, action, null),
  };
}
