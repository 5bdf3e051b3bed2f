// A guided lesson, played: where the reader is in the script, what the table shows, and what the
// reader may do next. Pure, like the engine: the lesson island keeps a LessonPoint and replaces it
// with what `settle`, `readOn` and `attempt` return; check.ts walks the same functions over every
// path a reader may take, so the island can never reach a beat the build did not check.
//
// Between beats the other seats play: a scripted `bot` beat's move, else the game's heuristic bot
// (deterministic: it sees only its view and the legal moves), until the reader is to act; so every
// beat, a coach's words alone or a decision, meets the table as the reader will see it.
//
// A beat with a `position` jumps: as it is reached the table becomes that written position, and
// the lesson's record starts again there (LessonRecord), so a review and "try again from here"
// replay only moves that were made on the table they start from.
//
// What happened since the reader's last move is told by core/telling.ts (summarise), once for the
// coach box and the transcript both.

import type { AnyGame, AnyPlayableGame, Bot, GameEvent, Seat, Violation } from '../engine/core/game.ts';
import { redactEvent } from '../engine/core/events.ts';
import { errorMessage } from '../engine/core/replay.ts';
import type { HandMove } from '../engine/core/search/review.ts';
import { parseSeat } from '../engine/core/seats.ts';
import { sinceLastMove } from '../engine/core/telling.ts';
import type { Accept, LessonBeat, LessonScript } from './script.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's bot has its own view and action types
type AnyBot = Bot<any, any>;

/** A move made in the lesson, by the reader or another seat, with what it brought. */
export interface LessonMove {
  readonly seat: Seat;
  readonly action: string;
  readonly events: readonly GameEvent[];
  /** The beat that made it (a scripted move or the reader's decision), or null for a bot's own move. */
  readonly beat: number | null;
}

/** What the lesson waits for. */
export type Wait =
  /** A coach beat alone: the reader reads it and goes on. */
  | { readonly kind: 'read'; readonly beat: LessonBeat }
  /** A decision: the moves the lesson accepts, and the one it points at after two misses. */
  | { readonly kind: 'move'; readonly beat: LessonBeat; readonly accept: Accept; readonly pointAt: string }
  /** The last beat is done. */
  | { readonly kind: 'end' };

export interface LessonPoint {
  readonly state: unknown;
  /** Index of the next beat to run. */
  readonly next: number;
  /** Every move since the record's start, in order (the record the sandbox plays on from). */
  readonly moves: readonly LessonMove[];
  /** Where those moves start: the same object until a beat jumps. */
  readonly record: LessonRecord;
  readonly wait: Wait;
}

/**
 * The table a point's moves start from: the lesson's deal (or its written position), or the
 * position the last jump reached. A review replays the moves from `start`; the sandbox rebuilds
 * it from the lesson's options and seed, and `position` when there is one.
 */
export interface LessonRecord {
  readonly start: unknown;
  readonly position?: unknown;
}

/**
 * How a lesson's tables are made: its deal (`position` undefined), or a written position (the
 * lesson's own, or a beat's jump), both from the lesson's seed. A page passes the deal alone when
 * the lesson writes no position (writesPositions), so it need not load the game's tools.
 */
export type Tables = (options: unknown, position: unknown) => unknown;

/**
 * Does the lesson start from, or jump to, a written position (which needs the game's tools)? Here,
 * in the player, so a page asks it without loading the script's reader.
 */
export function writesPositions(script: LessonScript): boolean {
  return script.position !== undefined || script.beats.some((beat) => beat.position !== undefined);
}

/** The tables of a lesson played on the whole game (its tools included). */
export function tablesOf(game: Pick<AnyGame, 'newGame' | 'fromPosition'>, seed: number): Tables {
  return (options, position) =>
    position === undefined ? game.newGame(options, seed) : game.fromPosition(position, options, seed);
}

/**
 * A lesson's written positions (its own and its jumps'), each with the table it makes, as the build
 * wrote them beside the script (/lessons/<game>.json, ServedLesson): the position as JSON, and the
 * state dealt from it with the lesson's options and seed. A page then plays a lesson that writes a
 * position without the game's tools (which read and check positions: DWYN's came to 3.7 KB gzipped
 * of its lesson, issue 41's budget). Engine states are plain data, so JSON carries them whole.
 */
