// The Day sandbox's one-line prompt for the reader, from their own view.

import type { Seat } from '../../engine/core/game.ts';
import { FIXED_MAX_RAISES, type DayView } from '../../engine/day/ui.ts';
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
      if (toCall === 0) return `${round}: no bet to match. Check, or bet.`;
      // The moves open, as the refusals say them (day/explain.ts): a stack short of the call goes
      // all in to call it, and fixed limit stops raising at its third raise.
      const stack = me?.stack ?? 0;
      if (stack <= toCall) return `${round}: ${chips(toCall)} to call. Go all in to call it, or fold.`;
      const capped = view.options.limit === 'fixed' && view.raises >= FIXED_MAX_RAISES;
      return `${round}: ${chips(toCall)} to call. ${capped ? `Call or fold: this round has had its ${FIXED_MAX_RAISES} raises.` : 'Call, raise or fold.'}`;
    }
  }
}
