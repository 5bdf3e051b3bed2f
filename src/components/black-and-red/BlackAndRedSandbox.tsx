// Island entry: the Black & Red sandbox, a whole match against the heuristic bot.

import { blackAndRedHeuristicBot } from '../../engine/black-and-red/bot.ts';
import {
  blackAndRed,
  type BlackAndRedAction,
  type BlackAndRedOptions,
  type BlackAndRedState,
  type BlackAndRedView,
} from '../../engine/black-and-red/index.ts';
import { BLACK_AND_RED_DEFAULTS } from '../../engine/black-and-red/options.ts';
import { Sandbox, type SandboxConfig } from '../core/Sandbox.tsx';
import type { OptionField } from '../core/SetupForm.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';
import { blackAndRedPrompt } from './prompt.ts';

const FIELDS: readonly OptionField[] = [
  { key: 'targetScore', label: 'Play to', choices: [11, 5, 21].map((n) => ({ value: n, label: `${n} points` })) },
  {
    key: 'cardValues',
    label: 'Card values',
    choices: [
      { value: 'cribbage', label: 'Cribbage: courts 10' },
      { value: 'ranked', label: 'Ranked: J 11, Q 12, K 13' },
    ],
  },
  {
    key: 'after31Leader',
    label: 'After 31, the next run is led by',
    choices: [
      { value: 'playerWhoMade31', label: 'The player who made 31' },
      { value: 'opponent', label: 'The other player' },
    ],
    advanced: true,
  },
  {
    key: 'bothMonoDealt',
    label: 'Both dealt one colour',
    choices: [
      { value: 'bothScore', label: 'Both score 5' },
      { value: 'playerOneOnly', label: 'Only player one scores' },
    ],
    advanced: true,
  },
  {
    key: 'stockOut',
    label: 'When the stock runs out',
    choices: [
      { value: 'reshuffle', label: 'Reshuffle finished runs' },
      { value: 'drawHand', label: 'The hand is a draw' },
    ],
    advanced: true,
  },
];

const CONFIG: SandboxConfig<BlackAndRedState, BlackAndRedAction, BlackAndRedOptions, BlackAndRedView> = {
  game: blackAndRed,
  bot: blackAndRedHeuristicBot,
  Table: BlackAndRedTable,
  fields: FIELDS,
  defaults: { ...BLACK_AND_RED_DEFAULTS },
  prompt: blackAndRedPrompt,
};

export default function BlackAndRedSandbox() {
  return <Sandbox config={CONFIG} />;
}