export type BuiltTables = readonly (readonly [position: string, state: unknown])[];

/** What a lesson's route serves: the checked script, with its written positions' tables. */
export interface ServedLesson extends LessonScript {
  readonly tables: BuiltTables;
}

/** The build's side: every written position of `script` with its table, from the whole game. */
export function builtTables(
  game: Pick<AnyGame, 'newGame' | 'fromPosition' | 'parseOptions'>,
  script: LessonScript,
): BuiltTables {
  const options = game.parseOptions(script.options);
  const tables = tablesOf(game, script.seed);
  const positions = [script.position, ...script.beats.map((beat) => beat.position)].filter((p) => p !== undefined);
  return positions.map((position) => [JSON.stringify(position), tables(options, position)] as const);
}

/** The page's side: the lesson's deal from the game, its written positions from what the build wrote. */
export function servedTables(game: Pick<AnyPlayableGame, 'newGame'>, seed: number, built: BuiltTables): Tables {
  const made = new Map(built);
  return (options, position) => {
    if (position === undefined) return game.newGame(options, seed);
    const state = made.get(JSON.stringify(position));
    if (state === undefined) throw new Error('this position was not written with the lesson.');
    return state;
  };
}

/** A lesson ready to play: its script, its game (the page's, tools not needed) and the bot. */
export interface Lesson {
  readonly script: LessonScript;
  readonly game: AnyPlayableGame;
  readonly bot: AnyBot;
  readonly reader: Seat;
  readonly options: unknown;
  readonly tables: Tables;
  /**
   * Checks a beat's `expect` (null when it holds, else what differs). The build passes the worked
   * examples' checks, which read the game's probes; a page, which plays a checked lesson, passes none.
   */
  readonly expectations?: Expectations;
}

export type Expectations = (
  state: unknown,
  events: readonly GameEvent[],
  key: string,
  expected: unknown,
) => string | null;

/** Thrown when the script and the engine disagree: the message names the file and the beat. */
class LessonPlayError extends Error {
  override readonly name = 'LessonPlayError';
}

/** The most bot moves between two beats: more means the script lost the reader (a loop, a seat out). */
const MAX_BOT_RUN = 400;

export function openLesson(
  script: LessonScript,
  game: AnyPlayableGame,
  bot: AnyBot,
  tables: Tables,
  expectations?: Expectations,
): { lesson: Lesson; point: LessonPoint } {
  let options: unknown;
  let state: unknown;
  try {
    options = game.parseOptions(script.options);
    state = tables(options, script.position);
  } catch (error) {
    throw new LessonPlayError(
      `${script.file}: ${script.position === undefined ? 'options' : 'position'}: ${errorMessage(error)}`,
    );
  }
  let reader: Seat;
  try {
    reader = parseSeat(script.seat, game.seatCount(state));
  } catch (error) {
    throw new LessonPlayError(`${script.file}: seat: ${errorMessage(error)}`);
  }
  const lesson: Lesson = {
    script,
    game,
    bot,
    reader,
    options,
    tables,
    ...(expectations ? { expectations } : {}),
  };
  const record = { start: state, ...(script.position === undefined ? {} : { position: script.position }) };
  const point = settle(lesson, state, 0, [], record);
  checkChecks(lesson, 'given', script.given, point.state, sinceReader(lesson, point.moves));
  return { lesson, point };
}

/**
 * The lesson's moves so far as a hand's review reads them (core/search/review.ts): a reader's move
 * that its beat asked for by name (the one move it accepts) is `forced`, the lesson's choice rather
 * than the reader's, so the review does not mark it.
 */
export function reviewMoves(lesson: Lesson, point: LessonPoint): HandMove[] {
  return point.moves.map(({ seat, action, beat }) => {
    const you = beat === null || seat !== lesson.reader ? null : lesson.script.beats[beat - 1]?.you;
    return Array.isArray(you) && you.length === 1 ? { seat, action, forced: true } : { seat, action };
  });
}

/** After a coach beat alone: on to the next beat. */
export function readOn(lesson: Lesson, point: LessonPoint): LessonPoint {
  if (point.wait.kind !== 'read') return point;
  return settle(lesson, point.state, point.next + 1, point.moves, point.record);
}

