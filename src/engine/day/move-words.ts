// Day's moves in words, where the shape alone (core/search/words.ts) would not say them well: the
// one way the hint, the review and the position view's ruling say a Day move.

import type { MoveWords } from '../core/search/words.ts';
import type { DayAction } from './actions.ts';
import { theDayCard } from './deck.ts';
import type { DayState } from './state.ts';

const chips = (n: number): string => (n === 1 ? '1 chip' : `${String(n)} chips`);

export const dayMoveWords: MoveWords = (action, hidden, at) => {
  const move = action as DayAction;
  // A hole card is the seat's own: another seat's swap is said without it.
  if (move.type === 'swap')
    return hidden
      ? hidden.another
        ? 'Swap the other hole card'
        : 'Swap a hole card'
      : `Swap ${theDayCard(move.card)} for the top card of the deck`;
  if (hidden || at === undefined) return undefined;
  // What the move puts in, from the position: the chips are on the table for all to see.
  const state = at.state as DayState;
  const stack = state.stacks[at.seat] ?? 0;
  if (move.type === 'allin') return `Go all in (${chips(stack)})`;
  if (move.type === 'call') return `Call (${chips(state.currentBet - (state.roundBets[at.seat] ?? 0))} more)`;
  return undefined;
};
