// The options in the position view's editor. The number of players is first, outside any fold
// (issue 43's trial: a reader wanting a fourth seat had to find it under the folded "Options");
// the rest are folded, since most disputes are at the usual table: opened, the fold holds every
// other option the sandbox offers (OptionsPanel.tsx). It comes once the view is drawn
// (after-ready.tsx), into a place of its height (position.css), so nothing moves when it does.
import type { PositionGame } from '../../../engine/core/position/check.ts';
import type { Draft } from './model.ts';
import { OptionsPanel } from './OptionsPanel.tsx';
import { positionOptions } from './options-edit.ts';

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
}

/** The option the editor shows unfolded: the seats' number, which sets what there is to place. */
const PLAYERS = 'players';

export function OptionsFold({ pg, draft, onChange }: Props) {
  const seats = typeof draft.options[PLAYERS] === 'number';
  const others = positionOptions(pg.game).some((field) => field.key !== PLAYERS);
  return (
    <>
      {seats ? <OptionsPanel pg={pg} draft={draft} onChange={onChange} pick={(f) => f.key === PLAYERS} /> : null}
      {others ? (
        <details class="wh-pos-options-fold">
          <summary>{seats ? 'Other options' : 'Options'}</summary>
          <OptionsPanel pg={pg} draft={draft} onChange={onChange} pick={(f) => f.key !== PLAYERS} />
        </details>
      ) : null}
    </>
  );
}
