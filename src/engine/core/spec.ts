// Reading hand-written specs (positions in example files and tests): the shape checks every game
// needs, each failure a PositionError that says where the problem is.

import { countCards } from './cards.ts';
import type { Card, Deck } from './deck.ts';
import { PositionError } from './errors.ts';
import type { Seat } from './game.ts';
import { parseSeat, seatLetter } from './seats.ts';

/**
 * A value a spec gave where another was wanted, as a problem quotes it: a word or a number as it
 * is, and nothing, a list or a mapping by what it is ("not a list"), never "not ." or "[object Object]".
 */
export function said(value: unknown): string {
  return typeof value === 'object' && value !== null
    ? Array.isArray(value)
      ? 'a list'
      : 'a mapping'
    : String(value ?? '').trim() || 'nothing';
}

/** A mapping with `hands`, only known fields, and one of the game's phases. */
export function readSpec<T extends { readonly hands: unknown; readonly phase?: string }>(
  input: unknown,
  game: string,
  keys: readonly string[],
  phases: readonly string[],
): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PositionError(`A ${game} position must be a mapping with at least "hands".`);
  }
  for (const key of Object.keys(input)) {
    if (!keys.includes(key))
      throw new PositionError(`A ${game} position has no field "${key}"; use ${keys.join(', ')}.`);
  }
  const spec = input as T;
  if (typeof spec.hands !== 'object' || spec.hands === null)
    throw new PositionError(`A ${game} position needs "hands".`);
  if (spec.phase !== undefined && !phases.includes(spec.phase)) {
    throw new PositionError(`phase must be ${phases.join(' or ')}, not ${said(spec.phase)}.`);
  }
  return spec;
}

/** A list of cards of `deck`, in its notation. */
export function specCards(list: unknown, where: string, deck: Deck, rule: string | null = null): Card[] {
  if (!Array.isArray(list)) throw new PositionError(`${where} must be a list of cards.`);
  return list.map((text: unknown) => {
    try {
      return deck.parse(String(text));
    } catch (error) {
      throw new PositionError(`${where}: ${(error as Error).message}`, rule);
    }
  });
}

/**
 * The cards of `cards` (a deck or several copies) that `named` does not account for, in deck
 * order. A card named more often than `cards` holds it is refused with `tooMany`'s sentence.
 */
export function unnamedCards(
  cards: readonly Card[],
  named: readonly Card[],
  tooMany: (card: Card, count: number) => string,
  rule: string | null = null,
): Card[] {
  const counts = countCards(named);
  const held = countCards(cards);
  for (const [card, count] of counts) {
    if (count > (held.get(card) ?? 0)) throw new PositionError(tooMany(card, count), rule);
  }
  const rest: Card[] = [];
  for (const card of cards) {
    const left = counts.get(card) ?? 0;
    if (left > 0) counts.set(card, left - 1);
    else rest.push(card);
  }
  return rest;
}

/** A list the spec gives (or an empty one): anything else is refused, naming where. */
export function specList<T>(list: readonly T[] | undefined, where: string): readonly T[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new PositionError(`${where} must be a list.`);
  return list;
}

export function specSeat(text: string, seats: number, where: string): Seat {
  // A seat left out (a select put back to "not set"): asked for, not said to be "nothing" (issue 43's trial).
  if (text === undefined || (typeof text === 'string' && text.trim() === ''))
    throw new PositionError(`${where}: not set. Say which seat, ${seatLetter(0)} to ${seatLetter(seats - 1)}.`);
  try {
    // A seat is a letter: anything else (a damaged link's list, or nothing) is said for what it is.
    return parseSeat(typeof text === 'object' || text === undefined ? said(text) : text, seats);
  } catch (error) {
    throw new PositionError(`${where}: ${(error as Error).message}`);
  }
}
