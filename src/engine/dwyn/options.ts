// DWYN's variants, declared once (core/options.ts): the rulings DW-2, DW-5, DW-6, DW-18 and DW-19
// that the sandbox lets a reader change. The DWYN page's Rulings section
// (content/docs/dwyn.mdx#rulings) says why each exists.

import { choice, defineOptions, flag, int, players, type OptionsOf } from '../core/options.ts';

export const HAND_SIZE = 7;
const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export const DWYN_OPTIONS = defineOptions('DWYN', {
  /** 2 to 6 players (rule players-and-deck). */
  players: players({ min: MIN_PLAYERS, max: MAX_PLAYERS, default: 3 }),
  /** Which way turns go after the dealer's left-hand neighbour starts (DW-5; rule turn-order). */
  direction: choice({
    label: 'Turns go',
    default: 'anticlockwise',
    values: [
      { value: 'anticlockwise', label: 'Anticlockwise, as printed (the dealer plays second)' },
      { value: 'clockwise', label: 'Clockwise (the dealer plays last)' },
    ],
  }),
  /** X below the 2 (as an ace) or above the 5 (as a Roman ten) in a duel (DW-2; rule number-cards). */
  xRank: choice({
    label: 'The X counts as',
    default: 'low',
    values: [
      { value: 'low', label: '1, below the 2' },
      { value: 'high', label: '10, above the 5' },
    ],
  }),
  /** Refill the hand to seven after the opening lay-out (DW-6; rule opening-layout). */
  refillAfterLayout: flag({ label: 'Refill hands after the opening lay-out', default: false, advanced: true }),
  /** Turns after the KROWN before the game is called (DW-18; rule no-progress). */
  maxTurnsAfterKrown: int({
    label: 'Turns after the KROWN before the game is called',
    default: 200,
    min: 10,
    max: 10_000,
    suite: [200, 12],
    advanced: true,
    refuse: (value) => `The turn limit after the KROWN must be 10 to 10000, not ${value}.`,
  }),
  /** A game called for lack of progress: a draw, or won by a KROWN holder with a body (DW-18; rule no-progress). */
  stalemateResolution: choice({
    label: 'A called game',
    default: 'draw',
    values: [
      { value: 'draw', label: 'Is a draw' },
      { value: 'krownHolderIfBodyComplete', label: 'Goes to the KROWN holder with a complete body' },
    ],
    advanced: true,
  }),
  /** Games in a match (DW-19; rule match). */
  matchGames: int({
    label: 'Games in the match',
    default: 1,
    min: 1,
    max: 25,
    sandbox: [1, 3, 5],
    valueLabel: (n) => `${n} game${n === 1 ? '' : 's'}`,
    refuse: (value) => `A match is 1 to 25 games, not ${value}.`,
  }),
});

export type DwynOptions = OptionsOf<typeof DWYN_OPTIONS>;
export const DWYN_DEFAULTS: DwynOptions = DWYN_OPTIONS.defaults;
