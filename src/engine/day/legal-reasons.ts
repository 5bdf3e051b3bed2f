// Day's reasons for a legal move, which its "which may you do?" question (practice-legal.ts) and
// the position view's ruling both give: which moves a newcomer might weigh on their turn (keeping
// or substituting, checking, calling, folding, going all in, and bets and raises of amounts they
// could put in), and why a move the engine allows is allowed, in the game's words with the rule
// that allows it. A refused move is explained by explain.ts.

import type { Seat } from '../core/game.ts';
import type { LegalKindSpec, Reason } from '../core/practice/legal-question.ts';
import type { DayAction } from './actions.ts';
import { theDayCard } from './deck.ts';
import { raiseBounds } from './legal.ts';
import type { DayState } from './state.ts';
import { candidateActions } from './candidates.ts';

const chips = (n: number): string => (n === 1 ? '1 chip' : `${String(n)} chips`);

/** The totals the seat may bet or raise to this round, and `to` among them. */
function sizes(state: DayState, seat: Seat, to: number): string {
  const bounds = raiseBounds(state, seat);
  if (bounds === null || bounds[0] >= bounds[1]) return `${String(to)} is the one total this round allows`;
  return `your total for the round may be anything from ${String(bounds[0])} to ${String(bounds[1])}, and ${String(to)} is`;
}

/** Why a legal move is allowed. */
function allowed(state: DayState, seat: Seat, action: DayAction): Reason {
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const toCall = state.currentBet - roundBet;
  switch (action.type) {
    case 'keep':
      return { rule: 'substitution', message: 'Before the first round of betting, each player may keep both cards.' };
    case 'swap':
      return {
        rule: 'substitution',
        message: `Before the first round of betting, you may substitute one of your own two cards, and ${theDayCard(action.card)} is one.`,
      };
    case 'check':
      return {
        rule: 'betting',
        message:
          state.currentBet > 0
            ? `You have matched the bet of ${String(state.currentBet)} already, so you may check.`
            : 'No bet is open, so you may check.',
      };
    case 'call':
      return {
        rule: 'betting',
        message: `There is a bet of ${String(state.currentBet)} open: you may call it with ${chips(toCall)} more.`,
      };
    case 'fold':
      return {
        rule: 'betting',
        message: `There is a bet of ${String(state.currentBet)} open: you may always fold rather than match it.`,
      };
    case 'allin':
      return toCall > 0 && stack <= toCall
        ? {
            rule: 'all-in',
            message: `Calling would take every chip you have, ${chips(stack)}: you may go all in for them.`,
          }
        : {
            rule: 'betting-limits',
            message: `All you have, ${chips(stack)}, makes your total for the round ${String(roundBet + stack)}, which this round allows: you may go all in.`,
          };
    case 'bet':
      return {
        rule: 'betting-limits',
        message: `No bet is open, so you may bet: ${sizes(state, seat, action.to)}.`,
      };
    case 'raise':
      return {
        rule: 'betting-limits',
        message: `There is a bet of ${String(state.currentBet)} open, so you may raise it: ${sizes(state, seat, action.to)}.`,
      };
    case 'deal':
      return { rule: 'next-hand', message: 'The hand is over, and the deal is yours.' };
  }
}

/**
 * A move a newcomer might weigh now. Substituting: keeping or swapping, or checking or folding
 * instead. Betting: every betting move, a bet only with none open and a raise only above one (of
 * chips the seat has), and keeping or swapping, which some would try again.
 */
function offer(state: DayState, seat: Seat, action: DayAction): boolean {
  if (state.phase === 'handOver' || state.phase === 'over') return false;
  switch (action.type) {
    case 'deal':
      return false;
    case 'keep':
    case 'swap':
    case 'check':
    case 'fold':
      return true;
    case 'call':
    case 'allin':
      return state.phase !== 'substitute';
    case 'bet':
    case 'raise':
      return (
        state.phase !== 'substitute' &&
        (action.type === 'bet') === (state.currentBet === 0) &&
        action.to > state.currentBet &&
        action.to <= (state.roundBets[seat] ?? 0) + (state.stacks[seat] ?? 0)
      );
  }
}

/** Why each legal move is allowed: the quiz's kind and the position view's ruling both say it. */
export const DAY_LEGAL: LegalKindSpec = {
  candidates: candidateActions,
  moves: {
    check: 'Check',
    call: 'Call',
    fold: 'Fold',
    allin: 'Go all in',
    keep: 'Keep your cards',
    bet: 'Bet %',
    raise: 'Raise to %',
  },
  allowed: (state, seat, action) => allowed(state as DayState, seat, action as DayAction),
  offer: (state, seat, action) => offer(state as DayState, seat, action as DayAction),
};
