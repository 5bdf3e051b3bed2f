// Sentences for the event log. Events reach here already redacted for the viewer, so a card the
// viewer may not see is simply absent and the sentence is written without it.

import { aRank, cardName, rankLabel, type Card } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import type { DawnRule } from './rules.ts';

export function describeDawnEvent(event: GameEvent<DawnRule>, name: (seat: Seat) => string): string {
  const who = event.seat === undefined ? '' : name(event.seat);
  const cards = event.cards;
  const card = cards?.[0] === undefined ? '' : the(cards[0]);
  const detail = event.detail ?? {};
  const needed = Number(detail['needed'] ?? 0);
  switch (event.kind) {
    case 'deal':
      return `${who} deals hand ${String(detail['hand'])}: twelve cards each, two spare pairs face down, and the rest as the stock.`;
    case 'shift':
      return `${who} rearranges their hand.`;
    case 'ready':
      return `${who} has finished arranging.`;
    case 'take-chosen':
      return `${who} has chosen two cards from the hand on their left.`;
    case 'taken': {
      const from = name(Number(detail['from']));
      const what = cards ? `the ${list(cards)}` : 'two cards';
      return `${who} took ${what} from ${from}, unseen; they lie face down in front of ${from}.`;
    }
    case 'pick':
      return `${who} picks up ${pairName(String(detail['pair']), name)}${cards ? `: the ${list(cards)}` : ''}.`;
    case 'leftover':
      return `The two pairs nobody picked up, ${String(detail['pairs'])
        .split(' and ')
        .map((id) => pairName(id, name))
        .join(' and ')}, are set aside unseen for this hand.`;
    case 'first-lead':
      return `The swap is over. ${who} starts the pile with any card.`;
    case 'play':
      if (event.rule === 'lead-any-card') return `${who} starts the pile with ${card}.`;
      if (event.rule === 'drawn-card-played') return `${who} draws ${card}, exactly the rank needed, and must play it.`;
      if (event.rule === 'draw-around')
        return `${who} must go lower and plays ${card}, their highest card below the rank needed.`;
      return `${who} plays ${card}.`;
    case 'draw':
      return card
        ? `${who} has no ${plural(needed)}, draws ${card} and keeps it.`
        : `${who} has no ${plural(needed)} and draws a card.`;
    case 'no-card':
      return `${who} has no ${plural(needed)}, and there is no card left to draw.`;
    case 'stock-rebuilt':
      return `The stock ran out: ${String(detail['count'])} played cards are shuffled into a new stock.`;
    case 'pile-cleared':
      return `An Ace clears the pile, and ${who} starts a new one.`;
    case 'back-to-first':
      return `Nobody could play ${aRank(needed)}. The turn is back with ${who}, who must play their highest card below it.`;
    case 'reset':
      return `Nobody could play ${aRank(needed)}, and ${who} has nothing lower: the pile is cleared and ${who} starts a new one.`;
    case 'dawn': {
      const dusk = detail['variant'] === 'dusk';
      const held =
        cards === undefined ? '' : cards.length === 0 ? ', with an empty hand' : `, holding only the ${list(cards)}`;
      return `${who} has no ${dusk ? 'red' : 'black'} cards left${held}: ${dusk ? 'dusk' : 'dawn'}! ${who} wins the hand.`;
    }
    case 'match-over':
      return `The match is over after ${String(detail['hands'])} hands.`;
    default:
      return `${who} ${event.kind}.`.trim();
  }
}

function the(card: Card): string {
  return `the ${cardName(card)}`;
}

function list(cards: readonly Card[]): string {
  const names = cards.map(cardName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function plural(rank: number): string {
  return `${rankLabel(rank)}s`;
}

/** "spare pair 1", "the pair in front of C": a pair by its notation id (S1, C). */
export function pairName(id: string, name: (seat: Seat) => string): string {
  if (id.startsWith('S')) return `spare pair ${id.slice(1)}`;
  return `the pair in front of ${name(id.charCodeAt(0) - 65)}`;
}
