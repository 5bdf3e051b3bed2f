// One card, face up or face down, drawn from its deck's facts (core/deck.ts): the corner index and
// pip, coloured by the card's colour family with theme-aware variables (cards.css). The accessible
// name is the card in words. Any deck draws here: a game with a deck of its own passes it.

import type { Card, Deck } from '../../engine/core/deck.ts';

interface Props {
  readonly card?: Card | undefined;
  readonly deck: Deck;
  /** Extra words for the accessible name, e.g. "playable". */
  readonly note?: string | undefined;
}

export function CardFace({ card, deck, note }: Props) {
  if (card === undefined) {
    return (
      <span class="wh-card wh-card-back" role="img" aria-label={note ? `face-down card, ${note}` : 'face-down card'} />
    );
  }
  const facts = deck.facts(card);
  return (
    <span class={`wh-card wh-${facts.colour}`} role="img" aria-label={note ? `${facts.name}, ${note}` : facts.name}>
      <span aria-hidden="true">{facts.symbol}</span>
    </span>
  );
}

/** The face inside a card button (the button carries the accessible name). */
export function CardFaceInline({ card, deck }: { readonly card: Card; readonly deck: Deck }) {
  return (
    <span class={`wh-card wh-${deck.facts(card).colour}`} aria-hidden="true">
      {deck.facts(card).symbol}
    </span>
  );
}
