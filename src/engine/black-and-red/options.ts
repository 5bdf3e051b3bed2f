// Black & Red's variants (RULINGS.md section 4 and BR-2, BR-5, BR-7, BR-12, BR-14).

import { OptionsError } from '../core/errors.ts';
import { isIntIn, oneOf, optionRecord } from '../core/option-checks.ts';

export interface BlackAndRedOptions {
  /** 'cribbage': A 1, 2-10 at face value, courts 10; 'ranked': J 11, Q 12, K 13 (BR-2). */
  readonly cardValues: 'cribbage' | 'ranked';
  /** Who leads after a run reaches exactly 31 (BR-7). */
  readonly after31Leader: 'playerWhoMade31' | 'opponent';
  /** Both players dealt one colour: both score 5, or only player one (BR-5). */
  readonly bothMonoDealt: 'bothScore' | 'playerOneOnly';
  /** An empty stock: rebuilt from finished runs, or the hand is a draw (BR-12). */
  readonly stockOut: 'reshuffle' | 'drawHand';
  /** The match is won by the first to this many points (BR-14). */
  readonly targetScore: number;
  /** Turns in one hand before it is called a draw: a safety cap (BR-12). */
  readonly maxTurns: number;
}

export const BLACK_AND_RED_DEFAULTS: BlackAndRedOptions = {
  cardValues: 'cribbage',
  after31Leader: 'playerWhoMade31',
  bothMonoDealt: 'bothScore',
  stockOut: 'reshuffle',
  targetScore: 11,
  maxTurns: 400,
};

export const HAND_SIZE = 7;
export const LIMIT = 31;

export function parseBlackAndRedOptions(input: unknown): BlackAndRedOptions {
  const raw = optionRecord(input, 'Black & Red', BLACK_AND_RED_DEFAULTS, ['players']);
  if ('players' in raw && raw['players'] !== 2) {
    throw new OptionsError(`Black & Red is for exactly 2 players, not ${String(raw['players'])}.`);
  }
  const { players: _players, ...rest } = raw;
  const o = { ...BLACK_AND_RED_DEFAULTS, ...rest } as Record<keyof BlackAndRedOptions, unknown>;
  oneOf('cardValues', o.cardValues, ['cribbage', 'ranked']);
  oneOf('after31Leader', o.after31Leader, ['playerWhoMade31', 'opponent']);
  oneOf('bothMonoDealt', o.bothMonoDealt, ['bothScore', 'playerOneOnly']);
  oneOf('stockOut', o.stockOut, ['reshuffle', 'drawHand']);
  if (!isIntIn(o.targetScore, 1, 100))
    throw new OptionsError(`The match must be played to 1 to 100 points, not ${String(o.targetScore)}.`);
  if (!isIntIn(o.maxTurns, 10, 10000))
    throw new OptionsError(`The turn limit must be 10 to 10000, not ${String(o.maxTurns)}.`);
  return o as unknown as BlackAndRedOptions;
}
