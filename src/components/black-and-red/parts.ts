// Black & Red's table, controls, play manifest and strong bot, which its sandbox and its lesson share.

import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import type { GameParts } from '../core/types.ts';
import { BlackAndRedControls } from './BlackAndRedControls.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export const BLACK_AND_RED_PARTS: GameParts<BlackAndRedView, BlackAndRedAction> = {
  manifest: BLACK_AND_RED_PLAY,
  Table: BlackAndRedTable,
  Controls: BlackAndRedControls,
  search: () => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' }),
};
