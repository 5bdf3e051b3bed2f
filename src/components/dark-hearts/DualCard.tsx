// A Dark Hand card: its Light face above, its Dark face below, printed like the real deck's two
// ends. When a shade is given (the card is in a trick of that shade, or about to be), the face that
// does not count is muted, and the accessible name says which face counts.

import { cardSymbol, isRed } from '../../engine/core/cards.ts';
import { face, faceName, type DarkCard, type Shade } from '../../engine/dark-hearts/ui.ts';
import './dark-hearts.css';

interface Props {
  readonly card?: DarkCard | undefined;
  /** The shade that counts; the other face is muted. */
  readonly shade?: Shade | undefined;
  /** Extra words for the accessible name ("playable"). */
  readonly note?: string | undefined;
  /** Inside a button, which carries the name: render without a role. */
  readonly inButton?: boolean;
}

function dualLabel(card: DarkCard, shade?: Shade): string {
  if (shade === undefined) return `${faceName(card, 'L')} / ${faceName(card, 'D')}`;
  const other: Shade = shade === 'L' ? 'D' : 'L';
  return `${faceName(card, shade)} (the ${faceName(card, other)} on the same card does not count)`;
}

export function DualCard({ card, shade, note, inButton }: Props) {
  if (card === undefined) {
    return (
      <span
        class="wh-dcard wh-dcard-back"
        role="img"
        aria-label={note ? `face-down card, ${note}` : 'face-down card'}
      />
    );
  }
  const label = note ? `${dualLabel(card, shade)}, ${note}` : dualLabel(card, shade);
  const half = (s: Shade) => {
    const f = face(card, s);
    const muted = shade !== undefined && shade !== s;
    return (
      <span
        class={`wh-dface wh-dface-${s === 'L' ? 'light' : 'dark'}${isRed(f) ? ' wh-dred' : ''}${muted ? ' wh-muted' : ''}`}
      >
        <span class="wh-dshade">{s}</span>
        {cardSymbol(f)}
      </span>
    );
  };
  return (
    <span
      class={`wh-dcard${shade ? ` wh-dcard-${shade === 'L' ? 'light' : 'dark'}` : ''}`}
      data-card={card}
      {...(inButton ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': label })}
    >
      {half('L')}
      {half('D')}
    </span>
  );
}
