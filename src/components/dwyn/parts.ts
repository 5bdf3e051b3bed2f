// DWYN's table, controls, play manifest and strong bot, which its sandbox and its lesson share.

import type { DwynAction, DwynView } from '../../engine/dwyn/ui.ts';
import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import type { GameParts } from '../core/types.ts';
import { DwynControls } from './DwynControls.tsx';
import { DwynTable } from './DwynTable.tsx';

export const DWYN_PARTS: GameParts<DwynView, DwynAction> = {
  manifest: DWYN_PLAY,
  Table: DwynTable,
  Controls: DwynControls,
  search: () => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' }),
};
