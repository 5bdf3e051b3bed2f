// withTools adds to a game what only tests, example files, hand-written positions and the strong
// bot's search use (fromPosition, positionOf, emptyPosition, candidateActions, determinize,
// probes), in the game's index.ts, with the probes every example file may use (phase, turn,
// dealer, hand and handSize). Pages load game.ts alone and fetch index.ts only when a reader opens
// a link or a position (the quiz's question makers take candidateActions and the redeal from the
// game's modules); this module is apart from define-game.ts so that it travels with index.ts, not
// with every page's script.

import type { BaseState } from './define-game.ts';
import type { Game, GameTool, PlayableGame, Probe, Seat } from './game.ts';
import type { RngState } from './rng.ts';
import { parseSeat, seatCount, seatOrNone } from './seats.ts';

interface GameTools<S extends BaseState, A, O> {
  fromPosition(spec: unknown, options: O, seed: number): S;
  positionOf(state: S): unknown;
  emptyPosition(options: O): unknown;
  candidateActions(state: S, seat: Seat): readonly A[];
  /** A state `seat` cannot tell apart from this one (Game.determinize). */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /** Whose turn it is, for the `turn` probe (null when nobody's). */
  turn?(state: S): Seat | null;
  /** The game's own probes; one with a common probe's name replaces it. */
  readonly probes?: Readonly<Record<string, Probe<S>>>;
}

export function withTools<S extends BaseState, A, O, V, R extends string>(
  game: PlayableGame<S, A, O, V, R>,
  tools: GameTools<S, A, O>,
): Game<S, A, O, V, R> {
  const { fromPosition, positionOf, emptyPosition, candidateActions, determinize, turn, probes } = tools;
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
    positionOf,
    emptyPosition,
    candidateActions,
    determinize,
    probes: { ...common, ...probes },
  };
  return { ...game, ...added };
}
