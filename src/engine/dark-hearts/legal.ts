// The one source of legality for Dark Hearts. explain.ts only diagnoses why an action is missing.

import type { Seat } from '../core/game.ts';
import { leftOf, seatCount } from '../core/seats.ts';
import { DEAL, sortCards, type DarkHeartsAction } from './actions.ts';
import { faceSuit, facePoints, isHeartFace, isQueenOfSpadesFace, SHADES, type DarkCard, type Shade } from './deck.ts';
import { turn, type DarkHeartsState, type Play } from './state.ts';

/** Light faces of the compulsory first leads: the Dark 2 of clubs, or with three players the Dark 3. */
export const DARK_2_CLUBS: DarkCard = '8D';
export const DARK_3_CLUBS: DarkCard = 'KS';

export function toAct(state: DarkHeartsState): readonly Seat[] {
  switch (state.phase) {
    case 'pass': {
      const out: Seat[] = [];
      state.passes.forEach((pass, seat) => {
        if (pass === null) out.push(seat);
      });
      return out;
    }
    case 'play':
      return [turn(state)];
    case 'handOver':
      return [leftOf(state.dealer, seatCount(state))];
    case 'over':
      return [];
  }
}

/**
 * A legal pass is any three different cards of your hand: the predicate behind passChoices, used
 * directly by explain so a pass is not checked against hundreds of enumerated choices.
 */
export function isPassChoice(state: DarkHeartsState, seat: Seat, cards: readonly DarkCard[]): boolean {
  const hand = state.hands[seat] ?? [];
  return (
    state.phase === 'pass' &&
    state.passes[seat] === null &&
    cards.length === 3 &&
    new Set(cards).size === 3 &&
    cards.every((card) => hand.includes(card))
  );
}

export function legalActions(state: DarkHeartsState, seat: Seat): readonly DarkHeartsAction[] {
  if (!toAct(state).includes(seat)) return [];
  switch (state.phase) {
    case 'pass':
      return passChoices(state.hands[seat] ?? []);
    case 'play':
      return plays(state, seat);
    case 'handOver':
      return [DEAL];
    case 'over':
      return [];
  }
}

function passChoices(hand: readonly DarkCard[]): DarkHeartsAction[] {
  const cards = sortCards(hand);
  const out: DarkHeartsAction[] = [];
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      for (let c = b + 1; c < cards.length; c++) {
        out.push({ type: 'pass', cards: [cards[a] as DarkCard, cards[b] as DarkCard, cards[c] as DarkCard] });
      }
    }
  }
  return out;
}

/** The card that must open the hand's first trick (rule first-lead). */
export function firstLeadCard(state: DarkHeartsState): DarkCard {
  return state.leftover === DARK_2_CLUBS ? DARK_3_CLUBS : DARK_2_CLUBS;
}

/** A lead of `card` in `shade` that needs the shade broken first (rule lead-restriction). */
export function isPointLead(state: DarkHeartsState, card: DarkCard, shade: Shade): boolean {
  return isHeartFace(card, shade) || (isQueenOfSpadesFace(card, shade) && !state.options.leadQueenBeforeBroken);
}

function leadAllowed(state: DarkHeartsState, card: DarkCard, shade: Shade): boolean {
  return state.broken[shade] || !isPointLead(state, card, shade);
}

/**
 * The definition of a legal play (rules first-lead to lead-restriction), as a test built once per position: legalActions
 * runs every card of the hand through it, and explain asks it about one card, so both rest on
 * this one predicate.
 */
export function legalPlayTest(state: DarkHeartsState, seat: Seat): (card: DarkCard, shade: Shade) => boolean {
  const no = (): boolean => false;
  if (state.phase !== 'play' || seat !== turn(state)) return no;
  const hand = state.hands[seat] ?? [];
  const held = (card: DarkCard): boolean => hand.includes(card);
  const trick = state.trick;
  if (trick === null) {
    if (state.tricksPlayed === 0) {
      const first = firstLeadCard(state);
      return (card, shade) => card === first && shade === 'D' && held(card);
    }
    // Rule lead-restriction's fallback: every card has a point face in both shades and neither shade is broken.
    const anyAllowed = hand.some((c) => leadAllowed(state, c, 'L') || leadAllowed(state, c, 'D'));
    return (card, shade) => held(card) && (!anyAllowed || leadAllowed(state, card, shade));
  }
  const shade = trick.shade;
  const led = faceSuit((trick.plays[0] as Play).card, shade);
  const canFollow = hand.some((c) => faceSuit(c, shade) === led);
  // Void on the first trick: no point face unless that is all you hold (rule first-trick-no-points).
  const pointsBarred = state.tricksPlayed === 0 && hand.some((c) => facePoints(c, shade) === 0);
  return (card, s) =>
    s === shade &&
    held(card) &&
    (canFollow ? faceSuit(card, shade) === led : !pointsBarred || facePoints(card, shade) === 0);
}

function plays(state: DarkHeartsState, seat: Seat): DarkHeartsAction[] {
  const shades = state.trick === null ? SHADES : [state.trick.shade];
  const legal = legalPlayTest(state, seat);
  const out: DarkHeartsAction[] = [];
  for (const card of state.hands[seat] ?? []) {
    for (const shade of shades) if (legal(card, shade)) out.push({ type: 'play', card, shade });
  }
  return out;
}

/** Every action of a plausible shape for `seat`: the explain tests' search space. */
export function candidateActions(state: DarkHeartsState, seat: Seat): readonly DarkHeartsAction[] {
  const out: DarkHeartsAction[] = [DEAL];
  const hand = state.hands[seat] ?? [];
  // Following, the shade is the trick's whichever face is named: only the canonical form is a
  // distinct action.
  const shades = state.trick === null ? SHADES : [state.trick.shade];
  for (const card of hand) for (const shade of shades) out.push({ type: 'play', card, shade });
  const other = state.hands[leftOf(seat, seatCount(state))]?.[0];
  if (other !== undefined) out.push({ type: 'play', card: other, shade: shades[0] ?? 'L' });
  if (state.phase === 'pass') out.push(...passChoices(hand));
  if (hand.length >= 2 && other !== undefined)
    out.push({ type: 'pass', cards: sortCards([...hand.slice(0, 2), other]) });
  return out;
}

/** Following, the shade is the trick's, whichever face the player named; a pass is kept in deck order. */
export function canonical(state: DarkHeartsState, action: DarkHeartsAction): DarkHeartsAction {
  if (action.type === 'pass') return { type: 'pass', cards: sortCards(action.cards) };
  if (action.type === 'play' && state.trick !== null && action.shade !== state.trick.shade) {
    return { ...action, shade: state.trick.shade };
  }
  return action;
}
