// The one source of legality for Day. explain.ts only diagnoses why an action is missing.
//
// Betting sizes (rule betting-limits): fixed limit has one size (a bet or raise of 1 chip, at most
// FIXED_MAX_RAISES raises a round). Under pot limit and no limit the legal sizes are exactly the
// ones offered: the least raise, half the pot, the pot (pot limit: the most), and all in; other
// amounts are refused. Amounts are "to": the seat's total for the round.

import type { Seat } from '../core/game.ts';
import { ALLIN, betAction, CALL, CHECK, DEAL, FOLD, KEEP, raiseAction, swapAction, type DayAction } from './actions.ts';
import { FIXED_BET_UNIT, FIXED_MAX_RAISES } from './options.ts';
import { canBet, nextWhere, potTotal, type DayState } from './state.ts';

const SEAT_LISTS: readonly (readonly Seat[])[] = Object.freeze(
  Array.from({ length: 8 }, (_, seat) => Object.freeze([seat])),
);
const NOBODY: readonly Seat[] = Object.freeze([]);
const NOTHING: readonly DayAction[] = Object.freeze([]);
const ONLY_DEAL: readonly DayAction[] = Object.freeze([DEAL]);

/** Who deals the next hand: the next seat clockwise with chips (rule next-hand). */
export function nextDealer(state: DayState): Seat {
  const next = nextWhere(state, state.dealer, (s) => (state.stacks[s] ?? 0) > 0);
  return next < 0 ? state.dealer : next;
}

export function toAct(state: DayState): readonly Seat[] {
  switch (state.phase) {
    case 'substitute':
    case 'bet1':
    case 'bet2':
      return SEAT_LISTS[state.turn] ?? NOBODY;
    case 'handOver':
      return SEAT_LISTS[nextDealer(state)] ?? NOBODY;
    case 'over':
      return NOBODY;
  }
}

/** Some other live seat still has chips to bet with. */
export function othersCanBet(state: DayState, seat: Seat): boolean {
  for (let s = 0; s < state.hands.length; s++) if (s !== seat && canBet(state, s)) return true;
  return false;
}

/** The seat must act in this betting round: it owes chips, or has not acted and someone could answer it. */
export function needsAction(state: DayState, seat: Seat): boolean {
  if (!canBet(state, seat)) return false;
  if ((state.roundBets[seat] ?? 0) < state.currentBet) return true;
  return state.acted[seat] !== true && othersCanBet(state, seat);
}

/** The bet and raise totals ("to" amounts) the seat may choose now, ascending; all in included. */
export function raiseTargets(state: DayState, seat: Seat): number[] {
  const roundBet = state.roundBets[seat] ?? 0;
  const allTo = roundBet + (state.stacks[seat] ?? 0);
  const bet = state.currentBet;
  if (allTo <= bet || !othersCanBet(state, seat)) return [];
  if (state.options.limit === 'fixed') {
    if (bet > 0 && state.raises >= FIXED_MAX_RAISES) return [];
    return [Math.min(bet + FIXED_BET_UNIT, allTo)];
  }
  const toCall = bet - roundBet;
  const pot = potTotal(state) + toCall;
  const minTo = bet + Math.max(state.lastRaise, FIXED_BET_UNIT);
  const potTo = bet + pot;
  // Pot limit: at most the pot after calling, but never less than the least bet (an empty pot).
  const maxTo = state.options.limit === 'pot' ? Math.min(Math.max(potTo, minTo), allTo) : allTo;
  const out: number[] = [];
  for (const to of [minTo, bet + Math.floor(pot / 2), potTo, allTo]) {
    if (to > maxTo || to <= bet || out.includes(to)) continue;
    if (to < minTo && to !== allTo) continue;
    out.push(to);
  }
  return out.sort((a, b) => a - b);
}

/** The betting actions offered to the seat whose turn it is. */
function bettingActions(state: DayState, seat: Seat): DayAction[] {
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const toCall = state.currentBet - roundBet;
  const out: DayAction[] = [];
  if (toCall > 0) {
    out.push(FOLD);
    out.push(stack <= toCall ? ALLIN : CALL);
  } else out.push(CHECK);
  const allTo = roundBet + stack;
  for (const to of raiseTargets(state, seat)) {
    out.push(to === allTo ? ALLIN : state.currentBet === 0 ? betAction(to) : raiseAction(to));
  }
  return out;
}

export function legalActions(state: DayState, seat: Seat): readonly DayAction[] {
  if (!toAct(state).includes(seat)) return NOTHING;
  if (state.phase === 'handOver') return ONLY_DEAL;
  if (state.phase === 'substitute') {
    const out: DayAction[] = [KEEP];
    for (const card of state.hands[seat] ?? []) out.push(swapAction(card));
    return out;
  }
  return bettingActions(state, seat);
}

/** The definition of a legal action: one of legalActions (sizes included). */
export function isLegal(state: DayState, seat: Seat, action: DayAction): boolean {
  const legal = legalActions(state, seat);
  for (const a of legal) {
    if (a === action) return true;
    if (a.type === action.type) {
      if (a.type === 'bet' || a.type === 'raise') {
        if (a.to === (action as { to: number }).to) return true;
      } else if (a.type === 'swap') {
        if (a.card === (action as { card: string }).card) return true;
      } else return true;
    }
  }
  return false;
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: DayState, seat: Seat): readonly DayAction[] {
  const out: DayAction[] = [CHECK, CALL, FOLD, ALLIN, KEEP, DEAL, ...legalActions(state, seat)];
  for (const card of state.hands[seat] ?? []) out.push(swapAction(card));
  const other = state.community[0];
  if (other !== undefined) out.push(swapAction(other));
  const bet = state.currentBet;
  for (const to of [bet + 1, bet + 2, bet + 1000]) out.push(betAction(to), raiseAction(to));
  const seen = new Set<DayAction>();
  return out.filter((a) => (seen.has(a) ? false : (seen.add(a), true)));
}
