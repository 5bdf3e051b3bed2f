// Day's state: a plain immutable object. The deck's top card is index 0. Chips live in three places
// only: each seat's stack, each seat's contribution to this hand's pot (committed), and the rake the
// house has taken, so their sum (chipTotal, in position.ts with the other tools: a page never
// needs it) is the same at every step of a session.

import type { Card } from '../core/cards.ts';
import type { Draft, Seat } from '../core/game.ts';
import type { RngState } from '../core/rng.ts';
import type { DayCondition } from './conditions.ts';
import type { DayRank, DaySuit } from './deck.ts';
import { MAX_PLAYERS, type DayOptions } from './options.ts';
import type { DayRule } from './rules.ts';

/** substitute (step 2), the two betting rounds, between hands, and the end of the session. */
export type DayPhase = 'substitute' | 'bet1' | 'bet2' | 'handOver' | 'over';

/** One tie-breaker flip (rule tie-breaker): public once made. */
export interface TieFlip {
  readonly seat: Seat;
  readonly card: Card;
}

/** A pot awarded at the end of a hand. */
export interface PotResult {
  readonly amount: number;
  readonly rake: number;
  readonly eligible: readonly Seat[];
  readonly winners: readonly Seat[];
  /** Chips each winner got, in the order of `winners`. */
  readonly shares: readonly number[];
  /** The rule that decided it: a condition, equal-points, tie-breaker or last-player-standing. */
  readonly rule: DayRule;
}

/**
 * A showdown player's best result, as the page and the sandbox explain it: the condition, its
 * points before and after the substitution penalty, the cards that make it and what the Crown
 * stood for, and the rule that scores it.
 */
export interface SeatResult {
  readonly seat: Seat;
  readonly condition: DayCondition;
  readonly rule: DayRule;
  readonly points: number;
  readonly adjusted: number;
  readonly label: string;
  /** The cards that make it, in reading order; an Eclipse lists the Moons others revealed too. */
  readonly cards: readonly Card[];
  readonly crown: CrownStandIn | null;
}

/**
 * What the Crown played in a result: the highest card of all, or a rank and suit. Not a card of the
 * deck (wherever that card lies, the Crown only plays it), so it names no card.
 */
export type CrownStandIn =
  { readonly as: 'highest' } | { readonly as: 'card'; readonly rank: DayRank; readonly suit: DaySuit };

export interface HandResult {
  readonly hand: number;
  readonly showdown: boolean;
  readonly pots: readonly PotResult[];
  readonly results: readonly SeatResult[];
  /** An uncalled bet handed back before any pot is awarded. */
  readonly returned: { readonly seat: Seat; readonly amount: number } | null;
}

export interface DayState {
  readonly options: DayOptions;
  readonly rng: RngState;
  readonly handNumber: number;
  /** The dealer seat; with dedicatedDealer, the seat holding the dealer button (the house deals). */
  readonly dealer: Seat;
  readonly phase: DayPhase;
  /** Undealt cards, top first. */
  readonly deck: readonly Card[];
  /** Hole cards per seat; empty for a seat out of chips. */
  readonly hands: readonly (readonly Card[])[];
  /** [c1, c2] after the deal, [c1, c2, final] after the first betting round. */
  readonly community: readonly Card[];
  /** The card each seat substituted away, face down in the muck (null: none). */
  readonly mucked: readonly (Card | null)[];
  /** Seats that have chosen in the substitution step (swap or keep). */
  readonly decided: readonly boolean[];
  readonly stacks: readonly number[];
  /** Chips each seat has put in this hand (ante and bets): the pot is their sum. */
  readonly committed: readonly number[];
  /** Chips each seat has put in during the current betting round. */
  readonly roundBets: readonly number[];
  /** The highest roundBet: what everyone must match. */
  readonly currentBet: number;
  /** Raises made this round (a bet is not a raise). */
  readonly raises: number;
  /** The size of the last full bet or raise this round: the least a raise must add (pot and no limit). */
  readonly lastRaise: number;
  /** Dealt into this hand (had chips at the deal). */
  readonly inHand: readonly boolean[];
  readonly folded: readonly boolean[];
  /** Acted in the current betting round since the last bet or raise. */
  readonly acted: readonly boolean[];
  /** Whose turn it is; -1 when nobody's (between hands, at the end). */
  readonly turn: number;
  /** Chips the house has raked this session. */
  readonly rakeTaken: number;
  /** This hand's tie-breaker flips (they stay face up until the next deal). */
  readonly flips: readonly TieFlip[];
  /** Seats whose hole cards were shown at the showdown. */
  readonly shown: readonly boolean[];
  readonly lastHand: HandResult | null;
  readonly winners: readonly Seat[];
}

