// Dawn's moves in words, for a hint, a review and the lesson's pointer (core/search/words.ts,
// sayMove): what the shape of an action alone would say less well. Light, so the lesson loads it.

import type { MoveWords } from '../core/search/spec.ts';
import { seatLetter } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { pairName } from './describe.ts';

// Picking up is said as the log says it ("pick up spare pair 1"), not in notation ("pick S1").
export const dawnMoveWords: MoveWords = (action, hidden) => {
  const move = action as DawnAction;
  if (move.type === 'ready') return 'Finish arranging';
  // Where in their own fan a player shifts or takes is theirs alone (the log says only that
  // they rearrange, or have chosen): said without the positions.
  if (hidden && move.type === 'shift') return hidden.another ? 'Rearrange it another way' : 'Rearrange the hand';
  if (hidden && move.type === 'take') return hidden.another ? 'Take two other cards' : 'Take two cards';
  return move.type === 'pick' ? `Pick up ${pairName(move.pair, seatLetter)}` : undefined;
};
