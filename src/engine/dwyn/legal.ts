// The one source of legality for DWYN. explain.ts only diagnoses why an action is missing.
// Written for speed (legal-move generation runs on every turn of every playout): the seat lists
// and single-action lists are constants, actions are interned, hands and tableaux are walked with
// plain loops, and a card's suit and part are read off its index (deck.ts).
//
// Who acts: the seat whose turn it is, but in a duel the seat that must answer; between the games
// of a match, the next dealer.

import type { Seat } from '../core/game.ts';
import { nextSeat } from '../core/seats.ts';
import {
  CONCEDE,
  DEAL,
  discardAt,
  DRAW,
  dwynAt,
  LAYOUT,
  layAt,
  PASS,
  playAt,
  stealAt,
  suitAction,
  type DwynAction,
} from './actions.ts';
import {
  DWYN_INDEX,
  DWYN_SUITS,
  dwynIndexOrMissing,
  isBodyAt,
  KROWN_INDEX,
  STEAL_INDEX,
  strengthAt,
  suitAt,
  type DwynCard,
} from './deck.ts';
import { krownDrawn, type Duel, type DwynState } from './state.ts';
import { isProtectedAt, suitBits } from './tableau.ts';

// Shared, so readonly; not frozen (V8 reads a frozen array's items through a slow path).
const SEATS: readonly (readonly Seat[])[] = [[0], [1], [2], [3], [4], [5]];
const NOBODY: readonly Seat[] = [];
const NOTHING: readonly DwynAction[] = [];
const ONLY_DRAW: readonly DwynAction[] = [DRAW];
const ONLY_LAYOUT: readonly DwynAction[] = [LAYOUT];
const ONLY_PASS: readonly DwynAction[] = [PASS];
const ONLY_DEAL: readonly DwynAction[] = [DEAL];
const ONLY_CONCEDE: readonly DwynAction[] = [CONCEDE];
const ALL_SUITS: readonly DwynAction[] = DWYN_SUITS.map((_, suit) => suitAction(suit));

/** The seat that deals the next game of a match: the next in turn order (rule match). */
export function nextDealer(state: DwynState): Seat {
  return nextSeat(state.dealer, state.hands.length, state.options.direction);
}

/** The seat that acts now, or -1 when nobody does. */
export function actor(state: DwynState): Seat {
  switch (state.phase) {
    case 'play':
      return state.duel !== null && state.stage === 'duel' ? state.duel.toAnswer : state.turn;
    case 'handOver':
      return nextDealer(state);
    case 'over':
      return -1;
  }
}

export function toAct(state: DwynState): readonly Seat[] {
  return SEATS[actor(state)] ?? NOBODY;
}

/** Does `hand` hold a card of index `index`? */
function holdsAt(hand: readonly DwynCard[], index: number): boolean {
  for (let i = 0; i < hand.length; i++) if (dwynIndexOrMissing(hand[i] as DwynCard) === index) return true;
  return false;
}

/** Rules steal, challenge, protection: may `seat` take opponent `target`'s card of index `index`? */
function isTarget(state: DwynState, seat: Seat, target: Seat, index: number): boolean {
  if (target === seat || target < 0 || target >= state.hands.length) return false;
  const tableau = state.tableaux[target] ?? [];
  if (!holdsAt(tableau, index)) return false;
  return index === KROWN_INDEX || (isBodyAt(index) && !isProtectedAt(suitBits(tableau), index));
}

/** Does any opponent of `seat` have a card a STEAL or DWYN could take? */
export function anyTarget(state: DwynState, seat: Seat): boolean {
  return pushTargets(state, seat, false, false, null);
}

/** May the turn's player draw now? Before the KROWN they must; after it, they may if the pool has cards. */
function mayDraw(state: DwynState): boolean {
  return state.stage === 'draw' && (!krownDrawn(state) || state.pool.length > 0);
}

/** After the KROWN, with an empty hand, the draw is compulsory when the pool has cards; else a pass. */
function mustDrawOrPass(state: DwynState, hand: readonly DwynCard[]): boolean {
  return state.stage === 'draw' && (!krownDrawn(state) || hand.length === 0);
}

/** The duel's strength to beat: the last card played (each beats the one before), 0 before any. */
export function duelHigh(duel: Duel, xHigh: boolean): number {
  const last = duel.cards[duel.cards.length - 1];
  return last === undefined ? 0 : strengthAt(dwynIndexOrMissing(last), xHigh);
}

/** Rule duel: may the answering seat play the card of index `index`? */
export function beatsAt(state: DwynState, duel: Duel, index: number): boolean {
  const xHigh = state.options.xRank === 'high';
  return suitAt(index) === duel.suit && strengthAt(index, xHigh) > duelHigh(duel, xHigh);
}

/**
 * The definition of a legal action. legalActions enumerates the same rules; explain asks this
 * predicate directly.
 */
