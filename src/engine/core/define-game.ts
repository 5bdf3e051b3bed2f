// defineGame fills the parts of the Game contract that are the same for every game, so a game's
// game.ts holds only what is its own: the player count and option parsing come from its option
// book, newGame and openingEvents from its deal, the seat count from its hands, isSimultaneous and
// isHandOver from the phases it names.
// The tools (fromPosition, candidateActions, probes) are added by withTools, in core/with-tools.ts.

import type { Card } from './deck.ts';
import type { Applied, PlayableGame, Seat } from './game.ts';
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
  | 'deckCards';

export interface GameParts<S extends BaseState, A, O, V, R extends string> extends Omit<
  PlayableGame<S, A, O, V, R>,
  Filled
> {
  /** The first deal and what happened in it: newGame is its state, openingEvents its events. */
  deal(options: O, seed: number): Applied<S, R>;
  /** Phases in which seats choose at once, unseen by the others (a swap, a pass). */
  readonly simultaneousPhases?: readonly S['phase'][];
  /** Phases between two hands, once a hand is scored (default: 'handOver'). */
  readonly handOverPhases?: readonly S['phase'][];
  /** The cards in play, when the game uses more than one copy of its deck. */
  deckCards?(state: S): readonly Card[];
}

export function defineGame<S extends BaseState, A, O, V, R extends string>(
  parts: GameParts<S, A, O, V, R>,
): PlayableGame<S, A, O, V, R> {
  const { deal, simultaneousPhases, handOverPhases, deckCards, ...own } = parts;
  const simultaneous = new Set<string>(simultaneousPhases ?? []);
  const handOver = new Set<string>(handOverPhases ?? ['handOver']);
  const cards = parts.deck.cards;
  return {
    ...own,
    players: { min: parts.options.players.min, max: parts.options.players.max },
    parseOptions: (input) => parts.options.parse(input),
    newGame: (options, seed) => deal(options, seed).state,
    openingEvents: (options, seed) => deal(options, seed).events,
    seatCount,
    isSimultaneous: (state) => simultaneous.has(state.phase),
    isHandOver: (state) => handOver.has(state.phase),
    deckCards: deckCards ?? (() => cards),
  };
}
