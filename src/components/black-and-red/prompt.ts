// The Black & Red sandbox's one-line prompt for the reader, from their own view.

import type { Seat } from '../../engine/core/game.ts';
import type { BlackAndRedView } from '../../engine/black-and-red/ui.ts';

export function blackAndRedPrompt(view: BlackAndRedView, _seat: Seat): string {
  switch (view.phase) {
    case 'handOver':
      return 'The hand is over. Deal the next one.';
    case 'over':
      return 'The match is over.';
    case 'play':
      return view.runColour === null
        ? 'You start a new run: discard any card, and its colour becomes the run colour.'
        : `Discard a ${view.runColour} card without taking the total (${view.total}) over 31, or say go if you cannot.`;
  }
}
