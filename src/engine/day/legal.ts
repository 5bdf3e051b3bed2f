// The one source of legality for Day. explain.ts only diagnoses why an action is missing.
//
// Betting sizes (rule betting-limits): fixed limit has one size (a bet or raise of 1 chip, at most
// FIXED_MAX_RAISES raises a round). Under pot limit and no limit the legal sizes are exactly the
// ones offered: the least raise, half the pot, the pot (pot limit: the most), and all in; other
// amounts are refused. Amounts are "to": the seat's total for the round.
//
// Random playouts and search ask these on every action, so they allocate as little as they can:
// seat lists and actions are shared constants (actions.ts interns them), the sizes are worked out
// once per position as RaiseSizes, which legalActions lists and isLegal checks one amount against.

import type { Seat } from '../core/game.ts';
import { ALLIN, betAction, CALL, CHECK, DEAL, FOLD, KEEP, raiseAction, swapAction, type DayAction } from './actions.ts';
import { dayIndex, DECK_SIZE } from './deck.ts';
import { FIXED_BET_UNIT, FIXED_MAX_RAISES } from './options.ts';
import { canBet, potTotal, type DayState } from './state.ts';

const SEAT_LISTS: readonly (readonly Seat[])[] = Object.freeze(
  Array.from({ length: 8 }, (_, seat) => Object.freeze([seat])),
);
const NOBODY: readonly Seat[] = Object.freeze([]);
const NOTHING: readonly DayAction[] = Object.freeze([]);
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

/** The one seat that may act, or -1 (the session is over). */
function actor(state: DayState): Seat {
  switch (state.phase) {
    case 'substitute':
    case 'bet1':
    case 'bet2':
      return state.turn;
    case 'handOver':
      return nextDealer(state);
    case 'over':
      return -1;
  }
}

export function toAct(state: DayState): readonly Seat[] {
  return SEAT_LISTS[actor(state)] ?? NOBODY;
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

/**
 * The bet and raise sizes open to a seat, as round totals ("to"): the least raise, half the pot,
 * the pot and all in, each offered when it is within the limit, above the bet, and a full raise
 * (all in may be less). `open` is false when the seat may not bet or raise at all.
 */
interface RaiseSizes {
  open: boolean;
  min: number;
  half: number;
  pot: number;
  all: number;
  /** The most the limit allows. */
  max: number;
}

/** One scratch RaiseSizes, refilled by each call of raiseSizes (read it before the next call). */
const SIZES: RaiseSizes = { open: false, min: 0, half: 0, pot: 0, all: 0, max: 0 };

function raiseSizes(state: DayState, seat: Seat): RaiseSizes {
  const sizes = SIZES;
  const roundBet = state.roundBets[seat] ?? 0;
  const allTo = roundBet + (state.stacks[seat] ?? 0);
  const bet = state.currentBet;
  sizes.all = allTo;
  sizes.open = allTo > bet && othersCanBet(state, seat);
  if (!sizes.open) return sizes;
  if (state.options.limit === 'fixed') {
    // One size: a unit more than the bet (all in when that is all the seat has).
    sizes.open = bet === 0 || state.raises < FIXED_MAX_RAISES;
    sizes.min = sizes.half = sizes.pot = sizes.max = Math.min(bet + FIXED_BET_UNIT, allTo);
    return sizes;
  }
  const pot = potTotal(state) + bet - roundBet;
  sizes.min = bet + Math.max(state.lastRaise, FIXED_BET_UNIT);
  sizes.half = bet + Math.floor(pot / 2);
  sizes.pot = bet + pot;
  // Pot limit: at most the pot after calling, but never less than the least bet (an empty pot).
  sizes.max = state.options.limit === 'pot' ? Math.min(Math.max(sizes.pot, sizes.min), allTo) : allTo;
  return sizes;
}

/** Is `to` one of the offered sizes? */
function offered(sizes: RaiseSizes, bet: number, to: number): boolean {
  if (!sizes.open || to > sizes.max || to <= bet || (to < sizes.min && to !== sizes.all)) return false;
  return to === sizes.min || to === sizes.half || to === sizes.pot || to === sizes.all;
}

/** The bet and raise totals ("to" amounts) the seat may choose now, ascending; all in included. */
export function raiseTargets(state: DayState, seat: Seat): number[] {
  const out: number[] = [];
  const count = offeredSizes(state, seat);
  for (let i = 0; i < count; i++) out.push(TARGETS[i] as number);
  return out;
}

/** Scratch for offeredSizes: at most four sizes. */
const TARGETS = [0, 0, 0, 0];

/** Writes the offered sizes, ascending and each once, to TARGETS; returns how many. */
function offeredSizes(state: DayState, seat: Seat): number {
  const sizes = raiseSizes(state, seat);
  const bet = state.currentBet;
  let count = 0;
  for (let k = 0; k < 4; k++) {
    const to = k === 0 ? sizes.min : k === 1 ? sizes.half : k === 2 ? sizes.pot : sizes.all;
    if (!offered(sizes, bet, to)) continue;
    // Insertion into the ascending list, skipping a size already there.
    let at = count;
    while (at > 0 && (TARGETS[at - 1] as number) > to) at--;
    if (at > 0 && TARGETS[at - 1] === to) continue;
    for (let i = count; i > at; i--) TARGETS[i] = TARGETS[i - 1] as number;
    TARGETS[at] = to;
    count++;
  }
  return count;
}

export function legalActions(state: DayState, seat: Seat): readonly DayAction[] {
  if (seat !== actor(state) || seat < 0) return NOTHING;
  if (state.phase === 'handOver') return ONLY_DEAL;
  if (state.phase === 'substitute') return substitutions(state.hands[seat] ?? []);
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
    const size = sizedAction(state, allTo, TARGETS[0] as number);
    let list = opening.withSize.get(size);
    if (list === undefined) {
      list = Object.freeze([...opening.alone, size]);
      opening.withSize.set(size, list);
    }
    return list;
  }
  // Allocated at its final length and filled, so the list allocates once.
  const first = opening.alone.length;
  const out = new Array<DayAction>(first + count);
  for (let i = 0; i < first; i++) out[i] = opening.alone[i] as DayAction;
  for (let i = 0; i < count; i++) out[first + i] = sizedAction(state, allTo, TARGETS[i] as number);
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
  const at = dayIndex(a) * DECK_SIZE + dayIndex(b);
  return (SUBSTITUTIONS[at] ??= Object.freeze([KEEP, swapAction(a), swapAction(b)]));
}
const SUBSTITUTIONS: (readonly DayAction[] | undefined)[] = Array.from(
  { length: DECK_SIZE * DECK_SIZE },
  () => undefined,
);

/** The definition of a legal action: one of legalActions (sizes included), asked without listing them. */
export function isLegal(state: DayState, seat: Seat, action: DayAction): boolean {
  if (seat !== actor(state) || seat < 0) return false;
  switch (state.phase) {
    case 'handOver':
      return action.type === 'deal';
    case 'substitute':
      return action.type === 'keep' || (action.type === 'swap' && (state.hands[seat] ?? []).includes(action.card));
    case 'over':
      return false;
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
      // A call for all the seat has, or all in as one of the sizes.
      return (toCall > 0 && stack <= toCall) || offered(raiseSizes(state, seat), bet, roundBet + stack);
    case 'bet':
    case 'raise':
      return (
        (action.type === 'bet') === (bet === 0) &&
        action.to !== roundBet + stack &&
        offered(raiseSizes(state, seat), bet, action.to)
      );
    case 'swap':
    case 'keep':
    case 'deal':
      return false;
  }
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
