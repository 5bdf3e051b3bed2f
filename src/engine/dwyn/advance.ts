// The rules of a legal DWYN action (defineGame builds apply and step on it: apply passes a list
// for the events, step null).

import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import type { DwynAction } from './actions.ts';
import { dealNextGame } from './deal.ts';
import { nextDealer } from './legal.ts';
import { layOutDealt } from './opening.ts';
import { challenge, concede, discard, draw, duelPlay, layOut, nameSuit, pass, steal } from './play.ts';
import type { DwynRule } from './rules.ts';
import type { DwynState } from './state.ts';

export function advanceDwyn(state: DwynState, seat: Seat, action: DwynAction, events: EventSink<DwynRule>): DwynState {
  switch (action.type) {
    case 'layout':
      return layOutDealt(state, seat, events);
    case 'draw':
      return draw(state, seat, events);
    case 'discard':
      return discard(state, seat, action.card, events);
    case 'lay':
      return layOut(state, seat, action.card, events);
    case 'steal':
      return steal(state, seat, action.seat, action.card, events);
    case 'dwyn':
      return challenge(state, seat, action.seat, action.card, events);
    case 'suit':
      return nameSuit(state, seat, action.suit, events);
    case 'play':
      return duelPlay(state, seat, action.card, events);
    case 'concede':
      return concede(state, seat, events);
    case 'pass':
      return pass(state, seat, events);
    case 'deal':
      return dealNextGame(state, nextDealer(state), events);
  }
}
