// The guided-lesson file format (content/lessons/<game>.yaml), as a zod schema: the build reads the
// files as Astro's `lessons` collection (content.config.ts), Node's tests and scripts with
// parseLessonFile, both through this one definition. A lesson is a fixed deal and a list of beats;
// lesson.ts replays it through the engine, and the build checks every path a reader may take
// through it (check.ts). (Words with ": " in them are quoted, "like: this", or YAML reads them as a
// mapping.)
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
//       why: One black card fewer.
//       nudge: Both 9s are legal, but shed the black one first.  # to another legal move; left
//                                  #   out, the rules allowing it and the why are said
//       expect: { turn: B }        # after the reader's move (for a beat alone, as it is shown)
//     - bot: B draw                # a scripted move for another seat (else the heuristic bot plays)
//     - say: "Later in a game: ..."  # a jump: the table becomes a written position (the game's
//       rule: winning               #   position format, dealt from the lesson's seed), and the
//       position: { ... }           #   lesson goes on from there; its words say so
//   close:                         # the coach's last word, shown with the lesson's end: what
//     say: You won. Next, play a real hand.  # happened, and what to try next (the end's buttons)
//     given: { winners: [A] }      # checks of the table as the lesson ends
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

import { z } from 'astro/zod';
import { closed, mapping, readYamlFile, seed, text } from '../examples/fields.ts';

/** Text with runs of spaces made one: YAML's folded lines keep the author's line breaks. */
const words = text.transform((value) => value.replace(/\s+/g, ' '));
const optionalWords = words.optional().transform((value) => value ?? null);

/** A move in the game's notation (YAML reads 10 as a number). */
const move = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** What the reader may do at a decision: any legal move, or one of these moves (game notation). */
const ACCEPT = 'must be "any", one move, or a list of moves';
const accept = z.union([z.literal('any'), move.transform((one) => [one]), z.array(move).min(1, ACCEPT)], {
  errorMap: () => ({ message: ACCEPT }),
});

/** A scripted move for another seat: seat letter and action, "B draw". */
const scripted = z
  .string()
  .trim()
  .regex(/^[A-Z]\s+\S/, 'must be a seat letter and a move, like "B draw"')
  .transform((value) => ({ seat: value.charAt(0), action: value.slice(1).trim() }));

const beat = closed({
  /** The coach's words. */
  say: optionalWords,
  /** The rule the beat introduces (a section of the page); required with `say`. */
  rule: optionalWords,
  /** A reader's decision. */
  you: accept.optional().transform((value) => value ?? null),
  /** Why the one move is the one the lesson needs (a decision that accepts one move only). */
  why: optionalWords,
  /**
   * What the coach says to a legal move the lesson does not want: needed where the decision accepts
   * several moves; else, left out, the lesson says the rules allow it and gives the beat's why.
   */
  nudge: optionalWords,
  /** A scripted move for another seat. */
  bot: scripted.optional().transform((value) => value ?? null),
  /** Checks of the table as the reader finds it when the beat is shown. */
  given: mapping,
  /** Checks after the reader's (or the scripted) move; for a beat alone, as it is shown. */
  expect: mapping,
  /** A written position the table jumps to as the beat is reached (the game's position format). */
  position: z.unknown(),
}).superRefine((fields, ctx) => {
  // The rules between a beat's fields, each reported on the field it asks for.
  const refuse = (field: string | null, message: string): void => {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: field === null ? [] : [field], message });
  };
  const { say, rule, you, why, nudge, bot, given, position } = fields;
  if (position !== undefined && (bot !== null || say === null))
    refuse('position', "a jump to a position says so (say), and is not a bot's move");
  if (you !== null && bot !== null) refuse('bot', "a beat is the reader's move or a bot's, not both");
  if (you === null && bot === null && say === null)
    refuse(null, 'a beat says something (say), asks the reader (you) or moves a bot (bot)');
  if (say !== null && rule === null) refuse('rule', 'a beat that says something names its rule');
  if (you !== null && say === null) refuse('say', 'a decision says something: what the reader is deciding, and why');
  if (bot !== null && Object.keys(given).length > 0)
    refuse('given', "given belongs to a beat the reader reads or answers, not a bot's move");
  if (you === null && why !== null) refuse('why', 'why belongs to a beat that asks the reader (you)');
  if (you === null && nudge !== null) refuse('nudge', 'nudge belongs to a beat that asks the reader (you)');
  if (Array.isArray(you) && you.length === 1 && why === null)
    refuse('why', 'a decision with one move says why it is the one');
});

/** The coach's closing word, shown with the lesson's end, and the checks of the table it speaks of. */
const close = closed({ say: words, given: mapping });

/** A lesson file's fields, as the schema reads them. */
export const lessonFile = closed({
  title: words,
  intro: words,
  /** The reader's seat, as a letter. */
  seat: words,
  options: mapping,
  seed,
  position: z.unknown(),
  /** The rules the lesson teaches. */
  covers: z.array(z.string()).min(1, 'must be a list of one rule id or more'),
  /** Checks of the table as the lesson opens, which back the intro's words. */
  given: mapping,
  beats: z
    .array(beat)
    .min(1, 'must be a list of one beat or more')
    // Numbered from 1, as the author counts them.
    .transform((beats) => beats.map((fields, i) => ({ number: i + 1, ...fields }))),
  close: close.optional().transform((value) => value ?? null),
});

type LessonFields = z.output<typeof lessonFile>;

export type Accept = z.output<typeof accept>;
export type LessonBeat = LessonFields['beats'][number];

export interface LessonScript extends LessonFields {
  /** The game's id, from the file's name. */
  readonly game: string;
  /** The file's path from the project's root, which every problem names. */
  readonly file: string;
}

export class LessonError extends Error {
  override readonly name = 'LessonError';
}

/** The lesson of `game`, read from `file` as `fields`. */
export function lessonScript(game: string, file: string, fields: LessonFields): LessonScript {
  return { game, file, ...fields };
}

/** Node's reading of a lesson file; `file` is its path from the root, content/lessons/<game>.yaml. */
export function parseLessonFile(source: string, file: string): LessonScript {
  const match = /(?:^|\/)content\/lessons\/([a-z0-9-]+)\.ya?ml$/.exec(file);
  if (!match) throw new LessonError(`${file}: lesson files live at content/lessons/<game>.yaml.`);
  return lessonScript(match[1] ?? '', file, readYamlFile(source, file, lessonFile, LessonError));
}
