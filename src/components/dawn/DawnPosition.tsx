// Island entry: the Dawn position view (/dawn/position/), on the game's own table and controls.

import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
import { PositionView } from '../core/position/PositionView.tsx';
import { DAWN_PARTS } from './parts.ts';
import { DawnControls } from './DawnControls.tsx';
import { DawnTable } from './DawnTable.tsx';

export default function DawnPosition({ page }: { readonly page: string }) {
  return (
    <PositionView<DawnView, DawnAction>
      manifest={DAWN_PLAY}
      Table={DawnTable}
      Controls={DawnControls}
      page={page}
      search={DAWN_PARTS.search}
    />
  );
}
