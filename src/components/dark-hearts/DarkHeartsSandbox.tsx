// Island entry: the Dark Hearts sandbox, with the engine, the heuristic bot and the variants.

import { darkHeartsHeuristicBot } from '../../engine/dark-hearts/bot.ts';
import {
  darkHearts,
  type DarkHeartsAction,
  type DarkHeartsOptions,
  type DarkHeartsState,
  type DarkHeartsView,
} from '../../engine/dark-hearts/index.ts';
import { DARK_HEARTS_DEFAULTS } from '../../engine/dark-hearts/options.ts';
import { Sandbox, type SandboxConfig } from '../core/Sandbox.tsx';
import type { OptionField } from '../core/SetupForm.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';
import { darkHeartsPrompt } from './prompt.ts';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

const FIELDS: readonly OptionField[] = [
  { key: 'players', label: 'Players', choices: [3, 4].map((n) => ({ value: n, label: String(n) })) },
  {
    key: 'endScore',
    label: 'Game ends at',
    choices: [100, 50, 25].map((n) => ({ value: n, label: String(n) })),
  },
  {
    key: 'passCycle3p',
    label: '3-player passing',
    choices: [
      { value: 'L,R,H,H', label: 'Left, right, hold, hold' },
      { value: 'L,R,H', label: 'Left, right, hold' },
    ],
    advanced: true,
  },
  { key: 'queenBreaks', label: 'Queen of spades breaks hearts', choices: YES_NO, advanced: true },
  { key: 'leadQueenBeforeBroken', label: 'Lead the Queen before hearts break', choices: YES_NO, advanced: true },
  {
    key: 'moonRule',
    label: 'Shooting the moon',
    choices: [
      { value: 'soleTaker', label: 'The only player with points' },
      { value: 'allPoints', label: 'All 26 points of a shade' },
    ],
    advanced: true,
  },
  {
    key: 'winnerTie',
    label: 'Tied lowest score',
    choices: [
      { value: 'shared', label: 'Share the win' },
      { value: 'otherShadeBreaks', label: 'The other shade decides' },
    ],
    advanced: true,
  },
];

const CONFIG: SandboxConfig<DarkHeartsState, DarkHeartsAction, DarkHeartsOptions, DarkHeartsView> = {
  game: darkHearts,
  bot: darkHeartsHeuristicBot,
  Table: DarkHeartsTable,
  fields: FIELDS,
  defaults: { ...DARK_HEARTS_DEFAULTS },
  prompt: darkHeartsPrompt,
};

export default function DarkHeartsSandbox() {
  return <Sandbox config={CONFIG} />;
}
