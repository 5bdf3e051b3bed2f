// The reader's hand and moves in the Black & Red sandbox: a button per card (discarding it; the
// draw follows), "Go" when nothing can be discarded, and dealing the next hand of the match.

import { cardName, isRed, STANDARD_DECK } from '../../engine/core/cards.ts';
import { CardFaceInline } from '../core/CardFace.tsx';
import type { PlayControls } from '../core/types.ts';
import { type BlackAndRedAction, cardValue, type BlackAndRedView } from '../../engine/black-and-red/ui.ts';

interface Props {
  readonly view: BlackAndRedView;
  readonly play: PlayControls<BlackAndRedAction>;
}

export function BlackAndRedControls({ view, play }: Props) {
  const me = view.seats[play.seat];
  const hand = (me?.cards ?? []).slice().sort((a, b) => Number(isRed(a)) - Number(isRed(b)));
  const legal = new Set(play.legal.flatMap((a) => (a.type === 'discard' ? [a.card] : [])));
  const goLegal = play.legal.some((a) => a.type === 'go');
  const dealLegal = play.legal.some((a) => a.type === 'deal');
  const values = view.options.cardValues;
  return (
    <section class="wh-controls" aria-label="Your hand and moves">
      <p class="wh-label">Your hand: you collect {me?.target ?? 'red'}</p>
      <ul class="wh-cards wh-hand-buttons">
        {hand.map((card) => {
          const ok = legal.has(card);
          return (
            <li key={card}>
              <button
                type="button"
                class={`wh-card-button${ok ? ' wh-legal' : ''}`}
                aria-label={`Discard the ${cardName(card)}, worth ${cardValue(card, values)}${ok ? ' (playable)' : ''}`}
                onClick={() => play.onAction({ type: 'discard', card })}
              >
                <CardFaceInline card={card} deck={STANDARD_DECK} />
              </button>
            </li>
          );
        })}
      </ul>
      {view.phase === 'play' ? (
        <button
          type="button"
          class={`wh-draw${goLegal ? ' wh-legal' : ''}`}
          onClick={() => play.onAction({ type: 'go' })}
        >
          Say go{goLegal ? ' (you cannot discard)' : ''}
        </button>
      ) : null}
      {dealLegal ? (
        <button type="button" class="wh-primary" onClick={() => play.onAction({ type: 'deal' })}>
          Deal the next hand
        </button>
      ) : null}
    </section>
  );
}
