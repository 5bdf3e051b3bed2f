// Sentences for the event log; events arrive already redacted for the viewer.

import type { GameEvent, Seat } from '../core/game.ts';
import { faceName, SHADE_NAMES, type DarkCard, type Shade } from './deck.ts';
import type { DarkHeartsRule } from './rules.ts';

const DIRECTIONS: Readonly<Record<string, string>> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across',
  hold: 'nowhere: this is a hold hand',
};

export function describeDarkHeartsEvent(event: GameEvent<DarkHeartsRule>, name: (seat: Seat) => string): string {
  const who = event.seat === undefined ? '' : name(event.seat);
  const detail = event.detail ?? {};
  const shade = (detail['shade'] === 'D' ? 'D' : 'L') as Shade;
  const card = event.cards?.[0];
  switch (event.kind) {
    case 'draw-for-deal':
      return `${who} draws the ${card ? faceName(card, 'L') : 'a card'} to choose the dealer.`;
    case 'first-dealer':
      return `${who} drew the highest Light card and deals first.`;
    case 'deal':
      return `${who} deals hand ${String(detail['hand'])}. Cards pass ${DIRECTIONS[String(detail['pass'])] ?? String(detail['pass'])}.`;
    case 'hold':
      return 'Nobody passes this hand.';
    case 'pass-chosen':
      return `${who} has chosen three cards to pass.`;
    case 'passed': {
      const to = name(Number(detail['to']));
      return event.cards && event.cards.length > 0
        ? `${who} passes ${to} the ${list(event.cards)}.`
        : `${who} passes three cards to ${to}.`;
    }
    case 'first-leader':
      return `${who} holds the ${card ? faceName(card, 'D') : 'first card'} and must lead it.`;
    case 'lead':
      return `${who} leads the ${card ? faceName(card, shade) : 'a card'}: a ${SHADE_NAMES[shade]} trick.`;
    case 'play':
      return `${who} plays the ${card ? faceName(card, shade) : 'a card'}.`;
    case 'trick-won': {
      const points = Number(detail['points'] ?? 0);
      return `${who} wins the trick${points > 0 ? `, taking ${points} ${SHADE_NAMES[shade]} point${points === 1 ? '' : 's'}` : ', with no points in it'}.`;
    }
    case 'hearts-broken':
      return `${SHADE_NAMES[shade]} hearts are broken: ${SHADE_NAMES[shade]} point cards may now be led.`;
    case 'leftover-taken':
      return `${who} also takes the leftover card, the ${card ? faceName(card, shade) : 'face-down card'}, worth ${String(detail['points'])} in this ${SHADE_NAMES[shade]} trick.`;
    case 'moon':
      return `${who} shot the moon in ${SHADE_NAMES[shade]}: ${who} scores 0 and everyone else adds ${String(detail['points'])} ${SHADE_NAMES[shade]} point${detail['points'] === 1 ? '' : 's'}.`;
    case 'hand-scored':
      return `${who} scores ${String(detail['L'])} Light and ${String(detail['D'])} Dark this hand, for ${String(detail['totalL'])} Light and ${String(detail['totalD'])} Dark.`;
    case 'game-over':
      return `The game is over. The lowest score of all is ${String(detail['low'])}.`;
    default:
      return `${who} ${event.kind}.`.trim();
  }
}

function list(cards: readonly DarkCard[]): string {
  const names = cards.map((c) => `${faceName(c, 'L')} (${faceName(c, 'D')})`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
