// How the site names seats and tells what happened at the table, for a reader who sits at one of
// them: the sandbox's latest move and log, the lesson's coach ("Since your last move") and its
// transcript, the quiz's questions and verdicts, and the review. One place, so "A (you)" reads the
// same everywhere and a hidden card stays hidden wherever an event is told.

import { redactEvent } from './events.ts';
import type { AnyPlayableGame, GameEvent, Seat, Viewer } from './game.ts';
import { seatLetter } from './seats.ts';

/** A seat as the reader reads it: its letter, and "(you)" for the reader's own ("A (you)", "B"). */
export function seatName(seat: Seat, reader: Seat | null): string {
  return seat === reader ? `${seatLetter(seat)} (you)` : seatLetter(seat);
}

/** The names of the seats for `reader` (null: letters alone, as an example or a bot's reason names them). */
export function namesFor(reader: Seat | null): (seat: Seat) => string {
  return (seat) => seatName(seat, reader);
}

/** The game's sentence for `event`, seen by `viewer` (a seat, or 'all' when every card is shown), naming `reader` "you". */
export function tell(
  game: Pick<AnyPlayableGame, 'describeEvent'>,
  event: GameEvent,
  viewer: Viewer,
  reader: Seat | null,
): string {
  return game.describeEvent(redactEvent(event, viewer), namesFor(reader));
}

// A run of moves told as the coach box's "Since your last move" and the lesson's transcript both
// tell it: each event's sentence, seen by the reader, with a move repeated in a row said once ("B
// rearranges their hand" twenty-six times is once), and seats that did the same thing one after
// another said together ("B and C rearrange their hands": B rearranging then finishing, then C the
// same, is two lines, not four; B, C, B, C rearranging is one).

/** Stands for the event's own seat while sentences are compared. */
const SOMEONE = '\u0000';

/** One seat's turn at the table, or several seats' that were the same: its sentences, repeats said once. */
interface Turn {
  readonly seats: Seat[];
  /** Each sentence's shape (its own seat left out) and its words for the first seat. */
  readonly lines: { readonly shape: string; readonly text: string }[];
}

/** The sentences for `moves`' events as `reader` sees them, repeats folded. */
export function summarise(
  game: Pick<AnyPlayableGame, 'describeEvent'>,
  moves: readonly { readonly events: readonly GameEvent[] }[],
  reader: Seat,
): string[] {
  const name = namesFor(reader);
  // Each seat's events in a row are its turn; an event of no seat is a turn of its own.
  const turns: { seat: Seat | undefined; turn: Turn }[] = [];
  for (const move of moves) {
    for (const raw of move.events) {
      const event = redactEvent(raw, reader);
      const text = game.describeEvent(event, name);
      const seat = event.seat;
      // The sentence with the event's own seat left out: two events of one shape are the same move.
      const shape =
        seat === undefined ? text : game.describeEvent(event, (s: Seat) => (s === seat ? SOMEONE : name(s)));
      const last = turns[turns.length - 1];
      if (seat !== undefined && last && last.seat === seat) {
        const lines = last.turn.lines;
        if (lines[lines.length - 1]?.shape !== shape) lines.push({ shape, text });
        continue;
      }
      turns.push({ seat, turn: { seats: seat === undefined ? [] : [seat], lines: [{ shape, text }] } });
    }
  }
  // A seat's turn that begins by saying all the turn before it said (by another seat, or several)
  // joins it, and goes on with the rest.
  const told: Turn[] = [];
  for (const { seat, turn } of turns) {
    const last = told[told.length - 1];
    if (seat !== undefined && last && last.seats.length > 0 && begins(turn, last)) {
      if (!last.seats.includes(seat)) last.seats.push(seat);
      const rest = turn.lines.slice(last.lines.length);
      if (rest.length > 0) told.push({ seats: [seat], lines: rest });
      continue;
    }
    told.push(turn);
  }
  return told.flatMap(({ seats, lines }) =>
    lines.map(({ shape, text }) => (seats.length < 2 ? text : together(shape, text, seats.map(name)))),
  );
}

/** Does `turn` begin with every line of `before`, each one about its own seat? */
function begins(turn: Turn, before: Turn): boolean {
  return before.lines.every((line, i) => line.shape === turn.lines[i]?.shape && line.shape.includes(SOMEONE));
}

/**
 * The third person's verbs the games' sentences (each game's describeEvent) begin with, or join
 * with "and", as several seats say them: "B rearranges" is "B and C rearrange".
 */
const PLURAL: Readonly<Record<string, string>> = {
  antes: 'ante',
  calls: 'call',
  checks: 'check',
  discards: 'discard',
  does: 'do',
  draws: 'draw',
  flips: 'flip',
  folds: 'fold',
  has: 'have',
  is: 'are',
  keeps: 'keep',
  plays: 'play',
  rearranges: 'rearrange',
  shows: 'show',
  substitutes: 'substitute',
  was: 'were',
  wins: 'win',
};

/**
 * A sentence said of several seats at once, `names` its subject ("B and C rearrange their hands."),
 * when its own seat is its subject alone and its verbs are known; otherwise the first seat's
 * sentence and "the same for" the rest.
 */
function together(shape: string, text: string, names: readonly string[]): string {
  const rest = shape.startsWith(SOMEONE) ? shape.slice(SOMEONE.length) : null;
  const verb = rest === null ? undefined : /^ (\S+)/.exec(rest)?.[1];
  const plural = verb === undefined ? undefined : PLURAL[verb];
  if (rest === null || rest.includes(SOMEONE) || plural === undefined) {
    return `${text.replace(/[.!]$/, '')}, and the same for ${list(names.slice(1))}.`;
  }
  const said = ` ${plural}${rest.slice(verb!.length + 1)}`
    .replace(/ and (\S+)/g, (whole, word: string) => (PLURAL[word] ? ` and ${PLURAL[word]}` : whole))
    .replace(/\btheir hand\b/g, 'their hands');
  return `${list(names)}${said}`;
}

/** Names or words in a sentence: "B", "B and C", "A (you), B and C". */
export function list(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The moves since `reader`'s last one (at a hand's end, from their last one on: it ended the story). */
export function sinceLastMove<M extends { readonly seat: Seat }>(
  moves: readonly M[],
  reader: Seat,
  ended = false,
): readonly M[] {
  const last = moves.map((m) => m.seat).lastIndexOf(reader);
  return last < 0 ? moves : moves.slice(last + (ended ? 0 : 1));
}

/**
 * What a lesson tells the reader at a step, "since your last move": the moves since the reader's
 * last one, led by that move's own consequences (its events after the reader's action, the first:
 * a trick won, points taken, a hand scored), and of those only what was not told at the step
 * before (`told`: how many of `moves` had been made by then), so a step no one moved before tells
 * nothing; nor does one before the reader's first move, which has no "since" (the coach's words
 * tell the table the reader first meets). At a hand's end, every move from the reader's last one
 * on (sinceLastMove).
 */
export function untoldSince<M extends { readonly seat: Seat; readonly events: readonly GameEvent[] }>(
  moves: readonly M[],
  reader: Seat,
  told = 0,
  ended = false,
): readonly M[] {
  if (ended) return sinceLastMove(moves, reader, true);
  const last = moves.map((m) => m.seat).lastIndexOf(reader);
  const mine = moves[last];
  if (!mine) return [];
  if (last < told) return moves.slice(Math.max(told, last + 1));
  return [{ ...mine, events: mine.events.slice(1) }, ...moves.slice(last + 1)];
}
