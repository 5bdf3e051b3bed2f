// Hand-written Day positions for examples and tests. Cards a position does not name are shuffled
// (by the seed) into the hands it leaves short and then the deck, below any deck cards it names.
//
//   { dealer: 'C', hands: { A: ['Crown', '4R'], B: ['7S', '10R'], C: ['7R', '3S'] },
//     community: ['7Rn', '9Rn'], phase: 'bet1', stacks: { A: 90 }, committed: { A: 10, B: 10, C: 10 },
//     substituted: { B: '2S' }, turn: 'A' }
//
// Seats left out of `hands` are dealt at random if they have chips; a seat with stack 0 and nothing
// committed is out of the session. committed defaults to the ante; stacks default to the starting
// chips less what the seat committed; the chips must add up to players x startingChips (less `rake`).

import type { Card } from '../core/cards.ts';
import { PositionError } from '../core/errors.ts';
import { seedRng, shuffle } from '../core/rng.ts';
import { seatLetter } from '../core/seats.ts';
import { readSpec, said, specCards, specList, specSeat, unnamedCards } from '../core/spec.ts';
import { DAY_CARDS, DAY_DECK } from './deck.ts';
import { needsAction } from './legal.ts';
import { FIXED_BET_UNIT, FIXED_MAX_RAISES, type DayOptions } from './options.ts';
import type { Seat } from '../core/game.ts';
import { draftOf, type DayPhase, type DayState } from './state.ts';

type Chips = Readonly<Record<string, number>>;

/**
 * Every chip of the session: stacks, the pot and the rake. Always players * startingChips: a
 * position must add up to it, and the suites check it after every action (manifest.ts).
 */
export function chipTotal(state: Pick<DayState, 'stacks' | 'committed' | 'rakeTaken'>): number {
  let total = state.rakeTaken;
  for (const chips of state.stacks) total += chips;
  for (const chips of state.committed) total += chips;
  return total;
}

/** The next seat clockwise after `seat` for which `keep` holds, or -1. */
function nextWhere(state: Pick<DayState, 'hands'>, seat: Seat, keep: (seat: Seat) => boolean): number {
  const n = state.hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (keep(s)) return s;
  }
  return -1;
}

export interface DayPositionSpec {
  readonly phase?: 'substitute' | 'bet1' | 'bet2' | 'handOver';
  readonly hand?: number;
  readonly dealer?: string;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Two cards before the final card, three after. */
  readonly community?: readonly string[];
  /** The deck's top cards, in order. */
  readonly deck?: readonly string[];
  readonly stacks?: Chips;
  /** Chips each seat has put in this hand (ante included). */
  readonly committed?: Chips;
  /** Chips each seat has put in during the current betting round (part of committed). */
  readonly roundBets?: Chips;
  readonly raises?: number;
  readonly folded?: readonly string[];
  /** Seats that substituted: a list, or seat -> the card they gave up. */
  readonly substituted?: readonly string[] | Readonly<Record<string, string>>;
  /** In the substitution phase: seats that have already chosen (substituted seats have). */
  readonly decided?: readonly string[];
  /** In a betting round: seats that have acted since the last bet or raise. */
  readonly acted?: readonly string[];
  readonly turn?: string;
  readonly rake?: number;
  /** The pot, when the position says it: the chips committed this hand, so it must agree with them. */
  readonly pot?: number;
  /** The size of the last full bet or raise this round: the least a raise adds with pot or no limit. */
  readonly lastRaise?: number;
}

const KEYS = [
  'phase',
  'hand',
  'dealer',
  'hands',
  'community',
  'deck',
  'stacks',
  'committed',
  'roundBets',
  'raises',
  'folded',
  'substituted',
  'decided',
  'acted',
  'turn',
  'rake',
  'pot',
  'lastRaise',
];
const PHASES = ['substitute', 'bet1', 'bet2', 'handOver'];

