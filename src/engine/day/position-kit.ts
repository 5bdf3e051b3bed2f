// What the position view edits in a Day position (core/position/edit.ts): where a card can lie and
// the facts of the moment (chips, bets, the round), in the spec's own fields (position.ts).

import { onDemand } from '../core/on-demand.ts';
import { seatChoices, seatFacts, seatPlaces, type PositionKit } from '../core/position/edit.ts';
import type { DayOptions } from './options.ts';
import { DAY_LEGAL } from './legal-reasons.ts';
import { dayMoveWords } from './move-words.ts';

export const DAY_POSITION: PositionKit = {
  fill: onDemand(() => import('./position-fill.ts').then((module) => module.DAY_FILL)),
  legal: DAY_LEGAL,
  words: dayMoveWords,
  // Fixed limit's one-chip bets and three raises decide many a ruling (issue 43's trial).
  ruledBy: ['limit'],
  names: {
    stacks: 'the stacks',
    committed: 'the chips in the pot',
    roundBets: 'the bets this round',
    substituted: 'the substituted cards',
  },
  places: (options) => [
    ...seatPlaces((options as DayOptions).players, 'hands', 'hole cards'),
    { path: ['community'], label: 'the community cards', holds: 'list' },
    { path: ['deck'], label: "the deck's top cards", holds: 'list', top: 'first' },
    ...seatPlaces((options as DayOptions).players, 'substituted', 'substituted card', 'one'),
  ],
  facts: (options) => {
    const n = (options as DayOptions).players;
    return [
      {
        path: ['phase'],
        label: 'Round',
        kind: 'choice',
        choices: ['substitute', 'bet1', 'bet2', 'handOver', undefined],
        // The page's words for each round (its sections Substitution, Betting, The final round of betting).
        words: {
          substitute: 'Substitution',
          bet1: 'First round of betting',
          bet2: 'Final round of betting',
          handOver: 'Hand over',
        },
        absent: 'as the community cards say',
      },
      { path: ['dealer'], label: 'Dealer', kind: 'choice', choices: seatChoices(n) },
      { path: ['turn'], label: 'Whose turn', kind: 'choice', choices: seatChoices(n) },
      ...seatFacts(n, 'stacks', 'stack', 'number'),
      ...seatFacts(n, 'committed', 'chips in the pot', 'number'),
      ...seatFacts(n, 'roundBets', 'bet this round', 'number'),
      { path: ['pot'], label: 'Pot', kind: 'number' },
      { path: ['raises'], label: 'Raises this round', kind: 'number' },
      { path: ['lastRaise'], label: 'Size of the last raise', kind: 'number' },
      { path: ['folded'], label: 'Who has folded', kind: 'seats' },
      { path: ['acted'], label: 'Who has acted this round', kind: 'seats' },
      { path: ['decided'], label: 'Who has chosen whether to substitute', kind: 'seats' },
      { path: ['rake'], label: 'Rake taken', kind: 'number' },
      { path: ['hand'], label: 'Hand number', kind: 'number' },
    ];
  },
};
