// DWYN's reasons for a legal move, which its "which may you do?" question (practice-legal.ts) and
// the position view's ruling both give: which moves make sense to weigh at this point of a turn,
// and why a move legalActions allows is allowed, in the game's words with the rule that allows it.
// A refused move is explained by explain.ts.
//
// What is offered follows the turn's stage: the opening lay-out (with a draw, a pass or one body
// card alone, which a newcomer might try instead); the draw, where only drawing or passing is in
// question; the one action after it (cards to discard, lay out or play, an opponent's card for a
// STEAL or a DWYN held, and a second draw or a pass); a duel (its number cards, the other cards of
// the hand, and conceding). Nothing is offered that makes no sense there: no conceding without a
// duel, no STEAL without one in hand, no taking one's own cards.

import type { Seat } from '../core/game.ts';
import { seatLetter } from '../core/seats.ts';
import type { LegalKindSpec, Reason } from '../core/practice/legal-question.ts';
import type { DwynAction } from './actions.ts';
import {
  BODY_PARTS,
  DWYN_INDEX,
  DWYN_SUITS,
  dwynCard,
  dwynIndexOrMissing,
  isBodyAt,
  KROWN_INDEX,
  STEAL_INDEX,
  strengthAt,
  suitAt,
  suitTitle,
  theDwynCard,
  type DwynSuit,
} from './deck.ts';
import { krownDrawn, type DwynState } from './state.ts';
import { candidateActions } from './legal.ts';

/** Why `seat` may take the card: it is not protected (or is the KROWN). */
function takeable(state: DwynState, owner: Seat, card: string): string {
  const index = dwynIndexOrMissing(card);
  const who = seatLetter(owner);
  if (index === KROWN_INDEX) return 'The KROWN is never protected';
  const suit = DWYN_SUITS[suitAt(index)] as DwynSuit;
  const missing = BODY_PARTS.map((part) => dwynCard(suit, part)).filter(
    (c) => !(state.tableaux[owner] ?? []).includes(c),
  );
  const names = missing.map(theDwynCard);
  return `${who} does not have ${names.join(' or ')} in front of them, so ${theDwynCard(card)} is not protected`;
}

/** Why a legal move is allowed. */
function allowed(state: DwynState, seat: Seat, action: DwynAction): Reason {
  const after = krownDrawn(state);
  const hand = state.hands[seat] ?? [];
  const duel = state.duel;
  switch (action.type) {
    case 'layout':
      return { rule: 'opening-layout', message: 'Before play begins, you lay out every body card you were dealt.' };
    case 'draw':
      if (!after)
        return { rule: 'draw', message: 'Before the KROWN comes out, every turn starts with a draw from the stock.' };
      return hand.length === 0
        ? { rule: 'after-krown', message: 'Your hand is empty and the pool has cards, so you draw from the pool.' }
        : { rule: 'after-krown', message: 'After the KROWN, drawing from the pool first is up to you.' };
    case 'pass':
      return { rule: 'after-krown', message: 'You hold no cards and the pool is empty, so you pass.' };
    case 'discard':
      return {
        rule: after ? 'after-krown' : 'discard',
        message: after
          ? `Discarding ${theDwynCard(action.card)} face down into the pool is one action you may take${state.stage === 'draw' ? ', with or without a draw first' : ''}.`
          : `You have drawn, so you take one action: discarding ${theDwynCard(action.card)} is one.`,
      };
    case 'lay':
      return {
        rule: 'lay-out',
        message: `${theDwynCard(action.card).replace(/^t/, 'T')} is a body card: laying it out in front of you is one action you may take.`,
      };
    case 'steal':
      return { rule: 'steal', message: `${takeable(state, action.seat, action.card)}: your STEAL may take it.` };
    case 'dwyn':
      return {
        rule: 'challenge',
        message: `${takeable(state, action.seat, action.card)}: you may play your DWYN for it.`,
      };
    case 'play': {
      const xHigh = state.options.xRank === 'high';
      const index = dwynIndexOrMissing(action.card);
      const last = duel?.cards[duel.cards.length - 1];
      const beats =
        last === undefined
          ? 'the first card of the duel'
          : `higher than ${theDwynCard(last)} (${String(strengthAt(dwynIndexOrMissing(last), xHigh))})`;
      return {
        rule: 'duel',
        message: `${theDwynCard(action.card).replace(/^t/, 'T')} is a number card of ${suitTitle(suitAt(index))}, the duel's suit, and counts ${String(strengthAt(index, xHigh))}, ${beats}: you may play it.`,
      };
    }
    case 'concede':
      return { rule: 'duel', message: 'In a duel you may always stop and play no card: that concedes it.' };
    case 'suit':
      return {
        rule: 'challenge',
        message: `You may name any of the six suits for the duel: ${suitTitle(action.suit)} is one.`,
      };
    case 'deal':
      return { rule: 'match', message: 'The game is over, and the deal is yours.' };
  }
}

/** Whether `seat` holds a card of index `index`. */
const holds = (state: DwynState, seat: Seat, index: number): boolean =>
  (state.hands[seat] ?? []).some((card) => dwynIndexOrMissing(card) === index);

/** A move that makes sense to weigh at this stage of the turn. */
function offer(state: DwynState, seat: Seat, action: DwynAction): boolean {
  if (state.phase !== 'play') return false;
  const stage = state.stage;
  // The act of a turn: after the draw, or after the KROWN without one.
  const acting = stage === 'act' || (stage === 'draw' && krownDrawn(state) && (state.hands[seat] ?? []).length > 0);
  switch (action.type) {
    case 'layout':
      return stage === 'layout';
    case 'draw':
    case 'pass':
      return stage === 'layout' || stage === 'draw' || stage === 'act';
    case 'discard':
      return acting;
    case 'lay':
      // At the opening lay-out, one body card alone: a newcomer might lay them out one at a time.
      return acting || (stage === 'layout' && isBodyAt(dwynIndexOrMissing(action.card)));
    case 'steal':
    case 'dwyn':
      return acting && action.seat !== seat && holds(state, seat, action.type === 'steal' ? STEAL_INDEX : DWYN_INDEX);
    case 'play':
    case 'concede':
      return stage === 'duel';
    case 'suit':
    case 'deal':
      return false;
  }
}

/** Why each legal move is allowed: the quiz's kind and the position view's ruling both say it. */
export const DWYN_LEGAL: LegalKindSpec = {
  candidates: candidateActions,
  verbs: { lay: 'lay out', dwyn: 'play a DWYN for', steal: 'take % with a STEAL' },
  moves: { layout: 'Lay out your body cards', draw: 'Draw a card', concede: 'Concede the duel', pass: 'Pass' },
  allowed: (state, seat, action) => allowed(state as DwynState, seat, action as DwynAction),
  offer: (state, seat, action) => offer(state as DwynState, seat, action as DwynAction),
};
