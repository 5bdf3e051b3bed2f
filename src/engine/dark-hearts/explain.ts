// Why a Dark Hearts action is refused. Legality comes from legalActions; this finds the rule to
// cite and says why in a plain sentence.

import type { Seat, Violation } from '../core/game.ts';
import { leftOf, seatCount, seatLetter } from '../core/seats.ts';
import type { DarkHeartsAction } from './actions.ts';
import { face, faceName, facePoints, faceSuit, otherShade, SHADE_NAMES, type DarkCard, type Shade } from './deck.ts';
import { cardName } from '../core/cards.ts';
import { firstLeadCard, isPointLead, ledSuit } from './legal.ts';
import type { DarkHeartsRule } from './rules.ts';
import { isBroken, turn, type DarkHeartsState } from './state.ts';

const SUIT_WORDS: Readonly<Record<string, string>> = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };

function refuse(rule: DarkHeartsRule, message: string): Violation<DarkHeartsRule> {
  return { rule, message };
}

/** Why an illegal action (in canonical form) is refused; apply asks only once it knows it is. */
export function refusal(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction): Violation<DarkHeartsRule> {
  const n = seatCount(state);
  if (seat < 0 || seat >= n) return refuse('players-and-deck', `There is no seat ${seat + 1} at this table.`);
  switch (state.phase) {
    case 'over':
      return refuse('game-end', 'The game is over.');
    case 'handOver':
      return refuse('next-hand', `The hand is over: ${seatLetter(leftOf(state.dealer, n))} deals the next one.`);
    case 'pass': {
      if (state.passes[seat] !== null)
        return refuse('turn-order', 'You have passed your three cards; the others are still choosing.');
      if (action.type !== 'pass') return refuse('pass', 'First everyone passes three cards.');
      const missing = action.cards.find((card) => !(state.hands[seat] ?? []).includes(card));
      return refuse(
        'pass',
        missing ? `You do not hold the ${faceName(missing, 'L')}.` : 'Pass three different cards from your hand.',
      );
    }
    case 'play':
      break;
  }
  if (seat !== turn(state))
    return refuse('turn-order', `It is ${seatLetter(turn(state))}'s turn; play goes clockwise.`);
  if (action.type !== 'play') return refuse('turn-order', 'The pass is over: play a card.');
  const hand = state.hands[seat] ?? [];
  const card = action.card;
  const trick = state.trick;
  if (!hand.includes(card)) {
    return refuse(
      trick === null ? 'choose-shade' : 'follow-suit',
      `You do not hold the ${faceName(card, action.shade)}.`,
    );
  }
  if (trick === null) return diagnoseLead(state, card, action.shade);
  const shade = trick.shade;
  const led = ledSuit(trick);
  const following = hand.filter((c) => faceSuit(c, shade) === led).length;
  // The card's other face, where it would have allowed the card: players argue about that face
  // (issue 43's trial: a Light 10 of clubs with a Dark 3 of spades, refused in a Light spade trick).
  const other = otherShade(shade);
  const otherFace = (what: string): string =>
    ` Its ${SHADE_NAMES[other]} face, the ${cardName(face(card, other))}, ${what}, but does not count in a ${SHADE_NAMES[shade]} trick.`;
  if (following > 0) {
    return refuse(
      'follow-suit',
      `This ${SHADE_NAMES[shade]} trick was led with a ${SUIT_WORDS[led]}: you hold ${following} card${following === 1 ? '' : 's'} whose ${SHADE_NAMES[shade]} face is a ${SUIT_WORDS[led]}, so you must play one.${faceSuit(card, other) === led ? otherFace(`is a ${SUIT_WORDS[led]}`) : ''}`,
    );
  }
  if (state.tricksPlayed === 0 && facePoints(card, shade) > 0) {
    return refuse(
      'first-trick-no-points',
      `No points on the first trick: the ${faceName(card, shade)} counts in this ${SHADE_NAMES[shade]} trick. Play a card without a ${SHADE_NAMES[shade]} point face.${facePoints(card, other) === 0 ? otherFace('carries no points') : ''}`,
    );
  }
  return refuse('follow-suit', 'That card cannot be played to this trick.');
}

function diagnoseLead(state: DarkHeartsState, card: DarkCard, shade: Shade): Violation<DarkHeartsRule> {
  if (state.tricksPlayed === 0) {
    const first = firstLeadCard(state);
    return card === first
      ? refuse('first-lead', `The first trick is Dark: lead the ${faceName(first, 'D')} as Dark.`)
      : refuse('first-lead', `The first trick must start with the ${faceName(first, 'D')}, led as Dark.`);
  }
  if (isPointLead(state, card, shade) && !isBroken(state.broken, shade)) {
    const other: Shade = shade === 'L' ? 'D' : 'L';
    return refuse(
      'lead-restriction',
      `${SHADE_NAMES[shade]} hearts are not broken yet, so you cannot lead the ${faceName(card, shade)}. Lead it as ${SHADE_NAMES[other]} (the ${faceName(card, other)}) if that is allowed, or lead another card.`,
    );
  }
  return refuse('choose-shade', 'That lead is not allowed.');
}