/** The reader's try at a decision. */
type Attempt =
  /** The engine refuses it: the rule and why, as the sandbox shows it. */
  | { readonly kind: 'refused'; readonly violation: Violation }
  /**
   * Legal, but not what the lesson asks for: the coach's nudge, the beat's own words, or null where
   * it has none (the lesson's player says it from the move asked for and its why).
   */
  | { readonly kind: 'nudged'; readonly nudge: string | null }
  | { readonly kind: 'made'; readonly point: LessonPoint; readonly move: LessonMove };

export function attempt(lesson: Lesson, point: LessonPoint, tried: unknown): Attempt {
  const { game, reader } = lesson;
  const wait = point.wait;
  if (wait.kind !== 'move') throw new LessonPlayError(`${lesson.script.file}: the lesson is not waiting for a move.`);
  const violation = game.explain(point.state, reader, tried);
  if (violation) return { kind: 'refused', violation };
  // The legal move it is: a move of several cards is the same move whatever order they were chosen in.
  const legal = game.legalActions(point.state, reader);
  const action: unknown = legal[legalIndex(lesson, point, tried)] ?? tried;
  const text = game.formatAction(action);
  if (!accepts(lesson, wait.accept, text)) {
    return { kind: 'nudged', nudge: wait.beat.nudge };
  }
  const applied = game.apply(point.state, reader, action);
  const move: LessonMove = { seat: reader, action: text, events: applied.events, beat: wait.beat.number };
  const moves = [...point.moves, move];
  checkExpect(lesson, wait.beat, applied.state, applied.events);
  return { kind: 'made', move, point: settle(lesson, applied.state, point.next + 1, moves, point.record) };
}

/**
 * Where `action` stands among the reader's legal moves, whatever order its cards were chosen in, or
 * -1 (a move the list leaves out, such as a bet of another whole amount).
 */
export function legalIndex(lesson: Lesson, point: LessonPoint, action: unknown): number {
  const { game, reader } = lesson;
  const text = normal(lesson, game.formatAction(action));
  return game.legalActions(point.state, reader).findIndex((a: unknown) => game.formatAction(a) === text);
}

/** The moves a decision accepts, said in the game's notation (every legal move listed for `any`). */
export function acceptedMoves(lesson: Lesson, point: LessonPoint): readonly string[] {
  const wait = point.wait;
  if (wait.kind !== 'move') return [];
  if (wait.accept !== 'any') return wait.accept.map((a) => normal(lesson, a));
  return lesson.game.legalActions(point.state, lesson.reader).map((a: unknown) => lesson.game.formatAction(a));
}

/**
 * Is a move one the decision at `point` asks for: legal, and accepted? (False for every move when
 * the lesson does not wait for one.) The legal and the accepted moves are listed once, so a control
 * may ask it of every legal move (Dark Hearts' 286 passes, to mark the cards of the one asked for).
 */
export function asking(lesson: Lesson, point: LessonPoint): (action: unknown) => boolean {
  const wait = point.wait;
  if (wait.kind !== 'move') return () => false;
  const { game } = lesson;
  const legal = new Set(game.legalActions(point.state, lesson.reader).map((a: unknown) => game.formatAction(a)));
  const accepted = wait.accept === 'any' ? legal : new Set(wait.accept.map((a) => normal(lesson, a)));
  return (action) => {
    const text = normal(lesson, game.formatAction(action));
    return legal.has(text) && accepted.has(text);
  };
}

function accepts(lesson: Lesson, accept: Accept, text: string): boolean {
  return accept === 'any' || accept.some((a) => normal(lesson, a) === text);
}

/** A move as the engine writes it, so "9s" and "9S" match. */
function normal(lesson: Lesson, action: string): string {
  return lesson.game.formatAction(lesson.game.parseAction(action));
}

/**
 * Runs beats from `next` until the lesson waits for the reader: scripted bot beats are made, a
 * jump sets the table to its position and starts the record again, and before a decision the
 * other seats play by the bot until the reader is to act.
 */
