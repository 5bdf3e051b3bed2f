// Dark Hearts' actions and notation. A card is written by one of its faces with the shade first;
// when leading, the face you write is the shade you announce ("L4H" leads a Light trick, "D10D" the
// same card as a Dark trick). When following, either face names the card.
//
//   D2C            play (or lead) a card           pass L2C D9S LQH   pass three cards
//   deal           deal the next hand

import { NotationError } from '../core/errors.ts';
import { DECK_INDEX, formatFace, parseFace, type DarkCard, type Shade } from './deck.ts';

export type DarkHeartsAction =
  | { readonly type: 'play'; readonly card: DarkCard; readonly shade: Shade }
  | { readonly type: 'pass'; readonly cards: readonly DarkCard[] }
  | { readonly type: 'deal' };

export const DEAL: DarkHeartsAction = { type: 'deal' };

export function formatDarkHeartsAction(action: DarkHeartsAction): string {
  switch (action.type) {
    case 'play':
      return formatFace(action.card, action.shade);
    case 'pass':
      return `pass ${action.cards.map((card) => formatFace(card, 'L')).join(' ')}`;
    case 'deal':
      return 'deal';
  }
}

export function parseDarkHeartsAction(text: string): DarkHeartsAction {
  const [verb = '', ...rest] = text.trim().split(/\s+/);
  const lower = verb.toLowerCase();
  if (lower === 'deal') {
    if (rest.length) throw new NotationError(`"${text}": deal takes nothing after it.`);
    return DEAL;
  }
  if (lower === 'pass') {
    if (rest.length !== 3) throw new NotationError(`"${text}": pass exactly three cards, like pass L2C D9S LQH.`);
    const cards = rest.map((word) => parseFace(word).card);
    if (new Set(cards).size !== 3) throw new NotationError(`"${text}": pass three different cards.`);
    return { type: 'pass', cards: sortCards(cards) };
  }
  if (rest.length)
    throw new NotationError(`"${text}" is not a Dark Hearts move. Write a card face (D2C), pass L2C D9S LQH, or deal.`);
  const { card, shade } = parseFace(verb);
  return { type: 'play', card, shade };
}

/** Deck order, so a pass reads the same however it was chosen. */
export function sortCards(cards: readonly DarkCard[]): DarkCard[] {
  return cards.slice().sort((a, b) => (DECK_INDEX.get(a) ?? 0) - (DECK_INDEX.get(b) ?? 0));
}

/** Structural equality (passes are kept sorted), cheaper than comparing notation. */
export function sameAction(a: DarkHeartsAction, b: DarkHeartsAction): boolean {
  if (a.type === 'play') return b.type === 'play' && a.card === b.card && a.shade === b.shade;
  if (a.type === 'pass')
    return b.type === 'pass' && a.cards.length === b.cards.length && a.cards.every((c, i) => c === b.cards[i]);
  return a.type === b.type;
}
