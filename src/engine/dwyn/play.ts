// The rules of each DWYN action, on a state the action is legal in (legal.ts). Each returns the
// next state, pushing what happened to `events` (null on the fast path: no events are built).
// The win check (rule winning, DW-16) runs for every seat at three moments only: after a turn's
// action, after the KROWN is drawn, and when a duel is resolved (a DWYN's action ends there). It
// never runs in the middle of a duel: a number card played in one is not an action, so a defender
// who plays their last card wins only if the duel then goes their way. Only the KROWN's holder can
// win, so there is never more than one winner.

import { oneSeat, type EventSink } from '../core/events.ts';
import type { Draft, Seat } from '../core/game.ts';
import { appended, replaceAt, withoutAt } from '../core/lists.ts';
import { randomInt } from '../core/rng.ts';
import { nextSeat } from '../core/seats.ts';
import { DWYN, DWYN_SUITS, KROWN, oneDwynCard, STEAL, type DwynCard } from './deck.ts';
import type { DwynRule } from './rules.ts';
import { draftOf, duelLeader, krownDrawn, type Duel, type DwynState, type GameResult } from './state.ts';
import { hasBody, hasKrown } from './tableau.ts';

type Events = EventSink<DwynRule>;
type Next = Draft<DwynState>;

const FACE_DOWN = Object.freeze({ faceDown: true });
const FROM_POOL = Object.freeze({ from: 'pool' });
const FROM_STOCK = Object.freeze({ from: 'stock' });

/** `list` without its first `card` (a new list). */
function without(list: readonly DwynCard[], card: DwynCard): DwynCard[] {
  return withoutAt(list, list.indexOf(card));
}

const plus = appended<DwynCard>;

/** A card played or discarded goes face up on the pile before the KROWN, into the pool after it (rule pool). */
function toPile(next: Next, card: DwynCard): void {
  if (krownDrawn(next)) next.pool = plus(next.pool, card);
  else next.discards = plus(next.discards, card);
}

// ---- Drawing -------------------------------------------------------------------------------

/** Rules draw, krown-draw, pool: the stock's top card, the KROWN, or a random card of the pool. */
export function draw(state: DwynState, seat: Seat, events: Events): DwynState {
  const next = draftOf(state);
  const hand = state.hands[seat] ?? [];
  if (krownDrawn(state)) {
    const [at, rng] = randomInt(0, state.pool.length - 1, state.rng);
    const card = state.pool[at] as DwynCard;
    next.rng = rng;
    next.pool = withoutAt(state.pool, at);
    next.hands = replaceAt(state.hands, seat, plus(hand, card));
    next.stage = 'act';
    events?.push({
      kind: 'draw',
      rule: 'after-krown',
      seat,
      cards: oneDwynCard(card),
      visibleTo: oneSeat(seat),
      detail: FROM_POOL,
    });
    return next;
  }
  const card = state.stock[0] as DwynCard;
  next.stock = state.stock.slice(1);
  if (card !== KROWN) {
    next.hands = replaceAt(state.hands, seat, plus(hand, card));
    next.stage = 'act';
    events?.push({
      kind: 'draw',
      rule: 'draw',
      seat,
      cards: oneDwynCard(card),
      visibleTo: oneSeat(seat),
      detail: FROM_STOCK,
    });
    return next;
  }
  // The KROWN: in front of the drawer, the turn is over, and the discard pile becomes the pool.
  next.tableaux = replaceAt(state.tableaux, seat, plus(state.tableaux[seat] ?? [], KROWN));
  next.pool = state.discards;
  next.discards = [];
  events?.push({ kind: 'krown', rule: 'krown-draw', seat, cards: oneDwynCard(KROWN) });
  events?.push({ kind: 'pool', rule: 'pool', seat, detail: { count: state.discards.length } });
  if (checkWin(next, events)) return next;
  return endTurn(next, false, events);
}

// ---- The turn's one action -------------------------------------------------------------------

/** Rule discard: face up on the pile, or face down into the pool after the KROWN. */
export function discard(state: DwynState, seat: Seat, card: DwynCard, events: Events): DwynState {
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], card));
  toPile(next, card);
  if (krownDrawn(state)) {
    events?.push({
      kind: 'discard',
      rule: 'after-krown',
      seat,
      cards: oneDwynCard(card),
      visibleTo: oneSeat(seat),
      detail: FACE_DOWN,
    });
  } else {
    events?.push({ kind: 'discard', rule: 'discard', seat, cards: oneDwynCard(card) });
  }
  return afterAction(next, events);
}