export function potTotal(state: Pick<DayState, 'committed'>): number {
  let total = 0;
  for (let s = 0; s < state.committed.length; s++) total += state.committed[s] as number;
  return total;
}

/** Still contesting the pot: dealt in and not folded. */
export function isLive(state: Pick<DayState, 'inHand' | 'folded'>, seat: Seat): boolean {
  return state.inHand[seat] === true && state.folded[seat] !== true;
}

/** Players still in (dealt in and not folded). */
export function livePlayers(state: Pick<DayState, 'inHand' | 'folded'>): number {
  let players = 0;
  for (let s = 0; s < state.inHand.length; s++) if (isLive(state, s)) players++;
  return players;
}

/** Live with chips behind: may still bet. */
export function canBet(state: Pick<DayState, 'inHand' | 'folded' | 'stacks'>, seat: Seat): boolean {
  return isLive(state, seat) && (state.stacks[seat] ?? 0) > 0;
}

// Many lists start a deal, a hand or a betting round with one value for every seat: no chips bet,
// nobody folded or acted, no card mucked. Those lists are shared, so starting them allocates
// nothing; like every list in a state they are never changed in place (a change copies them).
// They are not frozen: V8 copies a frozen list ten times slower, and into a holey one.
const eachSeat = <T>(value: T): readonly (readonly T[])[] =>
  Array.from({ length: MAX_PLAYERS + 1 }, (_, n) => Array.from({ length: n }, () => value));
const ZEROS = eachSeat(0);
const FALSES = eachSeat(false);
const TRUES = eachSeat(true);
const NULLS = eachSeat<Card | null>(null);
const ONLY: readonly (readonly (readonly boolean[])[])[] = Array.from({ length: MAX_PLAYERS + 1 }, (_, n) =>
  Array.from({ length: n }, (_, seat) => Array.from({ length: n }, (_, s) => s === seat)),
);

/** 0 for each of `n` seats (a shared list). */
export function zeros(n: number): readonly number[] {
  return ZEROS[n] as readonly number[];
}

/** `flag` for each of `n` seats (a shared list). */
export function flags(n: number, flag: boolean): readonly boolean[] {
  return (flag ? TRUES[n] : FALSES[n]) as readonly boolean[];
}

/** null for each of `n` seats: no card (a shared list). */
export function noCards(n: number): readonly (Card | null)[] {
  return NULLS[n] as readonly (Card | null)[];
}

/** True for `seat` alone of `n` seats (a shared list): after a bet, only the bettor has acted. */
export function only(n: number, seat: Seat): readonly boolean[] {
  return ONLY[n]?.[seat] as readonly boolean[];
}

/** An empty list, shared: no winners, no cards, no actions. */
export const NONE: readonly never[] = Object.freeze([]);

// What recurs (an action list, an event, a label) is built once and kept, in a table indexed by a
// number worked out from what it holds, or in a Map when those numbers are too many for a table.

/** A table of `size` empty entries, filled as they are first needed (packed, so reads stay fast). */
export function table<T>(size: number): (T | undefined)[] {
  return Array.from({ length: size }, () => undefined);
}

/** Keeps `value` under `key` and returns it: `map.get(key) ?? keep(map, key, value)`. */
export function keep<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.set(key, value);
  return value;
}

// The rule code copies a state as one object literal naming every field, never a spread of the
// whole state (V8 builds a literal many times faster), and sets only what changed on the copy.

/** The one copy of the state an action makes (core/game.ts, Draft), as one object literal. */
export function draftOf(state: DayState): Draft<DayState> {
  return {
    options: state.options,
    rng: state.rng,
    handNumber: state.handNumber,
    dealer: state.dealer,
    phase: state.phase,
    deck: state.deck,
    hands: state.hands,
    community: state.community,
    mucked: state.mucked,
    decided: state.decided,
    stacks: state.stacks,
    committed: state.committed,
    roundBets: state.roundBets,
    currentBet: state.currentBet,
    raises: state.raises,
    lastRaise: state.lastRaise,
    inHand: state.inHand,
    folded: state.folded,
    acted: state.acted,
    turn: state.turn,
    rakeTaken: state.rakeTaken,
    flips: state.flips,
    shown: state.shown,
    lastHand: state.lastHand,
    winners: state.winners,
  };
}
