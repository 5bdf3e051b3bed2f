// The reader's own hand and moves in the Dawn sandbox, phase by phase. Every card is a real
// button; legal moves are marked (in the accessible name too, not by colour alone). Any card can
// be tried: an illegal choice is refused by the engine with the rule that forbids it.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { cardName, type Card, STANDARD_DECK } from '../../engine/core/cards.ts';
import type { Seat } from '../../engine/core/game.ts';
import { leftOf } from '../../engine/core/seats.ts';
import { CardFace, CardFaceInline } from '../core/CardFace.tsx';
import { HandCards, HandFaces } from '../core/HandCards.tsx';
import { askedCards, askedParts, COACH_CUE, isAsked } from '../core/asked.ts';
import type { PlayControls } from '../core/types.ts';
import { DealButton } from '../core/DealButton.tsx';
import type { DawnAction, DawnPairView, DawnView } from '../../engine/dawn/ui.ts';

interface Props {
  readonly view: DawnView;
  readonly name: (seat: Seat) => string;
  readonly play: PlayControls<DawnAction>;
}

export function DawnControls({ view, name, play }: Props) {
  const seatCount = view.seats.length;
  const hand = view.seats[play.seat]?.cards ?? [];
  const canAct = play.legal.length > 0;
  return (
    <section class="wh-controls" aria-label="Your hand and moves">
      {view.phase === 'arrange' ? (
        <Arrange hand={hand} play={play} canAct={canAct} />
      ) : view.phase === 'take' ? (
        <>
          <HandFaces cards={hand} face={faceUp} />
          <Take view={view} name={name} play={play} seatCount={seatCount} canAct={canAct} />
        </>
      ) : view.phase === 'pick' ? (
        <>
          <HandFaces cards={hand} face={faceUp} />
          <Pick view={view} name={name} play={play} canAct={canAct} />
        </>
      ) : view.phase === 'play' ? (
        <PlayCards hand={hand} play={play} />
      ) : (
        <>
          <HandFaces cards={hand} face={faceUp} />
          {play.legal.some((a) => a.type === 'deal') ? (
            <DealButton onDeal={() => play.onAction({ type: 'deal' })} />
          ) : null}
        </>
      )}
    </section>
  );
}

const face = (card: Card) => <CardFaceInline card={card} deck={STANDARD_DECK} />;
const faceUp = (card: Card) => <CardFace card={card} deck={STANDARD_DECK} />;

