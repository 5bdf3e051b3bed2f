// The Day sandbox's one-line prompt for the reader, from their own view.

import type { Seat } from '../../engine/core/game.ts';
import type { DayView } from '../../engine/day/ui.ts';
import { chips } from './words.ts';

export function dayPrompt(view: DayView, seat: Seat): string {
  const me = view.seats[seat];
  switch (view.phase) {
    case 'handOver':
      return 'The hand is over. Deal the next one.';
    case 'over':
      return 'The session is over.';
    case 'substitute':
      return 'Swap one of your cards for the top card of the deck (it costs 1 point at the showdown), or keep both.';
    case 'bet1':
    case 'bet2': {
      const toCall = Math.max(0, view.currentBet - (me?.roundBet ?? 0));
      const round = view.phase === 'bet1' ? 'First round' : 'Final round';
      return toCall > 0
        ? `${round}: ${chips(toCall)} to call. Call, raise or fold.`
        : `${round}: no bet to match. Check, or bet.`;
    }
  }
}
