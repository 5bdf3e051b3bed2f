// A game is fully described by (options, seed, optional hand-written position, actions). Replaying
// that record is how undo, share links, saved sandboxes, example files and bug reports all work.

import { NotationError } from './errors.ts';
import type { AnyGame, AnyPlayableGame, GameEvent, Seat, Violation } from './game.ts';
import { parseSeat, seatLetter } from './seats.ts';

export interface RecordedAction {
  readonly seat: Seat;
  /** The action in the game's notation ("draw", "7H"). */
  readonly action: string;
}

export interface GameRecord {
  readonly options?: unknown;
  readonly seed: number;
  /** A hand-written start (fromPosition) instead of a deal from the seed. */
  readonly position?: unknown;
  readonly actions: readonly RecordedAction[];
}

/** A refused action: the violation says which rule and why. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    readonly violation: Violation,
    readonly seat: Seat,
    readonly action: string,
  ) {
    super(`${seatLetter(seat)} cannot ${action}: ${violation.message} (rule: ${violation.rule})`);
  }
}

/** A record that fails to replay: names the step (1-based) so the author can find it. */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';
  constructor(
    readonly step: number,
    message: string,
    readonly violation?: Violation,
  ) {
    super(step === 0 ? message : `step ${step}: ${message}`);
  }
}

interface ReplayStep<S> {
  readonly seat: Seat;
  readonly action: string;
  readonly events: readonly GameEvent[];
  readonly state: S;
}

/** Any game replays records; one that starts from a hand-written position needs fromPosition too. */
export type ReplayableGame = AnyPlayableGame & { readonly fromPosition?: AnyGame['fromPosition'] };

export function startState<S>(game: ReplayableGame, record: Pick<GameRecord, 'options' | 'seed' | 'position'>): S {
  const options = game.parseOptions(record.options ?? {});
  if (record.position === undefined) return game.newGame(options, record.seed) as S;
  if (!game.fromPosition) throw new Error(`${game.title}: a position needs the tools loaded.`);
  return game.fromPosition(record.position, options, record.seed) as S;
}

/** Parses and applies one action; apply throws IllegalActionError with the rule on refusal. */
export function act<S>(
  game: AnyPlayableGame,
  state: S,
  seat: Seat,
  text: string,
): { state: S; events: readonly GameEvent[] } {
  try {
    return game.apply(state, seat, game.parseAction(text)) as { state: S; events: readonly GameEvent[] };
  } catch (error) {
    // The refusal names the action as the record wrote it.
    if (error instanceof IllegalActionError) throw new IllegalActionError(error.violation, seat, text);
    throw error;
  }
}

export function replay<S>(game: ReplayableGame, record: GameRecord): { start: S; state: S; steps: ReplayStep<S>[] } {
  let start: S;
  try {
    start = startState<S>(game, record);
  } catch (error) {
    throw new ReplayError(0, errorMessage(error));
  }
  return { start, ...playOn(game, start, record.actions) };
}

/** Replays actions from a state already reached: a record's start, or the start a session kept. */
export function playOn<S>(
  game: AnyPlayableGame,
  start: S,
  actions: readonly RecordedAction[],
): { state: S; steps: ReplayStep<S>[] } {
  let state = start;
  const steps: ReplayStep<S>[] = [];
  actions.forEach((recorded, index) => {
    try {
      const result = act(game, state, recorded.seat, recorded.action);
      state = result.state;
      steps.push({ seat: recorded.seat, action: recorded.action, events: result.events, state });
    } catch (error) {
      const violation = error instanceof IllegalActionError ? error.violation : undefined;
      throw new ReplayError(index + 1, errorMessage(error), violation);
    }
  });
  return { state, steps };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "B: draw" <-> { seat: 1, action: 'draw' }: the compact form used in links and example files. */
export function formatRecordedAction(recorded: RecordedAction): string {
  return `${seatLetter(recorded.seat)}: ${recorded.action}`;
}

export function parseRecordedAction(text: string, seats: number): RecordedAction {
  const match = /^\s*([A-Za-z])\s*:\s*(.+?)\s*$/.exec(text);
  if (!match) throw new NotationError(`"${text}" should look like "B: draw" (a seat letter, a colon, an action).`);
  return { seat: parseSeat(match[1] ?? '', seats), action: match[2] ?? '' };
}
