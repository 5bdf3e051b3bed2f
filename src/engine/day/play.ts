// Substitution and betting (rules substitution, betting, betting-limits, all-in, final-card,
// final-betting, last-player-standing). Each action works out its changes and builds the next state
// once (state.ts, rebuild); events go to `events` with `events?.push`, so step (null) builds none.

import type { Card } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Seat } from '../core/game.ts';
import { replaceAt } from '../core/lists.ts';
import { needsAction } from './legal.ts';
import type { DayRule } from './rules.ts';
import { finishHand } from './settle.ts';
import { isLive, nextWhere, rebuild, type BettingFacts, type DayState } from './state.ts';

type Events = EventSink<DayRule>;

/** Step 2 (DY-7): `card` goes face down to the muck and the deck's top card takes its place. */
export function swap(state: DayState, seat: Seat, card: Card, events: Events): DayState {
  const drawn = state.deck[0] as Card;
  const hand = (state.hands[seat] ?? []).map((c) => (c === card ? drawn : c));
  events?.push({ kind: 'swap', rule: 'substitution', seat, cards: [card, drawn], visibleTo: [seat] });
  return afterChoice(
    state,
    seat,
    {
      hands: replaceAt(state.hands, seat, hand),
      deck: state.deck.slice(1),
      mucked: replaceAt(state.mucked, seat, card),
    },
    events,
  );
}

export function keep(state: DayState, seat: Seat, events: Events): DayState {
  events?.push({ kind: 'keep', rule: 'substitution', seat });
  return afterChoice(state, seat, {}, events);
}

function afterChoice(
  state: DayState,
  seat: Seat,
  changes: Pick<Parameters<typeof rebuild>[1], 'hands' | 'deck' | 'mucked'>,
  events: Events,
): DayState {
  const decided = replaceAt(state.decided, seat, true);
  const next = nextWhere(state, seat, (s) => decided[s] !== true);
  if (next >= 0) return rebuild(state, { ...changes, decided, turn: next });
  return startRound(state, 'bet1', { ...changes, decided }, events);
}

/** A betting round begins (rules betting, final-betting): clockwise from the dealer's left. */
function startRound(
  state: DayState,
  phase: 'bet1' | 'bet2',
  changes: Parameters<typeof rebuild>[1],
  events: Events,
): DayState {
  const n = state.hands.length;
  const facts: BettingFacts = {
    hands: state.hands,
    inHand: state.inHand,
    folded: state.folded,
    stacks: state.stacks,
    roundBets: new Array<number>(n).fill(0),
    currentBet: 0,
    acted: new Array<boolean>(n).fill(false),
  };
  const first = nextWhere(facts, state.dealer, (s) => needsAction(facts, s));
  const fresh = rebuild(state, {
    ...changes,
    phase,
    roundBets: facts.roundBets,
    currentBet: 0,
    raises: 0,
    lastRaise: 0,
    acted: facts.acted,
    turn: first,
  });
  if (first < 0) return endRound(fresh, events);
  events?.push({ kind: 'round', rule: phase === 'bet1' ? 'betting' : 'final-betting', seat: first });
  return fresh;
}

/** Every live player has matched the bet, folded or is all in: the final card, or the showdown. */
function endRound(state: DayState, events: Events): DayState {
  if (state.phase === 'bet2') return finishHand(state, events);
  const final = state.deck[0] as Card;
  events?.push({ kind: 'final-card', rule: 'final-card', seat: state.dealer, cards: [final] });
  return startRound(state, 'bet2', { deck: state.deck.slice(1), community: [...state.community, final] }, events);
}

export function check(state: DayState, seat: Seat, events: Events): DayState {
  events?.push({ kind: 'check', rule: 'betting', seat });
  return afterBet(state, seat, { acted: replaceAt(state.acted, seat, true) }, events);
}

export function fold(state: DayState, seat: Seat, events: Events): DayState {
  events?.push({ kind: 'fold', rule: 'betting', seat });
  return afterBet(
    state,
    seat,
    { folded: replaceAt(state.folded, seat, true), acted: replaceAt(state.acted, seat, true) },
    events,
  );
}

/**
 * Puts the seat's round total up to `to` (a call, bet, raise or all in: rules betting,
 * betting-limits, all-in). Going above the current bet is a raise (a bet when none was open) and
 * reopens the action for everyone else, even all in for less than a full raise.
 */
export function putIn(state: DayState, seat: Seat, to: number, events: Events): DayState {
  const roundBet = state.roundBets[seat] ?? 0;
  const stack = state.stacks[seat] ?? 0;
  const chips = Math.min(to - roundBet, stack);
  const total = roundBet + chips;
  const allIn = chips === stack;
  const bet = state.currentBet;
  const stacks = replaceAt(state.stacks, seat, stack - chips);
  const committed = replaceAt(state.committed, seat, (state.committed[seat] ?? 0) + chips);
  const roundBets = replaceAt(state.roundBets, seat, total);
  if (total <= bet) {
    events?.push({
      kind: 'call',
      rule: allIn ? 'all-in' : 'betting',
      seat,
      detail: { chips, total, allIn, short: total < bet },
    });
    return afterBet(state, seat, { stacks, committed, roundBets, acted: replaceAt(state.acted, seat, true) }, events);
  }
  const by = total - bet;
  const kind = bet === 0 ? 'bet' : 'raise';
  events?.push({ kind, rule: allIn ? 'all-in' : 'betting-limits', seat, detail: { chips, total, allIn } });
  const acted = state.acted.map((_, s) => s === seat);
  return afterBet(
    state,
    seat,
    {
      stacks,
      committed,
      roundBets,
      currentBet: total,
      raises: bet === 0 ? state.raises : state.raises + 1,
      lastRaise: Math.max(state.lastRaise, by),
      acted,
    },
    events,
  );
}

function afterBet(state: DayState, seat: Seat, changes: Parameters<typeof rebuild>[1], events: Events): DayState {
  // The betting facts after the action, to find who is next before the one new state is built.
  const facts: BettingFacts = {
    hands: state.hands,
    inHand: state.inHand,
    folded: changes.folded ?? state.folded,
    stacks: changes.stacks ?? state.stacks,
    roundBets: changes.roundBets ?? state.roundBets,
    currentBet: changes.currentBet ?? state.currentBet,
    acted: changes.acted ?? state.acted,
  };
  let live = 0;
  for (let s = 0; s < facts.hands.length; s++) if (isLive(facts, s)) live++;
  const turn = live === 1 ? -1 : nextWhere(facts, seat, (s) => needsAction(facts, s));
  const next = rebuild(state, { ...changes, turn });
  if (live === 1) return finishHand(next, events);
  if (turn < 0) return endRound(next, events);
  return next;
}
