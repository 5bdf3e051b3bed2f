// One card, face up or face down, drawn from its deck's facts (core/deck.ts) alone, so any deck
// draws here: the rank and pip in the top corner (the part that shows when cards overlap) and a
// large pip in the other corner. Faces are light in both themes, like printed cards; red and black
// differ by the suit's shape as well as its colour (card-face.css). The accessible name is the card
// in words.

import type { Card, CardFacts, Deck } from '../../engine/core/deck.ts';
import '../../styles/card-face.css';

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
  return <Face card={card} facts={facts} label={note ? `${facts.name}, ${note}` : facts.name} />;
}

/** The face inside a card button (the button carries the accessible name). */
export function CardFaceInline({ card, deck }: { readonly card: Card; readonly deck: Deck }) {
  return <Face card={card} facts={deck.facts(card)} />;
}

// `data-card` names the card in notation, so a test can find the cards the coach names.
function Face({ card, facts, label }: { readonly card: Card; readonly facts: CardFacts; readonly label?: string }) {
  // A long index ("HEAD", "Moon") is set smaller so it still fits the corner.
  const long = facts.rank.length > 2 ? ' wh-long-rank' : '';
  return (
    <span
      class={`wh-card wh-${facts.colour}${long}`}
      data-card={card}
      {...(label === undefined ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': label })}
    >
      <span class="wh-index" aria-hidden="true">
        <span class="wh-rank">{facts.rank}</span>
        <span class="wh-pip">{facts.pip}</span>
      </span>
      <span class="wh-big-pip" aria-hidden="true">
        {facts.pip}
      </span>
    </span>
  );
}
