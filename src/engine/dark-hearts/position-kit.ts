// What the position view edits in a Dark Hearts position (core/position/edit.ts): where a card can
// lie and the facts of the moment (the trick's shade, broken shades, points), in the spec's own
// fields (position.ts). Cards no place holds were played in earlier tricks.

import { onDemand } from '../core/on-demand.ts';
import { seatChoices, seatFacts, seatPlaces, type CardPlace, type PositionKit } from '../core/position/edit.ts';
import type { DarkHeartsOptions } from './options.ts';
import { DARK_HEARTS_LEGAL } from './legal-reasons.ts';
import { darkHeartsMoveWords } from './move-words.ts';

const NO_TRICK = 'no trick yet';

export const DARK_HEARTS_POSITION: PositionKit = {
  fill: onDemand(() => import('./position-fill.ts').then((module) => module.DARK_HEARTS_FILL)),
  legal: DARK_HEARTS_LEGAL,
  names: { passing: 'the cards chosen to pass', handPoints: 'the points this hand', scores: 'the scores' },
  words: darkHeartsMoveWords,
  places: (options) => {
    const n = (options as DarkHeartsOptions).players;
    const leftover: CardPlace[] = n === 3 ? [{ path: ['leftover'], label: 'the leftover card', holds: 'one' }] : [];
    return [
      ...seatPlaces(n, 'hands', 'hand'),
      { path: ['trick', 'plays'], label: 'the trick', holds: 'list', top: 'last' },
      ...leftover,
    ];
  },
  facts: (options) => {
    const n = (options as DarkHeartsOptions).players;
    const bools = [true, false, undefined];
    return [
      { path: ['phase'], label: 'Phase', kind: 'choice', choices: ['play', 'pass'] },
      { path: ['hand'], label: 'Hand number', kind: 'number' },
      // The hands' sizes follow from it, and "Deal the rest" deals to them (issue 43's trial).
      { path: ['tricks'], label: 'Tricks played this hand', kind: 'number' },
      { path: ['dealer'], label: 'Dealer', kind: 'choice', choices: seatChoices(n) },
      { path: ['leader'], label: 'Who leads next', kind: 'choice', choices: seatChoices(n) },
      // With no trick on the table both are left out: a choice that says so, to go back to.
      {
        path: ['trick', 'leader'],
        label: 'Who led the trick',
        kind: 'choice',
        choices: seatChoices(n),
        absent: NO_TRICK,
      },
      {
        path: ['trick', 'shade'],
        label: "The trick's shade",
        kind: 'choice',
        choices: ['L', 'D', undefined],
        words: { L: 'Light', D: 'Dark' },
        absent: NO_TRICK,
      },
      { path: ['broken', 'L'], label: 'Light hearts broken', kind: 'choice', choices: bools },
      { path: ['broken', 'D'], label: 'Dark hearts broken', kind: 'choice', choices: bools },
      ...(n === 3
        ? [
            {
              path: ['leftoverTakenBy'],
              label: 'Who took the leftover',
              kind: 'choice',
              choices: seatChoices(n),
            } as const,
          ]
        : []),
      ...seatFacts(n, 'handPoints', 'points this hand', 'points'),
      ...seatFacts(n, 'scores', 'score', 'points'),
    ];
  },
};
