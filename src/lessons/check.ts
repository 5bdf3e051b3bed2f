// A lesson checked as the build checks it: every path a reader may take through it is played (each
// accepted move at each decision), so every scripted move is legal and every `given` and `expect`
// holds on all of them; every rule id is a section of the page; `covers` is cited by the beats and
// holds every rule the quick start names; and the lesson stays short (decisions on any path, words
// of coaching). The coach's words claim only what the engine shows: each claim the build finds in
// them (claims.ts) is backed by a check of its beat, and each card they name is on the table when
// they are shown; and no rule the lesson covers is used at the table before a beat has said it.
// A problem is a LessonError naming the file and the beat.

import type { ClaimWords } from '../engine/core/claims.ts';
import type { AnyGame, GameEvent } from '../engine/core/game.ts';
import { errorMessage } from '../engine/core/replay.ts';
import { summarise, tell } from '../engine/core/telling.ts';
import { gameById, GAMES, type GameManifest } from '../engine/registry.ts';
import { checkExpect } from '../examples/runner.ts';
import { attempt, openLesson, readOn, tablesOf, type Lesson, type LessonMove, type LessonPoint } from './lesson.ts';
import { claimsIn, offTable, unbacked, type Claim } from './claims.ts';
import { LessonError, type LessonScript } from './script.ts';

export const MAX_DECISIONS = 25;
export const MAX_WORDS = 600;
/** Beyond this many paths a lesson branches too much to check, or to teach: narrow its choices. */
const MAX_PATHS = 5_000;

/** What a checked lesson's main path shows, for the transcript without JavaScript. */
interface TranscriptEntry {
  /** The beat's coaching, when it has any, and its rule. */
  readonly say: string | null;
  readonly rule: string | null;
  readonly ruleTitle: string | null;
  /** What the moves made before the next beat waits did, in sentences (summarise, lesson.ts). */
  readonly moves: readonly string[];
}

export interface CheckedLesson {
  readonly script: LessonScript;
  readonly paths: number;
  /** The most reader decisions on any path. */
  readonly decisions: number;
  readonly words: number;
  /** The lesson as read along its main path (the first accepted move, or the bot's own choice). */
  readonly transcript: readonly TranscriptEntry[];
}

/**
 * Checks `script` against its game. `quickStartRules`: the rules the page's quick start names,
 * which `covers` must hold.
 */
