// Island entry: the Day sandbox: the engine, the bot and the options come from its play manifest.

import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { DayAction, DayView } from '../../engine/day/ui.ts';
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
