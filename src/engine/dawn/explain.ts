// Why a Dawn action is refused. Legality itself comes from legalActions; this file only finds the
// rule to cite and says it in a plain sentence, so explain and legalActions cannot disagree.

import { aRank, cardName, rankLabel, rankOf } from '../core/cards.ts';
import type { Seat, Violation } from '../core/game.ts';
import { leftOf, seatCount, seatLetter } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { pairName } from './describe.ts';
import { highestBelow } from './legal.ts';
import type { DawnRule } from './rules.ts';
import { inFallback, neededRank, picker, type DawnState } from './state.ts';
import { winRule } from './win.ts';

function refuse(rule: DawnRule, message: string): Violation<DawnRule> {
  return { rule, message };
}

/** Why an action isLegal refused is refused (defineGame builds explain and apply on it). */
export function refusal(state: DawnState, seat: Seat, action: DawnAction): Violation<DawnRule> {
  if (seat < 0 || seat >= seatCount(state))
    return refuse('players-and-decks', `There is no seat ${seat + 1} at this table.`);
  const phase = state.phase;
  if (phase === 'over') {
    return refuse(state.options.matchHands > 1 ? 'match' : winRule(state), 'The game is over.');
  }
  if (phase === 'handOver') {
    return action.type === 'deal'
      ? refuse(
          'match',
          `The deal passes left: ${seatLetter(leftOf(state.dealer, seatCount(state)))} deals the next hand.`,
        )
      : refuse('match', 'This hand is over; the next hand must be dealt first.');
  }
  if (phase === 'arrange') {
    if (state.ready[seat]) return refuse('turn-order', 'You have finished arranging; the others are still arranging.');
    if (action.type === 'shift')
      return refuse('swap-arrange', 'You can only swap two neighbouring cards of your hand.');
    return refuse('swap-arrange', 'First everyone arranges their hand; say "ready" when yours is in order.');
  }
  if (phase === 'take') {
    if (state.takes[seat] !== null)
      return refuse('turn-order', 'You have already chosen your two cards; the others are still choosing.');
    if (action.type === 'take') return refuse('swap-take', 'Choose two different positions in the hand on your left.');
    return refuse('swap-take', 'Now everyone takes two cards, unseen, from the hand on their left.');
  }
  if (phase === 'pick') {
    const turn = picker(state);
    if (seat !== turn)
      return refuse('swap-pick-up', `${seatLetter(turn)} picks up a pair now; pairs are picked up in turn.`);
    if (action.type !== 'pick') return refuse('swap-pick-up', 'Pick up one of the face-down pairs first.');
    const pair = state.pairs.find((p) => p.id === action.pair);
    if (!pair) return refuse('swap-pick-up', `There is no ${pairName(action.pair, seatLetter)} on the table.`);
    if (pair.pickedBy !== null)
      return refuse('swap-pick-up', `${seatLetter(pair.pickedBy)} has already picked up that pair.`);
    return refuse('swap-pick-up', 'Those are the cards taken from your own hand: pick up any other pair.');
  }
  // Play phase.
  if (seat !== state.turn) return refuse('turn-order', `It is ${seatLetter(state.turn)}'s turn; play goes clockwise.`);
  const hand = state.hands[seat] ?? [];
  const needed = neededRank(state);
  if (action.type !== 'play' && action.type !== 'draw') {
    return refuse('turn-order', 'The swap is over: play a card or draw.');
  }
  if (action.type === 'play' && !hand.includes(action.card)) {
    const rule: DawnRule = needed === null ? 'lead-any-card' : inFallback(state) ? 'draw-around' : 'one-lower';
    return refuse(rule, `You do not hold the ${cardName(action.card)}.`);
  }
  if (needed === null) return refuse('lead-any-card', 'The pile is empty: start it with any card from your hand.');
  if (inFallback(state)) {
    const best = highestBelow(hand, needed) ?? 0;
    return refuse(
      'draw-around',
      `Nobody could play ${aRank(needed)}, so you must play your highest card below it: ${aRank(best)}.`,
    );
  }
  const holdsNeeded = hand.some((card) => rankOf(card) === needed);
  if (action.type === 'draw') {
    return refuse('must-play', `You hold ${aRank(needed)}, so you must play it rather than draw.`);
  }
  return refuse(
    'one-lower',
    holdsNeeded
      ? `The next card must be exactly one rank below the ${rankLabel(needed + 1)}: play ${aRank(needed)}.`
      : `The next card must be ${aRank(needed)}, one rank below the ${rankLabel(needed + 1)}. You have none, so you must draw.`,
  );
}
