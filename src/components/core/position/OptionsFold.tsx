// The options in the position view's editor, folded: most disputes are at the usual table. The
// fold's line says the player count, which readers change most; opened, it holds every option the
// sandbox offers (OptionsPanel.tsx). It comes once the view is drawn (after-ready.tsx), into a
// place of its closed height (position.css), so nothing moves when it does.

import type { PositionGame } from '../../../engine/core/position/check.ts';
import type { Draft } from './model.ts';
import { OptionsPanel } from './OptionsPanel.tsx';

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
}

export function OptionsFold({ pg, draft, onChange }: Props) {
  const players = draft.options['players'];
  return (
    <details class="wh-pos-options-fold">
      <summary>Options{typeof players === 'number' ? `: ${players} players` : ''}</summary>
      <OptionsPanel pg={pg} draft={draft} onChange={onChange} />
    </details>
  );
}
