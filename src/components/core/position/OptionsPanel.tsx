// The position view's options (in OptionsFold.tsx's fold): every option the sandbox offers, its
// rarer ones under "More options" as there. A change keeps the cards where they are; when the position cannot happen with
// it, a sentence says why beside the options, with the ways out (options-edit.ts), until the
// position changes again.

import { useState } from 'preact/hooks';
import type { OptionField } from '../../../engine/core/option-lists.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { emptyTable, type Draft } from './model.ts';
import { changeOption, positionOptions } from './options-edit.ts';

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  /** The options this panel shows (OptionsFold.tsx shows the player count outside its fold). */
  readonly pick?: (field: OptionField) => boolean;
}

/** What the last change said, and the draft it was said of (it holds while that is the draft). */
interface Said {
  readonly text: string;
  readonly of: Draft;
  /** The draft before the change, when the change was made (a warning), to put it back. */
  readonly before: Draft | null;
}

export function OptionsPanel({ pg, draft, onChange, pick = () => true }: Props) {
  const { game } = pg;
  const [said, setSaid] = useState<Said | null>(null);
  const fields = positionOptions(game).filter(pick);
  if (fields.length === 0) return null;
  const field = (f: OptionField) => {
    const id = `wh-pos-option-${f.key}`;
    return (
      <p key={f.key} class="wh-pos-option">
        <label for={id}>{f.label}</label>{' '}
        <select
          id={id}
          value={String(draft.options[f.key])}
          onChange={(e) => {
            const select = e.currentTarget;
            const change = changeOption(pg, draft, f, select.value);
            if ('refused' in change) {
              // The select shows the option the position still has.
              select.value = String(draft.options[f.key]);
              setSaid({ text: change.refused, of: draft, before: null });
              return;
            }
            setSaid(change.warning === null ? null : { text: change.warning, of: change.draft, before: draft });
            onChange(change.draft);
          }}
        >
          {f.choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {c.label}
            </option>
          ))}
        </select>
      </p>
    );
  };
  const shown = said !== null && said.of === draft ? said : null;
  return (
    <div class="wh-pos-options">
      {fields.filter((f) => !f.advanced).map(field)}
      {fields.some((f) => f.advanced) ? (
        <details class="wh-more">
          <summary>More options</summary>
          {fields.filter((f) => f.advanced).map(field)}
        </details>
      ) : null}
      <div aria-live="polite" class="wh-pos-option-said">
        {shown === null ? null : (
          <p class="wh-notice">
            {shown.text}{' '}
            {shown.before === null ? null : (
              <>
                <button type="button" onClick={() => onChange(shown.before as Draft)}>
                  Put the option back
                </button>{' '}
                <button type="button" onClick={() => onChange(emptyTable(game, draft.options))}>
                  Empty the table
                </button>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
