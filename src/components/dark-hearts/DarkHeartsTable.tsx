// Dark Hearts' table: the trick in progress in the middle with its shade made obvious (the face
// that does not count is muted on every card), which shades are broken, the last trick until the
// next one starts, both scores at every seat (and, at the reader's table during a hand, the points
// it has taken so far: seat-points.ts); the score table and the leftover fold away.

import type { Seat } from '../../engine/core/game.ts';
import type { TableProps } from '../core/types.ts';
import { DualCard } from './DualCard.tsx';
import { CardTable } from '../core/CardTable.tsx';
import { seatCorner } from './seat-points.ts';
import { type DarkHeartsAction, SHADE_NAMES, type Shade, type DarkHeartsView } from '../../engine/dark-hearts/ui.ts';

const PASS_WORDS: Readonly<Record<DarkHeartsView['passDirection'], string>> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across',
  hold: 'none (hold hand)',
};

/** What the seat to act is doing: after the last trick it is the next dealer, who deals the next hand. */
const ACTING: Readonly<Record<DarkHeartsView['phase'], string>> = {
  pass: 'passing',
  play: 'to play',
  handOver: 'deals next',
  over: 'to play',
};

export function DarkHeartsTable({ view, name, play, children }: TableProps<DarkHeartsView, DarkHeartsAction>) {
  const acting = new Set(view.toAct);
  const trick = view.trick;
  const last = view.lastTrick;
  return (
    <CardTable
      game="dark-hearts"
      status={
        <>
          {/* The pass's direction only while cards are passed: after it, play is all that matters. */}
          Hand {view.handNumber} · {view.phase === 'pass' ? `Passing ${PASS_WORDS[view.passDirection]} · ` : ''}Tricks
          played {view.tricksPlayed}
        </>
      }
      bottom={play?.seat}
      toAct={view.toAct}
      winners={view.winners}
      name={name}
      renderCard={(card) => <DualCard card={card} shade={trick?.shade} />}
      seats={view.seats}
      labels={(s) => ({
        corner: seatCorner(view, s, play !== undefined),
        badges: [
          ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
          ...(acting.has(s.seat) ? [{ text: ACTING[view.phase], className: 'wh-badge-turn' }] : []),
          ...(view.phase === 'pass' && s.passed ? [{ text: 'passed' }] : []),
          ...(view.winners.includes(s.seat) ? [{ text: 'winner', className: 'wh-badge-win' }] : []),
        ],
      })}
      centre={
        <>
          <p class="wh-broken">
            Hearts broken: Light <strong>{view.broken.L ? 'yes' : 'no'}</strong> · Dark{' '}
            <strong>{view.broken.D ? 'yes' : 'no'}</strong>
          </p>
          {view.phase === 'play' || trick !== null ? (
            <div
              class={`wh-trick wh-trick-${trick ? (trick.shade === 'L' ? 'light' : 'dark') : 'none'}`}
              role="group"
              aria-label="Trick in progress"
            >
              <p class="wh-shade-banner">
                {trick ? (
                  <>
                    <strong>{SHADE_NAMES[trick.shade]} trick</strong>, led by {name(trick.leader)}: every card counts by
                    its {SHADE_NAMES[trick.shade]} face.
                  </>
                ) : (
                  <>
                    <strong>No trick yet</strong>: {name(view.turn)} leads
                    {view.tricksPlayed === 0 ? ' the first trick' : ' and chooses the shade'}.
                  </>
                )}
              </p>
              {trick ? <Plays plays={trick.plays} shade={trick.shade} name={name} fresh /> : null}
            </div>
          ) : view.phase === 'pass' ? (
            <p class="wh-help">Everyone chooses three cards to pass {PASS_WORDS[view.passDirection]}.</p>
          ) : null}
          {last && (trick === null || trick.plays.length === 0) ? (
            <div class="wh-last-trick" role="group" aria-label="Last trick">
              <p class="wh-label wh-dh-last-label">
                Last trick ({SHADE_NAMES[last.shade]}): won by {name(last.winner)}, {last.points}{' '}
                {SHADE_NAMES[last.shade]} point{last.points === 1 ? '' : 's'}
              </p>
              <Plays plays={last.plays} shade={last.shade} name={name} />
            </div>
          ) : null}
        </>
      }
      panels={[
        { title: 'Scores', content: <ScoreTable view={view} name={name} /> },
        last &&
          trick !== null &&
          trick.plays.length > 0 && {
            title: `Last trick: won by ${name(last.winner)}`,
            content: <Plays plays={last.plays} shade={last.shade} name={name} />,
          },
        view.leftover.present && {
          title: 'Leftover card',
          content: (
            <p>
              {view.leftover.takenBy !== null ? `Taken by ${name(view.leftover.takenBy)}. ` : 'Face down. '}
              {view.leftover.card !== undefined ? <DualCard card={view.leftover.card} /> : null}
            </p>
          ),
        },
      ]}
    >
      {children}
    </CardTable>
  );
}

function Plays({
  plays,
  shade,
  name,
  fresh = false,
}: {
  readonly plays: readonly { seat: Seat; card: string }[];
  readonly shade: Shade;
  readonly name: (seat: Seat) => string;
  /** The trick in progress: its newest card is marked and slides in. */
  readonly fresh?: boolean;
}) {
  return (
    <ol class="wh-plays">
      {plays.map((p, i) => (
        <li key={p.card} class={fresh && i === plays.length - 1 ? 'wh-top wh-arrive' : undefined}>
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
