// The guided lesson's controller: every decision the lesson island makes, in plain TypeScript with
// no markup and no Preact (the contract of every part, ../controller.ts). The lesson itself is pure
// (src/lessons/lesson.ts); this loads it (the checked script, the bot, the tools when it writes a
// position), keeps the reader's place and saves it (src/lessons/progress.ts, through
// ../storage.ts), takes the reader's tries (the engine's refusal for an illegal move, the lesson's
// nudge for a legal one it does not want, and after two misses the move the coach points at), and
// says what the view shows: the coach's words (whole, or a first line and the rest), what the
// other seats did since the reader's last move (in sentences, and seat by seat), the end with its
// links and the hand for its review, and where the reader's eyes go after each step (the whole
// table, the coach's box in it, in view, and focus on what to do next). What it needs from the page (the script, the storage, a
// random seed) is passed in, so the tests play it in Node (tests/components/lesson-controller.test.ts).

import type { Seat, Violation } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import type { HandMove } from '../../../engine/core/search/review.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { sayMove } from '../../../engine/core/search/words.ts';
import { namesFor, summarise, untoldSince } from '../../../engine/core/telling.ts';
import {
  asking,
  attempt,
  openLesson,
  readOn,
  reviewMoves,
  servedTables,
  type Lesson,
  type LessonPoint,
  type ServedLesson,
} from '../../../lessons/lesson.ts';
import { PLACE_FORMAT, replay, stepOf, type Step } from '../../../lessons/progress.ts';
import { look, snapshots, STILL, type Controller, type Eyes } from '../controller.ts';
import { linkWith, playLink, recordWriter } from '../sandbox/play-link.ts';
import type { Session } from '../sandbox/session.ts';
import { place, type Place } from '../storage.ts';

/**
 * A try that did not go: the engine's refusal, or the coach's nudge. Once the coach points at the
 * move, the nudge has no words of its own (null: the view says only that this was not it), so the
 * move asked for is said twice, by the coach and the pointer, not three times.
 */
export type Miss =
  | { readonly kind: 'refused'; readonly violation: Violation }
  | { readonly kind: 'nudged'; readonly nudge: string | null };

/** The move the coach points at after two misses. */
export interface Pointer {
  /** The move said to the reader, in the game's words for it (core/search/words.ts, sayMove). */
  readonly move: string;
  /** Why the lesson needs it (the beat's `why`), when it says. */
  readonly why: string | null;
}

/** What the coach says now. */
export interface Coach {
  /** The beat's words ("Your move." at a decision that has none). */
  readonly say: string;
  /** Its first sentence, for a view with room for one line, and the rest ('' when there is none). */
  readonly lead: string;
  readonly more: string;
  /** The rule the words rest on, and its title. */
  readonly rule: string | null;
  readonly ruleTitle: string | null;
}

/** What the other seats did since the reader's last move (at the end: the last moves, the reader's included). */
export interface Since {
  readonly heading: 'Since your last move' | 'Last moves';
  /** In sentences, a move repeated in a row said once (core/telling.ts, summarise). */
  readonly lines: readonly string[];
  /** The same moves seat by seat, in the order they first moved: for a view with room for a line each. */
  readonly bySeat: readonly { readonly seat: Seat; readonly name: string; readonly lines: readonly string[] }[];
}

/** The lesson's end: what it says, and what the reader may do next. */
export interface LessonEnd {
  /** The hand's result, as the engine sums it up. */
  readonly summary: string;
  /** The coach's closing word (the lesson's `close`): what happened, and what to try next. */
  readonly close: string | null;
  /** The rules the lesson met. */
  readonly covers: readonly string[];
  /**
   * "Play a real hand": a fresh deal with the lesson's options, as a link the page's sandbox opens;
   * null until the record writer has come (asked for as the hand is dealt, so almost always there).
   */
  readonly fresh: string | null;
  /**
   * The guided hand as the sandbox keeps a hand, so the sandbox's review reads it: the same deal,
   * every move, the reader's seat ("try again from here" then opens it in the sandbox). After a
   * jump, the hand is the one played from the jump's position.
   */
  readonly session: Session<unknown>;
  /** Its moves as the review reads them: those the lesson asked for by name are the lesson's, not the reader's. */
  readonly moves: readonly HandMove[];
}

