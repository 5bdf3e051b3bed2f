// The one source of legality for Dark Hearts. legalActions lists what a seat may do;
// isLegalAction asks the same rules about one action (apply's check, explain's first question);
// explain.ts only diagnoses why an action is missing.
//
// Random playouts and search call these millions of times, so they allocate as little as they can:
// seat lists and actions are shared constants (actions.ts interns them), the play rules are worked
// out once per position as a PlayLimit that every card is then checked against, and a card's
// facts are read from deck.ts's face tables at its face's place, worked out once per card.

import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import type { Suit } from '../core/cards.ts';
import {
  DEAL,
  passAction,
  passesAmong,
  playAction,
  playAt,
  sortCards,
  type DarkHeartsAction,
  type PassAction,
} from './actions.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  FACE_POINTS,
  FACE_SUIT,
  FACE_SUIT_NUMBER,
  faceAt,
  HEARTS,
  SHADES,
  shadeAt,
  shadeBit,
  type DarkCard,
  type Shade,
} from './deck.ts';
import { isBroken, turn, type DarkHeartsState, type Play, type Trick } from './state.ts';

/** Light faces of the compulsory first leads: the Dark 2 of clubs, or with three players the Dark 3. */
export const DARK_2_CLUBS: DarkCard = '8D';
export const DARK_3_CLUBS: DarkCard = 'KS';

// These lists are shared, so they are readonly; they are not frozen, as V8 reads a frozen array's
// items through a slow generic path (several times slower) in optimized code.
const NOBODY: readonly Seat[] = [];
/** The seats in each set of seats, by bit mask (up to four players): toAct's answers, built once. */
const SEATS_IN: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, mask) =>
  [0, 1, 2, 3].filter((seat) => mask & (1 << seat)),
);
const NO_ACTIONS: readonly DarkHeartsAction[] = [];
const NO_CARDS: readonly DarkCard[] = [];
const ONLY_DEAL: readonly DarkHeartsAction[] = [DEAL];

export function toAct(state: DarkHeartsState): readonly Seat[] {
  switch (state.phase) {
    case 'pass': {
      let waiting = 0;
      for (let seat = 0; seat < state.passes.length; seat++) if (state.passes[seat] === null) waiting |= 1 << seat;
      return SEATS_IN[waiting] as readonly Seat[];
    }
    case 'play':
      return SEATS_IN[1 << turn(state)] as readonly Seat[];
    case 'handOver':
      return SEATS_IN[1 << leftOf(state.dealer, seatCount(state))] as readonly Seat[];
    case 'over':
      return NOBODY;
  }
}

export function legalActions(state: DarkHeartsState, seat: Seat): readonly DarkHeartsAction[] {
  switch (state.phase) {
    case 'pass':
      return state.passes[seat] === null ? passChoices(state.hands[seat] ?? NO_CARDS) : NO_ACTIONS;
    case 'play':
      return seat === turn(state) ? plays(state, seat) : NO_ACTIONS;
    case 'handOver':
      return seat === leftOf(state.dealer, seatCount(state)) ? ONLY_DEAL : NO_ACTIONS;
    case 'over':
      return NO_ACTIONS;
  }
}

/** Is `action` (in canonical form) among legalActions(state, seat)? The same rules, for one action. */
export function isLegalAction(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction): boolean {
  switch (action.type) {
    case 'pass':
      return isPassChoice(state, seat, action.cards);
    case 'play': {
      if (state === listedState && seat === listedSeat && wasListed(action)) return true;
      const limit = playLimit(state, seat);
      return (
        limit !== PlayLimit.None &&
        holds(state.hands[seat] ?? NO_CARDS, action.card) &&
        faceAllowed(state, limit, faceAt(action.card, action.shade), ledSuitNumber(state.trick))
      );
    }
    case 'deal':
      return state.phase === 'handOver' && seat === leftOf(state.dealer, seatCount(state));
  }
}

function holds(hand: readonly DarkCard[], card: DarkCard): boolean {
  for (let i = 0; i < hand.length; i++) if (hand[i] === card) return true;
  return false;
}

