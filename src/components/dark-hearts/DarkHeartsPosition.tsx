// Island entry: the Dark Hearts position view (/dark-hearts/position/), on the game's own table and controls.

import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import type { DarkHeartsAction, DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { PositionView } from '../core/position/PositionView.tsx';
import { DARK_HEARTS_PARTS } from './parts.ts';
import { DarkHeartsControls } from './DarkHeartsControls.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default function DarkHeartsPosition({ page }: { readonly page: string }) {
  return (
    <PositionView<DarkHeartsView, DarkHeartsAction>
      manifest={DARK_HEARTS_PLAY}
      Table={DarkHeartsTable}
      Controls={DarkHeartsControls}
      page={page}
      search={DARK_HEARTS_PARTS.search}
    />
  );
}
