// The sandbox's one-line prompt for the reader, from their own view.

import { aRank } from '../../engine/core/cards.ts';
import type { Seat } from '../../engine/core/game.ts';
import type { DawnView } from '../../engine/dawn/ui.ts';

export function dawnPrompt(view: DawnView, seat: Seat): string {
  switch (view.phase) {
    case 'arrange':
      return 'Arrange your hand, then choose "Done arranging".';
    case 'take':
      return 'Take two cards from the hand on your left.';
    case 'pick':
      return 'Your turn to pick up a face-down pair.';
    case 'handOver':
      return 'The hand is over. Deal the next one.';
    case 'over':
      return 'The game is over.';
    case 'play':
      if (view.needed === null) return 'Your lead: start the pile with any card.';
      if (view.fallback) return `Nobody could play ${aRank(view.needed)}: play your highest card below it.`;
      return (view.seats[seat]?.cards ?? []).length === 0
        ? 'Your turn.'
        : `Your turn: play ${aRank(view.needed)}, or draw if you have none.`;
  }
}