/**
 * A legal pass is any three different cards of your hand: the predicate behind passChoices, used
 * directly so a pass is not checked against hundreds of enumerated choices.
 */
function isPassChoice(state: DarkHeartsState, seat: Seat, cards: readonly DarkCard[]): boolean {
  const hand = state.hands[seat] ?? NO_CARDS;
  const a = cards[0];
  const b = cards[1];
  const c = cards[2];
  return (
    state.phase === 'pass' &&
    state.passes[seat] === null &&
    cards.length === 3 &&
    a !== b &&
    b !== c &&
    a !== c &&
    holds(hand, a as DarkCard) &&
    holds(hand, b as DarkCard) &&
    holds(hand, c as DarkCard)
  );
}

/** Every choice of three cards, in deck order. */
function passChoices(hand: readonly DarkCard[]): readonly PassAction[] {
  // The hand's deck positions in order, marked on a scratch table and read back (no sort).
  for (let i = 0; i < hand.length; i++) IN_HAND[cardIndex(hand[i] as DarkCard)] = 1;
  let n = 0;
  for (let i = 0; i < IN_HAND.length; i++) {
    if (IN_HAND[i] === 1) {
      POSITIONS[n++] = i;
      IN_HAND[i] = 0;
    }
  }
  return passesAmong(POSITIONS, n);
}

const IN_HAND = new Uint8Array(DARK_HAND_DECK.length);
const POSITIONS = new Int32Array(DARK_HAND_DECK.length);

/** The card that must open the hand's first trick (rule first-lead). */
export function firstLeadCard(state: Pick<DarkHeartsState, 'leftover'>): DarkCard {
  return state.leftover === DARK_2_CLUBS ? DARK_3_CLUBS : DARK_2_CLUBS;
}

/** The first lead, when `hand` holds its card: that card led as Dark (rule first-lead). */
function firstLeads(state: DarkHeartsState, hand: readonly DarkCard[]): readonly DarkHeartsAction[] {
  if (!holds(hand, firstLeadCard(state))) return NO_ACTIONS;
  return state.leftover === DARK_2_CLUBS ? LEAD_DARK_3_CLUBS : LEAD_DARK_2_CLUBS;
}

const LEAD_DARK_2_CLUBS: readonly DarkHeartsAction[] = [playAction(DARK_2_CLUBS, 'D')];
const LEAD_DARK_3_CLUBS: readonly DarkHeartsAction[] = [playAction(DARK_3_CLUBS, 'D')];

/** A lead of `card` in `shade` that needs the shade broken first (rule lead-restriction). */
export function isPointLead(state: DarkHeartsState, card: DarkCard, shade: Shade): boolean {
  return isPointLeadAt(state, faceAt(card, shade));
}

/** isPointLead for the face at a place in the face tables: a heart, or the Queen of spades unless the option allows it. */
function isPointLeadAt(state: DarkHeartsState, at: number): boolean {
  return FACE_SUIT_NUMBER[at] === HEARTS || (FACE_POINTS[at] === 13 && !state.options.leadQueenBeforeBroken);
}

function leadAllowedAt(state: DarkHeartsState, at: number): boolean {
  return isBroken(state.broken, shadeAt(at)) || !isPointLeadAt(state, at);
}

/**
 * What the seat to play may play here (rules first-lead to lead-restriction), worked out once per
 * position from its hand: legalActions runs every card of the hand through it, and apply and
 * explain ask about one card, so both rest on this one definition. (An enum: compared as a number,
 * which the bundler writes in place of each name.)
 */
export enum PlayLimit {
  /** Not this seat's turn to play. */
  None,
  /** The hand's first lead: the compulsory card, led as Dark. */
  FirstLead,
  /** A lead: any card, in a shade where it is not a point face or that shade is broken. */
  Lead,
  /** A lead when every card is a point face in both shades and neither is broken: anything. */
  LeadAnything,
  /** A card whose face in the trick's shade is of the led suit. */
  Follow,
  /** Void in the led suit: anything, in the trick's shade. */
  Discard,
  /** Void on the first trick: no point face unless that is all you hold (rule first-trick-no-points). */
  DiscardNoPoints,
}

