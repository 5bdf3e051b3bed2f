// defineGame fills the parts of the Game contract that are the same for every game, so a game's
// game.ts holds only what is its own: the player count and option parsing come from its option
// book, newGame and openingEvents from its deal, the seat count from its hands, isSimultaneous and
// isHandOver from the phases it names.
//
// withTools adds what only tests, example files and hand-written positions use (fromPosition,
// candidateActions, probes) in the game's index.ts, with the probes every example file may use
// (phase, turn, dealer, hand and handSize). Pages load game.ts alone and fetch index.ts only when
// a reader opens a position, which keeps the tools out of every page's script.

import type { Card } from './deck.ts';
import type { Applied, Game, GameTool, PlayableGame, Probe, Seat } from './game.ts';
import { parseSeat, seatCount, seatOrNone } from './seats.ts';

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

export interface GameTools<S extends BaseState, A, O> {
  fromPosition(spec: unknown, options: O, seed: number): S;
  candidateActions(state: S, seat: Seat): readonly A[];
  /** Whose turn it is, for the `turn` probe (null when nobody's). */
  turn?(state: S): Seat | null;
  /** The game's own probes; one with a common probe's name replaces it. */
  readonly probes?: Readonly<Record<string, Probe<S>>>;
}

export function withTools<S extends BaseState, A, O, V, R extends string>(
  game: PlayableGame<S, A, O, V, R>,
  tools: GameTools<S, A, O>,
): Game<S, A, O, V, R> {
  const { fromPosition, candidateActions, turn, probes } = tools;
  const seatArg = (state: S, arg: string | undefined): Seat => parseSeat(arg ?? '', seatCount(state));
  const common: Record<string, Probe<S>> = {
    phase: { describe: 'the phase of play', read: (s) => s.phase },
    dealer: { describe: 'the dealer of the hand', read: (s) => seatOrNone(s.dealer) },
    hand: {
      describe: "a seat's hand, as a set (hand.B)",
      unordered: true,
      read: (s, arg) => (s.hands[seatArg(s, arg)] ?? []).map((card) => game.deck.format(card)),
    },
    handSize: {
      describe: 'how many cards a seat holds (handSize.B)',
      read: (s, arg) => (s.hands[seatArg(s, arg)] ?? []).length,
    },
  };
  if (turn) common['turn'] = { describe: 'whose turn it is', read: (s) => seatOrNone(turn(s)) };
  const added: Pick<Game<S, A, O, V, R>, GameTool> = {
    fromPosition,
    candidateActions,
    probes: { ...common, ...probes },
  };
  return { ...game, ...added };
}