/** Rule lay-out: a body card from the hand to the tableau. */
export function layOut(state: DwynState, seat: Seat, card: DwynCard, events: Events): DwynState {
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], card));
  next.tableaux = replaceAt(state.tableaux, seat, plus(state.tableaux[seat] ?? [], card));
  events?.push({ kind: 'lay', rule: 'lay-out', seat, cards: oneDwynCard(card) });
  return afterAction(next, events);
}

/** Rules steal, won-cards: take an opponent's unprotected card (or the KROWN) into your tableau. */
export function steal(state: DwynState, seat: Seat, from: Seat, card: DwynCard, events: Events): DwynState {
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], STEAL));
  toPile(next, STEAL);
  const tableaux = state.tableaux.slice();
  tableaux[from] = without(state.tableaux[from] ?? [], card);
  tableaux[seat] = plus(state.tableaux[seat] ?? [], card);
  next.tableaux = tableaux;
  events?.push({ kind: 'steal', rule: 'steal', seat, cards: oneDwynCard(card), detail: { from } });
  return afterAction(next, events);
}

/**
 * Rule challenge: the DWYN goes on the pile at once; the challenger names the suit next. The duel
 * has begun, so no win is checked until it is resolved, even if the DWYN was the last card in hand.
 */
export function challenge(state: DwynState, seat: Seat, defender: Seat, target: DwynCard, events: Events): DwynState {
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], DWYN));
  toPile(next, DWYN);
  next.stage = 'suit';
  next.duel = { challenger: seat, defender, target, suit: -1, cards: [], toAnswer: defender };
  events?.push({ kind: 'challenge', rule: 'challenge', seat, cards: oneDwynCard(target), detail: { defender } });
  return next;
}

/** Rule challenge: the suit named; the defender answers first. */
export function nameSuit(state: DwynState, seat: Seat, suit: number, events: Events): DwynState {
  const duel = state.duel as Duel;
  const next = draftOf(state);
  next.stage = 'duel';
  next.duel = {
    challenger: duel.challenger,
    defender: duel.defender,
    target: duel.target,
    suit,
    cards: duel.cards,
    toAnswer: duel.defender,
  };
  events?.push({ kind: 'suit', rule: 'challenge', seat, detail: { suit: DWYN_SUITS[suit] as string } });
  return next;
}

/** Rule duel: a higher number card of the suit; the other side answers next. Not an action: no win check (DW-16). */
export function duelPlay(state: DwynState, seat: Seat, card: DwynCard, events: Events): DwynState {
  const duel = state.duel as Duel;
  const next = draftOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], card));
  const other = seat === duel.defender ? duel.challenger : duel.defender;
  next.duel = {
    challenger: duel.challenger,
    defender: duel.defender,
    target: duel.target,
    suit: duel.suit,
    cards: plus(duel.cards, card),
    toAnswer: other,
  };
  events?.push({ kind: 'duel-play', rule: 'duel', seat, cards: oneDwynCard(card) });
  return next;
}

/**
 * Rules duel, won-cards: the answering seat plays nothing more; the highest card so far wins. The
 * duel is resolved, and the win check runs (DW-16).
 */
export function concede(state: DwynState, seat: Seat, events: Events): DwynState {
  const duel = state.duel as Duel;
  const next = draftOf(state);
  const leader = duelLeader(duel);
  const winner = leader ?? duel.challenger;
  events?.push({ kind: 'concede', rule: 'duel', seat, detail: { played: duel.cards.length } });
  if (winner === duel.challenger) {
    const tableaux = state.tableaux.slice();
    tableaux[duel.defender] = without(state.tableaux[duel.defender] ?? [], duel.target);
    tableaux[duel.challenger] = plus(state.tableaux[duel.challenger] ?? [], duel.target);
    next.tableaux = tableaux;
  }
  events?.push({
    kind: 'duel-won',
    rule: 'won-cards',
    seat: winner,
    cards: oneDwynCard(duel.target),
    detail: { defender: duel.defender, kept: winner === duel.defender },
  });
  settleDuelCards(next);
  return afterAction(next, events);
}

