// Day's variants, declared once (core/options.ts): the rulings among DY-1 to DY-17 that the sandbox
// lets a reader change, and the betting structure the source never gives (DY-8). The Day page's
// Rulings section (content/docs/day.mdx#rulings) says why each exists.

import { choice, defineOptions, flag, int, players, type OptionsOf } from '../core/options.ts';

const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export { FIXED_BET_UNIT, FIXED_MAX_RAISES } from './limit.ts';
/** The most chips an ante may be. */
export const MAX_ANTE = 10;

export const DAY_OPTIONS = defineOptions('Day', {
  /**
   * 2 to 8 players (DY-5; rule players-and-deck). The sandbox seats 2 to 6: a table of bots much
   * larger than that is long to watch and cramped on a phone; examples and links may use 8.
   */
  players: players({ min: MIN_PLAYERS, max: MAX_PLAYERS, default: 4, sandbox: [2, 3, 4, 5, 6] }),
  /** The source says both 0 and 13 (DY-1; rule moon-value). */
  moonValue: choice({
    label: 'A Moon counts as',
    default: 13,
    values: [
      { value: 13, label: '13, above the 12' },
      { value: 0, label: '0, below the 1' },
      { value: 'both', label: 'Either, like an Ace in poker' },
    ],
  }),
  /** A house dealer who does not play, or a rotating dealer who plays too (DY-4; rule dealer). */
  dedicatedDealer: flag({ label: 'The house deals and does not play', default: false }),
  /** Which community card is "the middle card" of a Day (DY-6; rule day). */
  dayMiddle: choice({
    label: 'The middle card of a Day',
    default: 'final',
    values: [
      { value: 'final', label: 'The final card' },
      { value: 'second', label: 'The second card' },
    ],
    advanced: true,
  }),
  /** A Day needs one of the dealer's cards in the other suit, or both (DY-14; rule day). */
  dayDealerBoth: flag({
    label: "A Day needs both of the dealer's cards in the other suit",
    default: false,
    advanced: true,
  }),
  /** The source scores Full Day 6 like a Day; 7 ranks it above (DY-15; rule full-day). */
  fullDayPoints: choice({
    label: 'Full Day scores',
    default: 7,
    values: [
      { value: 7, label: '7 points, above a Day' },
      { value: 6, label: '6 points, as printed' },
    ],
    advanced: true,
  }),
  /** Highest Card compares the top card only, or each card in turn (DY-10; rule highest-card). */
  highCard: choice({
    label: 'Highest Card compares',
    default: 'top',
    values: [
      { value: 'top', label: 'The top card only' },
      { value: 'kickers', label: 'Every card in turn' },
    ],
    advanced: true,
  }),
  /** How many of a Consecutive's four cards must be the player's own (DY-12; rule consecutive). */
  consecutiveHoleCards: choice({
    label: 'Your cards in a Consecutive',
    default: 2,
    values: [
      { value: 2, label: 'Both of your cards' },
      { value: 1, label: 'At least one of your cards' },
    ],
    advanced: true,
  }),
  /** Two runs with equal points: the higher top card wins, or straight to the tie-breaker (DY-17; rule equal-points). */
  runsCompareTop: flag({ label: 'The higher run wins a tie', default: false, advanced: true }),
  /** Folded hands count towards "all Moons in play" (DY-16; rule eclipse). */
  eclipseCountsFolded: flag({ label: 'Folded cards count for an Eclipse', default: false, advanced: true }),
  /** Chips each player puts in before the deal (DY-8; rule chips). */
  ante: int({
    label: 'Ante',
    default: 1,
    min: 0,
    max: MAX_ANTE,
    sandbox: [1, 0, 2, 5],
    advanced: true,
    valueLabel: (n) => (n === 1 ? '1 chip' : `${n} chips`),
    refuse: (value) => `The ante is a whole number of chips from 0 to 10, not ${value}.`,
  }),
  /** Fixed limit (1 a bet, 3 raises a round), pot limit or no limit (DY-8; rule betting-limits). */
  limit: choice({
    label: 'Betting limit',
    default: 'fixed',
    values: [
      { value: 'fixed', label: 'Fixed: 1 chip a bet, 3 raises a round' },
      { value: 'pot', label: 'Pot limit' },
      { value: 'no-limit', label: 'No limit' },
    ],
  }),
  /** The house's share of each pot, in percent (the ruling on the rake, under #rulings-choices; rule rake). */
  rakePercent: int({
    label: 'Rake',
    default: 0,
    min: 0,
    max: 20,
    sandbox: [0, 5, 10],
    advanced: true,
    valueLabel: (n) => (n === 0 ? 'None' : `${n}% of each pot`),
    refuse: (value) => `The rake is a whole percentage from 0 to 20, not ${value}.`,
  }),
  /** Each player's chips when the session starts (DY-8; rule chips). */
  startingChips: int({
    label: 'Starting chips',
    default: 100,
    min: 10,
    max: 10000,
    sandbox: [100, 50, 200],
    advanced: true,
    valueLabel: (n) => `${n} chips`,
    refuse: (value) => `Each player starts with a whole number of chips from 10 to 10000, not ${value}.`,
  }),
  /** The session ends after this many hands at most, if nobody has won every chip (rule session-end). */
  maxHands: int({
    label: 'Hands at most',
    default: 50,
    min: 1,
    max: 1000,
    sandbox: [50, 1, 10, 100],
    suite: [50, 1],
    advanced: true,
    valueLabel: (n) => (n === 1 ? '1 hand' : `${n} hands`),
    refuse: (value) => `A session is 1 to 1000 hands, not ${value}.`,
  }),
});

export type DayOptions = OptionsOf<typeof DAY_OPTIONS>;
export const DAY_DEFAULTS: DayOptions = DAY_OPTIONS.defaults;
export const parseDayOptions = DAY_OPTIONS.parse;
export type MoonValue = DayOptions['moonValue'];
