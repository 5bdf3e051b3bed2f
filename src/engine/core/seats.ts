// Seats are numbered clockwise from 0 and written as letters (A, B, C...), as the source
// examples name players. "Left" is the next seat clockwise.

import { NotationError } from './errors.ts';
import type { Seat } from './game.ts';

export function seatLetter(seat: Seat): string {
  return String.fromCharCode(65 + seat);
}

export function parseSeat(text: string, seats: number): Seat {
  const letter = text.trim().toUpperCase();
  const seat = letter.length === 1 ? letter.charCodeAt(0) - 65 : -1;
  if (seat < 0 || seat >= seats) {
    throw new NotationError(`"${text}" is not a seat; seats are A to ${seatLetter(seats - 1)}.`);
  }
  return seat;
}

export function leftOf(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}

/** Seats in clockwise order starting with `first`. */
export function clockwiseFrom(first: Seat, seats: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < seats; i++) out.push((first + i) % seats);
  return out;
}