export function dayFromPosition(input: unknown, options: DayOptions, seed: number): DayState {
  const spec = readSpec<DayPositionSpec>(input, 'Day', KEYS, PHASES);
  const n = options.players;
  const seats = Array.from({ length: n }, (_, s) => s);
  const chipsOf = (field: Chips | undefined, name: string, fallback: (s: number) => number): number[] => {
    for (const key of Object.keys(field ?? {})) specSeat(key, n, name);
    return seats.map((s) => {
      const value = field?.[seatLetter(s)] ?? fallback(s);
      if (!Number.isInteger(value) || value < 0) {
        throw new PositionError(
          `${name}.${seatLetter(s)} must be a whole number of chips, not ${said(value)}.`,
          'chips',
        );
      }
      return value;
    });
  };
  const seatList = (list: readonly string[] | undefined, name: string): boolean[] => {
    const chosen = specList(list, name).map((text) => specSeat(text, n, name));
    return seats.map((s) => chosen.includes(s));
  };
  for (const key of Object.keys(spec.hands)) specSeat(key, n, 'hands');

  const stackGiven = spec.stacks ?? {};
  const outs = seats.map((s) => stackGiven[seatLetter(s)] === 0 && (spec.committed?.[seatLetter(s)] ?? 0) === 0);
  const committed = chipsOf(spec.committed, 'committed', (s) => (outs[s] ? 0 : options.ante));
  const stacks = chipsOf(spec.stacks, 'stacks', (s) => options.startingChips - (committed[s] ?? 0));
  const inHand = seats.map((s) => (stacks[s] ?? 0) + (committed[s] ?? 0) > 0 && !outs[s]);
  const rake = wholeNumber(spec.rake, 'rake', 'chips');
  const total = chipTotal({ stacks, committed, rakeTaken: rake });
  if (total !== n * options.startingChips) {
    throw new PositionError(
      `The chips add up to ${total} (the stacks, the chips in the pot and the rake), but ${n} players start with ${options.startingChips} each: ${n * options.startingChips}.`,
      'chips',
    );
  }
  const pot = committed.reduce((sum, chips) => sum + chips, 0);
  if (spec.pot !== undefined && spec.pot !== pot) {
    throw new PositionError(
      `pot: the chips put in this hand add up to ${pot}, so the pot is ${pot}, not ${said(spec.pot)}.`,
      'chips',
    );
  }
  const phase: DayPhase = spec.phase ?? ((spec.community ?? []).length === 3 ? 'bet2' : 'substitute');
  const community = specCards(spec.community ?? [], 'community', DAY_DECK);
  const wanted = phase === 'bet2' || (phase === 'handOver' && community.length === 3) ? 3 : 2;
  if (community.length > wanted) {
    throw new PositionError(
      `${community.length} community cards are named, but there are two until the final card is turned, then three.`,
      'final-card',
    );
  }
  const named = seats.map((s) => {
    const list = spec.hands[seatLetter(s)];
    if (list === undefined) return [];
    const hand = specCards(list, `hands.${seatLetter(s)}`, DAY_DECK);
    if (hand.length > 2)
      throw new PositionError(`${seatLetter(s)} holds ${hand.length} hole cards, but a player holds 2.`, 'deal');
    if (!inHand[s] && hand.length > 0)
      throw new PositionError(`hands.${seatLetter(s)}: a seat with no chips is out and holds no cards.`, 'chips');
    return hand;
  });
  const subs = spec.substituted;
  const muckNamed = new Map<number, Card>();
  const subSeats = new Set<number>();
  if (Array.isArray(subs)) {
    for (const text of subs as readonly string[]) subSeats.add(specSeat(text, n, 'substituted'));
  } else if (subs !== undefined) {
    if (typeof subs !== 'object' || subs === null)
      throw new PositionError(
        'substituted: name each seat that substituted, with the card it gave up where it is known.',
      );
    for (const [key, card] of Object.entries(subs as Readonly<Record<string, string>>)) {
      const seat = specSeat(key, n, 'substituted');
      subSeats.add(seat);
      muckNamed.set(seat, specCards([card], `substituted.${key}`, DAY_DECK)[0] as Card);
    }
  }
  const deckTop = specCards(spec.deck ?? [], 'deck', DAY_DECK);
  const rest = unnamedCards(
    DAY_CARDS,
    [...named.flat(), ...community, ...muckNamed.values(), ...deckTop],
    (card, count) => `${card} appears ${count} times, but the Day deck has one of each card.`,
    'players-and-deck',
  );
  const [unnamed, rng] = shuffle(rest, seedRng(seed));
  let at = 0;
  const hands = named.map((hand, s) => {
    if (!inHand[s]) return [];
    const out = hand.slice();
    while (out.length < 2) out.push(unnamed[at++] as Card);
    return out;
  });
  const mucked = seats.map((s) => (subSeats.has(s) ? (muckNamed.get(s) ?? (unnamed[at++] as Card)) : null));
  const fullCommunity = community.slice();
  while (fullCommunity.length < wanted) fullCommunity.push(unnamed[at++] as Card);
  const deck = [...deckTop, ...unnamed.slice(at)];

  const dealer = spec.dealer === undefined ? n - 1 : specSeat(spec.dealer, n, 'dealer');
  const folded = seatList(spec.folded, 'folded');
  const decided =
    phase === 'substitute'
      ? seatList(spec.decided, 'decided').map((d, s) => d || subSeats.has(s) || !inHand[s])
      : seats.map(() => true);
  const roundBets = chipsOf(spec.roundBets, 'roundBets', () => 0);
  roundBets.forEach((bet, s) => {
    if (bet > (committed[s] ?? 0))
      throw new PositionError(
        `roundBets.${seatLetter(s)} is more than ${seatLetter(s)} has put in the pot this hand.`,
        'betting',
      );
  });
  const state: DayState = {
    options,
    rng,
    handNumber: spec.hand ?? 1,
    dealer,
    phase,
    deck,
    hands,
    community: fullCommunity,
    mucked,
    decided,
    stacks,
    committed: phase === 'handOver' ? seats.map(() => 0) : committed,
    roundBets,
    currentBet: Math.max(0, ...roundBets),
    raises: wholeNumber(spec.raises, 'raises', 'betting'),
    lastRaise: wholeNumber(spec.lastRaise, 'lastRaise', 'betting'),
    inHand,
    folded,
    acted: seatList(spec.acted, 'acted'),
    turn: -1,
    rakeTaken: rake,
    flips: [],
    shown: seats.map(() => false),
    lastHand: null,
    winners: [],
  };
  if (phase === 'handOver') {
    if (committed.some((c) => c > 0))
      throw new PositionError('committed: between hands the pot is empty.', 'next-hand');
    return state;
  }
  bettingAgrees(state);
  const canTurn =
    phase === 'substitute'
      ? (s: number): boolean => inHand[s] === true && decided[s] !== true
      : (s: number): boolean => needsAction(state, s);
  const turn = spec.turn === undefined ? nextWhere(state, dealer, canTurn) : specSeat(spec.turn, n, 'turn');
  if (turn < 0 || !canTurn(turn)) {
    throw new PositionError(
      spec.turn === undefined
        ? 'Nobody is left to act in this position: choose a round in which someone still has a choice.'
        : `turn: ${seatLetter(turn)} ${idleReason(state, turn)}, so it cannot be their turn.`,
      phase === 'substitute' ? 'substitution' : 'betting',
    );
  }
  const placed = draftOf(state);
  placed.turn = turn;
  return placed;
}

