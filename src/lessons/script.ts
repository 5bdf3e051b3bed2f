// The guided-lesson file format (content/lessons/<game>.yaml), parsed and checked for shape. A
// lesson is a fixed deal and a list of beats; lesson.ts replays it through the engine, and the
// build checks every path a reader may take through it (check.ts). Every message names the file
// and the beat, because an author reads it in a build log. (Words with ": " in them are quoted,
// "like: this", or YAML reads them as a mapping.)
//
//   title: Your first hand
//   intro: One sentence before the first beat.
//   seat: A                       # the reader's seat
//   options: { players: 3 }        # the game's defaults for the rest
//   seed: 12                       # the deal (or `position:` for a hand-written one)
//   covers: [one-lower, must-play] # the rules the lesson teaches; each cited by a beat
//   given: { dealer: C }           # checks of the table the intro speaks of, as the lesson opens
//   beats:
//     - say: Your hand is at the bottom.  # a coach beat alone: the reader reads on
//       rule: deal
//     - say: You hold the 9 of spades, so you must play it.
//       rule: must-play
//       given: { needed: 9, hand.A: { has: [9S] } }  # the table as the reader finds it at this beat
//       you: 9S                    # one exact move (with `why`), a list of moves, or `any`
//       why: The lesson needs the black 9 gone.
//       nudge: Both 9s are legal, but shed the black one first.
//       expect: { turn: B }        # after the reader's move (for a beat alone, as it is shown)
//     - bot: B draw                # a scripted move for another seat (else the heuristic bot plays)
//     - say: "Later in a game: ..."  # a jump: the table becomes a written position (the game's
//       rule: winning               #   position format, dealt from the lesson's seed), and the
//       position: { ... }           #   lesson goes on from there; its words say so
//
// Before each beat the other seats play by the game's heuristic bot until the reader is to act (a
// beat's words are shown with the table as the reader then finds it), so a lesson is the same hand
// every time and a script names only the other seats' moves it needs to be exact.
//
// `given` and `expect` use the worked examples' checks (src/examples/runner.ts: the game's probes,
// toAct, legal, events, cards, over; `{ has: [...] }` for one item among many). In `given`, events
// and cards are those of the moves since the reader's last one. A decision always says something.
// A jump leaves the moves before it behind: the record a review replays starts at its position.
// The coach's words claim only what a check backs: the build finds the cards they name and the
// game's other claims (src/lessons/claims.ts) and fails on any without a check, or off the table.

import { isRecord, readYaml, text, unknownKeys as unknownKeysOf } from '../examples/fields.ts';

/** What the reader may do at a decision: any legal move, or one of these moves (game notation). */
export type Accept = 'any' | readonly string[];

export interface LessonBeat {
  /** 1-based, as the author counts them. */
  readonly number: number;
  /** The coach's words, when the beat has any. */
  readonly say: string | null;
  /** The rule the beat introduces (a section of the page); required with `say`. */
  readonly rule: string | null;
  /** A reader's decision, when the beat asks for one. */
  readonly you: Accept | null;
  /** Why the one move is the one the lesson needs (a decision that accepts one move only). */
  readonly why: string | null;
  /** What the coach says to a legal move the lesson does not want. */
  readonly nudge: string | null;
  /** A scripted move for another seat: seat letter and action. */
  readonly bot: { readonly seat: string; readonly action: string } | null;
  /** Checks of the table as the reader finds it when the beat is shown. */
  readonly given: Readonly<Record<string, unknown>>;
  /** Checks after the reader's (or the scripted) move; for a beat alone, as it is shown. */
  readonly expect: Readonly<Record<string, unknown>>;
  /** A written position the table jumps to as the beat is reached (the game's position format). */
  readonly position?: unknown;
}

export interface LessonScript {
  /** The game's id, from the file's name. */
  readonly game: string;
  readonly file: string;
  readonly title: string;
  readonly intro: string;
  /** The reader's seat, as a letter. */
  readonly seat: string;
  readonly options: unknown;
  readonly seed: number;
  readonly position?: unknown;
  readonly covers: readonly string[];
  /** Checks of the table as the lesson opens, which back the intro's words. */
  readonly given: Readonly<Record<string, unknown>>;
  readonly beats: readonly LessonBeat[];
}

export class LessonError extends Error {
  override readonly name = 'LessonError';
}

const TOP_KEYS = ['title', 'intro', 'seat', 'options', 'seed', 'position', 'covers', 'given', 'beats'];
const BEAT_KEYS = ['say', 'rule', 'you', 'why', 'nudge', 'bot', 'given', 'expect', 'position'];

