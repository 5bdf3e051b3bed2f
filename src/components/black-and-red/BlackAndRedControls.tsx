// The reader's hand and moves in the Black & Red sandbox: a button per card (discarding it; the
// draw follows), "Go" when nothing can be discarded, and dealing the next hand of the match.

import { cardName, isRed, STANDARD_DECK } from '../../engine/core/cards.ts';
import { CardFace, CardFaceInline } from '../core/CardFace.tsx';
import { HandCards, HandFaces } from '../core/HandCards.tsx';
import { askedCards, isAsked } from '../core/asked.ts';
import type { PlayControls } from '../core/types.ts';
import { DealButton } from '../core/DealButton.tsx';
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
      {view.phase === 'play' ? (
        <HandCards
          cards={hand}
          face={(card) => <CardFaceInline card={card} deck={STANDARD_DECK} />}
          playable={(card) => legal.has(card)}
          asked={askedCards(play, (card) => ({ type: 'discard' as const, card }))}
          label={(card) =>
            `Discard the ${cardName(card)}, worth ${cardValue(card, values)}${legal.has(card) ? ' (playable)' : ''}`
          }
          onChoose={(card) => play.onAction({ type: 'discard', card })}
        />
      ) : (
        <HandFaces cards={hand} face={(card) => <CardFace card={card} deck={STANDARD_DECK} />} />
      )}
      {view.phase === 'play' ? (
        <button
          type="button"
          class={`wh-draw${goLegal ? (isAsked(play, { type: 'go' }) ? ' wh-legal' : '') : legal.size > 0 ? ' wh-unplayable' : ''}`}
          data-focus-key="go"
          onClick={() => play.onAction({ type: 'go' })}
        >
          Say go{goLegal ? ' (you cannot discard)' : ''}
          {/* Refused now but still a button, muted and said so, so the reader can tap it to hear why. */}
          {!goLegal && legal.size > 0 ? <span class="sr-only"> (not allowed now)</span> : null}
        </button>
      ) : null}
      {dealLegal ? <DealButton onDeal={() => play.onAction({ type: 'deal' })} /> : null}
    </section>
  );
}
