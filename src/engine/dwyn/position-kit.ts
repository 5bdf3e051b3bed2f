// What the position view edits in a DWYN position (core/position/edit.ts): where a card can lie
// and the facts of the moment (the stage, a duel), in the spec's own fields (position.ts).

import { onDemand } from '../core/on-demand.ts';
import { seatChoices, seatFacts, seatPlaces, type PositionKit } from '../core/position/edit.ts';
import { DWYN_SUITS, dwynIndexOrMissing, SUIT_TITLES } from './deck.ts';
import { isProtectedAt, suitBits } from './tableau.ts';
import type { DwynOptions } from './options.ts';
import { DWYN_LEGAL } from './legal-reasons.ts';
import { dwynMoveWords } from './move-words.ts';

/**
 * The cards a duel may be fought for as the spec stands: those laid out in front of the defender (of
 * every seat, before a defender is chosen), the KROWN among them, but not a card of a whole
 * same-suit body (rule protection).
 */
function challengeable(spec: unknown): string[] {
  const { duel, tableaux = {} } = spec as {
    duel?: { defender?: unknown };
    tableaux?: Readonly<Record<string, readonly string[]>>;
  };
  const defender = typeof duel?.defender === 'string' ? duel.defender : null;
  return Object.entries(tableaux).flatMap(([seat, laid]) => {
    if (!Array.isArray(laid) || (defender !== null && seat !== defender)) return [];
    const known = laid.filter((text) => dwynIndexOrMissing(text) >= 0);
    const bits = suitBits(known);
    return known.filter((text) => !isProtectedAt(bits, dwynIndexOrMissing(text)));
  });
}

export const DWYN_POSITION: PositionKit = {
  fill: onDemand(() => import('./position-fill.ts').then((module) => module.DWYN_FILL)),
  legal: DWYN_LEGAL,
  names: { stockSize: "the stock's size", tableaux: 'the cards laid out', wins: 'the games won' },
  words: dwynMoveWords,
  places: (options) => [
    ...seatPlaces((options as DwynOptions).players, 'hands', 'hand'),
    ...seatPlaces((options as DwynOptions).players, 'tableaux', 'cards laid out'),
    { path: ['stock'], label: "the stock's top cards", holds: 'list', top: 'first' },
    { path: ['discards'], label: 'the discard pile', holds: 'list', top: 'last' },
    { path: ['pool'], label: 'the pool', holds: 'list' },
    { path: ['duel', 'cards'], label: "the duel's cards", holds: 'list', top: 'last' },
  ],
  facts: (options) => {
    const n = (options as DwynOptions).players;
    return [
      {
        path: ['stage'],
        label: 'Stage',
        kind: 'choice',
        choices: ['layout', 'draw', 'act', 'suit', 'duel', undefined],
      },
      { path: ['dealer'], label: 'Dealer', kind: 'choice', choices: seatChoices(n) },
      { path: ['turn'], label: 'Whose turn', kind: 'choice', choices: seatChoices(n) },
      {
        path: ['duel', 'defender'],
        label: 'Duel: the defender',
        kind: 'choice',
        choices: seatChoices(n),
        absent: 'no duel',
      },
      {
        path: ['duel', 'target'],
        label: 'Duel: the card challenged for',
        kind: 'card',
        absent: 'none chosen',
        among: challengeable,
      },
      {
        path: ['duel', 'suit'],
        label: 'Duel: the suit named',
        kind: 'choice',
        choices: [...DWYN_SUITS, undefined],
        words: SUIT_TITLES,
        absent: 'not named yet',
      },
      { path: ['turnsAfterKrown'], label: 'Turns since the KROWN was drawn', kind: 'number' },
      { path: ['game'], label: 'Game number', kind: 'number' },
      ...seatFacts(n, 'wins', 'games won', 'number'),
    ];
  },
};
