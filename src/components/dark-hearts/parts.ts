// Dark Hearts' table, controls, play manifest and strong bot, which its sandbox and its lesson share.

import type { DarkHeartsAction, DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import type { GameParts } from '../core/types.ts';
import { DarkHeartsControls } from './DarkHeartsControls.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export const DARK_HEARTS_PARTS: GameParts<DarkHeartsView, DarkHeartsAction> = {
  manifest: DARK_HEARTS_PLAY,
  Table: DarkHeartsTable,
  Controls: DarkHeartsControls,
  search: () => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' }),
};
