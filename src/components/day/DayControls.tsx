// The reader's own cards and moves in the Day sandbox. Substitution: a button per hole card (swap
// it for the top of the deck) and "Keep both". Betting: fold, check, call, the bet or raise sizes
// the limit allows, all in, and (under pot limit and no limit) any other amount typed in; every
// control stays a real button even when the move is not allowed now, so the reader can try it and
// the engine says which rule stops it. Moves allowed now are marked, in words as well as visibly.

import { useState } from 'preact/hooks';
import { CardFace, CardFaceInline } from '../core/CardFace.tsx';
import { HandCards, HandFaces } from '../core/HandCards.tsx';
import { askedCards, isAsked, moveCue, moveMark } from '../core/asked.ts';
import type { ControlsProps } from '../core/types.ts';
import { DealButton } from '../core/DealButton.tsx';
import { DAY_DECK, theDayCard, type DayAction, type DaySeatView, type DayView } from '../../engine/day/ui.ts';
import { chips } from './words.ts';

type Props = ControlsProps<DayView, DayAction>;

export function DayControls({ view, play }: Props) {
  const me = view.seats[play.seat];
  const hand = me?.cards ?? [];
  const deal = play.legal.some((a) => a.type === 'deal');
  return (
    <section class="wh-controls wh-day-controls" aria-label="Your cards and moves">
      <div class="wh-day-hand-row">
        {view.phase === 'substitute' && !me?.decided ? (
          <HandCards
            cards={hand}
            face={(card) => <CardFaceInline card={card} deck={DAY_DECK} />}
            playable={(card) => play.legal.some((a) => a.type === 'swap' && a.card === card)}
            asked={askedCards(play, (card) => ({ type: 'swap' as const, card }))}
            label={(card) => `Swap ${theDayCard(card)} for the top card of the deck`}
            onChoose={(card) => play.onAction({ type: 'swap', card })}
          />
        ) : (
          <HandFaces cards={hand} face={(card) => <CardFace card={card} deck={DAY_DECK} />} />
        )}
        {me && me.inHand ? <Purse view={view} me={me} /> : null}
      </div>
      {me?.mucked ? (
        <p class="wh-help wh-small">
          You swapped away {theDayCard(me.mucked)} (face down in the muck): your hand scores 1 point less.
        </p>
      ) : null}
      {view.phase === 'substitute' ? (
        me?.decided ? (
          <p class="wh-wait">You have chosen. The others choose in turn.</p>
        ) : (
          <Move play={play} action={{ type: 'keep' }} focusKey="keep" label="Keep both cards" />
        )
      ) : null}
      {view.phase === 'bet1' || view.phase === 'bet2' ? <Betting view={view} me={me} play={play} /> : null}
      {deal ? <DealButton onDeal={() => play.onAction({ type: 'deal' })} /> : null}
    </section>
  );
}

/** The reader's chips and what they owe, beside their cards. */
function Purse({ view, me }: { readonly view: DayView; readonly me: DaySeatView }) {
  const betting = view.phase === 'bet1' || view.phase === 'bet2';
  const toCall = Math.max(0, view.currentBet - me.roundBet);
  return (
    <p class="wh-day-purse">
      <span class="wh-nowrap">You have {chips(me.stack)}</span>
      {betting && me.roundBet > 0 ? <span class="wh-nowrap">{me.roundBet} in this round</span> : null}
      {betting && !me.folded && !me.allIn ? (
        <strong class="wh-nowrap">{toCall > 0 ? `To call: ${Math.min(toCall, me.stack)}` : 'Nothing to call'}</strong>
      ) : null}
    </p>
  );
}

interface MoveProps {
  readonly play: Props['play'];
  readonly action: DayAction;
  readonly focusKey: string;
  readonly label: string;
}

/**
 * One move as a button: marked when allowed now (in a lesson, when the coach asks for it), muted (but
 * still a button) when not.
 */
