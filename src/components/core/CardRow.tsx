// A row of face-up cards on the table (a pile, a run), overlapping like cards laid on each other so
// a long pile stays one row. The newest card is marked and slides in (unless the reader asks for
// reduced motion); only the latest few are drawn, with a count of the rest.

import type { ComponentChildren } from 'preact';

interface Props {
  /** The group's name for screen readers: "Pile, 5 cards, top card last". */
  readonly label: string;
  readonly cards: readonly string[];
  /** Draws one card; `top` is the newest. */
  readonly renderCard: (card: string, top: boolean) => ComponentChildren;
  /** What an empty row says. */
  readonly empty: string;
  /** The most cards drawn. */
  readonly max?: number;
  /** The game's name for the row, as a class (wh-pile, wh-run). */
  readonly className?: string;
}

export function CardRow({ label, cards, renderCard, empty, max = 8, className }: Props) {
  const hidden = Math.max(0, cards.length - max);
  return (
    <div class={`wh-row${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      {cards.length === 0 ? (
        <span class="wh-empty">{empty}</span>
      ) : (
        <>
          {hidden > 0 ? <span class="wh-row-more">+{hidden}</span> : null}
          <ol class="wh-cards wh-overlap">
            {cards.slice(hidden).map((card, i) => {
              const top = hidden + i === cards.length - 1;
              // The newest card is keyed by its place, so each new card is a new element and its
              // arrival animates.
              return (
                <li key={top ? `top-${cards.length}` : hidden + i} class={top ? 'wh-top wh-arrive' : undefined}>
                  {renderCard(card, top)}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
