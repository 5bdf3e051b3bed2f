// A DWYN card, drawn by us from its facts alone: body cards show a small figure with their part
// (HEAD, TORSO or FEET) filled in the suit's ink, the suit's emblem in the corner and the part in
// words; number cards show X or 2 to 5 with the emblem, small in the corner and large opposite;
// STEAL, DWYN and the KROWN have faces of their own (a hand, crossed swords, a crown). A face wide
// enough to read it (the lesson's and the sandbox's) names its suit in words too, above the part or
// under the number in place of the small emblem: the rank's data-suit, which dwyn.css prints. The
// emblems and inks are CSS (dwyn.css), so a face is two or three classed spans. The accessible name
// is the card in words ("Skull head", "3 of Castle", "the KROWN").

import { DWYN_DECK, dwynFacts, SUIT_TITLES, type DwynCard, type DwynSuit } from '../../engine/dwyn/ui.ts';
import { CardFace } from '../core/CardFace.tsx';
import './dwyn.css';

const PARTS: Readonly<Record<string, number>> = { HEAD: 0, TORSO: 1, FEET: 2 };

interface Props {
  readonly card?: DwynCard | undefined;
  /** Extra words for the accessible name, e.g. "played by B". */
  readonly note?: string | undefined;
}

export function DwynCardFace({ card, note }: Props) {
  // A card back is the same for every deck.
  if (card === undefined) return <CardFace deck={DWYN_DECK} note={note} />;
  const name = dwynFacts(card).name;
  return <Face card={card} label={note ? `${name}, ${note}` : name} />;
}

/** The face inside a button (the button carries the accessible name). */
export function DwynCardInline({ card }: { readonly card: DwynCard }) {
  return <Face card={card} />;
}

function Face({ card, label }: { readonly card: DwynCard; readonly label?: string }) {
  const facts = dwynFacts(card);
  const part = PARTS[facts.rank];
  const kind = facts.suit === null ? 's' : part === undefined ? 'n' : 'b';
  // Two or three elements a card (a page shows dozens): the emblem and the large picture are the
  // card's own ::before and ::after, and the figure's head and feet its ::before and ::after.
  return (
    <span
      class={`wh-card wh-dw wh-dw-${kind} wh-${facts.colour}`}
      data-card={card}
      {...(label === undefined ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': label })}
    >
      <span class="wh-dw-r" data-suit={SUIT_TITLES[facts.suit as DwynSuit]}>
        {facts.rank}
      </span>
      {part === undefined ? null : <span class={`wh-dw-fig wh-dw-p${part}`} />}
    </span>
  );
}

/** A suit in words with its emblem, in its ink: "Castle". */
export function SuitName({ suit }: { readonly suit: DwynSuit }) {
  return (
    <span class={`wh-dw-suit wh-${suit.toLowerCase()}`}>
      <span class="wh-dw-e" />
      {SUIT_TITLES[suit]}
    </span>
  );
}