/**
 * Refuses a round whose bets, raises and who has acted contradict each other (issue 43's trial:
 * "Raises this round: 3" with no bet was taken, and the ruling then offered a bet): a raise goes
 * over another player's bet; under fixed limit each bet and raise is one unit, at most
 * FIXED_MAX_RAISES raises; a bet leaves only its maker as having acted, so a seat marked as having
 * acted since has put chips in or folded. Before the substitution is over, nobody has bet.
 */
function bettingAgrees(state: DayState): void {
  const { raises, currentBet: bet, roundBets } = state;
  const betters = roundBets.filter((chips) => chips > 0).length;
  if (state.phase === 'substitute' && (bet > 0 || raises > 0))
    throw new PositionError(
      'roundBets: the first round of betting comes after the substitution, so nobody has bet yet.',
      'substitution',
    );
  if (raises > 0 && betters < 2)
    throw new PositionError(
      bet === 0
        ? `raises: nobody has bet this round, so there can be no raise: a raise goes over a bet. Set each player's bet this round, or the raises to 0.`
        : "raises: a raise goes over another player's bet, but only one player has bet this round.",
      'betting',
    );
  if (bet === 0 && state.lastRaise > 0)
    throw new PositionError('lastRaise: nobody has bet this round, so there is no last raise.', 'betting');
  if (state.options.limit === 'fixed') {
    const most = FIXED_MAX_RAISES;
    const fixed = `under fixed limit every bet and raise is ${FIXED_BET_UNIT} chip, at most ${most} raises a round`;
    if (raises > most) throw new PositionError(`raises: ${fixed}, not ${raises}.`, 'betting-limits');
    if (bet > (most + 1) * FIXED_BET_UNIT)
      throw new PositionError(
        `roundBets: ${fixed}, so nobody bets more than ${(most + 1) * FIXED_BET_UNIT} in a round, not ${bet}.`,
        'betting-limits',
      );
    const made = bet / FIXED_BET_UNIT - 1;
    if (bet > 0 && made !== raises)
      throw new PositionError(
        `raises: ${fixed}, so the bet this round, ${bet}, means ${made === 1 ? 'one raise' : `${made} raises`}, not ${raises}.`,
        'betting-limits',
      );
  }
  const idle = state.acted.findIndex(
    (acted, s) => acted && bet > 0 && roundBets[s] === 0 && !state.folded[s] && (state.stacks[s] ?? 0) > 0,
  );
  if (idle >= 0)
    throw new PositionError(
      `acted: ${seatLetter(idle)} is marked as having acted since the bet, but has neither put chips in this round nor folded: a bet leaves only the player who made it as having acted.`,
      'betting',
    );
}

/** A count the position may give (raises, lastRaise, rake): a whole number, 0 when it is left out. */
function wholeNumber(value: number | undefined, where: string, rule: string): number {
  if (value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0) {
    throw new PositionError(`${where} must be a whole number, not ${said(value)}.`, rule);
  }
  return value;
}

/** Why `seat` has nothing to do in this round, in a few words. */
function idleReason(state: DayState, seat: Seat): string {
  if (state.inHand[seat] !== true) return 'has no chips and is out of the session';
  if (state.folded[seat] === true) return 'has folded and takes no further part in this hand';
  if (state.phase === 'substitute') return 'has already chosen whether to substitute';
  if ((state.stacks[seat] ?? 0) === 0) return 'is all in, with no chips left to bet';
  return 'has already acted and matched the bet';
}
