// Dawn's table, controls, play manifest and strong bot, which its sandbox and its lesson share.

import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import type { GameParts } from '../core/types.ts';
import { DawnControls } from './DawnControls.tsx';
import { DawnTable } from './DawnTable.tsx';

export const DAWN_PARTS: GameParts<DawnView, DawnAction> = {
  manifest: DAWN_PLAY,
  Table: DawnTable,
  Controls: DawnControls,
  search: () => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' }),
};