/** `file` is the path from the project root, e.g. content/lessons/dawn.yaml. */
export function parseLessonFile(source: string, file: string): LessonScript {
  const match = /(?:^|\/)content\/lessons\/([a-z0-9-]+)\.ya?ml$/.exec(file);
  if (!match) throw new LessonError(`${file}: lesson files live at content/lessons/<game>.yaml.`);
  const raw = readYaml(source, file, LessonError);
  unknownKeys(raw, TOP_KEYS, file);
  const seed = raw['seed'] ?? 1;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    throw new LessonError(`${file}: seed must be a whole number.`);
  const covers = raw['covers'];
  if (!Array.isArray(covers) || covers.length === 0 || !covers.every((c) => typeof c === 'string'))
    throw new LessonError(`${file}: covers must be a non-empty list of rule ids.`);
  const beats = raw['beats'];
  if (!Array.isArray(beats) || beats.length === 0) throw new LessonError(`${file}: beats must be a non-empty list.`);
  return {
    game: match[1] ?? '',
    file,
    title: text_(raw['title'], `${file}: title`),
    intro: text_(raw['intro'], `${file}: intro`),
    seat: text_(raw['seat'], `${file}: seat`),
    options: raw['options'] ?? {},
    seed,
    ...(raw['position'] === undefined ? {} : { position: raw['position'] }),
    covers: covers as string[],
    given: checks(raw['given'], `${file}: given`),
    beats: beats.map((beat: unknown, i: number) => parseBeat(beat, i + 1, `${file}: beat ${i + 1}`)),
  };
}

function parseBeat(raw: unknown, number: number, where: string): LessonBeat {
  if (!isRecord(raw)) throw new LessonError(`${where}: a beat is a mapping (say and rule, you, or bot).`);
  unknownKeys(raw, BEAT_KEYS, where);
  const say = optionalText(raw['say'], `${where}: say`);
  const rule = optionalText(raw['rule'], `${where}: rule`);
  const you = raw['you'] === undefined ? null : accept(raw['you'], `${where}: you`);
  const bot = raw['bot'] === undefined ? null : scripted(raw['bot'], `${where}: bot`);
  const why = optionalText(raw['why'], `${where}: why`);
  const nudge = optionalText(raw['nudge'], `${where}: nudge`);
  const given = checks(raw['given'], `${where}: given`);
  const expect = checks(raw['expect'], `${where}: expect`);
  if (raw['position'] !== undefined && (bot !== null || say === null))
    throw new LessonError(`${where}: a jump to a position says so (say), and is not a bot's move.`);
  if (you !== null && bot !== null)
    throw new LessonError(`${where}: a beat is the reader's move or a bot's, not both.`);
  if (you === null && bot === null && say === null)
    throw new LessonError(`${where}: a beat says something (say), asks the reader (you) or moves a bot (bot).`);
  if (say !== null && rule === null) throw new LessonError(`${where}: a beat that says something names its rule.`);
  if (you !== null && say === null)
    throw new LessonError(`${where}: a decision says something (say): what the reader is deciding, and why.`);
  if (bot !== null && Object.keys(given).length > 0)
    throw new LessonError(`${where}: given belongs to a beat the reader reads or answers, not a bot's move.`);
  if (you === null && (why !== null || nudge !== null))
    throw new LessonError(`${where}: why and nudge belong to a beat that asks the reader (you).`);
  if (Array.isArray(you) && you.length === 1 && why === null)
    throw new LessonError(`${where}: a decision with one move says why it is the one (why).`);
  return {
    number,
    say,
    rule,
    you,
    why,
    nudge,
    bot,
    given,
    expect,
    ...(raw['position'] === undefined ? {} : { position: raw['position'] }),
  };
}

function checks(value: unknown, where: string): Readonly<Record<string, unknown>> {
  const found = value ?? {};
  if (!isRecord(found)) throw new LessonError(`${where} must be a mapping of checks.`);
  return found;
}

function accept(value: unknown, where: string): Accept {
  if (value === 'any') return 'any';
  if (typeof value === 'string' || typeof value === 'number') return [String(value).trim()];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.map((v) => String(v).trim());
  throw new LessonError(`${where}: "any", one move, or a list of moves.`);
}

function scripted(value: unknown, where: string): { seat: string; action: string } {
  const match = typeof value === 'string' ? /^([A-Z])\s+(.+)$/.exec(value.trim()) : null;
  if (!match) throw new LessonError(`${where}: a seat letter and a move, like "B draw".`);
  return { seat: match[1] as string, action: (match[2] as string).trim() };
}

function optionalText(value: unknown, where: string): string | null {
  return value === undefined ? null : text_(value, where);
}

/** Text with runs of spaces made one: YAML's folded lines keep the author's line breaks. */
function text_(value: unknown, where: string): string {
  return text(value, where, LessonError).replace(/\s+/g, ' ');
}

function unknownKeys(raw: Record<string, unknown>, allowed: readonly string[], where: string): void {
  unknownKeysOf(raw, allowed, where, LessonError);
}