function PlayCards({ hand, play }: { readonly hand: readonly Card[]; readonly play: PlayControls<DawnAction> }) {
  const legalCards = new Set(play.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
  const drawLegal = play.legal.some((a) => a.type === 'draw');
  // Refused now but still a button, muted and said so, so the reader can tap it to hear why.
  const barred = !drawLegal && play.legal.length > 0;
  return (
    <>
      <HandCards
        cards={hand}
        face={face}
        playable={(card) => legalCards.has(card)}
        asked={askedCards(play, (card) => ({ type: 'play' as const, card }))}
        label={(card) => `Play the ${cardName(card)}${legalCards.has(card) ? ' (playable)' : ''}`}
        onChoose={(card) => play.onAction({ type: 'play', card })}
      />
      <button
        type="button"
        class={`wh-draw${drawLegal ? (isAsked(play, { type: 'draw' }) ? ' wh-legal' : '') : barred ? ' wh-unplayable' : ''}`}
        data-focus-key="draw"
        onClick={() => play.onAction({ type: 'draw' })}
      >
        Draw a card{drawLegal ? ' (you have nothing to play)' : ''}
        {barred ? <span class="sr-only"> (not allowed now)</span> : null}
      </button>
    </>
  );
}

function Arrange({
  hand,
  play,
  canAct,
}: {
  readonly hand: readonly Card[];
  readonly play: PlayControls<DawnAction>;
  readonly canAct: boolean;
}) {
  // The card chosen, by itself rather than its place: a move the lesson or the engine turns down
  // leaves the hand as it was, and the same card stays chosen.
  const [chosen, setChosen] = useState<Card | null>(null);
  const at = chosen === null ? -1 : hand.indexOf(chosen);
  const selected = at < 0 ? null : at;
  if (!canAct) {
    return (
      <>
        <HandFaces cards={hand} face={faceUp} />
        <p class="wh-wait">You are done arranging. Waiting for the others.</p>
      </>
    );
  }
  const move = (delta: -1 | 1): void => {
    if (selected === null) return;
    const from = delta < 0 ? selected - 1 : selected;
    if (from < 0 || from + 1 >= hand.length) return;
    play.onAction({ type: 'shift', at: from });
  };
  return (
    <>
      <p class="wh-help">
        Your neighbour on the right will take two cards from your fan without seeing them. Choose a card, move it, then
        say you are done.
      </p>
      <HandCards
        cards={hand}
        face={face}
        pressed={(_, i) => selected === i}
        label={(card, i) => `Position ${i + 1}: ${cardName(card)}`}
        onChoose={(card) => setChosen(chosen === card ? null : card)}
      />
      <div class="wh-actions">
        <button
          type="button"
          data-focus-key="left"
          onClick={() => move(-1)}
          disabled={selected === null || selected === 0}
        >
          Move left
        </button>
        <button
          type="button"
          data-focus-key="right"
          onClick={() => move(1)}
          disabled={selected === null || selected === hand.length - 1}
        >
          Move right
        </button>
        <CoachButton play={play} action={{ type: 'ready' }} class="wh-primary">
          Done arranging
        </CoachButton>
      </div>
    </>
  );
}

function Take({
  view,
  name,
  play,
  seatCount,
  canAct,
}: Props & { readonly seatCount: number; readonly canAct: boolean }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const left = leftOf(play.seat, seatCount);
  const count = view.seats[left]?.count ?? 0;
  if (!canAct) {
    const mine = view.myTake;
    return (
      <p class="wh-wait">
        {mine ? `You chose positions ${mine[0] + 1} and ${mine[1] + 1} of ${name(left)}'s hand. ` : ''}Waiting for the
        others to choose.
      </p>
    );
  }
  const toggle = (p: number): void =>
    setChosen(
      chosen.includes(p)
        ? chosen.filter((c) => c !== p)
        : chosen.length < 2
          ? [...chosen, p]
          : [chosen[1] as number, p],
    );
  const [a, b] = chosen;
  // In a lesson, the positions of the take the coach asks for are marked, and the button once they are chosen.
  const coachAt = askedParts(play, (action) => (action.type === 'take' ? action.positions : []));
  const coachTake =
    a !== undefined && b !== undefined && play.asked?.({ type: 'take', positions: a < b ? [a, b] : [b, a] });
  return (
    <div class="wh-take" role="group" aria-label={`Take two cards from ${name(left)}'s hand`}>
      <p class="wh-help">
        Take two cards, unseen, from {name(left)}'s fan on your left. They will lie face down in front of {name(left)}.
      </p>
      <ul class="wh-cards wh-hand-buttons">
        {Array.from({ length: count }, (_, p) => (
          <li key={p}>
            <button
              type="button"
              class={`wh-card-button wh-back-button${coachAt?.has(p) ? ' wh-legal' : ''}`}
              aria-pressed={chosen.includes(p)}
              aria-label={`${name(left)}'s card at position ${p + 1}${coachAt?.has(p) ? COACH_CUE : ''}`}
              onClick={() => toggle(p)}
            >
              <span aria-hidden="true">{p + 1}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        class={`wh-primary${coachTake ? ' wh-legal' : ''}`}
        disabled={a === undefined || b === undefined}
        onClick={() => {
          if (a === undefined || b === undefined) return;
          play.onAction({ type: 'take', positions: a < b ? [a, b] : [b, a] });
          setChosen([]);
        }}
      >
        Take these two
        {coachTake ? <span class="sr-only">{COACH_CUE}</span> : null}
      </button>
    </div>
  );
}

function Pick({ view, name, play, canAct }: Props & { readonly canAct: boolean }) {
  if (!canAct) {
    const turn = view.toAct[0];
    return <p class="wh-wait">{turn === undefined ? '' : `${name(turn)} is picking up a pair.`}</p>;
  }
  // Only the pairs the engine allows: the reader's own pair is always refused, so it is explained
  // rather than offered.
  const offered = new Set(play.legal.flatMap((action) => (action.type === 'pick' ? [action.pair] : [])));
  const own = view.pairs.find((pair) => pair.owner === play.seat && pair.pickedBy === null);
  const label = (pair: DawnPairView): string => {
    if (pair.owner === null) return `Spare pair ${pair.id.slice(1)}`;
    const front = `The pair in front of ${name(pair.owner)}`;
    return pair.takenBy === play.seat ? `${front} (the two you took)` : front;
  };
  const why =
    own === undefined
      ? ''
      : ` The pair in front of you is not offered: those are your own two cards, which ${own.takenBy === null ? 'were taken' : `${name(own.takenBy)} took`} from your hand, and nobody picks up their own cards.`;
  return (
    <div class="wh-pick" role="group" aria-label="Pick up a face-down pair">
      <p class="wh-help">Pick up one of these face-down pairs.{why}</p>
      <div class="wh-actions">
        {view.pairs
          .filter((pair) => offered.has(pair.id))
          .map((pair) => (
            <CoachButton key={pair.id} play={play} action={{ type: 'pick', pair: pair.id }}>
              {label(pair)}
            </CoachButton>
          ))}
      </div>
    </div>
  );
}

/** A button for one move, marked in a lesson when it is the coach's (core/asked.ts). */
function CoachButton({
  play,
  action,
  class: look,
  children,
}: {
  readonly play: PlayControls<DawnAction>;
  readonly action: DawnAction;
  readonly class?: string;
  readonly children: ComponentChildren;
}) {
  const coach = play.asked?.(action);
  return (
    <button
      type="button"
      class={`${look ?? ''}${coach ? ' wh-legal' : ''}`.trim() || undefined}
      onClick={() => play.onAction(action)}
    >
      {children}
      {coach ? <span class="sr-only">{COACH_CUE}</span> : null}
    </button>
  );
}
