// The position on paper (issue 43): what the printed view says besides the table and the ruling,
// which print as they show. On screen the editor holds these as fields; on paper, they are words:
// the web address that opens the position, the options that differ from the game's usual ones,
// and the game's other facts (dealer, turn, phase...). Hidden on screen (position.css).

import type { PositionGame } from '../../../engine/core/position/check.ts';
import { factOf } from '../../../engine/core/position/edit.ts';
import type { Draft } from './model.ts';
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
  const facts = pg.position
    .facts(draft.options)
    .map((fact) => `${fact.label}: ${said(factOf(draft.spec, fact), fact.kind)}`);
  return (
    <section class="wh-pos-paper">
      <p>{href === null ? 'This position cannot be written as a link.' : <>The position, on the web: {href}</>}</p>
      <p>
        {options.length === 0 ? 'The usual options.' : `Options: ${options.join('; ')}.`} {facts.join('; ')}.
      </p>
    </section>
  );
}
