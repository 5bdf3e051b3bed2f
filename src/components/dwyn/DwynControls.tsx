// The reader's hand and moves in the DWYN sandbox. A card can be discarded, laid out (a body card)
// or played (a STEAL or a DWYN), so choosing a card opens a small choice of what to do with it;
// STEAL and DWYN then list every card in front of the other players as targets. A challenger
// names the duel's suit from six buttons, each saying which numbers of it they hold; in a duel the
// hand's cards are played by tapping them, or the reader concedes. Every move stays a real button
// even when the rules forbid it now, so the reader can try it and hear which rule stops it; moves
// allowed now are marked, in words as well as visibly.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../engine/core/game.ts';
import { HandCards, HandFaces } from '../core/HandCards.tsx';
import { askedCards, isAsked, moveCue, moveMark } from '../core/asked.ts';
import type { ControlsProps } from '../core/types.ts';
import { DealButton } from '../core/DealButton.tsx';
import {
  DWYN_DECK,
  DWYN_SUITS,
  dwynCardName,
  dwynFacts,
  isBody,
  SUIT_TITLES,
  theDwynCard,
  type DwynAction,
  type DwynCard,
  type DwynView,
} from '../../engine/dwyn/ui.ts';
import { DwynCardFace, DwynCardInline } from './DwynCardFace.tsx';

type Props = ControlsProps<DwynView, DwynAction>;
type Play = Props['play'];

/** One string per distinct move, to compare a move with the legal ones. */
const key = (a: DwynAction): string =>
  `${a.type} ${'seat' in a ? a.seat : ''} ${'card' in a ? a.card : ''} ${'suit' in a ? a.suit : ''}`;

const inline = (card: DwynCard) => <DwynCardInline card={card} />;
const upper = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function DwynControls(props: Props) {
  const { view, name, play } = props;
  const hand = (view.seats[play.seat]?.cards ?? []).slice().sort(DWYN_DECK.compare);
  const legal = new Set(play.legal.map(key));
  const ok = (a: DwynAction): boolean => legal.has(key(a));
  const duel = view.duel;
  const stage = view.phase === 'play' ? view.stage : null;
  const mine = (seat: Seat | undefined) => seat === play.seat;
  return (
    <section class="wh-controls" aria-label="Your hand and moves">
      {stage === 'layout' ? (
        // The reader's first move of a game, above the hand it lays out, so it is in view with the
        // prompt on a phone rather than below seven cards.
        <div class="wh-actions">
          <Move play={play} ok={ok} action={{ type: 'layout' }} focusKey="layout">
            Lay out every body card you were dealt
          </Move>
        </div>
      ) : null}
      {stage === 'draw' || stage === 'act' ? (
        <Choose {...props} hand={hand} ok={ok} />
      ) : stage === 'duel' && duel && (mine(duel.defender) || mine(duel.challenger)) ? (
        <>
          <HandCards
            cards={hand}
            face={inline}
            playable={(card) => ok({ type: 'play', card })}
            asked={askedCards(play, (card) => ({ type: 'play' as const, card }))}
            label={(card) => `Play ${theDwynCard(card)}${ok({ type: 'play', card }) ? ' (playable)' : ''}`}
            onChoose={(card) => play.onAction({ type: 'play', card })}
          />
          <div class="wh-actions">
            <Move play={play} ok={ok} action={{ type: 'concede' }} focusKey="concede">
              {`Concede: ${name(duel.leader ?? duel.challenger)} ${duel.leader === duel.defender ? 'keeps' : 'takes'} ${theDwynCard(duel.target)}`}
            </Move>
          </div>
        </>
      ) : (
        <HandFaces cards={hand} face={(card) => <DwynCardFace card={card} />} />
      )}
      {stage === 'suit' && mine(duel?.challenger) ? (
        <div class="wh-dw-suits" role="group" aria-label="Name the duel's suit">
          {DWYN_SUITS.map((suit, i) => {
            const numbers = hand.flatMap((card) => {
              const facts = dwynFacts(card);
              return facts.suit === suit && !isBody(card) ? [facts.rank] : [];
            });
            const held = numbers.length > 0 ? `you hold ${numbers.join(', ')}` : 'you hold none';
            return (
              <Move key={suit} play={play} ok={ok} action={{ type: 'suit', suit: i }} focusKey={`suit-${i}`} wide>
                <span class={`wh-dw-emb wh-${suit.toLowerCase()}`}>
                  <span class="wh-dw-e" />
                </span>
                <span>
                  {SUIT_TITLES[suit]}
                  <small>{held}</small>
                </span>
              </Move>
            );
          })}
        </div>
      ) : null}
      {ok({ type: 'deal' }) ? <DealButton onDeal={() => play.onAction({ type: 'deal' })} next="game" /> : null}
    </section>
  );
}

