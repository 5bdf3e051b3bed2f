// DWYN's actions and notation. Each decision is its own action of the seat that must take it, so
// a DWYN duel is a run of ordinary actions inside the challenger's turn:
//
//   layout                the opening lay-out of every body card dealt
//   draw                  draw from the stock, or from the pool after the KROWN
//   discard CASTLE-3      discard a card (face down into the pool after the KROWN)
//   lay SKULL-HEAD        lay out a body card
//   steal B KROWN         play a STEAL: take B's KROWN (or an unprotected body card)
//   dwyn B RUGBY-HEAD     play a DWYN at B's RUGBY-HEAD
//   suit CASTLE           the challenger names the duel's suit
//   play CASTLE-4         in a duel, play a higher number card of the suit
//   concede               in a duel, play nothing more (the highest card so far wins)
//   pass                  after the KROWN, with an empty hand and an empty pool
//   deal                  deal the next game of a match
//
// Actions are interned: one frozen object per card, seat and card, or suit, so legal-move
// generation hands out the same objects instead of building one per action and turn.

import type { Seat } from '../core/game.ts';
import { NotationError } from '../core/errors.ts';
import { parseSeat, seatLetter } from '../core/seats.ts';
import { DISTINCT, DWYN_DISTINCT, DWYN_SUITS, dwynIndex, parseDwynCard, parseDwynSuit, type DwynCard } from './deck.ts';
import { MAX_PLAYERS } from './options.ts';

export type DwynAction =
  | { readonly type: 'layout' }
  | { readonly type: 'draw' }
  | { readonly type: 'discard'; readonly card: DwynCard }
  | { readonly type: 'lay'; readonly card: DwynCard }
  | { readonly type: 'steal'; readonly seat: Seat; readonly card: DwynCard }
  | { readonly type: 'dwyn'; readonly seat: Seat; readonly card: DwynCard }
  | { readonly type: 'suit'; readonly suit: number }
  | { readonly type: 'play'; readonly card: DwynCard }
  | { readonly type: 'concede' }
  | { readonly type: 'pass' }
  | { readonly type: 'deal' };

export const LAYOUT: DwynAction = Object.freeze({ type: 'layout' });
export const DRAW: DwynAction = Object.freeze({ type: 'draw' });
export const CONCEDE: DwynAction = Object.freeze({ type: 'concede' });
export const PASS: DwynAction = Object.freeze({ type: 'pass' });
export const DEAL: DwynAction = Object.freeze({ type: 'deal' });

const DISCARDS = DWYN_DISTINCT.map((card): DwynAction => Object.freeze({ type: 'discard', card }));
const LAYS = DWYN_DISTINCT.map((card): DwynAction => Object.freeze({ type: 'lay', card }));
const PLAYS = DWYN_DISTINCT.map((card): DwynAction => Object.freeze({ type: 'play', card }));
const SUITS = DWYN_SUITS.map((_, suit): DwynAction => Object.freeze({ type: 'suit', suit }));
const STEALS: DwynAction[] = [];
const DWYNS: DwynAction[] = [];
for (let seat = 0; seat < MAX_PLAYERS; seat++) {
  for (const card of DWYN_DISTINCT) {
    STEALS.push(Object.freeze({ type: 'steal', seat, card }));
    DWYNS.push(Object.freeze({ type: 'dwyn', seat, card }));
  }
}

/** Interned actions by card index (deck.ts, dwynIndex). */
export const discardAt = (index: number): DwynAction => DISCARDS[index] as DwynAction;
export const layAt = (index: number): DwynAction => LAYS[index] as DwynAction;
export const playAt = (index: number): DwynAction => PLAYS[index] as DwynAction;
export const suitAction = (suit: number): DwynAction => SUITS[suit] as DwynAction;
export const stealAt = (seat: Seat, index: number): DwynAction => STEALS[seat * DISTINCT + index] as DwynAction;
export const dwynAt = (seat: Seat, index: number): DwynAction => DWYNS[seat * DISTINCT + index] as DwynAction;

export function formatDwynAction(action: DwynAction): string {
  switch (action.type) {
    case 'discard':
    case 'play':
      return `${action.type} ${action.card}`;
    case 'lay':
      return `lay ${action.card}`;
    case 'steal':
    case 'dwyn':
      return `${action.type} ${seatLetter(action.seat)} ${action.card}`;
    case 'suit':
      return `suit ${DWYN_SUITS[action.suit] ?? String(action.suit)}`;
    default:
      return action.type;
  }
}

const HINT =
  'Write layout, draw, discard CASTLE-3, lay SKULL-HEAD, steal B KROWN, dwyn B RUGBY-HEAD, suit CASTLE, play CASTLE-4, concede, pass or deal.';

export function parseDwynAction(text: string): DwynAction {
  const words = String(text).trim().split(/\s+/);
  const verb = (words[0] ?? '').toLowerCase();
  const rest = words.slice(1);
  const wrong = (): never => {
    throw new NotationError(`"${text}" is not a DWYN move. ${HINT}`);
  };
  switch (verb) {
    case 'layout':
    case 'draw':
    case 'concede':
    case 'pass':
    case 'deal':
      if (rest.length > 0) wrong();
      return verb === 'layout'
        ? LAYOUT
        : verb === 'draw'
          ? DRAW
          : verb === 'concede'
            ? CONCEDE
            : verb === 'pass'
              ? PASS
              : DEAL;
    case 'discard':
    case 'lay':
    case 'play': {
      if (rest.length === 0) wrong();
      const index = dwynIndex(parseDwynCard(rest.join(' ')));
      return verb === 'discard' ? discardAt(index) : verb === 'lay' ? layAt(index) : playAt(index);
    }
    case 'steal':
    case 'dwyn': {
      if (rest.length < 2) wrong();
      const seat = parseSeat(rest[0] ?? '', MAX_PLAYERS);
      const index = dwynIndex(parseDwynCard(rest.slice(1).join(' ')));
      return verb === 'steal' ? stealAt(seat, index) : dwynAt(seat, index);
    }
    case 'suit':
      if (rest.length !== 1) wrong();
      return suitAction(DWYN_SUITS.indexOf(parseDwynSuit(rest[0] ?? '')));
    default:
      return wrong();
  }
}
