// Black & Red's variants, declared once (core/options.ts); the Black & Red page's Rulings section
// says why each exists: card values, the lead after 31, both dealt one colour, an empty stock, the
// match target and the turn cap.

import { choice, defineOptions, int, players, type OptionsOf } from '../core/options.ts';

export const HAND_SIZE = 7;
export const LIMIT = 31;

export const BLACK_AND_RED_OPTIONS = defineOptions('Black & Red', {
  /** Always two (rule players-and-deck); `players: 2` is accepted and not kept. */
  players: players({ min: 2, max: 2 }),
  /** The match is won by the first to this many points (rule match). */
  targetScore: int({
    label: 'Play to',
    default: 11,
    min: 1,
    max: 100,
    sandbox: [11, 5, 21],
    valueLabel: (n) => `${n} points`,
    refuse: (value) => `The match must be played to 1 to 100 points, not ${value}.`,
  }),
  /** 'cribbage': A 1, 2-10 at face value, courts 10; 'ranked': J 11, Q 12, K 13 (rule running-total). */
  cardValues: choice({
    label: 'Card values',
    default: 'cribbage',
    values: [
      { value: 'cribbage', label: 'Cribbage: courts 10' },
      { value: 'ranked', label: 'Ranked: J 11, Q 12, K 13' },
    ],
  }),
  /** Who leads after a run reaches exactly 31 (rule thirty-one). */
  after31Leader: choice({
    label: 'After 31, the next run is led by',
    default: 'playerWhoMade31',
    values: [
      { value: 'playerWhoMade31', label: 'The player who made 31' },
      { value: 'opponent', label: 'The other player' },
    ],
    advanced: true,
  }),
  /** Both players dealt one colour: both score 5, or only player one (rule dealt-one-colour). */
  bothMonoDealt: choice({
    label: 'Both dealt one colour',
    default: 'bothScore',
    values: [
      { value: 'bothScore', label: 'Both score 5' },
      { value: 'playerOneOnly', label: 'Only player one scores' },
    ],
    advanced: true,
  }),
  /** An empty stock: rebuilt from finished runs, or the hand is a draw (rule stock-out). */
  stockOut: choice({
    label: 'When the stock runs out',
    default: 'reshuffle',
    values: [
      { value: 'reshuffle', label: 'Reshuffle finished runs' },
      { value: 'drawHand', label: 'The hand is a draw' },
    ],
    advanced: true,
  }),
  /** Turns in one hand before it is called a draw: a safety cap the sandbox does not offer (rule turn-cap). */
  maxTurns: int({
    label: 'Turn limit',
    default: 400,
    min: 10,
    max: 10_000,
    suite: [400, 60],
    refuse: (value) => `The turn limit must be 10 to 10000, not ${value}.`,
  }),
});

export type BlackAndRedOptions = OptionsOf<typeof BLACK_AND_RED_OPTIONS>;
export const BLACK_AND_RED_DEFAULTS: BlackAndRedOptions = BLACK_AND_RED_OPTIONS.defaults;
