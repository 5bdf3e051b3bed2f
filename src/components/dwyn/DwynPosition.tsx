// Island entry: the DWYN position view (/dwyn/position/), on the game's own table and controls.

import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import type { DwynAction, DwynView } from '../../engine/dwyn/ui.ts';
import { PositionView } from '../core/position/PositionView.tsx';
import { DWYN_PARTS } from './parts.ts';
import { DwynControls } from './DwynControls.tsx';
import { DwynTable } from './DwynTable.tsx';

export default function DwynPosition({ page }: { readonly page: string }) {
  return (
    <PositionView<DwynView, DwynAction>
      manifest={DWYN_PLAY}
      Table={DwynTable}
      Controls={DwynControls}
      page={page}
      search={DWYN_PARTS.search}
    />
  );
}
