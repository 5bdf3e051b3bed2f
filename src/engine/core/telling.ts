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
// rearranges their hand" twenty-six times is once), and the same move by several seats in a row
// said once for all of them ("A (you) keeps both cards, and the same for B, C and D").

/** Stands for the event's own seat while sentences are compared. */
const SOMEONE = '\u0000';

/** The sentences for `moves`' events as `reader` sees them, repeats folded. */
export function summarise(
  game: Pick<AnyPlayableGame, 'describeEvent'>,
  moves: readonly { readonly events: readonly GameEvent[] }[],
  reader: Seat,
): string[] {
  const name = namesFor(reader);
  const runs: { shape: string; first: string; seats: Seat[] }[] = [];
  for (const move of moves) {
    for (const raw of move.events) {
      const event = redactEvent(raw, reader);
      const text = game.describeEvent(event, name);
      const seat = event.seat;
      // The sentence with the event's own seat left out: two events of one shape are the same move.
      const shape =
        seat === undefined ? text : game.describeEvent(event, (s: Seat) => (s === seat ? SOMEONE : name(s)));
      const last = runs[runs.length - 1];
      if (last && last.shape === shape && shape.includes(SOMEONE) && seat !== undefined) {
        if (!last.seats.includes(seat)) last.seats.push(seat);
        continue;
      }
      runs.push({ shape, first: text, seats: seat === undefined ? [] : [seat] });
    }
  }
  return runs.map(({ first, seats }) => {
    const others = seats.slice(1).map(name);
    if (others.length === 0) return first;
    const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
    return `${first.replace(/[.!]$/, '')}, and the same for ${list}.`;
  });
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
