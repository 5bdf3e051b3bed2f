// Where "Deal the rest" deals a Dark Hearts position's unplaced cards (core/position/fill.ts).
// Every hand holds the same number, less one for a player who has played to the trick in progress
// (rule turn-order). When the reader says how many tricks are over (the spec's `tricks`), that is
// the deal's number less them. Otherwise: at the pass, and while the card that opens the first trick is still held or
// is the trick's lead (rule first-lead), no trick is over, so that is the deal's number (13, or 17
// with three players); later, the number the reader's hands show: their largest; with no card in
// any hand, the deal's number, or one fewer when a trick is led with another card (the first trick
// is over). The cards left over were played in earlier tricks (or
// are the leftover), so the first trick's opening card is not dealt once a trick is over; while
// none is, it goes only to the player the reader says leads. A player who has gone off suit in the
// trick is dealt no card of the suit led (rule follow-suit), and a card a player has chosen to pass
// goes to that player's hand (rule pass). The spec is read as position.ts reads it, written again
// here rather than imported: this module is fetched on the tap, and importing position.ts would
// split it from the game's tools into a chunk of its own, which opening the view would load
// (tests/engine/position-edit/fill.test.ts holds the two together).

import type { FillPlan } from '../core/position/fill.ts';
import { seatLetter, seatNamed } from '../core/seats.ts';
import { faceSuit, parseFace, type DarkCard, type Shade } from './deck.ts';
import { firstLeadCard } from './legal.ts';
import { handSize, type DarkHeartsOptions } from './options.ts';
import type { DarkHeartsPositionSpec } from './position.ts';

/** The cards of a spec's list, each by the card it names (a face the deck does not know is left out). */
function cardsOf(list: unknown): (DarkCard | null)[] {
  if (!Array.isArray(list)) return [];
  return list.map((text: unknown) => {
    try {
      return parseFace(String(text)).card;
    } catch {
      return null;
    }
  });
}

/** The trick's shade, Light or Dark, as position.ts reads it; null for another word. */
function shadeOf(text: unknown): Shade | null {
  const word = String(text).toUpperCase();
  return word === 'L' || word === 'LIGHT' ? 'L' : word === 'D' || word === 'DARK' ? 'D' : null;
}

export const DARK_HEARTS_FILL: FillPlan = (input, options) => {
  const spec = input as Partial<DarkHeartsPositionSpec>;
  const n = (options as DarkHeartsOptions).players;
  const size = handSize(n);
  const seats = Array.from({ length: n }, (_, s) => seatLetter(s));
  const held = seats.map((seat) => cardsOf(spec.hands?.[seat]));
  const plays = cardsOf(spec.trick?.plays);
  const trickLeader = seatNamed(spec.trick?.leader, n);
  const shade = shadeOf(spec.trick?.shade);
  const played = new Set(trickLeader === null ? [] : plays.map((_, i) => (trickLeader + i) % n));
  const first = firstLeadCard({ leftover: cardsOf([spec.leftover])[0] ?? null });
  const opening = spec.phase === 'pass' || held.some((hand) => hand.includes(first)) || plays[0] === first;
  const largest = Math.max(0, ...held.map((hand, s) => hand.length + (played.has(s) ? 1 : 0)));
  const placed = held.some((hand) => hand.length > 0);
  const tricks = spec.tricks;
  const said = Number.isInteger(tricks) && (tricks as number) >= 0 && (tricks as number) < size;
  // The tricks played, when the reader says them; else with no card in a hand, the deal's number,
  // or one trick fewer when a trick is led by another card.
  const whole = said
    ? size - (tricks as number)
    : opening || (!placed && plays.length === 0)
      ? size
      : placed
        ? largest
        : size - 1;
  const leader = plays.length === 0 ? seatNamed(spec.leader, n) : null;
  // The suit led, and the players who have shown they lack it.
  const lead = plays[0];
  const led = shade === null || lead == null ? null : faceSuit(lead, shade);
  const lacking = new Set<number>();
  if (led !== null && shade !== null && trickLeader !== null) {
    plays.forEach((card, i) => {
      if (i > 0 && card !== null && faceSuit(card, shade) !== led) lacking.add((trickLeader + i) % n);
    });
  }
  const passer = new Map<DarkCard, number>();
  seats.forEach((seat, s) => {
    for (const card of cardsOf((spec.passing as Readonly<Record<string, unknown>> | undefined)?.[seat]))
      if (card !== null) passer.set(card, s);
  });
  return seats.map((seat, s) => ({
    path: ['hands', seat],
    size: whole - (played.has(s) ? 1 : 0),
    accepts: (card: string): boolean => {
      if ((passer.get(card) ?? s) !== s) return false;
      if (card === first && (whole < size || (leader !== null && leader !== s))) return false;
      return !(lacking.has(s) && shade !== null && faceSuit(card, shade) === led);
    },
  }));
};
