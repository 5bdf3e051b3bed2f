// The reader's own hand and moves in the Dark Hearts sandbox: choosing three cards to pass, the
// Light/Dark switch for a lead (real radio buttons, so the keyboard reaches them), and a button
// per card. Legal moves are marked in the accessible name as well as visibly; any card can be
// tried, and the engine explains a refusal.

import { useState } from 'preact/hooks';
import { cardSymbol } from '../../engine/core/cards.ts';
import type { Seat } from '../../engine/core/game.ts';
import { askedCards, askedParts, COACH_CUE } from '../core/asked.ts';
import type { PlayControls } from '../core/types.ts';
import { HandCards, HandFaces } from '../core/HandCards.tsx';
import { DealButton } from '../core/DealButton.tsx';
import { DualCard } from './DualCard.tsx';
import {
  type DarkHeartsAction,
  face,
  faceName,
  faceRank,
  faceSuit,
  SHADE_NAMES,
  type DarkCard,
  type Shade,
  passTarget,
  type DarkHeartsView,
} from '../../engine/dark-hearts/ui.ts';

interface Props {
  readonly view: DarkHeartsView;
  readonly name: (seat: Seat) => string;
  readonly play: PlayControls<DarkHeartsAction>;
}

export function DarkHeartsControls({ view, name, play }: Props) {
  const me = view.seats[play.seat];
  const hand = me?.cards ?? [];
  return (
    <section class="wh-controls" aria-label="Your hand and moves">
      {me?.receivedCards && view.phase === 'play' && view.tricksPlayed === 0 ? (
        <p class="wh-help wh-small">
          <span class="sr-only">
            You received {me.receivedCards.map((c) => `the ${faceName(c, 'L')} (${faceName(c, 'D')})`).join(', ')}.
          </span>
          <span aria-hidden="true">
            Received:{' '}
            {me.receivedCards.map((c) => `${cardSymbol(face(c, 'L'))} (Dark ${cardSymbol(face(c, 'D'))})`).join(', ')}
          </span>
        </p>
      ) : null}
      {view.phase === 'pass' ? (
        <Pass view={view} name={name} play={play} hand={hand} />
      ) : view.phase === 'play' ? (
        <Play view={view} play={play} hand={hand} />
      ) : (
        <>
          <HandFaces cards={hand} face={(card) => <DualCard card={card} />} />
          {play.legal.some((a) => a.type === 'deal') ? (
            <DealButton onDeal={() => play.onAction({ type: 'deal' })} />
          ) : null}
        </>
      )}
    </section>
  );
}

function Pass({ view, name, play, hand }: Props & { readonly hand: readonly DarkCard[] }) {
  const [chosen, setChosen] = useState<DarkCard[]>([]);
  const to = passTarget(play.seat, view.passDirection, view.seats.length);
  const mine = view.seats[play.seat]?.passedCards;
  if (mine) {
    return (
      <p class="wh-wait">
        You pass {mine.map((c) => `the ${faceName(c, 'L')}`).join(', ')} to {name(to)}. Waiting for the others to
        choose.
      </p>
    );
  }
  // In a lesson, the cards of the pass the coach asks for are marked, and the button once they are chosen.
  const coachCards = askedParts(play, (a) => (a.type === 'pass' ? a.cards : []));
  const ready = chosen.length === 3;
  const coachPass = ready && play.asked?.({ type: 'pass', cards: chosen });
  const toggle = (card: DarkCard): void =>
    setChosen(
      chosen.includes(card) ? chosen.filter((c) => c !== card) : chosen.length < 3 ? [...chosen, card] : chosen,
    );
  return (
    <div class="wh-pass" role="group" aria-label={`Choose three cards to pass to ${name(to)}`}>
      <p class="wh-help">
        Choose three cards to pass {view.passDirection === 'across' ? 'across' : `to the ${view.passDirection}`}, to{' '}
        {name(to)}. Each card goes with both its faces. Chosen: {chosen.length} of 3.
      </p>
      <HandCards
        cards={bySuitAndRank(hand, 'L')}
        face={(card) => <DualCard card={card} inButton />}
        pressed={(card) => chosen.includes(card)}
        asked={coachCards && ((card) => coachCards.has(card))}
        label={(card) => `Pass the ${faceName(card, 'L')} / ${faceName(card, 'D')}`}
        onChoose={(card) => toggle(card)}
      />
      <button
        type="button"
        class={`wh-primary${coachPass ? ' wh-legal' : ''}`}
        disabled={!ready}
        onClick={() => {
          play.onAction({ type: 'pass', cards: chosen });
          setChosen([]);
        }}
      >
        Pass these three to {name(to)}
        {coachPass ? <span class="sr-only">{COACH_CUE}</span> : null}
      </button>
    </div>
  );
}

