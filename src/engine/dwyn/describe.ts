// Sentences for the event log; events arrive already redacted for the viewer (a card drawn or
// discarded face down shows only to its player).

import type { GameEvent, Seat } from '../core/game.ts';
import { SUIT_TITLES, theDwynCard, type DwynSuit } from './deck.ts';
import type { DwynRule } from './rules.ts';

function list(cards: readonly string[]): string {
  const names = cards.map(theDwynCard);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

export function describeDwynEvent(event: GameEvent<DwynRule>, name: (seat: Seat) => string): string {
  const who = event.seat === undefined ? '' : name(event.seat);
  const d = event.detail ?? {};
  const card = event.cards?.[0];
  const the = card === undefined ? '' : theDwynCard(card);
  switch (event.kind) {
    case 'deal':
      return `${who} deals game ${String(d['game'])}, seven cards each, with the KROWN face up at the bottom of the stock. ${name(Number(d['first']))} plays first.`;
    case 'opening-layout':
      return `${who} lays out every body card dealt: ${list(event.cards ?? [])}.`;
    case 'refill':
      return `${who} draws ${String(d['count'])} card${d['count'] === 1 ? '' : 's'} to refill the hand.`;
    case 'first-discard':
      return `The top card of the stock, ${the}, starts the discard pile.`;
    case 'buried':
      return `${the} cannot start the discard pile, so it is buried in the stock above the KROWN.`;
    case 'draw':
      if (d['from'] === 'pool')
        return card ? `${who} draws ${the} from the pool.` : `${who} draws a card from the pool.`;
      return card ? `${who} draws ${the}.` : `${who} draws a card from the stock.`;
    case 'krown':
      return `${who} draws the KROWN and puts it in front of them. That is the whole turn.`;
    case 'pool':
      return `The discard pile (${String(d['count'])} cards) is shuffled into the pool: from now on, players may draw from it and discard into it face down.`;
    case 'discard':
      if (d['faceDown'])
        return card
          ? `${who} discards ${the} face down into the pool.`
          : `${who} discards a card face down into the pool.`;
      return `${who} discards ${the}.`;
    case 'lay':
      return `${who} lays out ${the}.`;
    case 'steal':
      return `${who} plays a STEAL and takes ${the} from ${name(Number(d['from']))}.`;
    case 'challenge':
      return `${who} plays a DWYN and challenges ${name(Number(d['defender']))} for ${the}.`;
    case 'suit':
      return `${who} names ${SUIT_TITLES[d['suit'] as DwynSuit] ?? String(d['suit'])}: the duel is fought with ${SUIT_TITLES[d['suit'] as DwynSuit] ?? String(d['suit'])} number cards.`;
    case 'duel-play':
      return `${who} plays ${the}.`;
    case 'concede':
      return d['played'] === 0 ? `${who} plays no card.` : `${who} does not beat it.`;
    case 'duel-won':
      return d['kept']
        ? `${who} played the highest card and keeps ${the}.`
        : `${who} wins the duel and takes ${the} from ${name(Number(d['defender']))}.`;
    case 'pass':
      return `${who} has no cards and the pool is empty: ${who} passes.`;
    case 'win':
      return `${who} has the KROWN and a whole body in front of them and no cards in hand: ${who} wins!`;
    case 'called':
      if (d['reason'] === 'turnCap') {
        return event.seat === undefined
          ? `${String(d['turns'])} turns have passed since the KROWN came out: the game is called a draw.`
          : `${String(d['turns'])} turns have passed since the KROWN came out: the game is called, and ${who}, with the KROWN and a body, wins it.`;
      }
      return event.seat === undefined
        ? 'Every player in a row has had to pass: the game is called a draw.'
        : `Every player in a row has had to pass: the game is called, and ${who}, with the KROWN and a body, wins it.`;
    case 'match-over':
      return `The match of ${String(d['games'])} games is over.`;
    default:
      return `${who} ${event.kind}.`.trim();
  }
}
