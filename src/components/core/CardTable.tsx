// The table every game draws: seats around it with the bottom seat (the reader's in the sandbox,
// the first player's in an example) nearest the reader, the shared area (pile, trick, run, stock) in
// the middle, and secondary facts in panels that fold away. A game gives its seats, its centre and
// its panels; the sandbox puts the reader's prompt, refusal and hand under the bottom seat.

import type { ComponentChildren } from 'preact';
import type { Seat } from '../../engine/core/game.ts';
import { seatPlaces } from './table-places.ts';

/** What every game's view says of a seat. */
interface SeatCards {
  readonly seat: Seat;
  readonly count: number;
  /** The hand face up, where the view shows it. */
  readonly cards?: readonly string[] | undefined;
}

/** What a game adds for each seat. */
interface SeatLabels {
  /** Short labels after the name; `className` adds a style (wh-badge-turn, wh-badge-win...). */
  readonly badges: readonly { readonly text: string; readonly className?: string }[];
  /**
   * What the seat's corner says: "5 cards", "3 points"... Several parts ("Light 4", "Dark 0") are
   * joined with a dot and each kept on one line, so a narrow seat breaks between them.
   */
  readonly corner: string | readonly string[];
}

interface Panel {
  readonly title: string;
  readonly content: ComponentChildren;
  /** Open at first (a panel the reader needs now, like the swap's face-down pairs). */
  readonly open?: boolean;
}

interface Props<T extends SeatCards> {
  /** The game's id: the table's class (wh-dawn...), for the game's own styles. */
  readonly game: string;
  /** One line above the table: hand number, phase, goal. */
  readonly status: ComponentChildren;
  readonly seats: readonly T[];
  readonly labels: (seat: T) => SeatLabels;
  /** Who may act now (ringed) and who has won (marked). */
  readonly toAct: readonly Seat[];
  readonly winners: readonly Seat[];
  /** The seat drawn at the bottom: the reader's in the sandbox, else the first seat. */
  readonly bottom: Seat | undefined;
  readonly name: (seat: Seat) => string;
  /** A face-up card in a seat's hand. */
  readonly renderCard: (card: string) => ComponentChildren;
  /** The shared area in the middle of the table. */
  readonly centre: ComponentChildren;
  readonly panels?: readonly (Panel | null | false)[];
  /** What else lies at a seat, under its hand (DWYN: the cards laid out in front of the player). */
  readonly extra?: (seat: T) => ComponentChildren;
  /** The reader's prompt, refusal and hand (sandbox only): the bottom seat shows no cards then. */
  readonly children?: ComponentChildren;
}

export function CardTable<T extends SeatCards>(props: Props<T>) {
  const { game, status, seats, labels, toAct, winners, name, renderCard, centre, panels = [], extra, children } = props;
  const bottom = props.bottom ?? 0;
  const places = seatPlaces(seats.length, bottom);
  // A table someone plays at (a sandbox, a lesson) names its bottom seat; a still picture does not.
  const played = props.bottom !== undefined;
  const tile = (seat: Seat, mine = false) => {
    const t = seats[seat];
    return t ? (
      <SeatBox
        key={seat}
        tile={t}
        labels={labels(t)}
        acting={toAct.includes(seat)}
        winner={winners.includes(seat)}
        name={name}
        renderCard={renderCard}
        mine={mine}
        handAtSeat={mine && played}
        extra={extra?.(t)}
      />
    ) : null;
  };
  return (
    <div class={`wh-table wh-${game}`} data-eyes="table">
      <p class="wh-table-status">{status}</p>
      <div class="wh-ring" data-sides={places.left.length > 0 ? 'yes' : 'no'}>
        <div class="wh-side wh-side-left">{places.left.map((s) => tile(s))}</div>
        <div class="wh-side wh-side-top">{places.top.map((s) => tile(s))}</div>
        <div class="wh-side wh-side-right">{places.right.map((s) => tile(s))}</div>
        <div class="wh-centre" role="group" aria-label="On the table">
          {centre}
        </div>
        <div class="wh-bottom">
          {tile(bottom, children !== undefined)}
          {children}
        </div>
      </div>
      {panels.some(Boolean) ? (
        <div class="wh-panels">
          {panels.map((panel) =>
            panel ? (
              <details key={panel.title} class="wh-panel" open={panel.open}>
                <summary>{panel.title}</summary>
                <div class="wh-panel-body">{panel.content}</div>
              </details>
            ) : null,
          )}
        </div>
      ) : null}
    </div>
  );
}

