// Dawn's table: the facts a player tracks (rank needed, whose turn, stock), the pile, the
// face-down pairs of the swap, and every seat's hand (face up only where the view allows).
// With `play`, the reader's own seat gets the controls for the current phase.

import { rankLabel, STANDARD_DECK } from '../../engine/core/cards.ts';
import type { Seat } from '../../engine/core/game.ts';
import { CardFace } from '../core/CardFace.tsx';
import { cardCount, SeatTiles } from '../core/SeatTiles.tsx';
import { Facts } from '../core/Facts.tsx';
import type { TableProps } from '../core/types.ts';
import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
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
  const needed = view.needed === null ? 'Any card: start a new pile' : rankLabel(view.needed);
  const showPairs =
    view.pairs.length > 0 &&
    (view.phase === 'pick' || view.phase === 'take' || view.pairs.some((p) => p.pickedBy === null));
  return (
    <div class="wh-table wh-dawn">
      <Facts
        items={[
          {
            label: 'Hand',
            value: view.options.matchHands > 1 ? `${view.handNumber} of ${view.options.matchHands}` : view.handNumber,
          },
          { label: 'Phase', value: PHASES[view.phase] },
          view.phase === 'play' && { label: 'Needed', value: needed, main: true },
          view.phase === 'play' && { label: 'Turn', value: name(view.turn) },
          view.phase === 'play' &&
            view.firstFailer !== null && { label: 'First to fail', value: name(view.firstFailer) },
          { label: 'Stock', value: view.stock },
          { label: 'Discards', value: view.discards.length },
          { label: 'Goal', value: view.options.variant === 'dawn' ? 'no black cards' : 'no red cards (Dusk)' },
        ]}
      />

      {view.fallback ? (
        <p class="wh-callout">
          Nobody could play {view.needed === null ? '' : `a ${rankLabel(view.needed)}`}: {name(view.turn)} must play
          their highest card below it.
        </p>
      ) : null}

      {view.phase === 'arrange' || view.phase === 'take' || view.phase === 'pick' ? null : (
        <div
          class="wh-pile"
          role="group"
          aria-label={`Pile, ${view.pile.length} card${view.pile.length === 1 ? '' : 's'}, top card last`}
        >
          <span class="wh-label" aria-hidden="true">
            Pile
          </span>
          {view.pile.length === 0 ? (
            <span class="wh-empty">empty</span>
          ) : (
            <ol class="wh-cards">
              {view.pile.map((card, i) => (
                <li key={i} class={i === view.pile.length - 1 ? 'wh-top' : undefined}>
                  <CardFace
                    card={card}
                    deck={STANDARD_DECK}
                    note={i === view.pile.length - 1 ? 'top of the pile' : undefined}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}

      {showPairs ? (
        <div class="wh-pairs" role="group" aria-label="Face-down pairs">
          <span class="wh-label" aria-hidden="true">
            Face-down pairs
          </span>
          <ul>
            {view.pairs.map((pair) => (
              <li key={pair.id}>
                <span class="wh-pair-name">{pairTitle(pair.id, pair.owner, pair.takenBy, name)}</span>
                <span class="wh-cards-inline">
                  {(pair.cards ?? [undefined, undefined]).map((card, i) => (
                    <CardFace key={i} card={card} deck={STANDARD_DECK} />
                  ))}
                </span>
                <span class="wh-pair-state">
                  {pair.pickedBy !== null
                    ? `picked up by ${name(pair.pickedBy)}`
                    : view.phase === 'play' || view.phase === 'handOver' || view.phase === 'over'
                      ? 'left over'
                      : 'on the table'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <SeatTiles
        name={name}
        mine={play?.seat}
        renderCard={(card) => <CardFace card={card} deck={STANDARD_DECK} />}
        tiles={view.seats.map((s) => ({
          seat: s.seat,
          count: s.count,
          cards: s.cards,
          acting: acting.has(s.seat),
          winner: view.handWinners.includes(s.seat),
          corner: cardCount(s.count),
          badges: [
            ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
            ...(acting.has(s.seat) ? [{ text: actingLabel(view), className: 'wh-badge-turn' }] : []),
            ...(view.handWinners.includes(s.seat)
              ? [{ text: `${view.options.variant}!`, className: 'wh-badge-win' }]
              : []),
            ...(view.options.matchHands > 1 ? [{ text: `${s.wins} won` }] : []),
          ],
        }))}
      />

      {children}
    </div>
  );
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

function pairTitle(id: string, owner: Seat | null, takenBy: Seat | null, name: (seat: Seat) => string): string {
  if (owner === null) return `Spare pair ${id.slice(1)}`;
  return `In front of ${name(owner)}${takenBy === null ? '' : `, taken by ${name(takenBy)}`}`;
}