function settle(
  lesson: Lesson,
  state: unknown,
  next: number,
  moves: readonly LessonMove[],
  record: LessonRecord,
): LessonPoint {
  const { script, game, reader } = lesson;
  let made = [...moves];
  let at = next;
  for (;;) {
    const beat = script.beats[at];
    if (!beat) {
      // The coach's closing word speaks of the table as the lesson ends.
      if (script.close) checkChecks(lesson, 'close: given', script.close.given, state, sinceReader(lesson, made));
      return { state, next: at, moves: made, record, wait: { kind: 'end' } };
    }
    const where = `${script.file}: beat ${beat.number}`;
    if (beat.position !== undefined) {
      try {
        state = lesson.tables(lesson.options, beat.position);
      } catch (error) {
        throw new LessonPlayError(`${where}: position: ${errorMessage(error)}`);
      }
      made = [];
      record = { start: state, position: beat.position };
    }
    if (beat.bot) {
      let seat: Seat;
      let applied;
      try {
        seat = parseSeat(beat.bot.seat, game.seatCount(state));
        if (seat === reader)
          throw new Error(`${beat.bot.seat} is the reader's seat: the reader makes that move (you).`);
        if (!game.toAct(state).includes(seat)) throw new Error(`${beat.bot.seat} is not to act.`);
        applied = game.apply(state, seat, game.parseAction(beat.bot.action));
      } catch (error) {
        throw new LessonPlayError(`${where} (bot ${beat.bot.seat} ${beat.bot.action}): ${errorMessage(error)}`);
      }
      state = applied.state;
      made.push({
        seat,
        action: game.formatAction(game.parseAction(beat.bot.action)),
        events: applied.events,
        beat: beat.number,
      });
      checkExpect(lesson, beat, state, applied.events);
      at++;
      continue;
    }
    // Before a beat the reader reads or answers, the others play until the reader is to act, so
    // the coach speaks about the table as the reader finds it.
    state = botsUntilReader(lesson, state, made, where);
    checkChecks(lesson, `beat ${beat.number}: given`, beat.given, state, sinceReader(lesson, made));
    if (beat.you === null) {
      checkExpect(lesson, beat, state, []);
      return { state, next: at, moves: made, record, wait: { kind: 'read', beat } };
    }
    if (!game.toAct(state).includes(reader)) {
      throw new LessonPlayError(`${where}: the hand is over before the reader's decision.`);
    }
    const pointAt = beat.you === 'any' ? firstChoice(lesson, state) : normal(lesson, beat.you[0] as string);
    return { state, next: at, moves: made, record, wait: { kind: 'move', beat, accept: beat.you, pointAt } };
  }
}

/** The bot's own choice for the reader: what the coach points at when any move will do. */
function firstChoice(lesson: Lesson, state: unknown): string {
  const { game, bot, reader } = lesson;
  return game.formatAction(bot(game.view(state, reader), game.legalActions(state, reader), reader));
}

function botsUntilReader(lesson: Lesson, state: unknown, made: LessonMove[], where: string): unknown {
  const { game, bot, reader } = lesson;
  for (let n = 0; n < MAX_BOT_RUN; n++) {
    const toAct = game.toAct(state);
    if (toAct.includes(reader) || toAct.length === 0 || game.outcome(state) !== null) return state;
    const seat = toAct[0] as Seat;
    const action: unknown = bot(game.view(state, seat), game.legalActions(state, seat), seat);
    const applied = game.apply(state, seat, action);
    made.push({ seat, action: game.formatAction(action), events: applied.events, beat: null });
    state = applied.state;
  }
  throw new LessonPlayError(`${where}: the other seats made ${MAX_BOT_RUN} moves without the reader being to act.`);
}

function checkExpect(lesson: Lesson, beat: LessonBeat, state: unknown, events: readonly GameEvent[]): void {
  checkChecks(lesson, `beat ${beat.number}: expect`, beat.expect, state, events);
}

function checkChecks(
  lesson: Lesson,
  where: string,
  checks: Readonly<Record<string, unknown>>,
  state: unknown,
  events: readonly GameEvent[],
): void {
  for (const [key, expected] of Object.entries(checks)) {
    const problem = lesson.expectations?.(state, events, key, expected) ?? null;
    if (problem) throw new LessonPlayError(`${lesson.script.file}: ${where} ${key}: ${problem}`);
  }
}

/** The events of the moves since the reader's last one, as the reader sees them. */
function sinceReader(lesson: Lesson, moves: readonly LessonMove[]): GameEvent[] {
  return sinceLastMove(moves, lesson.reader).flatMap((m) => m.events.map((e) => redactEvent(e, lesson.reader)));
}