// legalActions and apply's check ask about the same position one after the other, so the limit
// last worked out is kept with the state and seat it is for: a state never changes, so the same
// state object is the same position. Written for speed.
let limitState: DarkHeartsState | null = null;
let limitSeat: Seat = -1;
let limitFound: PlayLimit = PlayLimit.None;

export function playLimit(state: DarkHeartsState, seat: Seat): PlayLimit {
  if (state !== limitState || seat !== limitSeat) {
    limitFound = workOutLimit(state, seat);
    limitState = state;
    limitSeat = seat;
  }
  return limitFound;
}

function workOutLimit(state: DarkHeartsState, seat: Seat): PlayLimit {
  if (state.phase !== 'play' || seat !== turn(state)) return PlayLimit.None;
  const hand = state.hands[seat] ?? NO_CARDS;
  const trick = state.trick;
  if (trick === null) {
    if (state.tricksPlayed === 0) return PlayLimit.FirstLead;
    for (let i = 0; i < hand.length; i++) {
      const light = faceAt(hand[i] as DarkCard, 'L');
      if (leadAllowedAt(state, light) || leadAllowedAt(state, light + 1)) return PlayLimit.Lead;
    }
    return PlayLimit.LeadAnything;
  }
  const bit = shadeBit(trick.shade);
  const led = ledSuitNumber(trick);
  for (let i = 0; i < hand.length; i++) {
    if (FACE_SUIT_NUMBER[2 * cardIndex(hand[i] as DarkCard) + bit] === led) return PlayLimit.Follow;
  }
  if (state.tricksPlayed === 0) {
    for (let i = 0; i < hand.length; i++) {
      if (FACE_POINTS[2 * cardIndex(hand[i] as DarkCard) + bit] === 0) return PlayLimit.DiscardNoPoints;
    }
  }
  return PlayLimit.Discard;
}

/**
 * May a card the seat holds be played by the face at `at` in the face tables (deck.ts), within
 * `limit`? `led` is the trick's ledSuitNumber.
 */
function faceAllowed(state: DarkHeartsState, limit: PlayLimit, at: number, led: number): boolean {
  const trick = state.trick as Trick;
  switch (limit) {
    case PlayLimit.None:
      return false;
    case PlayLimit.FirstLead:
      return at === faceAt(firstLeadCard(state), 'D');
    case PlayLimit.Lead:
      return leadAllowedAt(state, at);
    case PlayLimit.LeadAnything:
      return true;
    case PlayLimit.Follow:
      return (at & 1) === shadeBit(trick.shade) && FACE_SUIT_NUMBER[at] === led;
    case PlayLimit.Discard:
      return (at & 1) === shadeBit(trick.shade);
    case PlayLimit.DiscardNoPoints:
      return (at & 1) === shadeBit(trick.shade) && FACE_POINTS[at] === 0;
  }
}

/** The suit of the trick's first card, in the trick's shade. */
export function ledSuit(trick: Trick): Suit {
  return FACE_SUIT[faceAt((trick.plays[0] as Play).card, trick.shade)] as Suit;
}

/** ledSuit as a number (deck.ts, FACE_SUIT_NUMBER); -1 before a lead. */
function ledSuitNumber(trick: Trick | null): number {
  return trick === null ? -1 : (FACE_SUIT_NUMBER[faceAt((trick.plays[0] as Play).card, trick.shade)] as number);
}

/** Leading, each card in both shades (Light first); following, in the trick's shade only. */
function plays(state: DarkHeartsState, seat: Seat): readonly DarkHeartsAction[] {
  if (playLimit(state, seat) === PlayLimit.FirstLead) return firstLeads(state, state.hands[seat] ?? NO_CARDS);
  // Gathered in scratch lists and copied out at their final length, so the result allocates once.
  const found = playableFaces(state, seat, FACES);
  for (let i = 0; i < found; i++) FOUND[i] = playAt(FACES[i] as number);
  listedState = state;
  listedSeat = seat;
  listed = found;
  if (found === 1) return onlyPlay(FOUND[0] as DarkHeartsAction);
  const out = new Array<DarkHeartsAction>(found);
  for (let i = 0; i < found; i++) out[i] = FOUND[i] as DarkHeartsAction;
  return out;
}