export function checkLesson(
  script: LessonScript,
  quickStartRules: readonly string[],
  games: readonly GameManifest[] = GAMES,
): CheckedLesson {
  const fail = (where: string, message: string): never => {
    throw new LessonError(`${script.file}${where}: ${message}`);
  };
  let manifest: GameManifest;
  try {
    manifest = gameById(script.game, games);
  } catch (error) {
    return fail('', errorMessage(error));
  }
  const game = manifest.game;
  const rules = game.rules as Record<string, string>;
  const known = Object.keys(rules).join(', ');

  const cited = new Set<string>();
  for (const beat of script.beats) {
    if (beat.rule === null) continue;
    if (!(beat.rule in rules))
      fail(`: beat ${beat.number}`, `"${beat.rule}" is not a ${game.title} rule id (known: ${known}).`);
    cited.add(beat.rule);
  }
  for (const rule of script.covers) {
    if (!(rule in rules)) fail(': covers', `"${rule}" is not a ${game.title} rule id (known: ${known}).`);
    if (!cited.has(rule)) fail(': covers', `"${rule}" is covered, but no beat cites it (rule: ${rule}).`);
  }
  const missing = quickStartRules.filter((rule) => !script.covers.includes(rule));
  if (missing.length > 0)
    fail(': covers', `the quick start names ${missing.join(', ')}, which the lesson does not cover.`);

  const words = countWords([
    script.intro,
    ...script.beats.flatMap((b) => [b.say, b.why, b.nudge]),
    script.close?.say ?? null,
  ]);
  if (words > MAX_WORDS) fail('', `${words} words of coaching; a lesson has at most ${MAX_WORDS}.`);

  const claimWords = manifest.claims;
  if (!claimWords)
    return fail(
      '',
      `${game.title}'s manifest gives no claims (core/claims.ts), which a lesson's words are checked by.`,
    );
  const claimed = claimsOf(script, game, claimWords);
  const unbackedClaims = claimed.flatMap(({ where, field, claims, checks }) =>
    claims.flatMap((claim) => {
      const why = unbacked(game, claim, checks);
      return why === null ? [] : [`${where}: ${field} "${claim.words}": ${why}.`];
    }),
  );
  if (unbackedClaims.length > 0)
    throw new LessonError(unbackedClaims.map((line) => `${script.file}${line}`).join('\n'));

  let opened: { lesson: Lesson; point: LessonPoint };
  try {
    opened = openLesson(script, game, manifest.bot, tablesOf(game, script.seed), expectations(game));
  } catch (error) {
    return fail('', errorMessage(error).replace(`${script.file}: `, ''));
  }
  const { lesson } = opened;

  let paths = 0;
  let most = 0;
  const covered = new Set(script.covers);
  const byBeat = new Map<Claimed['beat'], Claim[]>();
  for (const c of claimed) byBeat.set(c.beat, [...(byBeat.get(c.beat) ?? []), ...c.claims]);
  // What the reader sees at a beat: every card its words name is on the table.
  const onTable = (point: LessonPoint, beat: Claimed['beat']): void => {
    const view = game.view(point.state, lesson.reader);
    for (const claim of byBeat.get(beat) ?? []) {
      const why = offTable(game, claimWords, claim, view, lesson.reader);
      if (why !== null) fail(placeOf(beat), `"${claim.words}": ${why}.`);
    }
  };
  // No covered rule is used at the table before a beat has said it: the moves a beat shows by the
  // rules said up to that beat, but the reader's own move (its first event: what the reader did)
  // by those said before the beat, at the decision where the reader made it.
  const saidBefore = (
    moves: readonly LessonMove[],
    said: ReadonlySet<string>,
    before: ReadonlySet<string>,
    where: string,
  ): void => {
    for (const move of moves) {
      for (const [i, event] of move.events.entries()) {
        const known = move.seat === lesson.reader && i === 0 ? before : said;
        if (covered.has(event.rule) && !known.has(event.rule)) {
          const text = tell(game, event, lesson.reader, null);
          fail(where, `"${text}" uses rule ${event.rule} before any beat has said it (rule: ${event.rule}).`);
        }
      }
    }
  };
  onTable(opened.point, null);
  const walk = (point: LessonPoint, decisions: number, said: ReadonlySet<string>, before: LessonPoint | null): void => {
    const moves = movesSince(point, before);
    if (point.wait.kind === 'end') {
      saidBefore(moves, said, said, '');
      onTable(point, 'close');
      paths++;
      if (paths > MAX_PATHS)
        fail('', `more than ${MAX_PATHS} paths through the lesson: accept fewer moves at its decisions.`);
      most = Math.max(most, decisions);
      return;
    }
    const beat = point.wait.beat;
    const where = `: beat ${beat.number}`;
    const now = beat.rule === null ? said : new Set([...said, beat.rule]);
    saidBefore(moves, now, said, where);
    onTable(point, beat.number);
    if (point.wait.kind === 'read') return walk(readOn(lesson, point), decisions, now, point);
    const wait = point.wait;
    if (decisions + 1 > MAX_DECISIONS) fail(where, `more than ${MAX_DECISIONS} reader decisions on one path.`);
    const legal = game.legalActions(point.state, lesson.reader).map((a: unknown) => game.formatAction(a));
    const accepted = wait.accept === 'any' ? legal : wait.accept;
    const others = legal.filter((move: string) => !accepted.some((a) => sameMove(game, a, move)));
    // A decision on one move has its why, which the coach's nudge gives when the beat writes none
    // (core/lesson/controller.ts); one on several moves says what it tells a reader who makes another.
    if (wait.accept !== 'any' && wait.accept.length > 1 && others.length > 0 && wait.beat.nudge === null) {
      fail(
        where,
        `other moves are legal here (${others.join(', ')}): say what the coach tells a reader who makes one (nudge).`,
      );
    }
    for (const move of accepted) {
      let tried;
      try {
        tried = attempt(lesson, point, game.parseAction(move));
      } catch (error) {
        // The problem may be at a later beat, reached after this move: it names that beat.
        const problem = errorMessage(error).replace(`${script.file}: `, '').replace(`beat ${wait.beat.number}: `, '');
        return fail(where, `after ${move}: ${problem}`);
      }
      if (tried.kind === 'refused') {
        fail(where, `${move} is refused here: ${tried.violation.message} [rule ${tried.violation.rule}]`);
      } else if (tried.kind === 'made') walk(tried.point, decisions + 1, now, point);
    }
  };
  try {
    walk(opened.point, 0, new Set(), null);
  } catch (error) {
    if (error instanceof LessonError) throw error;
    throw new LessonError(errorMessage(error));
  }
  return { script, paths, decisions: most, words, transcript: transcriptOf(lesson, opened.point) };
}

