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
  faceAt,
  SHADES,
  shadeAt,
  type DarkCard,
  type Shade,
} from './deck.ts';
import { turn, type DarkHeartsState, type Trick } from './state.ts';

/** Light faces of the compulsory first leads: the Dark 2 of clubs, or with three players the Dark 3. */
export const DARK_2_CLUBS: DarkCard = '8D';
export const DARK_3_CLUBS: DarkCard = 'KS';

const NOBODY: readonly Seat[] = Object.freeze([]);
/** The seats in each set of seats, by bit mask (up to four players): toAct's answers, built once. */
const SEATS_IN: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, mask) =>
  Object.freeze([0, 1, 2, 3].filter((seat) => mask & (1 << seat))),
);
const NO_ACTIONS: readonly DarkHeartsAction[] = Object.freeze([]);
const ONLY_DEAL: readonly DarkHeartsAction[] = Object.freeze([DEAL]);

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
      return state.passes[seat] === null ? passChoices(state.hands[seat] ?? []) : NO_ACTIONS;
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
    case 'play':
      return (
        (state.hands[seat] ?? []).includes(action.card) &&
        playAllowed(state, playLimit(state, seat), action.card, action.shade)
      );
    case 'deal':
      return state.phase === 'handOver' && seat === leftOf(state.dealer, seatCount(state));
  }
}

/**
 * A legal pass is any three different cards of your hand: the predicate behind passChoices, used
 * directly so a pass is not checked against hundreds of enumerated choices.
 */
export function isPassChoice(state: DarkHeartsState, seat: Seat, cards: readonly DarkCard[]): boolean {
  const hand = state.hands[seat] ?? [];
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
    hand.includes(a as DarkCard) &&
    hand.includes(b as DarkCard) &&
    hand.includes(c as DarkCard)
  );
}

/** Every choice of three cards, in deck order. */
function passChoices(hand: readonly DarkCard[]): readonly PassAction[] {
  // The hand's deck positions in order, marked on a scratch table and read back (no sort).
  IN_HAND.fill(0);
  for (const card of hand) IN_HAND[cardIndex(card)] = 1;
  const positions: number[] = [];
  for (let i = 0; i < IN_HAND.length; i++) if (IN_HAND[i] === 1) positions.push(i);
  return passesAmong(positions);
}

const IN_HAND = new Uint8Array(DARK_HAND_DECK.length);

/** The card that must open the hand's first trick (rule first-lead). */
export function firstLeadCard(state: Pick<DarkHeartsState, 'leftover'>): DarkCard {
  return state.leftover === DARK_2_CLUBS ? DARK_3_CLUBS : DARK_2_CLUBS;
}

/** A lead of `card` in `shade` that needs the shade broken first (rule lead-restriction). */
export function isPointLead(state: DarkHeartsState, card: DarkCard, shade: Shade): boolean {
  return isPointLeadAt(state, faceAt(card, shade));
}

/** isPointLead for the face at a place in the face tables: a heart, or the Queen of spades unless the option allows it. */
function isPointLeadAt(state: DarkHeartsState, at: number): boolean {
  return FACE_SUIT[at] === 'H' || (FACE_POINTS[at] === 13 && !state.options.leadQueenBeforeBroken);
}

function leadAllowedAt(state: DarkHeartsState, at: number): boolean {
  return state.broken[shadeAt(at)] || !isPointLeadAt(state, at);
}

/**
 * What the seat to play may play here (rules first-lead to lead-restriction), worked out once per
 * position from its hand: legalActions runs every card of the hand through it, and apply and
 * explain ask about one card, so both rest on this one definition.
 */
export type PlayLimit =
  /** Not this seat's turn to play. */
  | 'none'
  /** The hand's first lead: the compulsory card, led as Dark. */
  | 'first-lead'
  /** A lead: any card, in a shade where it is not a point face or that shade is broken. */
  | 'lead'
  /** A lead when every card is a point face in both shades and neither is broken: anything. */
  | 'lead-anything'
  /** A card whose face in the trick's shade is of the led suit. */
  | 'follow'
  /** Void in the led suit: anything, in the trick's shade. */
  | 'discard'
  /** Void on the first trick: no point face unless that is all you hold (rule first-trick-no-points). */
  | 'discard-no-points';

export function playLimit(state: DarkHeartsState, seat: Seat): PlayLimit {
  if (state.phase !== 'play' || seat !== turn(state)) return 'none';
  const hand = state.hands[seat] ?? [];
  const trick = state.trick;
  if (trick === null) {
    if (state.tricksPlayed === 0) return 'first-lead';
    for (const card of hand) {
      const light = faceAt(card, 'L');
      if (leadAllowedAt(state, light) || leadAllowedAt(state, light + 1)) return 'lead';
    }
    return 'lead-anything';
  }
  const shade = trick.shade;
  const led = ledSuit(trick);
  for (const card of hand) if (FACE_SUIT[faceAt(card, shade)] === led) return 'follow';
  if (state.tricksPlayed === 0) {
    for (const card of hand) if (FACE_POINTS[faceAt(card, shade)] === 0) return 'discard-no-points';
  }
  return 'discard';
}

/** May a card the seat holds be played by its face in `shade`, within `limit`? */
export function playAllowed(state: DarkHeartsState, limit: PlayLimit, card: DarkCard, shade: Shade): boolean {
  return faceAllowed(state, limit, faceAt(card, shade), state.trick === null ? null : ledSuit(state.trick));
}

/** playAllowed for the face at a place in the face tables (deck.ts); `led` is the trick's ledSuit. */
function faceAllowed(state: DarkHeartsState, limit: PlayLimit, at: number, led: Suit | null): boolean {
  const trick = state.trick as Trick;
  switch (limit) {
    case 'none':
      return false;
    case 'first-lead':
      return at === faceAt(firstLeadCard(state), 'D');
    case 'lead':
      return leadAllowedAt(state, at);
    case 'lead-anything':
      return true;
    case 'follow':
      return shadeAt(at) === trick.shade && FACE_SUIT[at] === led;
    case 'discard':
      return shadeAt(at) === trick.shade;
    case 'discard-no-points':
      return shadeAt(at) === trick.shade && FACE_POINTS[at] === 0;
  }
}

/** The suit of the trick's first card, in the trick's shade. */
export function ledSuit(trick: Trick): Suit {
  return FACE_SUIT[faceAt((trick.plays[0] as { card: DarkCard }).card, trick.shade)] as Suit;
}

/** Leading, each card in both shades (Light first); following, in the trick's shade only. */
function plays(state: DarkHeartsState, seat: Seat): DarkHeartsAction[] {
  const limit = playLimit(state, seat);
  const trick = state.trick;
  const led = trick === null ? null : ledSuit(trick);
  // Gathered in a scratch list and copied out at their final length, so the result allocates once;
  // a card's Light face is at `light` in the face tables and its Dark face at light + 1.
  let found = 0;
  for (const card of state.hands[seat] ?? []) {
    const light = faceAt(card, 'L');
    if (trick !== null) {
      const at = trick.shade === 'L' ? light : light + 1;
      if (faceAllowed(state, limit, at, led)) FOUND[found++] = playAt(at);
    } else {
      if (faceAllowed(state, limit, light, led)) FOUND[found++] = playAt(light);
      if (faceAllowed(state, limit, light + 1, led)) FOUND[found++] = playAt(light + 1);
    }
  }
  return FOUND.slice(0, found);
}

/** Room for every card of the deck in both shades. */
const FOUND: DarkHeartsAction[] = new Array<DarkHeartsAction>(2 * DARK_HAND_DECK.length).fill(DEAL);

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
