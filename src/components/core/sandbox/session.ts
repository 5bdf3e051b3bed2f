// The sandbox's game session as plain data: setup (options, seed, seat, optional position) plus
// the actions played. The state is always replay(setup, actions), so undo, reload and share links
// are the same operation. Nothing here touches the DOM.

import type { Game, GameEvent, Seat } from '../../../engine/core/game.ts';
import { decodeRecord, encodeRecord, RecordFormatError } from '../../../engine/core/record-codec.ts';
import { errorMessage, replay, ReplayError } from '../../../engine/core/replay.ts';

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
type AnyGameOf<S> = Game<S, any, any, any, string>;

export function newSession<S>(
  game: AnyGameOf<S>,
  setup: Setup,
  moves: readonly { seat: Seat; action: string }[] = [],
): Session<S> {
  const result = replay<S>(game, {
    options: setup.options,
    seed: setup.seed,
    position: setup.position,
    actions: moves,
  });
  if (setup.seat < 0 || setup.seat >= game.seatCount(result.start)) {
    throw new RecordFormatError(`Seat ${setup.seat + 1} does not exist at a table of ${game.seatCount(result.start)}.`);
  }
  return {
    setup,
    opening: setup.position === undefined ? game.openingEvents(game.parseOptions(setup.options), setup.seed) : [],
    start: result.start,
    state: result.state,
    history: result.steps.map((step) => ({ seat: step.seat, action: step.action, events: step.events })),
  };
}

export function perform<S>(game: AnyGameOf<S>, session: Session<S>, seat: Seat, action: unknown): Session<S> {
  const applied = game.apply(session.state, seat, action);
  return {
    ...session,
    state: applied.state,
    history: [...session.history, { seat, action: game.formatAction(action), events: applied.events }],
  };
}

/** Takes back the reader's last move and everything the bots did after it. */
export function undo<S>(game: AnyGameOf<S>, session: Session<S>): Session<S> {
  let cut = -1;
  session.history.forEach((played, i) => {
    if (played.seat === session.setup.seat) cut = i;
  });
  if (cut < 0) return session;
  return newSession(game, session.setup, session.history.slice(0, cut));
}

export function canUndo<S>(session: Session<S>): boolean {
  return session.history.some((played) => played.seat === session.setup.seat);
}

// Encoding replays the whole game, and the share link and the save both ask for it after every
// move: each session is encoded once.
const encoded = new WeakMap<object, string>();

/** The session as share-link text (core/record-codec.ts), for a link or a save. */
export function encodeSession<S>(game: AnyGameOf<S>, session: Session<S>): string {
  const known = encoded.get(session);
  if (known !== undefined) return known;
  const text = encodeRecord(game, {
    options: session.setup.options,
    seed: session.setup.seed,
    seat: session.setup.seat,
    ...(session.setup.position === undefined ? {} : { position: session.setup.position }),
    actions: session.history.map(({ seat, action }) => ({ seat, action })),
  });
  encoded.set(session, text);
  return text;
}

/** Decodes and replays a share link or a save; throws an Error whose message is for the reader. */
export function decodeSession<S>(game: AnyGameOf<S>, text: string): Session<S> {
  const shared = decodeRecord(text, game);
  if (typeof shared.options !== 'object' || shared.options === null || Array.isArray(shared.options)) {
    throw new RecordFormatError('The game options in it are damaged.');
  }
  const setup: Setup = {
    options: shared.options as Record<string, unknown>,
    seed: shared.seed,
    seat: shared.seat,
    ...(shared.position === undefined ? {} : { position: shared.position }),
  };
  try {
    return newSession(game, setup, shared.actions);
  } catch (error) {
    if (error instanceof ReplayError) {
      throw new RecordFormatError(
        error.step === 0
          ? `Its game setup is not valid: ${error.message}`
          : `Move ${error.step} in it is not legal: ${error.violation?.message ?? errorMessage(error)}`,
      );
    }
    throw error;
  }
}
