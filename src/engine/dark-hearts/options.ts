// Dark Hearts' variants (RULINGS.md section 4 and DH-1, DH-6, DH-11, DH-12, DH-14, DH-15).

import { OptionsError } from '../core/errors.ts';
import { isIntIn, oneOf, optionRecord } from '../core/option-checks.ts';

export interface DarkHeartsOptions {
  /** 3 or 4 players (DH-3). */
  readonly players: number;
  /** The card-pair table; only the designed table of RULINGS 2.4 exists so far (DH-1). */
  readonly deckMapping: 'designed';
  /** 3-player pass cycle: the literal reading L,R,H,H or the shorter L,R,H (DH-6). */
  readonly passCycle3p: 'L,R,H,H' | 'L,R,H';
  /** Does the Queen of spades break hearts in its shade (DH-11)? */
  readonly queenBreaks: boolean;
  /** May the Queen of spades face be led before its shade is broken (DH-12)? */
  readonly leadQueenBeforeBroken: boolean;
  /** Shooting the moon: the only player with points in a shade, or all 26 points of it (DH-14). */
  readonly moonRule: 'soleTaker' | 'allPoints';
  /** The game ends when any score in either shade reaches this (DH-15). */
  readonly endScore: number;
  /** Several players share the lowest score: they share the win, or their other shade decides (DH-15). */
  readonly winnerTie: 'shared' | 'otherShadeBreaks';
}

export const DARK_HEARTS_DEFAULTS: DarkHeartsOptions = {
  players: 4,
  deckMapping: 'designed',
  passCycle3p: 'L,R,H,H',
  queenBreaks: true,
  leadQueenBeforeBroken: false,
  moonRule: 'soleTaker',
  endScore: 100,
  winnerTie: 'shared',
};

/** Cards dealt to each player: 13 with four players, 17 (and one leftover) with three. */
export function handSize(players: number): number {
  return players === 4 ? 13 : 17;
}

export function parseDarkHeartsOptions(input: unknown): DarkHeartsOptions {
  const raw = optionRecord(input, 'Dark Hearts', DARK_HEARTS_DEFAULTS);
  const o = { ...DARK_HEARTS_DEFAULTS, ...raw } as Record<keyof DarkHeartsOptions, unknown>;
  if (o.players !== 3 && o.players !== 4)
    throw new OptionsError(`Dark Hearts is for 3 or 4 players, not ${String(o.players)}.`);
  oneOf('deckMapping', o.deckMapping, ['designed']);
  oneOf('passCycle3p', o.passCycle3p, ['L,R,H,H', 'L,R,H']);
  oneOf('moonRule', o.moonRule, ['soleTaker', 'allPoints']);
  oneOf('winnerTie', o.winnerTie, ['shared', 'otherShadeBreaks']);
  for (const key of ['queenBreaks', 'leadQueenBeforeBroken'] as const) {
    if (typeof o[key] !== 'boolean')
      throw new OptionsError(`Option ${key} must be true or false, not ${String(o[key])}.`);
  }
  if (!isIntIn(o.endScore, 1, 1000)) {
    throw new OptionsError(`The game must end at a score from 1 to 1000, not ${String(o.endScore)}.`);
  }
  return o as unknown as DarkHeartsOptions;
}
