// Dark Hearts' moves in words, for a hint, a review and the lesson's pointer (core/search/words.ts,
// sayMove): what the shape of an action alone would say less well. Light, so the lesson loads it.

import type { MoveWords } from '../core/search/spec.ts';
import { list } from '../core/telling.ts';
import type { DarkHeartsAction } from './actions.ts';
import { faceName } from './deck.ts';

export const darkHeartsMoveWords: MoveWords = (action, hidden) => {
  const a = action as DarkHeartsAction;
  // Another seat's pass, or a card it did not play: said without its cards (core/search/words.ts).
  if (hidden) return undefined;
  // A card is named by both its faces, as the pass buttons name it ("Light 4 of hearts / Dark
  // 10 of diamonds"): the deck's name for it has a comma, which a list of three would blur.
  if (a.type === 'pass') return `Pass the ${list(a.cards.map((c) => `${faceName(c, 'L')} / ${faceName(c, 'D')}`))}`;
  return a.type === 'play' ? `Play the ${faceName(a.card, a.shade)}` : undefined;
};
