// The one source of legality for Day. explain.ts only diagnoses why an action is refused.
//
// Betting sizes (rule betting-limits): fixed limit has one size (a bet or raise of 1 chip, at most
// FIXED_MAX_RAISES raises a round). Under pot limit and no limit every whole amount from the least
// raise to the cap (the pot after calling, or all the seat has) is legal, and all in is legal even
// below the least raise (DY-8). Amounts are "to": the seat's total for the round. legalActions lists
// a few of those amounts, the quick sizes (the least raise, half the pot, the pot and all in): the
// bots, the search and the sandbox's buttons choose among them, and isLegal accepts the rest of the
// range, so no action is made per amount.
//
// A short all in (rule all-in): an all in that raises the bet by less than the last full bet or
// raise does not reopen the betting. `acted` marks the seats that have acted since the last full
// bet or raise (a short all in leaves it as it is), and such a seat may raise again only when what
// it now faces adds up to a full raise: several short all ins together reopen the betting, as in
// the poker tournament rules (TDA); one alone does not.
//
// Random playouts and search ask these on every action, so they allocate as little as they can:
// seat lists and actions are shared constants (actions.ts interns them), the range is kept in two
// module variables and the quick sizes in one scratch list.

import { oneSeat } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { ALLIN, betAction, CALL, CHECK, DEAL, FOLD, KEEP, raiseAction, swapAction, type DayAction } from './actions.ts';
import { dayIndex, DECK_SIZE } from './deck.ts';
import { FIXED_BET_UNIT, FIXED_MAX_RAISES } from './options.ts';
import { canBet, keep, NONE, potTotal, table, type DayState } from './state.ts';

const ONLY_DEAL: readonly DayAction[] = Object.freeze([DEAL]);

/** Who deals the next hand: the next seat clockwise with chips (rule next-hand). */
export function nextDealer(state: DayState): Seat {
  const n = state.hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (state.dealer + i) % n;
    if ((state.stacks[s] ?? 0) > 0) return s;
  }
  return state.dealer;
}

/** The one seat that may act: whose turn it is, between hands the next dealer; -1 at the end. */
function actor(state: DayState): Seat {
  return state.phase === 'handOver' ? nextDealer(state) : state.turn;
}

export function toAct(state: DayState): readonly Seat[] {
  const seat = actor(state);
  return seat < 0 ? NONE : oneSeat(seat);
}

/** Some other live seat still has chips to bet with. */
function othersCanBet(state: DayState, seat: Seat): boolean {
  for (let s = 0; s < state.hands.length; s++) if (s !== seat && canBet(state, s)) return true;
  return false;
}

/** The seat must act in this betting round: it owes chips, or has not acted and someone could answer it. */
export function needsAction(state: DayState, seat: Seat): boolean {
  if (!canBet(state, seat)) return false;
  if ((state.roundBets[seat] ?? 0) < state.currentBet) return true;
  return state.acted[seat] !== true && othersCanBet(state, seat);
}

/**
 * The seat has acted since the last full bet or raise and faces less than a full raise since: only
 * a short all in raised the bet, which does not reopen the betting for it (rule all-in).
 */
export function raiseClosed(state: DayState, seat: Seat): boolean {
  return state.acted[seat] === true && state.currentBet - (state.roundBets[seat] ?? 0) < state.lastRaise;
}

// The range raiseRange found, as round totals: the least raise and the cap. The least is above the
// cap when the seat's chips fall short of it: then all in is its only raise.
let least = 0;
let most = 0;

/**
 * The seat's all-in total when it may bet or raise now, with `least` and `most` set; 0 when it may
 * not: it cannot go above the bet, nobody else could answer, fixed limit's raises are used up, or
 * a short all in left the betting closed to it.
 */
function raiseRange(state: DayState, seat: Seat): number {
  const roundBet = state.roundBets[seat] ?? 0;
  const allTo = roundBet + (state.stacks[seat] ?? 0);
  const bet = state.currentBet;
  if (allTo <= bet || !othersCanBet(state, seat) || raiseClosed(state, seat)) return 0;
  if (state.options.limit === 'fixed') {
    if (bet > 0 && state.raises >= FIXED_MAX_RAISES) return 0;
    // A unit more than the bet (all in when that is all the seat has).
    least = most = bet + FIXED_BET_UNIT;
    return allTo;
  }
  least = bet + Math.max(state.lastRaise, FIXED_BET_UNIT);
  // Pot limit: at most the pot after calling, but never less than the least bet (an empty pot).
  most = state.options.limit === 'pot' ? Math.min(Math.max(bet + potAfterCall(state, seat), least), allTo) : allTo;
  return allTo;
}

/** The pot once the seat has called: pot limit's measure. */
function potAfterCall(state: DayState, seat: Seat): number {
  return potTotal(state) + state.currentBet - (state.roundBets[seat] ?? 0);
}

/** The least and the most the seat may bet or raise to now (round totals), or null when it may not. */
export function raiseBounds(state: DayState, seat: Seat): readonly [number, number] | null {
  return raiseRange(state, seat) > 0 ? [least, most] : null;
}

