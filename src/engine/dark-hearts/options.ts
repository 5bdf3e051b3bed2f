// Dark Hearts' variants, declared once (core/options.ts); the Dark Hearts page's Rulings section
// says why each exists.

import { choice, defineOptions, flag, int, players, type OptionsOf } from '../core/options.ts';

export const DARK_HEARTS_OPTIONS = defineOptions('Dark Hearts', {
  /** 3 or 4 players (rule players-and-deck). */
  players: players({ min: 3, max: 4, default: 4 }),
  /** The card-pair table; only our designed table exists so far (rule two-faces). */
  deckMapping: choice({ label: 'Card pairs', default: 'designed', values: [{ value: 'designed', label: 'Designed' }] }),
  /** The game ends when any score in either shade reaches this (rule game-end). */
  endScore: int({
    label: 'Game ends at',
    default: 100,
    min: 1,
    max: 1000,
    sandbox: [100, 50, 25],
    refuse: (value) => `The game must end at a score from 1 to 1000, not ${value}.`,
  }),
  /** 3-player pass cycle: the literal reading L,R,H,H or the shorter L,R,H (rule pass-cycle). */
  passCycle3p: choice({
    label: '3-player passing',
    default: 'L,R,H,H',
    values: [
      { value: 'L,R,H,H', label: 'Left, right, hold, hold' },
      { value: 'L,R,H', label: 'Left, right, hold' },
    ],
    advanced: true,
  }),
  /** Does the Queen of spades break hearts in its shade (rule hearts-broken)? */
  queenBreaks: flag({ label: 'Queen of spades breaks hearts', default: true, advanced: true }),
  /** May the Queen of spades face be led before its shade is broken (rule lead-restriction)? */
  leadQueenBeforeBroken: flag({ label: 'Lead the Queen before hearts break', default: false, advanced: true }),
  /** Shooting the moon: the only player with points in a shade, or all 26 points of it (rule shooting-the-moon). */
  moonRule: choice({
    label: 'Shooting the moon',
    default: 'soleTaker',
    values: [
      { value: 'soleTaker', label: 'The only player with points' },
      { value: 'allPoints', label: 'All 26 points of a shade' },
    ],
    advanced: true,
  }),
  /** Several players share the lowest score: they share the win, or their other shade decides (rule game-end). */
  winnerTie: choice({
    label: 'Tied lowest score',
    default: 'shared',
    values: [
      { value: 'shared', label: 'Share the win' },
      { value: 'otherShadeBreaks', label: 'The other shade decides' },
    ],
    advanced: true,
  }),
});

export type DarkHeartsOptions = OptionsOf<typeof DARK_HEARTS_OPTIONS>;
export const DARK_HEARTS_DEFAULTS: DarkHeartsOptions = DARK_HEARTS_OPTIONS.defaults;
export const parseDarkHeartsOptions = DARK_HEARTS_OPTIONS.parse;

/** Cards dealt to each player: 13 with four players, 17 (and one leftover) with three. */
export function handSize(players: number): number {
  return players === 4 ? 13 : 17;
}