/** The main path, beat by beat, as a reader without JavaScript reads it. */
function transcriptOf(lesson: Lesson, first: LessonPoint): TranscriptEntry[] {
  const { game, reader } = lesson;
  const rules = game.rules as Record<string, string>;
  const entries: TranscriptEntry[] = [];
  // The deal, as the table shows it before the first beat: the reader's cards and what lies face up.
  if (lesson.script.position === undefined) {
    const moves = summarise(game, [{ events: game.openingEvents(lesson.options, lesson.script.seed) }], reader);
    if (moves.length > 0) entries.push({ say: null, rule: null, ruleTitle: null, moves });
  }
  let point = first;
  let before: LessonPoint | null = null;
  for (;;) {
    const moves = summarise(game, movesSince(point, before), reader);
    before = point;
    if (moves.length > 0) entries.push({ say: null, rule: null, ruleTitle: null, moves });
    const wait = point.wait;
    if (wait.kind === 'end') {
      const close = lesson.script.close;
      if (close) entries.push({ say: close.say, rule: null, ruleTitle: null, moves: [] });
      return entries;
    }
    const beat = wait.beat;
    entries.push({
      say: beat.say,
      rule: beat.rule,
      ruleTitle: beat.rule === null ? null : (rules[beat.rule] ?? null),
      moves: [],
    });
    if (wait.kind === 'read') point = readOn(lesson, point);
    else {
      const tried = attempt(lesson, point, game.parseAction(wait.pointAt));
      if (tried.kind !== 'made')
        throw new LessonError(`${lesson.script.file}: beat ${beat.number}: ${wait.pointAt} is not made.`);
      point = tried.point;
    }
  }
}

/** The moves made since the point `before` (every move of `point`'s record after a jump, or at first). */
function movesSince(point: LessonPoint, before: LessonPoint | null): readonly LessonMove[] {
  return before !== null && before.record === point.record ? point.moves.slice(before.moves.length) : point.moves;
}

function expectations(game: AnyGame) {
  return (state: unknown, events: readonly GameEvent[], key: string, expected: unknown) =>
    checkExpect(game, state, events, key, expected);
}

function sameMove(game: AnyGame, a: string, b: string): boolean {
  return game.formatAction(game.parseAction(a)) === game.formatAction(game.parseAction(b));
}

function countWords(texts: readonly (string | null)[]): number {
  return texts.reduce((sum, text) => sum + (text ? text.split(/\s+/).filter(Boolean).length : 0), 0);
}

/** A field's claims, with the checks that may back them: a beat's given and expect, the intro's given, the close's. */
interface Claimed {
  /** The beat, null for the intro, 'close' for the coach's closing word. */
  readonly beat: number | null | 'close';
  readonly where: string;
  readonly field: string;
  readonly claims: readonly Claim[];
  readonly checks: readonly (readonly [string, unknown])[];
}

function claimsOf(script: LessonScript, game: AnyGame, words: ClaimWords): Claimed[] {
  const reader = script.seat.toUpperCase();
  const find = (text: string | null): Claim[] => (text === null ? [] : claimsIn(text, words, game.deck, reader));
  const out: Claimed[] = [
    { beat: null, where: '', field: 'intro', claims: find(script.intro), checks: Object.entries(script.given) },
  ];
  for (const beat of script.beats) {
    const checks = [...Object.entries(beat.given), ...Object.entries(beat.expect)];
    for (const field of ['say', 'why', 'nudge'] as const) {
      out.push({ beat: beat.number, where: `: beat ${beat.number}`, field, claims: find(beat[field]), checks });
    }
  }
  const close = script.close;
  if (close) {
    const checks = Object.entries(close.given);
    out.push({ beat: 'close', where: placeOf('close'), field: 'say', claims: find(close.say), checks });
  }
  return out;
}

/** Where a claim's words are, as a problem names it. */
function placeOf(beat: Claimed['beat']): string {
  return beat === null ? ': intro' : beat === 'close' ? ': close' : `: beat ${beat}`;
}
