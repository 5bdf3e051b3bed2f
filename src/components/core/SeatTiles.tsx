// The seats around a table, one tile each: name, badges, a count, and the hand face up where the
// view shows it (otherwise card backs). Every game's table uses it with its own badges and card.

import type { ComponentChildren } from 'preact';
import type { Seat } from '../../engine/core/game.ts';

export interface SeatTile {
  readonly seat: Seat;
  readonly count: number;
  readonly cards?: readonly string[] | undefined;
  /** Short labels after the name; `className` adds a style (wh-badge-turn, wh-badge-win...). */
  readonly badges: readonly { readonly text: string; readonly className?: string }[];
  /** What the right-hand corner says: "5 cards", "3 points"... */
  readonly corner: string;
  readonly acting: boolean;
  readonly winner: boolean;
}

interface Props {
  readonly tiles: readonly SeatTile[];
  readonly name: (seat: Seat) => string;
  /** The reader's seat in the sandbox: its hand is shown with the controls instead. */
  readonly mine?: Seat | undefined;
  readonly renderCard: (card: string) => ComponentChildren;
}

export function SeatTiles({ tiles, name, mine, renderCard }: Props) {
  return (
    <ul class="wh-seats" aria-label="Seats at the table">
      {tiles.map((t) => (
        <li
          key={t.seat}
          class={`wh-seat${t.acting ? ' wh-acting' : ''}${t.winner ? ' wh-winner' : ''}${mine === t.seat ? ' wh-mine' : ''}`}
        >
          <p class="wh-seat-head">
            <strong>{name(t.seat)}</strong>
            {t.badges.map((b) => (
              <span key={b.text} class={`wh-badge${b.className ? ` ${b.className}` : ''}`}>
                {b.text}
              </span>
            ))}
            <span class="wh-count">{t.corner}</span>
          </p>
          {mine === t.seat ? (
            <p class="wh-help">Your cards and moves are below the table.</p>
          ) : t.cards ? (
            <ul class="wh-cards" aria-label={`${name(t.seat)}'s hand`}>
              {t.cards.map((card, i) => (
                <li key={`${card}-${i}`}>{renderCard(card)}</li>
              ))}
            </ul>
          ) : (
            <p class="wh-backs" aria-hidden="true">
              {t.count === 0
                ? 'no cards'
                : '▮'.repeat(Math.min(t.count, 20)) + (t.count > 20 ? ` +${t.count - 20}` : '')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function cardCount(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}
