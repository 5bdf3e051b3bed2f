// The Dark Hearts sandbox's one-line prompt for the reader, from their own view.

import type { Seat } from '../../engine/core/game.ts';
import { SHADE_NAMES, type DarkHeartsView } from '../../engine/dark-hearts/ui.ts';

export function darkHeartsPrompt(view: DarkHeartsView, _seat: Seat): string {
  switch (view.phase) {
    case 'pass':
      return 'Choose three cards to pass.';
    case 'handOver':
      return 'The hand is over. Deal the next one.';
    case 'over':
      return 'The game is over.';
    case 'play':
      if (view.trick === null) {
        return view.tricksPlayed === 0
          ? 'You lead the first trick: the Dark 2 of clubs.'
          : 'Your lead: choose Light or Dark, then a card.';
      }
      return `Your turn in this ${SHADE_NAMES[view.trick.shade]} trick: follow suit by your ${SHADE_NAMES[view.trick.shade]} faces if you can.`;
  }
}
