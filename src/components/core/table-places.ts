// Where each seat sits on screen. Seats are numbered clockwise (seat + 1 sits on a seat's left), so
// from the seat drawn at the bottom the others run up the left side, across the top from left to
// right, and down the right side. That order is also their reading order, so a screen reader meets
// them in turn order; on a narrow screen the three sides flow into one row in the same order.

import type { Seat } from '../../engine/core/game.ts';

interface SeatPlaces {
  readonly bottom: Seat;
  /** Nearest the bottom seat first. */
  readonly left: readonly Seat[];
  /** Left to right. */
  readonly top: readonly Seat[];
  /** Top to bottom. */
  readonly right: readonly Seat[];
}

export function seatPlaces(seatCount: number, bottom: Seat): SeatPlaces {
  const others: Seat[] = [];
  for (let i = 1; i < seatCount; i++) others.push((bottom + i) % seatCount);
  const k = others.length;
  // One opponent sits across; two sit either side; from three on, the sides share evenly and the
  // top takes the rest, so the table keeps its shape from 3 to 11 players.
  const side = k === 1 ? 0 : k === 2 ? 1 : Math.floor(k / 3);
  return {
    bottom,
    left: others.slice(0, side),
    top: others.slice(side, k - side),
    right: others.slice(k - side),
  };
}
