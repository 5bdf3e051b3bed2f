// Reading hand-written specs (positions in example files and tests): the shape checks every game
// needs, each failure a PositionError that says where the problem is.

import { parseCard, type Card } from './cards.ts';
import { PositionError } from './errors.ts';
import type { Seat } from './game.ts';
import { parseSeat } from './seats.ts';

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
    throw new PositionError(`phase must be ${phases.join(' or ')}, not ${String(spec.phase)}.`);
  }
  return spec;
}

/** A list of standard cards in the site's notation. */
export function specCards(list: unknown, where: string): Card[] {
  if (!Array.isArray(list)) throw new PositionError(`${where} must be a list of cards.`);
  return list.map((text: unknown) => {
    try {
      return parseCard(String(text));
    } catch (error) {
      throw new PositionError(`${where}: ${(error as Error).message}`);
    }
  });
}

export function specSeat(text: string, seats: number, where: string): Seat {
  try {
    return parseSeat(text, seats);
  } catch (error) {
    throw new PositionError(`${where}: ${(error as Error).message}`);
  }
}
