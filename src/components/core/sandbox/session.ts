// The sandbox's game session as plain data: setup (options, seed, seat, optional position) plus
// the actions played. The state is always replay(setup, actions), so undo, reload and share links
// are the same operation. Nothing here touches the DOM.

import type { GameEvent, PlayableGame, Seat } from '../../../engine/core/game.ts';
import { RecordFormatError } from '../../../engine/core/errors.ts';
import { playOn, replay, type ReplayableGame } from '../../../engine/core/replay.ts';
import { seatLetter } from '../../../engine/core/seats.ts';

/**
 * The seed of a reader's first deal, on a visit with no saved hand and no link: the same for every
 * first visit, so the box the page holds for the sandbox (src/astro/sandbox-heights.json) is this
 * deal's height and nothing moves when it appears. Every later deal draws a random seed.
 */
export const FIRST_SEED = 1;

/**
 * The setup of that first deal: the game's default options, the reader in the first seat. The size
 * report reads it too, to know whether a bot moves in it before the reader can (then the sandbox
 * fetches the bot as it starts).
 */
export function firstSetup(game: Pick<AnyGameOf<unknown>, 'options'>, seed = FIRST_SEED): Setup {
  return { options: game.options.defaults, seed, seat: 0 };
}

export interface Setup {
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly seat: Seat;
  /** A hand-written start ("play on from here" on an example). */
  readonly position?: unknown;
}

export interface Played {
  readonly seat: Seat;
  readonly action: string;
  readonly events: readonly GameEvent[];
  /**
   * A strong bot's reason for the move (its search, in a sentence), for the event log: naming only
   * what the reader may see, as the log's own sentences do.
   */
  readonly why?: string | undefined;
  /** The same reason with every card named, for a reader who has revealed all cards; when it differs. */
  readonly revealed?: string | undefined;
}

export interface Session<S> {
  readonly setup: Setup;
  /** What happened in the deal itself (none for a hand-written position). */
  readonly opening: readonly GameEvent[];
  readonly start: S;
  readonly state: S;
  readonly history: readonly Played[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameOf<S> = PlayableGame<S, any, any, any, string>;

/** Whether the reader has made a move in `session` (in the bots' moves alone, not). */
export function readerHasMoved(session: Session<unknown>): boolean {
  return session.history.some((played) => played.seat === session.setup.seat);
}

/** A setup with a hand-written position needs the game with its tools (PlayManifest.withTools). */
export function newSession<S>(
  game: AnyGameOf<S> & ReplayableGame,
  setup: Setup,
  moves: readonly { seat: Seat; action: string }[] = [],
): Session<S> {
  const result = replay<S>(game, {
    options: setup.options,
    seed: setup.seed,
    position: setup.position,
    actions: moves,
  });
  const seats = game.seatCount(result.start);
  if (setup.seat < 0 || setup.seat >= seats) {
    // Seats are letters everywhere the reader sees them, and a damaged seat may have none.
    throw new RecordFormatError(
      `It is for a seat a table of ${seats} does not have: the seats are A to ${seatLetter(seats - 1)}.`,
    );
  }
  return {
    setup,
    opening: setup.position === undefined ? game.openingEvents(game.parseOptions(setup.options), setup.seed) : [],
    start: result.start,
    state: result.state,
    history: result.steps.map((step) => ({ seat: step.seat, action: step.action, events: step.events })),
  };
}

export function perform<S>(
  game: AnyGameOf<S>,
  session: Session<S>,
  seat: Seat,
  action: unknown,
  why?: string,
  revealed?: string,
): Session<S> {
  const applied = game.apply(session.state, seat, action);
  return {
    ...session,
    state: applied.state,
    history: [...session.history, { seat, action: game.formatAction(action), events: applied.events, why, revealed }],
  };
}

/** Takes back the reader's last move and everything the bots did after it. */
export function undo<S>(game: AnyGameOf<S>, session: Session<S>): Session<S> {
  let cut = -1;
  session.history.forEach((played, i) => {
    if (played.seat === session.setup.seat) cut = i;
  });
  if (cut < 0) return session;
  // From the start the session kept, so a hand-written position is not read again.
  const kept = session.history.slice(0, cut);
  const { state } = playOn(game, session.start, kept);
  return { ...session, state, history: kept };
}

export function canUndo<S>(session: Session<S>): boolean {
  return session.history.some((played) => played.seat === session.setup.seat);
}

/**
 * Whether the reader faces the very choice in `now` that they faced in `asked`: since then only
 * other seats have moved, in a phase where everyone chooses at once (their choices hidden, as in
 * passing or arranging), and the reader's legal moves are the same. A hint asked in `asked` still
 * answers it.
 */
export function sameChoice<S>(game: AnyGameOf<S>, asked: Session<S>, now: Session<S>): boolean {
  const seat = asked.setup.seat;
  const n = asked.history.length;
  // Histories only grow by new entries, so sharing the last one means sharing all before it.
  return (
    asked === now ||
    (now.setup === asked.setup &&
      now.history.length >= n &&
      now.history[n - 1] === asked.history[n - 1] &&
      now.history.slice(n).every((played) => played.seat !== seat) &&
      game.isSimultaneous(now.state) &&
      game.toAct(now.state).includes(seat) &&
      JSON.stringify(game.legalActions(asked.state, seat)) === JSON.stringify(game.legalActions(now.state, seat)))
  );
}
