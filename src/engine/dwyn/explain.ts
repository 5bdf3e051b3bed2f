// Why a DWYN action is refused: the rule to cite and a plain sentence. apply calls it only once
// isLegal has said no, so legality is checked once per action.

import type { Seat, Violation } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import type { DwynAction } from './actions.ts';
import {
  DWYN_INDEX,
  dwynIndexOrMissing,
  isBodyAt,
  isNumberAt,
  KROWN_INDEX,
  STEAL_INDEX,
  strengthAt,
  suitAt,
  suitTitle,
  theDwynCard,
} from './deck.ts';
import { actor, anyTarget, duelHigh, nextDealer } from './legal.ts';
import type { DwynRule } from './rules.ts';
import { krownDrawn, type DwynState } from './state.ts';
import { isProtectedAt, suitBits } from './tableau.ts';

function refuse(rule: DwynRule, message: string): Violation<DwynRule> {
  return { rule, message };
}

export function refusal(state: DwynState, seat: Seat, action: DwynAction): Violation<DwynRule> {
  const seats = state.hands.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return refuse('players-and-deck', `This game has ${seats} players, A to ${seatLetter(seats - 1)}.`);
  }
  if (state.phase === 'over') return refuse('winning', 'The game is over.');
  if (state.phase === 'handOver') {
    if (action.type === 'deal' && seat !== nextDealer(state)) {
      return refuse('match', `${seatLetter(nextDealer(state))} deals the next game: the deal passes in turn order.`);
    }
    return refuse('match', `The game is over: ${seatLetter(nextDealer(state))} deals the next one.`);
  }
  if (action.type === 'deal') return refuse('match', 'The game is still being played.');
  const duel = state.duel;
  if (seat !== actor(state)) {
    if (duel !== null && state.stage === 'duel') {
      return refuse('duel', `${seatLetter(duel.toAnswer)} must answer in the duel now.`);
    }
    if (state.stage === 'layout')
      return refuse(
        'opening-layout',
        `${seatLetter(state.turn)} lays out their body cards now; the others follow in turn.`,
      );
    if (duel !== null) return refuse('challenge', `${seatLetter(duel.challenger)} must name the duel's suit now.`);
    return refuse('turn-order', `It is ${seatLetter(state.turn)}'s turn.`);
  }
  const hand = state.hands[seat] ?? [];
  if (state.stage === 'layout') {
    if (action.type === 'lay')
      return refuse(
        'opening-layout',
        'At the opening lay-out every body card you were dealt goes down at once: lay out your body cards, not one alone.',
      );
    return refuse('opening-layout', 'Before play begins, every player lays out all the body cards they were dealt.');
  }
  if (action.type === 'layout')
    return refuse('opening-layout', 'The opening lay-out happens once, before the first turn.');
  if (state.stage === 'suit') {
    return refuse('challenge', 'You have played a DWYN: name the suit of the duel first (any of the six).');
  }
  if (state.stage === 'duel' && duel !== null) {
    if (action.type !== 'play') {
      return refuse('duel', 'You are in a duel: play a higher number card of its suit, or concede.');
    }
    const index = dwynIndexOrMissing(action.card);
    if (!hand.includes(action.card)) return refuse('duel', `You do not hold ${theDwynCard(action.card)}.`);
    if (!isNumberAt(index))
      return refuse('number-cards', `Only number cards are played in a duel, not ${theDwynCard(action.card)}.`);
    if (suitAt(index) !== duel.suit) {
      return refuse('duel', `The duel is in ${suitTitle(duel.suit)}: ${theDwynCard(action.card)} is another suit.`);
    }
    const xHigh = state.options.xRank === 'high';
    const last = duel.cards[duel.cards.length - 1];
    return refuse(
      'number-cards',
      `${theDwynCard(action.card)} counts ${strengthAt(index, xHigh)}; to answer you must beat ${last ? theDwynCard(last) : 'the card before'}, which counts ${duelHigh(duel, xHigh)}.`,
    );
  }
  if (action.type === 'play' || action.type === 'concede' || action.type === 'suit') {
    return refuse('duel', 'There is no duel in progress: number cards are played only in a duel.');
  }
  const after = krownDrawn(state);
  if (action.type === 'draw') {
    if (state.stage === 'act') return refuse('one-action', 'You have drawn this turn already: now take one action.');
    return refuse('after-krown', 'The pool is empty: there is nothing to draw.');
  }
  if (action.type === 'pass') {
    if (!after)
      return refuse('draw', 'Before the KROWN comes out, every turn starts with a draw from the stock; nobody passes.');
    if (state.stage === 'act' || hand.length > 0) {
      return refuse('after-krown', 'You may pass only with no cards in hand and none in the pool; you must act.');
    }
    return refuse('after-krown', 'The pool has cards: with an empty hand you must draw.');
  }
  if (state.stage === 'draw') {
    if (!after) return refuse('draw', 'Before the KROWN comes out, every turn starts with a draw from the stock.');
    if (hand.length === 0) return refuse('after-krown', 'Your hand is empty: draw from the pool first.');
  }
  if (action.type === 'discard' || action.type === 'lay') {
    if (!hand.includes(action.card)) {
      const held = dwynIndexOrMissing(action.card) < 0 ? 'that card' : theDwynCard(action.card);
      return refuse(action.type === 'lay' ? 'lay-out' : 'discard', `You do not hold ${held}.`);
    }
    if (action.type === 'lay') {
      return refuse(
        'lay-out',
        `Only body cards (a HEAD, TORSO or FEET) are laid out, not ${theDwynCard(action.card)}.`,
      );
    }
  }
  if (action.type === 'steal' || action.type === 'dwyn') {
    const rule: DwynRule = action.type === 'steal' ? 'steal' : 'challenge';
    const own = action.type === 'steal' ? STEAL_INDEX : DWYN_INDEX;
    if (!hand.some((card) => dwynIndexOrMissing(card) === own)) {
      return refuse(rule, `You do not hold ${action.type === 'steal' ? 'a STEAL' : 'a DWYN'} card.`);
    }
    if (!anyTarget(state, seat)) {
      return refuse(
        rule,
        'No opponent has a card you could take: every body in front of them is protected or empty. You may still discard it.',
      );
    }
    if (action.seat === seat) return refuse(rule, 'You can only take a card from an opponent.');
    if (action.seat < 0 || action.seat >= seats)
      return refuse(rule, `There is no seat ${seatLetter(action.seat)} at this table.`);
    const tableau = state.tableaux[action.seat] ?? [];
    if (!tableau.includes(action.card)) {
      return refuse(
        rule,
        `${seatLetter(action.seat)} does not have ${dwynIndexOrMissing(action.card) < 0 ? 'that card' : theDwynCard(action.card)} in front of them.`,
      );
    }
    const target = dwynIndexOrMissing(action.card);
    if (target !== KROWN_INDEX && isBodyAt(target) && isProtectedAt(suitBits(tableau), target)) {
      return refuse(
        'protection',
        `${seatLetter(action.seat)} has the whole ${suitTitle(suitAt(target))} body, so ${theDwynCard(action.card)} is protected.`,
      );
    }
  }
  return refuse('one-action', 'That move is not allowed now.');
}
