// What the position view edits in a Black & Red position (core/position/edit.ts): where a card can
// lie and the facts of the moment, in the spec's own fields (position.ts).

import { onDemand } from '../core/on-demand.ts';
import { seatChoices, seatFacts, seatPlaces, type PositionKit } from '../core/position/edit.ts';
import { BLACK_AND_RED_LEGAL } from './legal-reasons.ts';

const COLOURS = ['red', 'black', undefined];

export const BLACK_AND_RED_POSITION: PositionKit = {
  fill: onDemand(() => import('./position-fill.ts').then((module) => module.BLACK_AND_RED_FILL)),
  legal: BLACK_AND_RED_LEGAL,
  names: { stockSize: "the stock's size", scores: 'the scores' },
  places: () => [
    ...seatPlaces(2, 'hands', 'hand'),
    { path: ['upcard'], label: 'the upcard', holds: 'one' },
    { path: ['stock'], label: "the stock's top cards", holds: 'list', top: 'first' },
    { path: ['run'], label: 'the run', holds: 'list', top: 'last' },
    { path: ['discards'], label: 'the discards of finished runs', holds: 'list' },
  ],
  facts: () => {
    const seats = seatChoices(2);
    return [
      {
        path: ['phase'],
        label: 'Phase',
        kind: 'choice',
        choices: ['play', 'handOver'],
        words: { play: 'Play', handOver: 'Hand over' },
      },
      { path: ['dealer'], label: 'Dealer', kind: 'choice', choices: seats },
      { path: ['turn'], label: 'Whose turn', kind: 'choice', choices: seats },
      { path: ['playerOneColour'], label: "Player one's colour", kind: 'choice', choices: COLOURS },
      { path: ['runColour'], label: "The run's colour", kind: 'choice', choices: COLOURS },
      { path: ['total'], label: "The run's total", kind: 'number' },
      { path: ['goes'], label: 'Who has said go', kind: 'seats' },
      { path: ['lastDiscarder'], label: 'Who discarded last', kind: 'choice', choices: seats },
      { path: ['hand'], label: 'Hand number', kind: 'number' },
      ...seatFacts(2, 'scores', 'score', 'number'),
    ];
  },
};
