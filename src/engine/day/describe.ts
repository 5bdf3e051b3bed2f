// Sentences for the event log; events arrive already redacted for the viewer.

import type { GameEvent, Seat } from '../core/game.ts';
import { theDayCard } from './deck.ts';
import type { DayRule } from './rules.ts';

const chips = (n: unknown): string => (Number(n) === 1 ? '1 chip' : `${String(n)} chips`);

export function describeDayEvent(event: GameEvent<DayRule>, name: (seat: Seat) => string): string {
  const who = event.seat === undefined ? '' : name(event.seat);
  const d = event.detail ?? {};
  const cards = event.cards ?? [];
  const list = cards.map(theDayCard).join(' and ');
  switch (event.kind) {
    case 'deal':
      return d['house']
        ? `Hand ${String(d['hand'])}: the house deals, with the dealer button at ${who}.`
        : `Hand ${String(d['hand'])}: ${who} deals.`;
    case 'ante':
      return `${who} antes ${chips(d['chips'])}${d['allIn'] ? ' and is all in' : ''}.`;
    case 'hole':
      return cards.length > 0 ? `${who} is dealt ${list}.` : `${who} is dealt two cards face down.`;
    case 'community':
      return `The dealer lays ${list} face up.`;
    case 'swap':
      return cards.length === 2
        ? `${who} substitutes ${theDayCard(cards[0] as string)} and draws ${theDayCard(cards[1] as string)}.`
        : `${who} substitutes a card.`;
    case 'keep':
      return `${who} keeps both cards.`;
    case 'round':
      return event.rule === 'betting'
        ? `The first round of betting begins with ${who}.`
        : `The final round of betting begins with ${who}.`;
    case 'final-card':
      return `The dealer places the final card: ${list}.`;
    case 'check':
      return `${who} checks.`;
    case 'fold':
      return `${who} folds.`;
    case 'call':
      if (d['short']) return `${who} calls ${chips(d['chips'])} and is all in.`;
      return `${who} calls${d['allIn'] ? ' and is all in' : ''}.`;
    case 'bet':
      return `${who} bets ${String(d['total'])}${d['allIn'] ? ' and is all in' : ''}.`;
    case 'raise':
      return `${who} raises to ${String(d['total'])}${d['allIn'] ? ' and is all in' : ''}${
        d['short'] ? ', short of a full raise: it does not reopen the betting' : ''
      }.`;
    case 'uncalled':
      return `Nobody matched ${who}'s last ${chips(d['chips'])}: they go back to ${who}.`;
    case 'show':
      return cards.length > 0 ? `${who} shows ${list}.` : `${who} shows their cards.`;
    case 'result':
      return `${who} has ${String(d['label'])} (${String(d['adjusted'])} point${d['adjusted'] === 1 ? '' : 's'}${
        d['adjusted'] !== d['points'] ? `, ${String(d['points'])} less 1 for substituting` : ''
      }).`;
    case 'flip':
      return cards.length > 0
        ? `${who} flips ${list} for the tie-breaker.`
        : `${who} flips a card for the tie-breaker.`;
    case 'tie-split':
      return 'The deck has run out before the tie-breaker could settle it: the pot is split.';
    case 'rake':
      return `The house rakes ${chips(d['chips'])}.`;
    case 'win': {
      const pot = Number(d['pots']) > 1 ? (Number(d['pot']) === 0 ? ' of the main pot' : ' of a side pot') : '';
      const share = Number(d['split']) > 1 ? ` as a share${pot}` : pot;
      const crown = d['crown'] === undefined ? '' : `, the Crown as ${theDayCard(String(d['crown']))}`;
      const how =
        d['label'] === undefined
          ? ''
          : ` with ${String(d['label'])} (${String(d['points'])} point${d['points'] === 1 ? '' : 's'}${crown})`;
      if (event.rule === 'last-player-standing')
        return `Everyone else has folded: ${who} wins ${chips(d['chips'])} without showing.`;
      return `${who} wins ${chips(d['chips'])}${share}${how}.`;
    }
    case 'out':
      return `${who} has no chips left and is out.`;
    case 'session-over':
      return d['allChips']
        ? `The session is over: one player holds every chip.`
        : `The session is over after ${String(d['hands'])} hands: the most chips wins.`;
    default:
      return `${who} ${event.kind}.`.trim();
  }
}
