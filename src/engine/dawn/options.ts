// Dawn's variants (RULINGS.md section 4 and DA-1, DA-14 to DA-17), validated with defaults.

import { OptionsError } from '../core/errors.ts';
import { isIntIn, oneOf, optionRecord } from '../core/option-checks.ts';

export interface DawnOptions {
  /** 2 to 11 players (DA-1). */
  readonly players: number;
  /** 'auto' picks the fewest decks that leave a stock of at least 12 (DA-1). */
  readonly decks: 'auto' | number;
  /** Dusk swaps the colours: the goal is a hand with no red cards (DA-17). */
  readonly variant: 'dawn' | 'dusk';
  /** When a hand is checked for dawn (DA-14). */
  readonly dawnCheck: 'anyPoint' | 'turnBoundariesOnly';
  /** Who wins when several hands reach dawn at the same moment (DA-15). */
  readonly simultaneousDawn: 'firstClockwiseFromDealerLeft' | 'shared';
  /** Hands in a match; the deal passes left after each (DA-16). */
  readonly matchHands: number;
}

export const DAWN_DEFAULTS: DawnOptions = {
  players: 4,
  decks: 'auto',
  variant: 'dawn',
  dawnCheck: 'anyPoint',
  simultaneousDawn: 'firstClockwiseFromDealerLeft',
  matchHands: 1,
};

export const HAND_SIZE = 12;
export const SPARE_PAIRS = 2;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 11;
export const MAX_MATCH_HANDS = 25;

/** 1 deck for 2-3 players, 2 for 4-7, 3 for 8-11: the fewest that leave at least 12 in stock. */
export function autoDecks(players: number): number {
  let decks = 1;
  while (stockLeft(players, decks) < 12) decks++;
  return decks;
}

export function stockLeft(players: number, decks: number): number {
  return 52 * decks - HAND_SIZE * players - 2 * SPARE_PAIRS;
}

export function deckCount(options: DawnOptions): number {
  return options.decks === 'auto' ? autoDecks(options.players) : options.decks;
}

export function parseDawnOptions(input: unknown): DawnOptions {
  const raw = optionRecord(input, 'Dawn', DAWN_DEFAULTS);
  const options = { ...DAWN_DEFAULTS, ...raw } as Record<keyof DawnOptions, unknown>;
  const { players, decks, variant, dawnCheck, simultaneousDawn, matchHands } = options;
  if (!isIntIn(players, MIN_PLAYERS, MAX_PLAYERS)) {
    throw new OptionsError(`Dawn is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${String(players)}.`);
  }
  if (decks !== 'auto') {
    if (!isIntIn(decks, 1, 4)) throw new OptionsError(`Decks must be 'auto' or 1 to 4, not ${String(decks)}.`);
    if (stockLeft(players, decks) < 1) {
      throw new OptionsError(
        `${decks} deck${decks === 1 ? '' : 's'} cannot deal ${players} hands of 12 and two spare pairs with any stock left; use more decks.`,
      );
    }
  }
  oneOf('variant', variant, ['dawn', 'dusk']);
  oneOf('dawnCheck', dawnCheck, ['anyPoint', 'turnBoundariesOnly']);
  oneOf('simultaneousDawn', simultaneousDawn, ['firstClockwiseFromDealerLeft', 'shared']);
  if (!isIntIn(matchHands, 1, MAX_MATCH_HANDS)) {
    throw new OptionsError(`A match is 1 to ${MAX_MATCH_HANDS} hands, not ${String(matchHands)}.`);
  }
  return options as unknown as DawnOptions;
}
