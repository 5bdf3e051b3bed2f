// Dark Hearts' table: the trick in progress with its shade made obvious (the face that does not
// count is muted on every card), the last trick, which shades are broken, the leftover, every
// seat's hand (face up only where the view allows) and both scores for each player.

import type { Seat } from '../../engine/core/game.ts';
import { Facts } from '../core/Facts.tsx';
import type { TableProps } from '../core/types.ts';
import { DualCard } from './DualCard.tsx';
import { cardCount, SeatTiles } from '../core/SeatTiles.tsx';
import { type DarkHeartsAction, SHADE_NAMES, type Shade, type DarkHeartsView } from '../../engine/dark-hearts/ui.ts';

const PASS_WORDS: Readonly<Record<DarkHeartsView['passDirection'], string>> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across',
  hold: 'none (hold hand)',
};

export function DarkHeartsTable({ view, name, play, children }: TableProps<DarkHeartsView, DarkHeartsAction>) {
  const acting = new Set(view.toAct);
  const trick = view.trick;
  const last = view.lastTrick;
  return (
    <div class="wh-table wh-dark-hearts">
      <Facts
        items={[
          { label: 'Hand', value: view.handNumber },
          { label: 'Passing', value: PASS_WORDS[view.passDirection] },
          view.phase === 'play' && { label: 'Turn', value: name(view.turn) },
          { label: 'Light hearts', value: view.broken.L ? 'broken' : 'not broken' },
          { label: 'Dark hearts', value: view.broken.D ? 'broken' : 'not broken' },
          { label: 'Tricks played', value: view.tricksPlayed },
          view.leftover.present && {
            label: 'Leftover card',
            value: view.leftover.takenBy === null ? 'face down' : `taken by ${name(view.leftover.takenBy)}`,
          },
        ]}
      />

      {view.phase === 'play' || trick !== null ? (
        <div
          class={`wh-trick wh-trick-${trick ? (trick.shade === 'L' ? 'light' : 'dark') : 'none'}`}
          role="group"
          aria-label="Trick in progress"
        >
          <p class="wh-shade-banner">
            {trick ? (
              <>
                <strong>{SHADE_NAMES[trick.shade]} trick</strong>, led by {name(trick.leader)}: every card counts by its{' '}
                {SHADE_NAMES[trick.shade]} face.
              </>
            ) : (
              <>
                <strong>No trick yet</strong>: {name(view.turn)} leads
                {view.tricksPlayed === 0 ? ' the first trick' : ' and chooses the shade'}.
              </>
            )}
          </p>
          {trick ? <Plays plays={trick.plays} shade={trick.shade} name={name} /> : null}
        </div>
      ) : null}

      {last ? (
        <div class="wh-last-trick" role="group" aria-label="Last trick">
          <p class="wh-label">
            Last trick ({SHADE_NAMES[last.shade]}): won by {name(last.winner)}, {last.points} {SHADE_NAMES[last.shade]}{' '}
            point
            {last.points === 1 ? '' : 's'}
          </p>
          <Plays plays={last.plays} shade={last.shade} name={name} />
        </div>
      ) : null}

      {view.leftover.card !== undefined && view.leftover.takenBy === null ? (
        <p class="wh-label">
          Leftover card (face down; shown in this spectator view): <DualCard card={view.leftover.card} />
        </p>
      ) : null}

      <SeatTiles
        name={name}
        mine={play?.seat}
        renderCard={(card) => <DualCard card={card} shade={trick?.shade} />}
        tiles={view.seats.map((s) => ({
          seat: s.seat,
          count: s.count,
          cards: s.cards,
          acting: acting.has(s.seat),
          winner: view.winners.includes(s.seat),
          corner: cardCount(s.count),
          badges: [
            ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
            ...(acting.has(s.seat)
              ? [{ text: view.phase === 'pass' ? 'passing' : 'to play', className: 'wh-badge-turn' }]
              : []),
            ...(view.phase === 'pass' && s.passed ? [{ text: 'passed' }] : []),
            ...(view.winners.includes(s.seat) ? [{ text: 'winner', className: 'wh-badge-win' }] : []),
          ],
        }))}
      />

      <ScoreTable view={view} name={name} />

      {children}
    </div>
  );
}

function Plays({
  plays,
  shade,
  name,
}: {
  readonly plays: readonly { seat: Seat; card: string }[];
  readonly shade: Shade;
  readonly name: (seat: Seat) => string;
}) {
  return (
    <ol class="wh-plays">
      {plays.map((p) => (
        <li key={p.card}>
          <span class="wh-play-seat">{name(p.seat)}</span>
          <DualCard card={p.card} shade={shade} />
        </li>
      ))}
    </ol>
  );
}

function ScoreTable({ view, name }: { readonly view: DarkHeartsView; readonly name: (seat: Seat) => string }) {
  return (
    <table class="wh-scores">
      <caption>Scores: points taken this hand, and game totals, in each shade</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Light, this hand</th>
          <th scope="col">Dark, this hand</th>
          <th scope="col">Light total</th>
          <th scope="col">Dark total</th>
        </tr>
      </thead>
      <tbody>
        {view.seats.map((s) => (
          <tr key={s.seat}>
            <th scope="row">{name(s.seat)}</th>
            <td>{s.handPoints.L}</td>
            <td>{s.handPoints.D}</td>
            <td>{s.score.L}</td>
            <td>{s.score.D}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
