// DWYN's moves in words, for a hint, a review and the lesson's pointer (core/search/words.ts,
// sayMove): what the shape of an action alone would say less well. Light, so the lesson loads it.

import type { MoveWords } from '../core/search/spec.ts';
import { seatLetter } from '../core/seats.ts';
import type { DwynAction } from './actions.ts';
import { DWYN_DECK, DWYN_SUITS, SUIT_TITLES } from './deck.ts';

export const dwynMoveWords: MoveWords = (action, hidden) => {
  const a = action as DwynAction;
  if (hidden) {
    if (a.type !== 'steal' && a.type !== 'dwyn' && a.type !== 'lay') return undefined;
    return hidden.another ? 'Make another move' : 'Make a move';
  }
  // "B's Skull head", "B's KROWN"
  const body = (card: string): string => DWYN_DECK.facts(card).name.replace(/^the /, '');
  if (a.type === 'steal') return `Play a STEAL to take ${seatLetter(a.seat)}'s ${body(a.card)}`;
  if (a.type === 'dwyn') return `Play a DWYN to challenge for ${seatLetter(a.seat)}'s ${body(a.card)}`;
  if (a.type === 'concede') return 'Concede the duel';
  return a.type === 'suit' ? `Name ${SUIT_TITLES[DWYN_SUITS[a.suit] ?? 'RUGBY']} for the duel` : undefined;
};
