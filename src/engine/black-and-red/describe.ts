// Sentences for the event log; events arrive already redacted for the viewer.

import { cardName } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import type { BlackAndRedRule } from './rules.ts';

export function describeBlackAndRedEvent(event: GameEvent<BlackAndRedRule>, name: (seat: Seat) => string): string {
  const who = event.seat === undefined ? '' : name(event.seat);
  const d = event.detail ?? {};
  const card = event.cards?.[0];
  switch (event.kind) {
    case 'deal':
      return `${who} deals hand ${String(d['hand'])}; ${name(Number(d['playerOne']))} is player one and plays first.`;
    case 'dealt-one-colour':
      return `${who} was dealt seven cards of one colour and scores 5.`;
    case 'upcard':
      return `The upcard is the ${card ? cardName(card) : 'top card'}: ${who} collects ${String(d['colour'])}, the other player ${d['colour'] === 'red' ? 'black' : 'red'}.`;
    case 'discard':
      return d['leading']
        ? `${who} discards the ${card ? cardName(card) : 'card'} (${String(d['value'])}): a ${String(d['colour'])} run, total ${String(d['total'])}.`
        : `${who} discards the ${card ? cardName(card) : 'card'} (${String(d['value'])}), total ${String(d['total'])}.`;
    case 'draw':
      if (d['upcard']) return `${who} draws the upcard, the ${card ? cardName(card) : 'face-up card'}.`;
      return card ? `${who} draws the ${cardName(card)}.` : `${who} draws a card.`;
    case 'go':
      return `${who} cannot discard without going over 31: go. ${who} draws nothing.`;
    case 'thirty-one':
      return `The total is exactly 31: the run is over, and ${name(Number(d['leader']))} starts the next one.`;
    case 'run-over':
      return `Neither player can discard: the run is over at ${String(d['total'])}, and ${who}, the last to discard, starts the next one.`;
    case 'out':
      return `${who} holds seven ${String(d['colour'])} cards and goes out for ${String(d['points'])} point${d['points'] === 1 ? '' : 's'}.`;
    case 'stock-rebuilt':
      return `The stock ran out: ${String(d['count'])} cards from finished runs are shuffled into a new stock.`;
    case 'drawn-hand':
      return event.rule === 'turn-cap'
        ? `The hand has gone on for ${String(d['turns'])} turns: it is a draw, with no score.`
        : 'The stock ran out with nothing to rebuild it from: the hand is a draw, with no score.';
    case 'match-over':
      return `The match is over: the first to ${String(d['target'])} points wins.`;
    default:
      return `${who} ${event.kind}.`.trim();
  }
}
