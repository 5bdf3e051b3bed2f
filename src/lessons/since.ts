// What happened at the table in a run of moves, told as the coach box's "Since your last move" and
// the lesson's transcript both tell it: each event's sentence from the game, seen by the reader,
// with a move repeated in a row said once ("B rearranges their hand" twenty-six times is once), and
// the same move by several seats in a row said once for all of them ("A (you) keeps both cards, and
// the same for B, C and D").

import { redactEvent } from '../engine/core/events.ts';
import type { AnyPlayableGame, GameEvent, Seat } from '../engine/core/game.ts';
import { seatLetter } from '../engine/core/seats.ts';

/** A seat as the lesson names it: its letter, and "(you)" for the reader. */
export function seatName(seat: Seat, reader: Seat): string {
  return seatLetter(seat) + (seat === reader ? ' (you)' : '');
}

/** Stands for the event's own seat while sentences are compared. */
const SOMEONE = '\u0000';

/** The sentences for `moves`' events as `reader` sees them, repeats folded. */
export function summarise(
  game: AnyPlayableGame,
  moves: readonly { readonly events: readonly GameEvent[] }[],
  reader: Seat,
): string[] {
  const name = (seat: Seat): string => seatName(seat, reader);
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