function Move({ play, action, focusKey, label }: MoveProps) {
  const legal = play.legal.find((a) => sameMove(a, action));
  const allowed = legal !== undefined;
  const asked = allowed && isAsked(play, legal);
  return (
    <button
      type="button"
      class={`wh-day-move${moveMark(allowed, asked)}`}
      data-focus-key={focusKey}
      onClick={() => play.onAction(action)}
    >
      {label}
      <span class="sr-only">{moveCue(play, allowed, asked)}</span>
    </button>
  );
}

function sameMove(a: DayAction, b: DayAction): boolean {
  if (a.type !== b.type) return false;
  if ((a.type === 'bet' || a.type === 'raise') && (b.type === 'bet' || b.type === 'raise')) return a.to === b.to;
  if (a.type === 'swap' && b.type === 'swap') return a.card === b.card;
  return true;
}

function Betting({
  view,
  me,
  play,
}: {
  readonly view: DayView;
  readonly me: DaySeatView | undefined;
  readonly play: Props['play'];
}) {
  const [amount, setAmount] = useState('');
  if (!me || !me.inHand) return <p class="wh-wait">You have no chips left: you watch this hand.</p>;
  if (me.folded) return <p class="wh-wait">You folded: you sit out the rest of this hand.</p>;
  if (me.allIn) return <p class="wh-wait">You are all in: the cards decide the rest.</p>;
  const toCall = Math.max(0, view.currentBet - me.roundBet);
  const allTo = me.roundBet + me.stack;
  const verb = view.currentBet === 0 ? 'bet' : 'raise';
  const sizes = play.legal.flatMap((a) => (a.type === 'bet' || a.type === 'raise' ? [a.to] : []));
  const callsAll = toCall > 0 && me.stack <= toCall;
  const id = `day-amount-${play.seat}`;
  const sizeLabel = (to: number): string => (verb === 'bet' ? `Bet ${to}` : `Raise to ${to}`);
  return (
    <div class="wh-day-betting wh-moves">
      <div class="wh-actions">
        <Move play={play} action={{ type: 'fold' }} focusKey="fold" label="Fold" />
        {toCall === 0 ? (
          <Move play={play} action={{ type: 'check' }} focusKey="check" label="Check" />
        ) : callsAll ? (
          <Move play={play} action={{ type: 'allin' }} focusKey="call-allin" label={`Call ${me.stack}: all in`} />
        ) : (
          <Move play={play} action={{ type: 'call' }} focusKey="call" label={`Call ${toCall}`} />
        )}
        {sizes.length === 0 && !callsAll ? (
          // Nothing to bet or raise now: one muted button, so the reader can still ask why not.
          <Move
            play={play}
            action={{ type: verb, to: view.currentBet + 1 }}
            focusKey="raise-none"
            label={sizeLabel(view.currentBet + 1)}
          />
        ) : (
          sizes.map((to) => (
            <Move key={to} play={play} action={{ type: verb, to }} focusKey={`raise-${to}`} label={sizeLabel(to)} />
          ))
        )}
        {!callsAll &&
        allTo > view.currentBet &&
        (view.options.limit !== 'fixed' || play.legal.some((a) => a.type === 'allin')) ? (
          <Move play={play} action={{ type: 'allin' }} focusKey="allin" label={`All in (${allTo})`} />
        ) : null}
        {/* Fixed limit has one size, already a button: a box for any amount would say otherwise. */}
        {view.options.limit === 'fixed' ? null : (
          <form
            class="wh-day-amount"
            onSubmit={(event) => {
              event.preventDefault();
              play.onAction({ type: verb, to: Number(amount) });
            }}
          >
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              placeholder="amount"
              aria-label={`Another amount to ${verb} to: your total for this round`}
              value={amount}
              onInput={(event) => setAmount((event.currentTarget as HTMLInputElement).value)}
            />
            <button type="submit" data-focus-key="amount">
              {verb === 'bet' ? 'Bet this' : 'Raise to this'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
