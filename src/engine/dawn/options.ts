// Dawn's variants, declared once (core/options.ts); the Dawn page's Rulings section says why each
// exists: players and decks, when dawn is checked, two at once, matches and Dusk.

import { OptionsError } from '../core/errors.ts';
import { choice, defineOptions, int, players, type OptionsOf } from '../core/options.ts';

export const HAND_SIZE = 12;
export const SPARE_PAIRS = 2;
const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 11;
const MAX_MATCH_HANDS = 25;

export const DAWN_OPTIONS = defineOptions(
  'Dawn',
  {
    players: players({ min: MIN_PLAYERS, max: MAX_PLAYERS, default: 4, sandbox: [2, 3, 4, 5, 6] }),
    /** Dusk swaps the colours: the goal is a hand with no red cards (rule dusk). */
    variant: choice({
      label: 'Variant',
      default: 'dawn',
      values: [
        { value: 'dawn', label: 'Dawn (shed black cards)' },
        { value: 'dusk', label: 'Dusk (shed red cards)' },
      ],
    }),
    /** Hands in a match; the deal passes left after each (rule match). */
    matchHands: int({
      label: 'Hands in the match',
      default: 1,
      min: 1,
      max: MAX_MATCH_HANDS,
      sandbox: [1, 3, 5],
      advanced: true,
      refuse: (value) => `A match is 1 to ${MAX_MATCH_HANDS} hands, not ${value}.`,
    }),
    /** 'auto' picks the fewest decks that leave a stock of at least 12 (rule players-and-decks). */
    decks: choice({
      label: 'Decks',
      default: 'auto',
      values: [
        { value: 'auto', label: 'Automatic' },
        { value: 1, label: '1' },
        { value: 2, label: '2' },
        { value: 3, label: '3' },
        { value: 4, label: '4' },
      ],
      sandbox: ['auto', 1, 2, 3],
      advanced: true,
      refuse: (value) => `Decks must be 'auto' or 1 to 4, not ${value}.`,
    }),
    /** When a hand is checked for dawn (rule dawn). */
    dawnCheck: choice({
      label: 'When dawn is checked',
      default: 'anyPoint',
      values: [
        { value: 'anyPoint', label: 'At any point (even in the swap)' },
        { value: 'turnBoundariesOnly', label: 'Only after a card is played' },
      ],
      advanced: true,
    }),
    /** Who wins when several hands reach dawn at the same moment (rule simultaneous-dawn). */
    simultaneousDawn: choice({
      label: 'Two reach dawn at once',
      default: 'firstClockwiseFromDealerLeft',
      values: [
        { value: 'firstClockwiseFromDealerLeft', label: "First from the dealer's left wins" },
        { value: 'shared', label: 'They share the win' },
      ],
      advanced: true,
    }),
  },
  (options) => {
    const { players: n, decks } = options;
    if (decks !== 'auto' && stockLeft(n, decks) < 1) {
      throw new OptionsError(
        `${decks} deck${decks === 1 ? '' : 's'} cannot deal ${n} hands of 12 and two spare pairs with any stock left; use more decks.`,
      );
    }
  },
);

export type DawnOptions = OptionsOf<typeof DAWN_OPTIONS>;
export const DAWN_DEFAULTS: DawnOptions = DAWN_OPTIONS.defaults;

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
