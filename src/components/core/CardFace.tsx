// One playing card, face up or face down. The accessible name is the card in words; the visible
// face is rank and suit symbol, coloured with theme-aware variables (cards.css).

import { cardName, cardSymbol, isRed, type Card } from '../../engine/core/cards.ts';

interface Props {
  readonly card?: Card | undefined;
  /** Extra words for the accessible name, e.g. "playable". */
  readonly note?: string | undefined;
}

export function CardFace({ card, note }: Props) {
  if (card === undefined) {
    return (
      <span class="wh-card wh-card-back" role="img" aria-label={note ? `face-down card, ${note}` : 'face-down card'} />
    );
  }
  const label = note ? `${cardName(card)}, ${note}` : cardName(card);
  return (
    <span class={`wh-card ${isRed(card) ? 'wh-red' : 'wh-black'}`} role="img" aria-label={label}>
      <span aria-hidden="true">{cardSymbol(card)}</span>
    </span>
  );
}

/** The text inside a card button (the button carries the accessible name). */
export function CardFaceInline({ card }: { readonly card: Card }) {
  return (
    <span class={`wh-card ${isRed(card) ? 'wh-red' : 'wh-black'}`} aria-hidden="true">
      {cardSymbol(card)}
    </span>
  );
}