/**
 * The places in the face tables (deck.ts) of every play legalActions lists, in its order, written
 * into `out`; returns how many. The playout policy (playout.ts) chooses among these without
 * making the list of actions.
 */
export function playableFaces(state: DarkHeartsState, seat: Seat, out: Int32Array): number {
  const limit = playLimit(state, seat);
  if (limit === PlayLimit.None) return 0;
  const hand = state.hands[seat] ?? NO_CARDS;
  const trick = state.trick;
  const led = ledSuitNumber(trick);
  // A card's Light face is at `light` in the face tables and its Dark face at light + 1.
  let found = 0;
  if (trick !== null) {
    const bit = shadeBit(trick.shade);
    for (let i = 0; i < hand.length; i++) {
      const at = 2 * cardIndex(hand[i] as DarkCard) + bit;
      if (faceAllowed(state, limit, at, led)) out[found++] = at;
    }
  } else {
    for (let i = 0; i < hand.length; i++) {
      const light = 2 * cardIndex(hand[i] as DarkCard);
      if (faceAllowed(state, limit, light, led)) out[found++] = light;
      if (faceAllowed(state, limit, light + 1, led)) out[found++] = light + 1;
    }
  }
  return found;
}

/** A single legal play, as a shared list (one per play: the end of a hand often leaves one). */
function onlyPlay(action: DarkHeartsAction): readonly DarkHeartsAction[] {
  return action.type === 'play' ? (ONLY_PLAY[faceAt(action.card, action.shade)] ??= [action]) : [action];
}

const ONLY_PLAY: (readonly DarkHeartsAction[])[] = [];

/** Room for every card of the deck in both shades, as actions and as places in the face tables. */
const FOUND: DarkHeartsAction[] = new Array<DarkHeartsAction>(2 * DARK_HAND_DECK.length).fill(DEAL);
const FACES = new Int32Array(2 * DARK_HAND_DECK.length);

// The plays last listed stay in FOUND with the state and seat they are for, so that apply's check
// of an action legalActions has just listed is a look through that list (actions are interned:
// the same move is the same object). Anything else is checked against the rules.
let listedState: DarkHeartsState | null = null;
let listedSeat: Seat = -1;
let listed = 0;

function wasListed(action: DarkHeartsAction): boolean {
  for (let i = 0; i < listed; i++) if (FOUND[i] === action) return true;
  return false;
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: DarkHeartsState, seat: Seat): readonly DarkHeartsAction[] {
  const out: DarkHeartsAction[] = [DEAL];
  const hand = state.hands[seat] ?? [];
  // Following, the shade is the trick's whichever face is named: only the canonical form is a
  // distinct action.
  const shades = state.trick === null ? SHADES : [state.trick.shade];
  for (const card of hand) for (const shade of shades) out.push(playAction(card, shade));
  const other = state.hands[leftOf(seat, seatCount(state))]?.[0];
  if (other !== undefined) out.push(playAction(other, shades[0] ?? 'L'));
  if (state.phase === 'pass') out.push(...passChoices(hand));
  if (hand.length >= 2 && other !== undefined)
    out.push({ type: 'pass', cards: sortCards([...hand.slice(0, 2), other]) });
  return out;
}

/**
 * Following, the shade is the trick's, whichever face the player named; a pass is kept in deck
 * order. A well-formed action comes back as the interned action (actions.ts).
 */
export function canonical(state: DarkHeartsState, action: DarkHeartsAction): DarkHeartsAction {
  if (action.type === 'pass') return passAction(action.cards) ?? { type: 'pass', cards: sortCards(action.cards) };
  if (action.type === 'play' && state.trick !== null && action.shade !== state.trick.shade) {
    return { ...action, shade: state.trick.shade };
  }
  return action;
}
