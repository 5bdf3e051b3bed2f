// DWYN's playout policy for the strong bot (SearchSpec.playout): the heuristic bot's move (bot.ts),
// read straight from the state. A playout asks for some sixty moves, and building the seat's view
// and every legal move for each was most of its cost; here the bot's own judging (DwynMind,
// Choice) is fed the facts the view would show, and the moves it weighs are walked in the order
// legalActions lists them (ties go to the first, as in the bot), as the interned actions, so the
// move is the very object the bot would return. It reads only what the seat may see: its own hand,
// the tableaux, the face-up discards, the duel, and the sizes of the stock and the pool.

import type { Seat } from '../core/game.ts';
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
import { Choice, DwynMind, NO_ACTION } from './bot.ts';
import {
  DWYN_INDEX,
  dwynIndexOrMissing,
  isBodyAt,
  KROWN_INDEX,
  STEAL_INDEX,
  strengthAt,
  type DwynCard,
} from './deck.ts';
import { actor, beatsAt } from './legal.ts';
import { krownDrawn, type Duel, type DwynState } from './state.ts';
import { isProtectedAt, suitBits } from './tableau.ts';

const NO_CARDS: readonly DwynCard[] = [];
// One mind and one choice, reset for each decision: a playout is never re-entered, and making
// them afresh sixty times a playout kept the garbage collector busy.
const MIND = new DwynMind(NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS, false, false);
const BEST = new Choice(DRAW);

export function dwynPlayout(state: DwynState, seat: Seat): DwynAction {
  if (seat !== actor(state)) throw new Error(NO_ACTION);
  if (state.phase === 'handOver') return DEAL;
  switch (state.stage) {
    case 'layout':
      return LAYOUT;
    case 'suit':
      return suitAction(mindOf(state, seat).duelSuit());
    case 'duel':
      if (state.duel !== null) return answer(state, state.duel, seat);
      break;
    case 'draw':
      if (!krownDrawn(state)) return DRAW;
      if ((state.hands[seat] as readonly DwynCard[]).length === 0) return state.pool.length > 0 ? DRAW : PASS;
      break;
    default:
  }
  return turnMove(state, seat);
}

// Each seat's last tableau and its suitBits: a tableau changes a few times a game, but was read
// card by card for every move (the mover's own, and each opponent's when a STEAL or DWYN is held).
const KEPT_TABLEAUX: (readonly DwynCard[])[] = [NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS];
const KEPT_BITS: number[] = [0, 0, 0, 0, 0, 0];

function tableauBits(tableau: readonly DwynCard[], seat: Seat): number {
  if (KEPT_TABLEAUX[seat] === tableau) return KEPT_BITS[seat] as number;
  const bits = suitBits(tableau);
  KEPT_TABLEAUX[seat] = tableau;
  KEPT_BITS[seat] = bits;
  return bits;
}

function mindOf(state: DwynState, seat: Seat): DwynMind {
  const tableau = state.tableaux[seat] as readonly DwynCard[];
  return MIND.reset(
    state.hands[seat] as readonly DwynCard[],
    tableau,
    tableauBits(tableau, seat),
    state.discards,
    state.duel?.cards ?? NO_CARDS,
    krownDrawn(state),
    state.options.xRank === 'high',
  );
}

/** The lowest card in hand that beats the duel's last, or a concession (the bot's answer). */
function answer(state: DwynState, duel: Duel, seat: Seat): DwynAction {
  const xHigh = state.options.xRank === 'high';
  const hand = state.hands[seat] as readonly DwynCard[];
  let best = -1;
  let low = Infinity;
  for (let i = 0; i < hand.length; i++) {
    const index = dwynIndexOrMissing(hand[i] as DwynCard);
    if (!beatsAt(state, duel, index)) continue;
    const strength = strengthAt(index, xHigh);
    if (strength < low) {
      low = strength;
      best = index;
    }
  }
  return best < 0 ? CONCEDE : playAt(best);
}

/** A turn's one action (or the optional draw after the KROWN), judged as the bot judges its legal list. */
function turnMove(state: DwynState, seat: Seat): DwynAction {
  const me = mindOf(state, seat);
  const hand = state.hands[seat] as readonly DwynCard[];
  if (hand.length === 0) throw new Error(NO_ACTION);
  const best = BEST.reset(DRAW); // a hand's first card always outbids it
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
    best.offer(discardAt(index), me.discardScore(index));
    if (isBodyAt(index)) best.offer(layAt(index), me.layScore(index));
  }
  if (steal || dwyn) offerTakes(state, seat, me, steal, dwyn, best);
  const canDraw = state.stage === 'draw' && state.pool.length > 0;
  return canDraw && me.wantsToDraw(best.score) ? DRAW : best.action;
}

/** The STEAL and DWYN moves at every card an opponent could lose, in legalActions' order. */
function offerTakes(state: DwynState, seat: Seat, me: DwynMind, steal: boolean, dwyn: boolean, best: Choice): void {
  for (let other = 0; other < state.tableaux.length; other++) {
    if (other === seat) continue;
    const tableau = state.tableaux[other] as readonly DwynCard[];
    if (tableau.length === 0) continue;
    const bits = tableauBits(tableau, other);
    for (let i = 0; i < tableau.length; i++) {
      const index = dwynIndexOrMissing(tableau[i] as DwynCard);
      if (index !== KROWN_INDEX && isProtectedAt(bits, index)) continue;
      if (steal) best.offer(stealAt(other, index), me.stealScore(index));
      if (dwyn) best.offer(dwynAt(other, index), me.dwynScore(index));
    }
  }
}
