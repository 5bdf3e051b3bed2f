// The DWYN sandbox's one-line prompt for the reader, from their own view.

import type { Seat } from '../../engine/core/game.ts';
import { SUIT_TITLES, theDwynCard, type DwynView } from '../../engine/dwyn/ui.ts';

export function dwynPrompt(view: DwynView, seat: Seat): string {
  if (view.phase === 'handOver') return 'The game is over. Deal the next one.';
  if (view.phase === 'over') return view.options.matchGames > 1 ? 'The match is over.' : 'The game is over.';
  const duel = view.duel;
  const held = view.seats[seat]?.count ?? 0;
  switch (view.stage) {
    case 'layout':
      // One line on a phone: the sandbox wakes with this prompt or "The bots are playing…",
      // and a prompt of two lines would push the table down under the reader's eyes.
      return 'First, lay out your body cards.';
    case 'draw':
      if (!view.krownDrawn) {
        return view.stock === 1
          ? 'Draw: the last card of the stock is the KROWN, and it ends your turn.'
          : 'Draw a card from the stock: before the KROWN, every turn starts with a draw.';
      }
      if (held === 0)
        return view.pool > 0
          ? 'Your hand is empty: draw from the pool, then act.'
          : 'Your hand and the pool are empty: pass.';
      return view.pool > 0
        ? 'Draw from the pool if you like (a card at random), or choose a card and act at once.'
        : 'The pool is empty: choose a card for your one action.';
    case 'act':
      return `Choose a card for your one action: lay out a body card, play a STEAL or a DWYN, or discard it${view.krownDrawn ? ' face down' : ''}.`;
    case 'suit':
      return duel
        ? `Name the duel's suit for ${theDwynCard(duel.target)}: pick one you hold high number cards of.`
        : 'Name a suit.';
    case 'duel': {
      if (!duel || duel.suit === null) return 'Play a number card, or concede.';
      const suit = SUIT_TITLES[duel.suit];
      const top = duel.cards[duel.cards.length - 1];
      const prize = theDwynCard(duel.target);
      if (top === undefined)
        return `You are challenged for ${prize}: play a ${suit} number card, or concede and lose it.`;
      return `Beat ${theDwynCard(top)} with a higher ${suit} card, or concede: then ${seat === duel.defender ? 'you lose' : 'you do not get'} ${prize}.`;
    }
  }
}