interface SeatBoxProps {
  readonly tile: SeatCards;
  readonly labels: SeatLabels;
  readonly acting: boolean;
  readonly winner: boolean;
  readonly name: (seat: Seat) => string;
  readonly renderCard: (card: string) => ComponentChildren;
  /** The reader's own seat: its cards are in the hand below, so only its name and badges show (but see table.css). */
  readonly mine: boolean;
  /**
   * The reader's hand at their seat too, where someone plays (never in a still picture): shown only
   * while the dock below holds no hand (a lesson's coach between moves: table.css).
   */
  readonly handAtSeat: boolean;
  readonly extra?: ComponentChildren;
}

function SeatBox({ tile: t, labels, acting, winner, name, renderCard, mine, handAtSeat, extra }: SeatBoxProps) {
  return (
    <div
      role="group"
      class={`wh-seat${acting ? ' wh-acting' : ''}${winner ? ' wh-winner' : ''}${mine ? ' wh-mine' : ''}${!mine && t.cards && t.cards.length > 0 ? ' wh-seat-open' : ''}`}
      aria-label={`Seat ${name(t.seat)}`}
    >
      <p class="wh-seat-head">
        <strong class="wh-seat-name">{name(t.seat)}</strong>
        {labels.badges.map((b) => (
          <span key={b.text} class={`wh-badge${b.className ? ` ${b.className}` : ''}`}>
            {b.text}
          </span>
        ))}
        {/* Each part keeps together (its spaces do not break), the line breaks between parts: no
            element a part, as a page draws many seats. */}
        <span class="wh-count">
          {(typeof labels.corner === 'string' ? [labels.corner] : labels.corner)
            .map((part) => part.replace(/ /g, '\u00a0'))
            .join(' · ')}
        </span>
      </p>
      {mine ? (
        // So the cards a lesson's coach names between moves are on the table.
        handAtSeat && t.cards && t.cards.length > 0 ? (
          <ul class="wh-cards wh-hand wh-mine-cards" aria-label={`${name(t.seat)}'s hand`}>
            {t.cards.map((card, i) => (
              <li key={`${card}-${i}`}>{renderCard(card)}</li>
            ))}
          </ul>
        ) : null
      ) : t.cards ? (
        t.cards.length === 0 ? (
          <p class="wh-empty">no cards</p>
        ) : (
          <ul class="wh-cards wh-mini" aria-label={`${name(t.seat)}'s hand`}>
            {t.cards.map((card, i) => (
              <li key={`${card}-${i}`}>{renderCard(card)}</li>
            ))}
          </ul>
        )
      ) : (
        <CardStack count={t.count} label="in hand" />
      )}
      {extra}
    </div>
  );
}

/**
 * Face-down cards as one back with their number on it; with `said`, the label's first words under it
 * ("in the stock"), where nothing beside the stack says what the number counts.
 */
export function CardStack({
  count,
  label,
  said = false,
}: {
  readonly count: number;
  readonly label: string;
  readonly said?: boolean;
}) {
  const words = `${count === 0 ? 'no' : count} face-down card${count === 1 ? '' : 's'} ${label}`;
  return (
    <span class={`wh-stack${count === 0 ? ' wh-stack-empty' : ''}`} role="img" aria-label={words}>
      <span class="wh-card wh-card-back" aria-hidden="true" />
      <span class="wh-stack-count" aria-hidden="true">
        {count}
      </span>
      {/* The number alone ("63") left a newcomer asking what it counts (issue 43's trial): the
          place is said under it, the label's first words ("in the stock"). */}
      {said ? (
        <span class="wh-stack-label" aria-hidden="true">
          {label.split(',')[0]}
        </span>
      ) : null}
    </span>
  );
}

export function cardCount(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}
