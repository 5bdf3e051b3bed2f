// The reader's hand as real buttons, one per card. Playable cards are raised and marked (in the
// accessible name too, not by colour alone); the others are muted but stay focusable, so a reader
// can try one and hear which rule stops it. In a lesson that asks for one card, that card alone is
// marked (core/asked.ts), its name ending "(the coach’s move)". Each button is keyed by its card (the second copy of a
// card by its copy number), so a button keeps its identity, and its focus, when the hand changes.

import type { ComponentChildren } from 'preact';
import { COACH_CUE, moveMark } from './asked.ts';

interface Props {
  readonly cards: readonly string[];
  /** The card face inside a button (the button carries the accessible name). */
  readonly face: (card: string) => ComponentChildren;
  /** The button's accessible name. */
  readonly label: (card: string, index: number) => string;
  readonly onChoose: (card: string, index: number) => void;
  /** Whether each card is playable now; leave out where every card is a choice (arranging). */
  readonly playable?: ((card: string) => boolean) | undefined;
  /** In a lesson that asks for certain moves: is this card's one of them (askedCards)? */
  readonly asked?: ((card: string) => boolean) | undefined;
  /** A card chosen for a move still to be confirmed (a pass, a swap). */
  readonly pressed?: ((card: string, index: number) => boolean) | undefined;
}

export function HandCards({ cards, face, label, onChoose, playable, asked, pressed }: Props) {
  if (cards.length === 0) return <p class="wh-empty">Your hand is empty.</p>;
  const seen = new Map<string, number>();
  return (
    <ul class="wh-cards wh-hand-buttons">
      {cards.map((card, i) => {
        const copy = (seen.get(card) ?? 0) + 1;
        seen.set(card, copy);
        const key = `card-${card}-${copy}`;
        // Without `playable` every card is a choice: only the coach's are marked (a lesson's pass).
        const allowed = playable?.(card) ?? true;
        const coach = allowed && asked !== undefined && asked(card);
        const mark = playable === undefined ? (coach ? ' wh-legal' : '') : moveMark(allowed, asked?.(card) ?? true);
        return (
          <li key={key}>
            <button
              type="button"
              class={`wh-card-button${mark}`}
              data-focus-key={key}
              aria-pressed={pressed ? pressed(card, i) : undefined}
              aria-label={`${label(card, i)}${coach ? COACH_CUE : ''}`}
              onClick={() => onChoose(card, i)}
            >
              {face(card)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The reader's hand when there is nothing to do with it: faces only. */
export function HandFaces({
  cards,
  face,
}: {
  readonly cards: readonly string[];
  readonly face: (card: string) => ComponentChildren;
}) {
  if (cards.length === 0) return <p class="wh-empty">Your hand is empty.</p>;
  return (
    <ul class="wh-cards wh-hand">
      {cards.map((card, i) => (
        <li key={`${card}-${i}`}>{face(card)}</li>
      ))}
    </ul>
  );
}
