// Seats are numbered clockwise from 0 and written as letters (A, B, C...), as the source
// examples name players. "Left" is the next seat clockwise. Turns go clockwise unless a game says
// otherwise: a game whose play runs anticlockwise passes that direction to nextSeat and turnOrder.

import { NotationError } from './errors.ts';
import type { Seat } from './game.ts';

type Direction = 'clockwise' | 'anticlockwise';

export function seatLetter(seat: Seat): string {
  return String.fromCharCode(65 + seat);
}

/** A seat's letter, or "none": how example files and probes write an optional seat. */
export function seatOrNone(seat: Seat | null | undefined): string {
  return seat === null || seat === undefined ? 'none' : seatLetter(seat);
}

export function parseSeat(text: string, seats: number): Seat {
  // Positions come from YAML and share links, where a seat may arrive as a number (dealer: 1):
  // String() lets it reach the refusal below rather than fail on trim.
  const letter = String(text).trim().toUpperCase();
  const seat = letter.length === 1 ? letter.charCodeAt(0) - 65 : -1;
  if (seat < 0 || seat >= seats) {
    throw new NotationError(`"${text}" is not a seat; seats are A to ${seatLetter(seats - 1)}.`);
  }
  return seat;
}

/**
 * The seat a letter names, or null where it names none: for a position's "Deal the rest", which
 * deals around a fact the reader left wrong (the position's check then says why).
 */
export function seatNamed(text: unknown, seats: number): Seat | null {
  try {
    return parseSeat(String(text), seats);
  } catch {
    return null;
  }
}

/** Seats at a table: one per hand. */
export function seatCount(state: { readonly hands: readonly unknown[] }): number {
  return state.hands.length;
}

export function leftOf(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}

export function rightOf(seat: Seat, seats: number): Seat {
  return (seat + seats - 1) % seats;
}

/** The seat that acts after `seat` when turns go in `direction`. */
export function nextSeat(seat: Seat, seats: number, direction: Direction = 'clockwise'): Seat {
  return direction === 'clockwise' ? leftOf(seat, seats) : rightOf(seat, seats);
}

/** Every seat once, in turn order starting with `first`. */
export function turnOrder(first: Seat, seats: number, direction: Direction = 'clockwise'): Seat[] {
  const out: Seat[] = [];
  for (let i = 0, seat = first; i < seats; i++, seat = nextSeat(seat, seats, direction)) out.push(seat);
  return out;
}

/** Seats in clockwise order starting with `first`. */
export function clockwiseFrom(first: Seat, seats: number): Seat[] {
  return turnOrder(first, seats, 'clockwise');
}

/** The seats, in order, for which `keep` holds. */
export function seatsWhere(seats: number, keep: (seat: Seat) => boolean): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < seats; s++) if (keep(s)) out.push(s);
  return out;
}
