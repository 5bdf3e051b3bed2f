// Black & Red's table: the running total and the run's colour (the two things every discard
// depends on) and the run itself in the middle, the stock with its upcard beside them, and each
// player's target colour and match score at their seat. Every hand is shown once a hand is over.

import { STANDARD_DECK } from '../../engine/core/cards.ts';
import { CardFace } from '../core/CardFace.tsx';
import { CardRow } from '../core/CardRow.tsx';
import { cardCount, CardStack, CardTable } from '../core/CardTable.tsx';
import { Facts } from '../core/Facts.tsx';
import type { TableProps } from '../core/types.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import './black-and-red.css';

const ENDINGS: Readonly<Record<string, string>> = {
  ownColour: 'went out in the colour collected',
  otherColour: 'went out in the other colour',
  dealtOneColour: 'dealt all one colour',
  stockOut: 'the stock ran out: a draw',
  turnCap: 'the turn limit: a draw',
};

export function BlackAndRedTable({ view, name, play, children }: TableProps<BlackAndRedView, BlackAndRedAction>) {
  const acting = new Set(view.toAct);
  const last = view.lastHand;
  const card = (c: string, note?: string) => <CardFace card={c} deck={STANDARD_DECK} note={note} />;
  return (
    <CardTable
      game="black-and-red"
      status={
        <>
          Hand {view.handNumber} · Play to {view.options.targetScore} points
        </>
      }
      bottom={play?.seat}
      toAct={view.toAct}
      winners={view.winners}
      name={name}
      renderCard={(c) => card(c)}
      seats={view.seats}
      labels={(s) => ({
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
      })}
      centre={
        <>
          <p class="wh-needed">
            Total <strong>{view.total}</strong> of 31 · Run colour{' '}
            {view.runColour ? <strong class={`wh-run-${view.runColour}`}>{view.runColour}</strong> : 'not set yet'}
          </p>
          {last && view.phase !== 'play' ? (
            <p class="wh-callout">
              Last hand:{' '}
              {last.scorers.length === 0
                ? ENDINGS[last.reason]
                : `${last.scorers.map((s) => `${name(s.seat)} +${s.points}`).join(', ')} (${ENDINGS[last.reason]})`}
              .
            </p>
          ) : null}
          <div class="wh-centre-row">
            <span class="wh-stock">
              <CardStack count={view.stock} label="in the stock" said />
              {view.upcard ? (
                <span class="wh-upcard">
                  {card(view.upcard, `upcard, face up on the stock: ${name(view.playerOne)} draws it`)}
                </span>
              ) : null}
            </span>
            <CardRow
              className="wh-run"
              label={`Current run, ${view.run.length} discard${view.run.length === 1 ? '' : 's'}`}
              cards={view.run}
              empty="No discards in this run yet."
              renderCard={(c, top) => card(c, top ? 'last discard' : undefined)}
            />
          </div>
        </>
      }
      panels={[
        {
          title: 'Hand details',
          content: (
            <Facts
              items={[
                { label: 'Stock', value: view.stock },
                { label: 'Finished runs', value: cardCount(view.discards.length) },
                view.phase === 'play' && { label: 'Turn', value: name(view.turn) },
                { label: 'Play to', value: view.options.targetScore },
              ]}
            />
          ),
        },
      ]}
    >
      {children}
    </CardTable>
  );
}