export function isLegal(state: DwynState, seat: Seat, action: DwynAction): boolean {
  if (seat !== actor(state)) return false;
  if (state.phase === 'handOver') return action.type === 'deal';
  if (state.phase !== 'play') return false;
  if (state.stage === 'layout') return action.type === 'layout';
  const hand = state.hands[seat] ?? [];
  const duel = state.duel;
  if (state.stage === 'suit') return action.type === 'suit' && action.suit >= 0 && action.suit < DWYN_SUITS.length;
  if (state.stage === 'duel' && duel !== null) {
    if (action.type === 'concede') return true;
    if (action.type !== 'play') return false;
    const index = dwynIndexOrMissing(action.card);
    return holdsAt(hand, index) && beatsAt(state, duel, index);
  }
  // Stages draw and act.
  if (action.type === 'draw') return mayDraw(state);
  if (action.type === 'pass')
    return state.stage === 'draw' && krownDrawn(state) && hand.length === 0 && state.pool.length === 0;
  if (mustDrawOrPass(state, hand)) return false;
  switch (action.type) {
    case 'discard':
      return holdsAt(hand, dwynIndexOrMissing(action.card));
    case 'lay': {
      const index = dwynIndexOrMissing(action.card);
      return isBodyAt(index) && holdsAt(hand, index);
    }
    case 'steal':
    case 'dwyn':
      return (
        holdsAt(hand, action.type === 'steal' ? STEAL_INDEX : DWYN_INDEX) &&
        isTarget(state, seat, action.seat, dwynIndexOrMissing(action.card))
      );
    default:
      return false;
  }
}

export function legalActions(state: DwynState, seat: Seat): readonly DwynAction[] {
  if (seat !== actor(state)) return NOTHING;
  if (state.phase === 'handOver') return ONLY_DEAL;
  if (state.phase !== 'play') return NOTHING;
  if (state.stage === 'layout') return ONLY_LAYOUT;
  if (state.stage === 'suit') return ALL_SUITS;
  const hand = state.hands[seat] ?? [];
  const duel = state.duel;
  if (state.stage === 'duel' && duel !== null) {
    let out: DwynAction[] | null = null;
    for (let i = 0; i < hand.length; i++) {
      const index = dwynIndexOrMissing(hand[i] as DwynCard);
      if (beatsAt(state, duel, index)) (out ??= []).push(playAt(index));
    }
    if (out === null) return ONLY_CONCEDE;
    out.push(CONCEDE);
    return out;
  }
  const after = krownDrawn(state);
  if (state.stage === 'draw') {
    if (!after) return ONLY_DRAW;
    if (hand.length === 0) return state.pool.length > 0 ? ONLY_DRAW : ONLY_PASS;
  }
  const out: DwynAction[] = [];
  if (state.stage === 'draw' && state.pool.length > 0) out.push(DRAW);
  let steal = false;
  let dwyn = false;
  for (let i = 0; i < hand.length; i++) {
    const index = dwynIndexOrMissing(hand[i] as DwynCard);
    if (index === STEAL_INDEX) {
      if (steal) continue; // the copies are one move
      steal = true;
    } else if (index === DWYN_INDEX) {
      if (dwyn) continue;
      dwyn = true;
    }
    out.push(discardAt(index));
    if (isBodyAt(index)) out.push(layAt(index));
  }
  if (steal || dwyn) pushTargets(state, seat, steal, dwyn, out);
  return out;
}

/**
 * The STEAL and DWYN moves at every card an opponent could lose, pushed to `out`; with no list,
 * only whether there is such a card (true at the first).
 */
function pushTargets(state: DwynState, seat: Seat, steal: boolean, dwyn: boolean, out: DwynAction[] | null): boolean {
  let found = false;
  for (let other = 0; other < state.tableaux.length; other++) {
    if (other === seat) continue;
    const tableau = state.tableaux[other] as readonly DwynCard[];
    if (tableau.length === 0) continue;
    const bits = suitBits(tableau);
    for (let i = 0; i < tableau.length; i++) {
      const index = dwynIndexOrMissing(tableau[i] as DwynCard);
      if (index !== KROWN_INDEX && isProtectedAt(bits, index)) continue;
      if (out === null) return true;
      found = true;
      if (steal) out.push(stealAt(other, index));
      if (dwyn) out.push(dwynAt(other, index));
    }
  }
  return found;
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: DwynState, seat: Seat): readonly DwynAction[] {
  const out: DwynAction[] = [LAYOUT, DRAW, PASS, DEAL, CONCEDE, ...ALL_SUITS];
  const hand = state.hands[seat] ?? [];
  for (const card of hand) {
    const index = dwynIndexOrMissing(card);
    out.push(discardAt(index), layAt(index), playAt(index));
  }
  for (let other = 0; other < state.tableaux.length; other++) {
    for (const card of state.tableaux[other] ?? []) {
      const index = dwynIndexOrMissing(card);
      out.push(stealAt(other, index), dwynAt(other, index), layAt(index));
    }
  }
  const elsewhere = state.hands[(seat + 1) % state.hands.length]?.[0];
  if (elsewhere !== undefined) out.push(discardAt(dwynIndexOrMissing(elsewhere)));
  return out;
}
