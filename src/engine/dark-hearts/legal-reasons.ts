// Dark Hearts' reasons for a legal move, which its "which may you play?" question
// (practice-legal.ts) and the position view's ruling both give: on a turn in play, the cards of the
// hand; why a card the engine allows is allowed, in the game's words with the rule that allows it
// (the limit legal.ts works out for the seat: the first lead, a lead, following suit, or a card
// when void). A refused card is explained by explain.ts.

import type { Seat } from '../core/game.ts';
import type { LegalKindSpec, Reason } from '../core/practice/legal-question.ts';
import type { DarkHeartsAction } from './actions.ts';
import { faceName, facePoints, faceSuit, otherShade, SHADE_NAMES, SHADES, type DarkCard, type Shade } from './deck.ts';
import { firstLeadCard, isPointLead, ledSuit, playLimit, PlayLimit, candidateActions } from './legal.ts';
import { isBroken, type DarkHeartsState } from './state.ts';

const SUIT_WORDS: Readonly<Record<string, string>> = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };

/** "as Light (the Light 5 of clubs: no point card)": a shade the card may be led in, and why. */
function leadAs(state: DarkHeartsState, card: DarkCard, shade: Shade): string {
  const why = isPointLead(state, card, shade) ? `${SHADE_NAMES[shade]} hearts are broken` : 'no point card';
  return `as ${SHADE_NAMES[shade]} (the ${faceName(card, shade)}: ${why})`;
}

/** Why a legal play is allowed. */
function allowed(state: DarkHeartsState, seat: Seat, action: DarkHeartsAction): Reason {
  if (action.type === 'pass')
    return {
      rule: 'pass',
      message: 'Before the first trick, everyone passes three cards at once: any three you hold.',
    };
  if (action.type !== 'play') return { rule: 'turn-order', message: 'It is your move.' };
  const { card } = action;
  const trick = state.trick;
  switch (playLimit(state, seat)) {
    case PlayLimit.FirstLead:
      return {
        rule: 'first-lead',
        message: `You hold the ${faceName(firstLeadCard(state), 'D')}, and the first trick starts with it, led as Dark.`,
      };
    case PlayLimit.LeadAnything:
      return {
        rule: 'lead-restriction',
        message:
          'Every card you hold is a point card in both shades and neither shade is broken, so you may lead any of them.',
      };
    case PlayLimit.Lead: {
      // The shades this card may be led in (rule lead-restriction, as legal.ts has it).
      const ways = SHADES.filter((shade) => !isPointLead(state, card, shade) || isBroken(state.broken, shade));
      const [one, two] = ways as [Shade, Shade | undefined];
      if (two !== undefined) {
        return {
          rule: ways.some((shade) => isPointLead(state, card, shade)) ? 'lead-restriction' : 'choose-shade',
          message: `You lead, so you choose the shade: you may lead it ${leadAs(state, card, one)} or ${leadAs(state, card, two)}.`,
        };
      }
      const not = otherShade(one);
      return {
        rule: 'lead-restriction',
        message: `You may lead it ${leadAs(state, card, one)}, but not as ${SHADE_NAMES[not]}: the ${faceName(card, not)} is a point card, and ${SHADE_NAMES[not]} hearts are not broken yet.`,
      };
    }
    default:
      break;
  }
  if (trick === null) return { rule: 'turn-order', message: 'It is your move.' };
  const shade = trick.shade;
  const led = SUIT_WORDS[ledSuit(trick)] as string;
  const face = `the ${faceName(card, shade)}`;
  const name = SHADE_NAMES[shade];
  if (faceSuit(card, shade) === ledSuit(trick)) {
    return {
      rule: 'follow-suit',
      message: `This ${name} trick was led with a ${led}, and ${face} is a ${led}: you follow suit.`,
    };
  }
  if (state.tricksPlayed === 0 && facePoints(card, shade) === 0) {
    return {
      rule: 'first-trick-no-points',
      message: `You hold no card whose ${name} face is a ${led}, and ${face} carries no points, so you may play it on the first trick.`,
    };
  }
  // A point card allowed on the first trick: legal.ts allows it only when every card in the hand
  // has a point face in this shade (PlayLimit.Discard, not DiscardNoPoints), so the no-points rule
  // is lifted, and the reader disputing it needs to hear that, not "any card".
  if (state.tricksPlayed === 0) {
    return {
      rule: 'first-trick-no-points',
      message: `You hold no card whose ${name} face is a ${led}, and every card you hold carries ${name} points, so the rule against points on the first trick is lifted: ${face} may be played.`,
    };
  }
  return {
    rule: 'follow-suit',
    message: `You hold no card whose ${name} face is a ${led}, so you may play any card: ${face} will do.`,
  };
}

/** Why each legal move is allowed: the quiz's kind and the position view's ruling both say it. */
export const DARK_HEARTS_LEGAL: LegalKindSpec = {
  candidates: candidateActions,
  moves: { pass: 'Pass three cards' },
  allowed: (state, seat, action) => allowed(state as DarkHeartsState, seat, action as DarkHeartsAction),
  // In play, the cards of the hand; and the move of the other phase, which a newcomer may try at the
  // wrong moment (a pass once play has begun, a card during the pass): the position view's ruling
  // lists it as not allowed now. A pass names three cards, so the quiz, which asks about moves of one
  // card or none, never makes it a choice.
  offer: (state, _seat, action) => {
    const { type } = action as DarkHeartsAction;
    const { phase } = state as DarkHeartsState;
    return phase === 'play' ? type === 'play' || type === 'pass' : phase === 'pass' && type === 'play';
  },
};
