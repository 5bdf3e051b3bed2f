// Day's table, controls, play manifest and strong bot, which its sandbox and its lesson share.

import type { DayAction, DayView } from '../../engine/day/ui.ts';
import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { GameParts } from '../core/types.ts';
import { DayControls } from './DayControls.tsx';
import { DayTable } from './DayTable.tsx';

export const DAY_PARTS: GameParts<DayView, DayAction> = {
  manifest: DAY_PLAY,
  Table: DayTable,
  Controls: DayControls,
  search: () => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' }),
};
