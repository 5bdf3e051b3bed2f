// What the position view edits in a Dawn position (core/position/edit.ts): where a card can lie
// and the facts of the moment, in the spec's own fields (position.ts).

import { onDemand } from '../core/on-demand.ts';
import { seatChoices, seatPlaces, type PositionKit } from '../core/position/edit.ts';
import type { DawnOptions } from './options.ts';
import { rankName } from './position.ts';
import { DAWN_LEGAL } from './legal-reasons.ts';
import { dawnMoveWords } from './move-words.ts';

export const DAWN_POSITION: PositionKit = {
  fill: onDemand(() => import('./position-fill.ts').then((module) => module.DAWN_FILL)),
  legal: DAWN_LEGAL,
  names: { spares: 'the spare pairs', ready: 'Who is ready', stockSize: "the stock's size" },
  words: dawnMoveWords,
  places: (options) => [
    ...seatPlaces((options as DawnOptions).players, 'hands', 'hand'),
    { path: ['pile'], label: 'the pile', holds: 'list', top: 'last' },
    { path: ['stock'], label: "the stock's top cards", holds: 'list', top: 'first' },
    { path: ['discards'], label: 'the discards', holds: 'list' },
    { path: ['leftover'], label: 'the leftover pairs', holds: 'list' },
    { path: ['spares', '0'], label: 'the first spare pair', holds: 'list' },
    { path: ['spares', '1'], label: 'the second spare pair', holds: 'list' },
  ],
  facts: (options) => {
    const seats = seatChoices((options as DawnOptions).players);
    return [
      { path: ['phase'], label: 'Phase', kind: 'choice', choices: ['play', 'arrange'] },
      { path: ['dealer'], label: 'Dealer', kind: 'choice', choices: seats },
      { path: ['turn'], label: 'Whose turn', kind: 'choice', choices: seats },
      {
        path: ['needed'],
        label: 'Rank needed',
        kind: 'choice',
        choices: [...Array.from({ length: 13 }, (_, r) => rankName(r + 1)), undefined],
      },
      { path: ['firstFailer'], label: 'First to fail', kind: 'choice', choices: seats },
    ];
  },
};