/**
 * Where the lesson sends the reader's eyes: the table (the game's table with the coach's box in it,
 * brought whole into view: on a phone it is laid out to fit the window), the hand (its first move),
 * the button that reads on (Continue, or at the end "Play a real hand"), the Review button.
 */
type LessonEyes = 'table' | 'hand' | 'next' | 'review';

/** One of the lesson's own actions beside the table, for a view that gathers them in a menu. */
interface MenuItem {
  readonly action: 'restart';
  readonly label: string;
}

export interface LessonSnapshot {
  /** The lesson, once loaded (its script, game and reader's seat); null while it loads. */
  readonly lesson: Lesson | null;
  /** Why the lesson could not be loaded, in a sentence. */
  readonly failed: string | null;
  /** A message about the reader's saved place (it could not be restored). */
  readonly notice: string | null;
  readonly point: LessonPoint | null;
  /** The table as the reader sees it (the game's view from their seat). */
  readonly view: unknown;
  /** The reader's legal moves, at a decision (none otherwise). */
  readonly legal: readonly unknown[];
  /**
   * At a decision that accepts only some of the legal moves: is this one of them? The controls
   * mark those alone as the move to make, so no other button looks like the one the coach means
   * (DWYN's "Draw from the pool" when the coach says not to draw). Null when any legal move goes.
   */
  readonly asked: ((action: unknown) => boolean) | null;
  readonly coach: Coach | null;
  readonly since: Since | null;
  /** The reader's last try at this decision, when it did not go. */
  readonly miss: Miss | null;
  /** After two misses, the move the coach points at, said as an instruction ("Play the 9 of spades."), and why. */
  readonly pointer: Pointer | null;
  /** "3 moves made · you are seat A". */
  readonly progress: string;
  readonly menu: readonly MenuItem[];
  readonly end: LessonEnd | null;
  /** The guided hand's review, while it is open. */
  readonly reviewing: boolean;
  readonly eyes: Eyes<LessonEyes>;
}

interface LessonActions {
  /** The reader's move: made, refused by the engine, or nudged by the coach. */
  attempt(action: unknown): void;
  /** After a coach beat alone: on to the next. */
  readOn(): void;
  /** Back to the deal; the saved place goes. */
  restart(): void;
  dismissNotice(): void;
  openReview(): void;
  closeReview(): void;
}

export interface LessonController extends Controller<LessonSnapshot>, LessonActions {}

interface LessonEnv {
  readonly manifest: PlayManifest;
  /** The checked lesson (a page fetches its /lessons/<game>.json). */
  readonly script: () => Promise<ServedLesson>;
  /** Where the reader's place is kept (default: the page's localStorage, lesson:<game>). */
  readonly place?: Place;
  /** The seed of the fresh deal the end offers (default: Math.random). */
  readonly randomSeed?: () => number;
}

/** Misses before the coach says which move to make. */
const MISSES_BEFORE_POINTING = 2;

const MENU: readonly MenuItem[] = [{ action: 'restart', label: 'Start the lesson again' }];

const LOST_PLACE = 'Your place in this lesson could not be restored, so it starts again from the deal.';

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** Its first sentence, and the rest. */
function firstSentence(text: string): { lead: string; more: string } {
  const at = /[.!?](?=\s+\S)/.exec(text);
  if (!at) return { lead: text, more: '' };
  return { lead: text.slice(0, at.index + 1), more: text.slice(at.index + 1).trim() };
}

