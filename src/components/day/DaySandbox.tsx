// Island entry: the Day sandbox: the engine, the bot and the options come from its play manifest.

import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { DayAction, DayView } from '../../engine/day/ui.ts';
import { islandParts } from '../core/island-parts.ts';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { dayPrompt } from './prompt.ts';
import { DayControls } from './DayControls.tsx';
import { DayTable } from './DayTable.tsx';
import { Showdown } from './lazy-showdown.tsx';

// The strong bot's worker, started on first use (one function, so the sandbox keeps one worker).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

export default function DaySandbox() {
  return (
    <Sandbox<DayView, DayAction>
      manifest={DAY_PLAY}
      Table={DayTable}
      Controls={DayControls}
      prompt={dayPrompt}
      search={startSearch}
      Result={Showdown}
    />
  );
}

// The parts of the page that load through this island when asked for: the practice quiz, and the
// guided lesson on this game's table and controls (core/island-parts.ts).
Object.assign(
  DaySandbox,
  islandParts<DayView, DayAction>(
    { manifest: DAY_PLAY, Table: DayTable, Controls: DayControls, search: startSearch },
    () => import('./Practice.tsx'),
  ),
);