/** Rule after-krown: an empty hand and an empty pool: nothing to do. */
export function pass(state: DwynState, seat: Seat, events: Events): DwynState {
  const next = draftOf(state);
  events?.push({ kind: 'pass', rule: 'after-krown', seat });
  next.passes = state.passes + 1;
  if (next.passes >= state.hands.length) return callGame(next, 'stalemate', events);
  return endTurn(next, true, events, true);
}

// ---- After an action ---------------------------------------------------------------------------

/** The duel's number cards leave the middle for the pile (or pool) once it is over. */
function settleDuelCards(next: Next): void {
  const duel = next.duel;
  if (duel !== null && duel.cards.length > 0) {
    if (krownDrawn(next)) next.pool = next.pool.concat(duel.cards);
    else next.discards = next.discards.concat(duel.cards);
  }
  next.duel = null;
}

function afterAction(next: Next, events: Events): DwynState {
  if (checkWin(next, events)) return next;
  return endTurn(next, krownDrawn(next), events);
}

/**
 * Rule turn-order: the next player's turn; after the KROWN, a finished turn counts towards the
 * limit (rule no-progress). `passed` keeps the run of passes going.
 */
function endTurn(next: Next, counts: boolean, events: Events, passed = false): DwynState {
  next.stage = 'draw';
  next.duel = null;
  next.turn = nextSeat(next.turn, next.hands.length, next.options.direction);
  if (!passed) next.passes = 0;
  if (counts) {
    next.turnsAfterKrown = next.turnsAfterKrown + 1;
    if (next.turnsAfterKrown >= next.options.maxTurnsAfterKrown) return callGame(next, 'turnCap', events);
  }
  return next;
}

/** Rule winning: the KROWN, a HEAD, a TORSO and FEET in front of a seat, and no cards in its hand. */
export function winnerOf(state: Pick<DwynState, 'hands' | 'tableaux'>): Seat {
  for (let seat = 0; seat < state.hands.length; seat++) {
    const tableau = state.tableaux[seat] ?? [];
    if ((state.hands[seat] ?? []).length === 0 && hasKrown(tableau) && hasBody(tableau)) return seat;
  }
  return -1;
}

/** True (and the game is over) when a seat has won. Never called with a duel in progress (DW-16). */
function checkWin(next: Next, events: Events): boolean {
  const winner = winnerOf(next);
  if (winner < 0) return false;
  events?.push({ kind: 'win', rule: 'winning', seat: winner });
  finishGame(next, { winner, reason: 'won' }, events);
  return true;
}

/** Rule no-progress: the game is called: a draw, or the KROWN holder's with a body (option). */
function callGame(next: Next, reason: 'turnCap' | 'stalemate', events: Events): DwynState {
  let winner: Seat | null = null;
  if (next.options.stalemateResolution === 'krownHolderIfBodyComplete') {
    for (let seat = 0; seat < next.tableaux.length; seat++) {
      const tableau = next.tableaux[seat] ?? [];
      if (hasKrown(tableau) && hasBody(tableau)) winner = seat;
    }
  }
  events?.push({
    kind: 'called',
    rule: 'no-progress',
    ...(winner === null ? {} : { seat: winner }),
    detail: { reason, turns: next.turnsAfterKrown },
  });
  finishGame(next, { winner, reason }, events);
  return next;
}

/** Rule match: the game's result counts; the match ends after its last game. */
function finishGame(next: Next, result: GameResult, events: Events): void {
  next.stage = 'draw';
  next.lastGame = result;
  if (result.winner !== null) next.wins = replaceAt(next.wins, result.winner, (next.wins[result.winner] ?? 0) + 1);
  if (next.gameNumber < next.options.matchGames) {
    next.phase = 'handOver';
    return;
  }
  next.phase = 'over';
  const best = Math.max(...next.wins);
  const winners: Seat[] = [];
  if (best > 0) for (let seat = 0; seat < next.wins.length; seat++) if (next.wins[seat] === best) winners.push(seat);
  next.winners = winners;
  if (next.options.matchGames > 1)
    events?.push({ kind: 'match-over', rule: 'match', detail: { games: next.gameNumber } });
}
