// Black & Red's table: the running total and the run's colour (the two things every discard
// depends on), each player's target colour and match score, the current run, and the hands (face
// up only where the view allows).

import { STANDARD_DECK } from '../../engine/core/cards.ts';
import { CardFace } from '../core/CardFace.tsx';
import { SeatTiles } from '../core/SeatTiles.tsx';
import { Facts } from '../core/Facts.tsx';
import type { TableProps } from '../core/types.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import './black-and-red.css';

const ENDINGS: Readonly<Record<string, string>> = {
  ownColour: 'went out on their own colour',
  otherColour: 'went out on the other colour',
  dealtOneColour: 'dealt all one colour',
  stockOut: 'the stock ran out: a draw',
  turnCap: 'the turn limit: a draw',
};

export function BlackAndRedTable({ view, name, play, children }: TableProps<BlackAndRedView, BlackAndRedAction>) {
  const acting = new Set(view.toAct);
  const last = view.lastHand;
  return (
    <div class="wh-table wh-black-and-red">
      <Facts
        items={[
          { label: 'Hand', value: view.handNumber },
          { label: 'Total', value: `${view.total} of 31`, main: true },
          { label: 'Run colour', value: view.runColour ?? 'not set: the next discard sets it', main: true },
          view.phase === 'play' && { label: 'Turn', value: name(view.turn) },
          { label: 'Stock', value: view.stock },
          { label: 'Play to', value: view.options.targetScore },
        ]}
      />

      {view.upcard ? (
        <p class="wh-upcard">
          <span class="wh-label">Upcard (face up on the stock; {name(view.playerOne)} draws it)</span>
          <CardFace card={view.upcard} deck={STANDARD_DECK} />
        </p>
      ) : null}

      {last && view.phase !== 'play' ? (
        <p class="wh-callout">
          Last hand:{' '}
          {last.scorers.length === 0
            ? ENDINGS[last.reason]
            : `${last.scorers.map((s) => `${name(s.seat)} +${s.points}`).join(', ')} (${ENDINGS[last.reason]})`}
          .
        </p>
      ) : null}

      <div
        class="wh-pile"
        role="group"
        aria-label={`Current run, ${view.run.length} discard${view.run.length === 1 ? '' : 's'}`}
      >
        <span class="wh-label" aria-hidden="true">
          Current run
        </span>
        {view.run.length === 0 ? (
          <span class="wh-empty">no discards yet</span>
        ) : (
          <ol class="wh-cards">
            {view.run.map((card) => (
              <li key={card}>
                <CardFace card={card} deck={STANDARD_DECK} />
              </li>
            ))}
          </ol>
        )}
        <span class="wh-help">Finished runs: {view.discards.length} cards</span>
      </div>

      <SeatTiles
        name={name}
        mine={play?.seat}
        renderCard={(card) => <CardFace card={card} deck={STANDARD_DECK} />}
        tiles={view.seats.map((s) => ({
          seat: s.seat,
          count: s.count,
          cards: s.cards,
          acting: acting.has(s.seat),
          winner: view.winners.includes(s.seat),
          corner: `${s.score} point${s.score === 1 ? '' : 's'}`,
          badges: [
            { text: `collects ${s.target}`, className: `wh-target-${s.target}` },
            ...(s.seat === view.playerOne ? [{ text: 'player one' }] : []),
            ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
            ...(s.saidGo ? [{ text: 'said go' }] : []),
            ...(acting.has(s.seat)
              ? [{ text: view.phase === 'play' ? 'to play' : 'deals next', className: 'wh-badge-turn' }]
              : []),
          ],
        }))}
      />

      {children}
    </div>
  );
}
