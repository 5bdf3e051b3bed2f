// Island entry: the Black & Red position view (/black-and-red/position/), on the game's own table and controls.

import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { PositionView } from '../core/position/PositionView.tsx';
import { BLACK_AND_RED_PARTS } from './parts.ts';
import { BlackAndRedControls } from './BlackAndRedControls.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default function BlackAndRedPosition({ page }: { readonly page: string }) {
  return (
    <PositionView<BlackAndRedView, BlackAndRedAction>
      manifest={BLACK_AND_RED_PLAY}
      Table={BlackAndRedTable}
      Controls={BlackAndRedControls}
      page={page}
      search={BLACK_AND_RED_PARTS.search}
    />
  );
}
