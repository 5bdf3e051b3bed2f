// The position on paper (issue 43): what the printed view says besides the table and the ruling,
// which print as they show. On screen the editor holds these as fields; on paper, they are words:
// the web address that opens the position, the options that differ from the game's usual ones,
// the game's other facts that are set (dealer, turn, phase...) and where each card lies. Hidden on
// screen (position.css).

import type { PositionGame } from '../../../engine/core/position/check.ts';
import { cardsAt, factOf } from '../../../engine/core/position/edit.ts';
import { placedSymbol, type Draft } from './model.ts';
import { positionOptions } from './options-edit.ts';

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  /** The position's address, or null when it cannot be written as a link. */
  readonly href: string | null;
}

/** A fact's value in words: seat letters and cards as written, yes or no, Light and Dark points. */
function said(value: unknown, kind: string): string {
  if (value === undefined) return 'not set';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (Array.isArray(value)) {
    if (kind === 'points') return `Light ${String(value[0] ?? 0)}, Dark ${String(value[1] ?? 0)}`;
    return value.length === 0 ? 'none' : value.map(String).join(' ');
  }
  return String(value);
}

export function PaperSummary({ pg, draft, href }: Props) {
  const { game } = pg;
  const defaults = game.options.defaults as Record<string, unknown>;
  const options = positionOptions(game).flatMap((field) => {
    const value = draft.options[field.key];
    if (value === defaults[field.key] && field.key !== 'players') return [];
    const label = field.choices.find((c) => c.value === value)?.label ?? String(value);
    return [`${field.label}: ${label}`];
  });
  const facts = pg.position.facts(draft.options).flatMap((fact) => {
    const value = factOf(draft.spec, fact);
    return value === undefined ? [] : [`${fact.label}: ${said(value, fact.kind)}`];
  });
  // Where every card lies, in words: the table's drawing keeps the seat to act's hand in its
  // controls, which are buttons, and no button prints.
  const places = pg.position.places(draft.options).flatMap((place) => {
    const cards = cardsAt(draft.spec, place);
    return cards.length === 0 ? [] : [`${place.label}: ${cards.map((text) => placedSymbol(game, text)).join(' ')}`];
  });
  return (
    <section class="wh-pos-paper">
      <p>{href === null ? 'This position cannot be written as a link.' : <>The position, on the web: {href}</>}</p>
      <p>
        {options.length === 0 ? 'The usual options.' : `Options: ${options.join('; ')}.`}
        {facts.length === 0 ? '' : ` ${facts.join('; ')}.`}
      </p>
      <p>
        {places.length === 0
          ? 'No card is placed: every card is in the stock.'
          : `${places.join('. ')}. Any other card is in the stock.`}
      </p>
    </section>
  );
}