/** Scratch for offeredSizes: at most four sizes. */
const SIZES = [0, 0, 0, 0];

/**
 * Writes the quick sizes open to a seat, as round totals, to SIZES, ascending and each once;
 * returns how many: the least raise, half the pot, the pot and all in, each when it is in the range
 * (all in may be below the least raise). Under fixed limit the range is one size. In that order
 * the sizes kept never descend, so each is compared with the last kept.
 */
function offeredSizes(state: DayState, seat: Seat): number {
  const allTo = raiseRange(state, seat);
  if (allTo === 0) return 0;
  const bet = state.currentBet;
  const pot = potAfterCall(state, seat);
  let count = 0;
  for (let k = 0; k < 4; k++) {
    const to = k === 0 ? least : k === 1 ? bet + Math.floor(pot / 2) : k === 2 ? bet + pot : allTo;
    if (to > most || to <= bet || (to < least && to !== allTo) || (count > 0 && to === SIZES[count - 1])) continue;
    SIZES[count++] = to;
  }
  return count;
}

export function legalActions(state: DayState, seat: Seat): readonly DayAction[] {
  if (seat !== actor(state) || seat < 0) return NONE;
  if (state.phase === 'handOver') return ONLY_DEAL;
  if (state.phase === 'substitute') return substitutions(state.hands[seat] as readonly string[]);
  // Betting: fold and call (or all in for less) when a bet is open, else check; then the sizes.
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const toCall = state.currentBet - roundBet;
  const opening = toCall <= 0 ? CHECK_FIRST : stack <= toCall ? FOLD_OR_ALL_IN : FOLD_OR_CALL;
  const count = offeredSizes(state, seat);
  if (count === 0) return opening.alone;
  const allTo = roundBet + stack;
  if (count === 1) {
    // One size (always, under fixed limit): the list is shared, like the actions in it.
    const size = sizedAction(state, allTo, SIZES[0] as number);
    return opening.withSize.get(size) ?? keep(opening.withSize, size, Object.freeze([...opening.alone, size]));
  }
  // Allocated at its final length and filled, so the list allocates once.
  const first = opening.alone.length;
  const out = new Array<DayAction>(first + count);
  for (let i = 0; i < first; i++) out[i] = opening.alone[i] as DayAction;
  for (let i = 0; i < count; i++) out[first + i] = sizedAction(state, allTo, SIZES[i] as number);
  return out;
}

/** A bet or raise to `to`, or all in when that is all the seat has. */
function sizedAction(state: DayState, allTo: number, to: number): DayAction {
  return to === allTo ? ALLIN : state.currentBet === 0 ? betAction(to) : raiseAction(to);
}

/**
 * How a betting turn's actions begin, and the lists of it with one size after, shared: a turn's
 * list is built once for each distinct list, as the actions are.
 */
interface Opening {
  readonly alone: readonly DayAction[];
  readonly withSize: Map<DayAction, readonly DayAction[]>;
}
const opening = (...actions: DayAction[]): Opening => ({ alone: Object.freeze(actions), withSize: new Map() });
const CHECK_FIRST = opening(CHECK);
const FOLD_OR_CALL = opening(FOLD, CALL);
const FOLD_OR_ALL_IN = opening(FOLD, ALLIN);

/** Keep, or swap either card: one shared list per pair of hole cards. */
function substitutions(hand: readonly string[]): readonly DayAction[] {
  const a = hand[0] as string;
  const b = hand[1] as string;
  return (SUBSTITUTIONS[dayIndex(a) * DECK_SIZE + dayIndex(b)] ??= Object.freeze([KEEP, swapAction(a), swapAction(b)]));
}
const SUBSTITUTIONS = table<readonly DayAction[]>(DECK_SIZE * DECK_SIZE);

/**
 * The definition of a legal action: one of legalActions, or a bet or raise to any whole amount in
 * the range legalActions lists a few amounts of; asked without listing anything.
 */
export function isLegal(state: DayState, seat: Seat, action: DayAction): boolean {
  if (seat !== actor(state) || seat < 0) return false;
  if (state.phase === 'handOver') return action.type === 'deal';
  if (state.phase === 'substitute') {
    return (
      action.type === 'keep' ||
      (action.type === 'swap' && (state.hands[seat] as readonly string[]).includes(action.card))
    );
  }
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const bet = state.currentBet;
  const toCall = bet - roundBet;
  switch (action.type) {
    case 'check':
      return toCall <= 0;
    case 'fold':
      return toCall > 0;
    case 'call':
      return toCall > 0 && stack > toCall;
    case 'allin':
      // A call for all the seat has, or all in for any total the limit allows (below the least raise too).
      return (toCall > 0 && stack <= toCall) || (raiseRange(state, seat) > 0 && roundBet + stack <= most);
    case 'bet':
    case 'raise':
      // Any whole amount in the range, or all the seat has (the same move as allin).
      return (
        (action.type === 'bet') === (bet === 0) &&
        raiseRange(state, seat) > 0 &&
        Number.isInteger(action.to) &&
        action.to <= most &&
        (action.to >= least || action.to === roundBet + stack)
      );
    default:
      return false;
  }
}
