// The cards in front of one player: the KROWN first (the prize, and always open to a STEAL or a
// DWYN), then each protected suit's HEAD, TORSO and FEET framed together under a lock (which, at the
// reader's table, names the suit: in a narrow seat its cards are too small to), then the loose body
// cards by part, which anyone may take. Used by the table and by the rules page's static picture
// (DwynPicture.astro), so both draw it the same way.

import { BODY_PARTS, DWYN_DECK, dwynFacts, SUIT_TITLES, type DwynCard, type DwynSuit } from '../../engine/dwyn/ui.ts';
import { DwynCardFace, DwynCardInline } from './DwynCardFace.tsx';

interface Props {
  readonly cards: readonly DwynCard[];
  /** The suits whose three body cards are all here: those cards cannot be taken. */
  readonly safe: readonly DwynSuit[];
  /** "In front of B": the list's name for screen readers. */
  readonly label: string;
}

const PARTS: readonly string[] = BODY_PARTS;
const partOf = (card: DwynCard): number => PARTS.indexOf(dwynFacts(card).rank);

export function Tableau({ cards, safe, label }: Props) {
  const loose = cards
    .filter((card) => !safe.includes(dwynFacts(card).suit as DwynSuit))
    .sort((a, b) => (a === 'KROWN' ? -1 : b === 'KROWN' ? 1 : partOf(a) - partOf(b) || DWYN_DECK.compare(a, b)));
  const krown = loose[0] === 'KROWN' ? 1 : 0;
  if (cards.length === 0) return <p class="wh-empty wh-small">Nothing laid out.</p>;
  return (
    <ul class="wh-dw-tab" aria-label={label}>
      {loose.slice(0, krown).map((card) => (
        <li key={card}>
          <DwynCardFace card={card} note="never protected" />
        </li>
      ))}
      {safe.map((suit) => (
        <li key={suit}>
          <span
            class="wh-dw-trio"
            role="img"
            aria-label={`${SUIT_TITLES[suit]} head, torso and feet: protected, they cannot be taken`}
          >
            {BODY_PARTS.map((part) => (
              <DwynCardInline key={part} card={`${suit}-${part}`} />
            ))}
            <span class="wh-dw-lock" data-suit={SUIT_TITLES[suit]}>
              protected
            </span>
          </span>
        </li>
      ))}
      {loose.slice(krown).map((card) => (
        <li key={card}>
          <DwynCardFace card={card} />
        </li>
      ))}
    </ul>
  );
}

/** The body parts (HEAD, TORSO, FEET) a player has none of in front of them. */
export function bodyNeeds(cards: readonly DwynCard[]): readonly string[] {
  const have = new Set(cards.map((card) => dwynFacts(card).rank));
  return PARTS.filter((part) => !have.has(part));
}