interface MoveProps {
  readonly play: Play;
  readonly ok: (a: DwynAction) => boolean;
  readonly action: DwynAction;
  readonly focusKey: string;
  readonly children: ComponentChildren;
  /** A target or suit button: a face or emblem, then words. */
  readonly wide?: boolean;
  readonly label?: string;
  /** Run before the move is tried (closing the card's choice), only when the move is allowed. */
  readonly done?: () => void;
}

/** One move as a button: marked when allowed now, muted (but still a button) when not. */
function Move({ play, ok, action, focusKey, children, wide, label, done }: MoveProps) {
  const allowed = ok(action);
  return (
    <button
      type="button"
      class={`wh-dw-move${wide ? ' wh-dw-target' : ''}${moveMark(allowed, isAsked(play, action))}`}
      data-focus-key={focusKey}
      aria-label={label === undefined ? undefined : `${label}${moveCue(play, allowed, isAsked(play, action))}`}
      onClick={() => {
        if (allowed) done?.();
        play.onAction(action);
      }}
    >
      {children}
      {label === undefined ? <span class="sr-only">{moveCue(play, allowed, isAsked(play, action))}</span> : null}
    </button>
  );
}

interface ChooseProps extends Props {
  readonly hand: readonly DwynCard[];
  readonly ok: (a: DwynAction) => boolean;
}

/**
 * A turn's draw and action: the hand as buttons; a chosen card opens its moves (lay out, discard,
 * STEAL or DWYN), and STEAL and DWYN open their targets.
 */
function Choose({ view, name, play, coach, refusal, hand, ok }: ChooseProps) {
  const [chosen, setChosen] = useState<{ readonly card: DwynCard; readonly taking?: 'steal' | 'dwyn' } | null>(null);
  const at = chosen ? hand.indexOf(chosen.card) : -1;
  const card = at < 0 ? null : (chosen?.card ?? null);
  const taking = at < 0 ? undefined : chosen?.taking;
  const box = useRef<HTMLDivElement>(null);
  // The choice opens under the hand: focus goes to its first button, so a keyboard or screen
  // reader user lands on it.
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
  }, [card, taking]);
  const close = () => setChosen(null);
  // Cancel puts focus back on the card's own button.
  const cancel = () => {
    box.current?.closest('.wh-controls')?.querySelector<HTMLElement>(`[aria-pressed="true"]`)?.focus();
    close();
  };
  // A card is usable when a move allowed now plays it; in a lesson, the coach's card is the one
  // whose move the coach asks for.
  const moves = (c: DwynCard): DwynAction[] =>
    play.legal.filter((a) =>
      a.type === 'steal' || a.type === 'dwyn' ? c === a.type.toUpperCase() : 'card' in a && a.card === c,
    );
  const usable = (c: DwynCard): boolean => moves(c).length > 0;
  const after = view.krownDrawn;
  return (
    <>
      <div class={card ? 'wh-dw-choosing' : undefined}>
        <HandCards
          cards={hand}
          face={inline}
          playable={usable}
          asked={play.asked ? (c) => moves(c).some((a) => isAsked(play, a)) : undefined}
          pressed={(_, i) => i === at}
          label={(c) => `${upper(dwynCardName(c))}${usable(c) ? ' (playable)' : ''}: choose what to do with it`}
          onChoose={(c) => setChosen(card === c ? null : { card: c })}
        />
      </div>
      {card ? (
        <div class="wh-dw-choice" role="group" aria-label={`What to do with ${theDwynCard(card)}`} ref={box}>
          {/* On a phone the sheet covers the coach's box and the refusal under it: the coach's words
              again at the sheet's top, for the eyes (the box is read out), and the refusal of a move
              tried in the sheet, which the dock's then leaves to it (dwyn.css). */}
          <div class="wh-dw-choice-top">
            {coach ? (
              <p class="wh-dw-choice-coach" aria-hidden="true">
                {coach}
              </p>
            ) : null}
            {refusal}
          </div>
          <p class="wh-dw-choice-head">
            <DwynCardFace card={card} />
            {upper(dwynCardName(card))}
          </p>
          {taking ? (
            <Targets
              view={view}
              name={name}
              play={play}
              ok={ok}
              taking={taking}
              done={close}
              back={() => setChosen({ card })}
            />
          ) : (
            <div class="wh-actions">
              {isBody(card) ? (
                <Move play={play} ok={ok} action={{ type: 'lay', card }} focusKey="lay" done={close}>
                  Lay it out
                </Move>
              ) : null}
              {card === 'STEAL' || card === 'DWYN' ? (
                <TakeButton
                  card={card}
                  play={play}
                  open={() => setChosen({ card, taking: card === 'STEAL' ? 'steal' : 'dwyn' })}
                />
              ) : null}
              <Move play={play} ok={ok} action={{ type: 'discard', card }} focusKey="discard" done={close}>
                {after ? 'Discard it face down' : 'Discard it'}
              </Move>
              <button type="button" data-focus-key="cancel" onClick={cancel}>
                Cancel
              </button>
            </div>
          )}
        </div>
      ) : null}
      <div class="wh-actions">
        <Move play={play} ok={ok} action={{ type: 'draw' }} focusKey="draw">
          {after ? 'Draw from the pool' : 'Draw from the stock'}
          {/* Once drawn from the stock, said on the button, not only by its muted look (a newcomer tapped it again). */}
          {after || ok({ type: 'draw' }) || view.phase !== 'play' || view.stage !== 'act' || view.turn !== play.seat
            ? ''
            : ': drawn this turn'}
        </Move>
        {after ? (
          <Move play={play} ok={ok} action={{ type: 'pass' }} focusKey="pass">
            Pass
          </Move>
        ) : null}
      </div>
    </>
  );
}

