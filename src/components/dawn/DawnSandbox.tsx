// Island entry: the Dawn sandbox, with the engine, the heuristic bot and the variants the UI
// offers (2 to 6 players here; the engine takes up to 11).

import { dawnHeuristicBot } from '../../engine/dawn/bot.ts';
import { dawn } from '../../engine/dawn/index.ts';
import { DAWN_DEFAULTS } from '../../engine/dawn/options.ts';
import { Sandbox, type SandboxConfig } from '../core/Sandbox.tsx';
import type { OptionField } from '../core/SetupForm.tsx';
import { DawnTable } from './DawnTable.tsx';
import { dawnPrompt } from './prompt.ts';
import type { DawnAction, DawnOptions, DawnState, DawnView } from '../../engine/dawn/index.ts';

const FIELDS: readonly OptionField[] = [
  {
    key: 'players',
    label: 'Players',
    choices: [2, 3, 4, 5, 6].map((n) => ({ value: n, label: String(n) })),
  },
  {
    key: 'variant',
    label: 'Variant',
    choices: [
      { value: 'dawn', label: 'Dawn (shed black cards)' },
      { value: 'dusk', label: 'Dusk (shed red cards)' },
    ],
  },
  {
    key: 'matchHands',
    label: 'Hands in the match',
    choices: [1, 3, 5].map((n) => ({ value: n, label: String(n) })),
    advanced: true,
  },
  {
    key: 'decks',
    label: 'Decks',
    choices: [
      { value: 'auto', label: 'Automatic' },
      { value: 1, label: '1' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
    ],
    advanced: true,
  },
  {
    key: 'dawnCheck',
    label: 'When dawn is checked',
    choices: [
      { value: 'anyPoint', label: 'At any point (even in the swap)' },
      { value: 'turnBoundariesOnly', label: 'Only after a card is played' },
    ],
    advanced: true,
  },
  {
    key: 'simultaneousDawn',
    label: 'Two reach dawn at once',
    choices: [
      { value: 'firstClockwiseFromDealerLeft', label: "First from the dealer's left wins" },
      { value: 'shared', label: 'They share the win' },
    ],
    advanced: true,
  },
];

const CONFIG: SandboxConfig<DawnState, DawnAction, DawnOptions, DawnView> = {
  game: dawn,
  bot: dawnHeuristicBot,
  Table: DawnTable,
  fields: FIELDS,
  defaults: { ...DAWN_DEFAULTS },
  prompt: dawnPrompt,
};

export default function DawnSandbox() {
  return <Sandbox config={CONFIG} />;
}