export function createLessonController(env: LessonEnv): LessonController {
  const { manifest, script: loadScript, randomSeed: newSeed = randomSeed } = env;
  const { game } = manifest;
  const saved = env.place ?? place(`lesson:${game.id}`);
  const titles = game.rules as Readonly<Record<string, string>>;
  let lesson: Lesson | null = null;
  let start: LessonPoint | null = null;
  let point: LessonPoint | null = null;
  // The point the reader was shown before this one (null at the start, or a place taken up again):
  // what was told there is not told again.
  let shown: LessonPoint | null = null;
  let steps: readonly Step[] = [];
  let miss: Miss | null = null;
  let misses = 0;
  let failed: string | null = null;
  let notice: string | null = null;
  let reviewing = false;
  let eyes: Eyes<LessonEyes> = STILL;
  let disposed = false;
  // The end's fresh deal, made once per end reached (its seed is random).
  let ending: { point: LessonPoint; end: LessonEnd } | null = null;

  const snapshotNow = (): LessonSnapshot => {
    const reader = lesson?.reader ?? 0;
    const wait = point?.wait;
    const decisions = steps.filter((s) => s !== 'r').length;
    return {
      lesson,
      failed,
      notice,
      point,
      view: point ? game.view(point.state, reader) : null,
      legal: point && wait?.kind === 'move' ? game.legalActions(point.state, reader) : [],
      asked: askedAt(lesson, point),
      coach: lesson && point ? coachAt(point) : null,
      since: lesson && point ? sinceAt(lesson, point, shown) : null,
      miss,
      pointer:
        lesson && wait?.kind === 'move' && misses >= MISSES_BEFORE_POINTING
          ? { move: `${sayMove(game, manifest, game.parseAction(wait.pointAt))}.`, why: wait.beat.why }
          : null,
      progress: `${decisions === 1 ? '1 move made' : `${decisions} moves made`} · you are seat ${seatLetter(reader)}`,
      menu: MENU,
      end: lesson && point?.wait.kind === 'end' ? endAt(lesson, point) : null,
      reviewing,
      eyes,
    };
  };
  const store = snapshots(snapshotNow());
  const changed = (): void => {
    if (!disposed) store.set(snapshotNow());
  };

  const coachAt = (at: LessonPoint): Coach | null => {
    const wait = at.wait;
    if (wait.kind === 'end') return null;
    const say = wait.beat.say ?? 'Your move.';
    const rule = wait.beat.say ? (wait.beat.rule ?? null) : null;
    return { say, ...firstSentence(say), rule, ruleTitle: rule === null ? null : (titles[rule] ?? rule) };
  };

  const endAt = (played: Lesson, at: LessonPoint): LessonEnd => {
    if (ending?.point === at) return ending.end;
    const { script, reader } = played;
    const { record } = at;
    const session: Session<unknown> = {
      setup: {
        options: script.options as Readonly<Record<string, unknown>>,
        seed: script.seed,
        seat: reader,
        ...(record.position === undefined ? {} : { position: record.position }),
      },
      opening: [],
      start: record.start,
      state: at.state,
      history: at.moves.map(({ seat, action, events }) => ({ seat, action, events })),
    };
    const deal = { options: script.options, seed: newSeed(), actions: [], seat: reader };
    const writer = recordWriter.loaded;
    const end: LessonEnd = {
      summary: game.outcome(at.state)?.summary ?? '',
      close: script.close?.say ?? null,
      covers: script.covers,
      fresh: writer ? linkWith(writer, game, deal) : null,
      session,
      moves: reviewMoves(played, at),
    };
    ending = { point: at, end };
    if (!writer) {
      // The writer had not come: the link follows as soon as it does.
      void playLink(game, deal).then((fresh) => {
        if (disposed || ending?.end !== end || fresh === null) return;
        ending = { point: at, end: { ...end, fresh } };
        changed();
      });
    }
    return end;
  };

  /**
   * The nudge of a beat without its own: the rules allow the move tried, and the lesson asks for its
   * move here, for the beat's reason (a newcomer's phone trial: "Allowed, but play the Dark King
   * of spades." gave no reason, and read as a refusal). One short line, so the hand stays in view.
   */
  const allowedBut = (at: LessonPoint): string => {
    if (at.wait.kind !== 'move') return '';
    const move = sayMove(game, manifest, game.parseAction(at.wait.pointAt));
    const why = at.wait.beat.why;
    return `The rules allow it, but this lesson asks you to ${move.charAt(0).toLowerCase()}${move.slice(1)} here.${why ? ` ${why}` : ''}`;
  };

  /** Where focus goes at `at`: the first move at a decision, else the button that reads on. */
  const focusAt = (at: LessonPoint): LessonEyes => (at.wait.kind === 'move' ? 'hand' : 'next');

  /** A step taken: the new point, saved; the table comes back into view, and focus goes to what is next. */
  const go = (next: LessonPoint, step: Step): void => {
    shown = point;
    point = next;
    steps = [...steps, step];
    miss = null;
    misses = 0;
    saved.write(PLACE_FORMAT, steps);
    eyes = look(eyes, focusAt(next), 'table');
    changed();
  };

  const load = async (): Promise<void> => {
    const [script, bot] = await Promise.all([loadScript(), manifest.bot()]);
    // A written position, the lesson's own or a jump's, comes with the script as the build made it;
    // read here from the position itself, it would need the game's tools.
    const tables = servedTables(game, script.seed, script.tables);
    const opened = openLesson(script, game, bot, tables);
    if (disposed) return;
    // The end's "Play a real hand" link is written by the record writer: asked for now, as the
    // hand is dealt, so it is there by the end.
    recordWriter().catch(() => undefined);
    lesson = opened.lesson;
    start = opened.point;
    const read = saved.read(PLACE_FORMAT);
    const restored = read.value === null ? null : replay(opened.lesson, opened.point, read.value);
    if (read.dropped || (read.value !== null && !restored)) {
      notice = LOST_PLACE;
      saved.clear();
    }
    point = restored?.point ?? opened.point;
    shown = null;
    steps = restored?.steps ?? [];
    // The reader has just asked for the lesson: its table comes into view with it.
    eyes = look(eyes, focusAt(point), 'table');
    changed();
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () =>
      load().catch((error: unknown) => {
        failed = `The lesson could not be loaded: ${errorMessage(error)}`;
        changed();
      }),
    dispose() {
      disposed = true;
    },
    attempt(action) {
      if (!lesson || !point) return;
      const tried = attempt(lesson, point, action);
      if (tried.kind === 'made') return go(tried.point, stepOf(lesson, point, action));
      misses++;
      miss =
        tried.kind === 'refused'
          ? tried
          : { kind: 'nudged', nudge: misses >= MISSES_BEFORE_POINTING ? null : (tried.nudge ?? allowedBut(point)) };
      // The refusal or the nudge has grown the coach's box (it sits between the coach and the
      // hand): the table is brought into view again; focus stays on the control the reader used.
      eyes = look(eyes, null, 'table');
      changed();
    },
    readOn() {
      if (lesson && point?.wait.kind === 'read') go(readOn(lesson, point), 'r');
    },
    restart() {
      if (!start) return;
      saved.clear();
      point = start;
      shown = null;
      steps = [];
      miss = null;
      misses = 0;
      notice = null;
      reviewing = false;
      eyes = look(eyes, focusAt(start), 'table');
      changed();
    },
    dismissNotice() {
      notice = null;
      changed();
    },
    openReview() {
      reviewing = true;
      changed();
    },
    closeReview() {
      reviewing = false;
      eyes = look(eyes, 'review');
      changed();
    },
  };
}

/** The moves the decision at `point` asks for, when it does not take any legal move (LessonSnapshot.asked). */
function askedAt(lesson: Lesson | null, point: LessonPoint | null): ((action: unknown) => boolean) | null {
  if (!lesson || point?.wait.kind !== 'move' || point.wait.accept === 'any') return null;
  return asking(lesson, point);
}

/**
 * The moves since the reader's last one (with what that move brought), told in sentences and seat
 * by seat; those already told at the point shown `before` are not told again.
 */
function sinceAt(lesson: Lesson, point: LessonPoint, before: LessonPoint | null): Since | null {
  const { game, reader } = lesson;
  const ended = point.wait.kind === 'end';
  const told = before !== null && before.record === point.record ? before.moves.length : 0;
  const moves = untoldSince(point.moves, reader, told, ended);
  const lines = summarise(game, moves, reader);
  if (lines.length === 0) return null;
  const seats = [...new Set(moves.map((m) => m.seat))];
  return {
    heading: ended ? 'Last moves' : 'Since your last move',
    lines,
    bySeat: seats.map((seat) => ({
      seat,
      name: namesFor(reader)(seat),
      lines: summarise(
        game,
        moves.filter((m) => m.seat === seat),
        reader,
      ),
    })),
  };
}