/** "Steal…" or "Challenge…": opens the targets; marked when the card can be played at all. */
function TakeButton({ card, play, open }: { readonly card: DwynCard; readonly play: Play; readonly open: () => void }) {
  const type = card === 'STEAL' ? 'steal' : 'dwyn';
  const allowed = play.legal.some((a) => a.type === type);
  const asked = play.legal.some((a) => a.type === type && isAsked(play, a));
  return (
    <button type="button" class={`wh-dw-move${moveMark(allowed, asked)}`} data-focus-key={type} onClick={open}>
      {type === 'steal' ? 'Steal a card…' : 'Challenge for a card…'}
      <span class="sr-only">{allowed ? moveCue(play, allowed, asked) : ' (no card can be taken now)'}</span>
    </button>
  );
}

interface TargetsProps extends Omit<ChooseProps, 'hand'> {
  readonly taking: 'steal' | 'dwyn';
  readonly done: () => void;
  readonly back: () => void;
}

/** Every card in front of every other player, as a target: those that can be taken are marked. */
function Targets({ view, name, play, ok, taking, done, back }: TargetsProps) {
  const verb = taking === 'steal' ? 'Take' : 'Challenge for';
  return (
    <div class="wh-dw-targets">
      <p>
        {taking === 'steal' ? 'Which card do you take?' : 'Which card do you challenge for? You name the suit next.'}{' '}
        The cards of a protected suit can't be taken.
      </p>
      {view.seats.map((s) =>
        s.seat === play.seat ? null : (
          <div key={s.seat} class="wh-actions" role="group" aria-label={`In front of ${name(s.seat)}`}>
            {s.tableau.length === 0 ? (
              <span class="wh-empty wh-small">{name(s.seat)} has nothing laid out.</span>
            ) : (
              s.tableau
                .map((card) => ({
                  card,
                  safe: (s.protectedSuits as readonly (string | null)[]).includes(dwynFacts(card).suit),
                }))
                // What can be taken first, the KROWN before the rest; a protected suit's cards last.
                .sort(
                  (a, b) => Number(a.safe) - Number(b.safe) || Number(b.card === 'KROWN') - Number(a.card === 'KROWN'),
                )
                .map(({ card, safe }) => (
                  <Move
                    key={card}
                    play={play}
                    ok={ok}
                    action={{ type: taking, seat: s.seat, card }}
                    focusKey={`${taking}-${s.seat}-${card}`}
                    label={`${verb} ${name(s.seat)}'s ${dwynCardName(card).replace(/^the /, '')}${safe ? ', protected' : ''}`}
                    done={done}
                    wide
                  >
                    <DwynCardInline card={card} />
                    <span>
                      {upper(dwynCardName(card))}
                      <small>
                        {name(s.seat)}
                        {safe ? ' · protected' : ''}
                      </small>
                    </span>
                  </Move>
                ))
            )}
          </div>
        ),
      )}
      <button type="button" data-focus-key="back" onClick={back}>
        Back
      </button>
    </div>
  );
}
