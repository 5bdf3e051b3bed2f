// Dark Hearts' moves in words, where the shape alone (core/search/words.ts) would not say them
// well: the one way the hint, the review and the position view's ruling say a Dark Hearts move.

import { seatLetter } from '../core/seats.ts';
import type { MoveWords } from '../core/search/words.ts';
import { list } from '../core/telling.ts';
import type { DarkHeartsAction } from './actions.ts';
import { faceName } from './deck.ts';
import { passDirection, passTarget, type DarkHeartsState } from './state.ts';

const DIRECTIONS: Readonly<Record<string, string>> = { left: 'to the left', right: 'to the right', across: 'across' };

export const darkHeartsMoveWords: MoveWords = (action, hidden, at) => {
  const a = action as DarkHeartsAction;
  // Another seat's pass, or a card it did not play: said without its cards (core/search/words.ts).
  if (hidden) return undefined;
  if (a.type === 'pass') {
    // A card is named by both its faces, as the pass buttons name it ("Light 4 of hearts / Dark
    // 10 of diamonds"): the deck's name for it has a comma, which a list of three would blur.
    const cards = `Pass the ${list(a.cards.map((c) => `${faceName(c, 'L')} / ${faceName(c, 'D')}`))}`;
    if (at === undefined) return cards;
    // Where it goes, from the position: the hand's direction and the seat that receives it.
    const state = at.state as DarkHeartsState;
    const direction = passDirection(state.options, state.handNumber);
    const to = passTarget(at.seat, direction, state.options.players);
    return `${cards} ${DIRECTIONS[direction] ?? ''} (to ${seatLetter(to)})`;
  }
  return a.type === 'play' ? `Play the ${faceName(a.card, a.shade)}` : undefined;
};
