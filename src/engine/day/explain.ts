// Why a Day action is refused: the rule to cite and a plain sentence.

import type { Seat, Violation } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import type { DayAction } from './actions.ts';
import { theDayCard } from './deck.ts';
import { nextDealer, raiseBounds, raiseClosed } from './legal.ts';
import { FIXED_MAX_RAISES } from './options.ts';
import type { DayRule } from './rules.ts';
import type { DayState } from './state.ts';

function refuse(rule: DayRule, message: string): Violation<DayRule> {
  return { rule, message };
}

/** Why an action isLegal refused is refused (apply calls it once isLegal has said no). */
export function refusal(state: DayState, seat: Seat, action: DayAction): Violation<DayRule> {
  const n = state.hands.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
    return refuse('players-and-deck', `There are ${n} players, A to ${seatLetter(n - 1)}.`);
  }
  if (state.phase === 'over') return refuse('session-end', 'The session is over.');
  if (state.phase === 'handOver') {
    const dealer = nextDealer(state);
    if (seat !== dealer) return refuse('next-hand', `The hand is over: ${seatLetter(dealer)} deals the next one.`);
    return refuse('next-hand', 'The hand is over: the only move is to deal the next one.');
  }
  if (!state.inHand[seat]) return refuse('chips', `${seatLetter(seat)} has no chips left and is out of the session.`);
  if (state.folded[seat])
    return refuse('betting', `${seatLetter(seat)} has folded and takes no further part in this hand.`);
  if (seat !== state.turn) {
    const why =
      state.stacks[seat] === 0 && state.phase !== 'substitute' ? ' You are all in: you bet no more this hand.' : '';
    return refuse(
      state.phase === 'substitute' ? 'substitution' : 'betting',
      `It is ${seatLetter(state.turn)}'s turn.${why}`,
    );
  }
  if (action.type === 'deal') return refuse('next-hand', 'The hand is still being played.');
  if (state.phase === 'substitute') {
    if (action.type === 'swap') {
      return refuse(
        'substitution',
        `You do not hold ${theDayCard(action.card)}: you may only substitute one of your own two cards.`,
      );
    }
    return refuse('substitution', 'Substitution comes first: swap one card or keep both.');
  }
  if (action.type === 'swap' || action.type === 'keep') {
    return refuse('substitution', 'Substitution is over: it comes once, before the first round of betting.');
  }
  const toCall = state.currentBet - (state.roundBets[seat] ?? 0);
  const stack = state.stacks[seat] ?? 0;
  // The moves the refusal names are those legal.ts opens (a raise only while raiseBounds allows one:
  // issue 43's trial read "raise" offered once fixed limit's raises were used up).
  const bounds = raiseBounds(state, seat);
  const raise = bounds !== null;
  // What the seat may do about the bet, as legalActions has it.
  const answer =
    toCall <= 0
      ? `check${raise ? ' or raise' : ''}`
      : `${stack > toCall ? `call ${toCall}` : 'go all in to call it'}${raise ? ', raise' : ''} or fold`;
  if (action.type === 'check') return refuse('betting', `There is a bet of ${state.currentBet} open: ${answer}.`);
  if (action.type === 'fold') return refuse('betting', 'No bet is open: check instead of folding.');
  if (action.type === 'call') {
    if (toCall <= 0)
      return refuse(
        'betting',
        `There is no bet to call: check${raise ? ` or ${state.currentBet > 0 ? 'raise' : 'bet'}` : ''}.`,
      );
    return refuse('all-in', `Calling ${toCall} would take every chip you have: go all in instead.`);
  }
  if (action.type === 'bet' && state.currentBet > 0) {
    return refuse('betting', `A bet of ${state.currentBet} is already open: ${raise ? 'raise it instead' : answer}.`);
  }
  if (action.type === 'raise' && state.currentBet === 0)
    return refuse('betting', `No bet is open to raise: ${raise ? 'bet instead' : 'check'}.`);
  if (bounds === null) {
    if (state.options.limit === 'fixed' && state.raises >= FIXED_MAX_RAISES) {
      return refuse(
        'betting-limits',
        `This round already has ${FIXED_MAX_RAISES} raises, the most fixed limit allows.`,
      );
    }
    return refuse(
      'all-in',
      raiseClosed(state, seat)
        ? `Since your last turn the bet has gone up only by an all in short of a full raise (${state.lastRaise} chips), which does not reopen the betting: you may call or fold.`
        : stack <= toCall
          ? 'You have too few chips to raise: go all in or fold.'
          : 'Nobody left in the hand has chips to answer a raise: you may only call or fold.',
    );
  }
  // A raise is open, but not for this amount: the range, said once, with no amount tried (the view
  // and the quiz name the move already, and a kind of move refused says no one amount).
  const [least, most] = bounds;
  const allTo = (state.roundBets[seat] ?? 0) + stack;
  if (least > most)
    return refuse(
      'betting-limits',
      `You have too few chips for a full raise (to ${least}): your only raise is all in, to ${allTo}.`,
    );
  const range = least === most ? `${least}` : `from ${least} to ${most}`;
  // Only a bet, a raise or all in comes this far.
  return refuse(
    'betting-limits',
    `Your total for the round may only be ${range}${action.type === 'allin' ? `; all in would make it ${allTo}` : ''}.`,
  );
}