function Play({
  view,
  play,
  hand,
}: {
  readonly view: DarkHeartsView;
  readonly play: PlayControls<DarkHeartsAction>;
  readonly hand: readonly DarkCard[];
}) {
  const [leadShade, setLeadShade] = useState<Shade>('L');
  const trick = view.trick;
  const leading = trick === null && view.toAct.includes(play.seat);
  // The first trick is always Dark (it opens with the Dark 2 of clubs): no choice to offer.
  const firstLead = leading && view.tricksPlayed === 0;
  const shade: Shade = trick?.shade ?? (firstLead ? 'D' : leadShade);
  const sorted = bySuitAndRank(hand, shade);
  const legal = new Set(play.legal.flatMap((a) => (a.type === 'play' ? [`${a.shade}${a.card}`] : [])));
  const groupName = `lead-shade-${play.seat}`;
  // In a lesson, the shade the coach's lead needs is marked while the switch is on the other.
  const coachShades = leading ? askedParts(play, (a) => (a.type === 'play' ? [a.shade] : [])) : undefined;
  return (
    <>
      {firstLead ? null : leading ? (
        <fieldset class="wh-shade-switch">
          <legend>You lead: choose the shade of this trick</legend>
          {(['L', 'D'] as const).map((s) => {
            const coach = s !== leadShade && coachShades?.has(s) && !coachShades.has(leadShade);
            return (
              <label key={s} class={`wh-radio${coach ? ' wh-legal' : ''}`}>
                <input
                  type="radio"
                  name={groupName}
                  value={s}
                  checked={leadShade === s}
                  onChange={() => setLeadShade(s)}
                />
                {SHADE_NAMES[s]}
                {coach ? <span class="sr-only">{COACH_CUE}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <HandCards
        cards={sorted}
        face={(card) => <DualCard card={card} shade={shade} inButton />}
        playable={(card) => legal.has(`${shade}${card}`)}
        asked={askedCards(play, (card) => ({ type: 'play' as const, card, shade }))}
        label={(card) =>
          `${leading ? 'Lead' : 'Play'} the ${faceName(card, shade)}${legal.has(`${shade}${card}`) ? ' (playable)' : ''}`
        }
        onChoose={(card) => play.onAction({ type: 'play', card, shade })}
      />
      {leading && view.tricksPlayed > 0 ? (
        <p class="wh-help">
          {SHADE_NAMES[leadShade]} hearts are {view.broken[leadShade] ? 'broken' : 'not broken yet'}
          {view.broken[leadShade]
            ? '.'
            : `: you may not lead a ${SHADE_NAMES[leadShade]} point card unless you have nothing else.`}
        </p>
      ) : null}
    </>
  );
}

/** The hand in the order a player would hold it for this shade: by suit, then rank. */
function bySuitAndRank(hand: readonly DarkCard[], shade: Shade): DarkCard[] {
  const order = 'CDSH';
  return hand
    .slice()
    .sort(
      (a, b) =>
        order.indexOf(faceSuit(a, shade)) - order.indexOf(faceSuit(b, shade)) ||
        faceRank(a, shade) - faceRank(b, shade),
    );
}
