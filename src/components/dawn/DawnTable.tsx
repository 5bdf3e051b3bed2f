// Dawn's table: the rank needed and the pile in the middle (the two things every turn depends
// on), the stock beside them, the swap's face-down pairs in the middle while the swap is on, and
// the seats around. Pairs left over and the match's details fold away in panels.

import { rankLabel, STANDARD_DECK } from '../../engine/core/cards.ts';
import type { Seat } from '../../engine/core/game.ts';
import { CardFace } from '../core/CardFace.tsx';
import { CardRow } from '../core/CardRow.tsx';
import { cardCount, CardStack, CardTable } from '../core/CardTable.tsx';
import { Facts } from '../core/Facts.tsx';
import type { TableProps } from '../core/types.ts';
import type { DawnAction, DawnPairView, DawnView } from '../../engine/dawn/ui.ts';
import './dawn.css';

const PHASES: Readonly<Record<DawnView['phase'], string>> = {
  arrange: 'Swap: arranging hands',
  take: 'Swap: taking two cards',
  pick: 'Swap: picking up pairs',
  play: 'Play',
  handOver: 'Hand over',
  over: 'Game over',
};

export function DawnTable({ view, name, play, children }: TableProps<DawnView, DawnAction>) {
  const acting = new Set(view.toAct);
  const swapping = view.phase === 'arrange' || view.phase === 'take' || view.phase === 'pick';
  const leftOver = view.pairs.filter((p) => p.pickedBy === null);
  const card = (c: string, note?: string) => <CardFace card={c} deck={STANDARD_DECK} note={note} />;
  return (
    <CardTable
      game="dawn"
      status={
        <>
          Hand {view.options.matchHands > 1 ? `${view.handNumber} of ${view.options.matchHands}` : view.handNumber} ·{' '}
          {PHASES[view.phase]} · Goal: {view.options.variant === 'dawn' ? 'no black cards' : 'no red cards (Dusk)'}
        </>
      }
      bottom={play?.seat}
      toAct={view.toAct}
      winners={view.handWinners}
      name={name}
      renderCard={(c) => card(c)}
      seats={view.seats}
      labels={(s) => ({
        corner: cardCount(s.count),
        badges: [
          ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
          ...(acting.has(s.seat) ? [{ text: actingLabel(view), className: 'wh-badge-turn' }] : []),
          ...(view.handWinners.includes(s.seat)
            ? [{ text: `${view.options.variant}!`, className: 'wh-badge-win' }]
            : []),
          ...(view.options.matchHands > 1 ? [{ text: `${s.wins} won` }] : []),
        ],
      })}
      centre={
        swapping ? (
          <Pairs pairs={view.pairs} name={name} phase={view.phase} />
        ) : view.phase === 'handOver' || view.phase === 'over' ? (
          // Once a hand is won, nothing is needed and nobody plays: the result instead.
          <p class="wh-needed">{result(view, name)}</p>
        ) : (
          <>
            <p class="wh-needed">
              {view.needed === null ? (
                <strong>Any card starts a new pile</strong>
              ) : (
                <>
                  Needed: <strong>{rankLabel(view.needed)}</strong>
                </>
              )}
              {view.phase === 'play' ? <span class="wh-turn-note"> · {name(view.turn)} to play</span> : null}
            </p>
            {view.fallback ? (
              <p class="wh-callout">
                Nobody could play {view.needed === null ? '' : `a ${rankLabel(view.needed)}`}: {name(view.turn)} must
                play the highest card in hand below it.
              </p>
            ) : null}
            <div class="wh-centre-row">
              <CardStack count={view.stock} label="in the stock" said />
              <CardRow
                className="wh-pile"
                label={`Pile, ${cardCount(view.pile.length)}, top card last`}
                cards={view.pile}
                empty="The pile is empty."
                renderCard={(c, top) => card(c, top ? 'top of the pile' : undefined)}
              />
            </div>
          </>
        )
      }
      panels={[
        !swapping &&
          leftOver.length > 0 && {
            title: `Set aside: ${leftOver.length} face-down pair${leftOver.length === 1 ? '' : 's'}`,
            content: <Pairs pairs={leftOver} name={name} phase={view.phase} />,
          },
        {
          title: 'Hand details',
          content: (
            <Facts
              items={[
                { label: 'Stock', value: view.stock },
                { label: 'Discards', value: view.discards.length },
                view.phase === 'play' &&
                  view.firstFailer !== null && { label: 'First to fail', value: name(view.firstFailer) },
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

function Pairs({
  pairs,
  name,
  phase,
}: {
  readonly pairs: readonly DawnPairView[];
  readonly name: (seat: Seat) => string;
  readonly phase: DawnView['phase'];
}) {
  if (pairs.length === 0) return <p class="wh-help">Everyone takes two cards from the hand on their left.</p>;
  return (
    <ul class="wh-pairs" aria-label="Face-down pairs">
      {pairs.map((pair) => (
        <li key={pair.id} class={pair.pickedBy === null ? undefined : 'wh-pair-gone'}>
          <span class="wh-cards-inline wh-mini">
            {(pair.cards ?? [undefined, undefined]).map((c, i) => (
              <CardFace key={i} card={c} deck={STANDARD_DECK} />
            ))}
          </span>
          <span class="wh-pair-name">{pairTitle(pair, name)}</span>
          {pair.pickedBy !== null ? (
            <span class="wh-pair-state">picked up by {name(pair.pickedBy)}</span>
          ) : phase === 'play' || phase === 'handOver' || phase === 'over' ? (
            <span class="wh-pair-state">left over</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "It is dawn: E wins the hand. The game is over." */
function result(view: DawnView, name: (seat: Seat) => string): string {
  const winners = view.handWinners.map(name);
  const won =
    winners.length === 0
      ? 'The hand is over.'
      : `It is ${view.options.variant}: ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'} the hand.`;
  if (view.phase !== 'over') return won;
  return `${won} The ${view.options.matchHands > 1 ? 'match' : 'game'} is over.`;
}

function actingLabel(view: DawnView): string {
  switch (view.phase) {
    case 'arrange':
      return 'arranging';
    case 'take':
      return 'choosing';
    case 'pick':
      return 'picks';
    case 'handOver':
      return 'deals next';
    default:
      return 'to play';
  }
}

function pairTitle(pair: DawnPairView, name: (seat: Seat) => string): string {
  if (pair.owner === null) return `Spare pair ${pair.id.slice(1)}`;
  return `In front of ${name(pair.owner)}${pair.takenBy === null ? '' : `, taken by ${name(pair.takenBy)}`}`;
}
