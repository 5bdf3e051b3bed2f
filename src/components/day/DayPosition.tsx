// Island entry: the Day position view (/day/position/), on the game's own table and controls.

import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { DayAction, DayView } from '../../engine/day/ui.ts';
import { PositionView } from '../core/position/PositionView.tsx';
import { DAY_PARTS } from './parts.ts';
import { DayControls } from './DayControls.tsx';
import { DayTable } from './DayTable.tsx';

export default function DayPosition({ page }: { readonly page: string }) {
  return (
    <PositionView<DayView, DayAction>
      manifest={DAY_PLAY}
      Table={DayTable}
      Controls={DayControls}
      page={page}
      search={DAY_PARTS.search}
    />
  );
}
