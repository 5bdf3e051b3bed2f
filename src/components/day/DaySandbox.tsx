// Island entry: the Day sandbox: the engine, the bot and the options come from its play manifest.

import { DAY_PLAY } from '../../engine/day/play-manifest.ts';
import type { DayAction, DayView } from '../../engine/day/ui.ts';
import { mountPractice } from '../core/practice/mount.ts';
import type { LessonParts } from '../core/lesson/Lesson.tsx';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { dayPrompt } from './prompt.ts';
import { DayControls } from './DayControls.tsx';
import { DayTable } from './DayTable.tsx';
import { Showdown } from './lazy-showdown.ts';

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

// Puts the page's practice quiz in place (core/practice/launch.ts says why it loads from here). It
// hangs on the island's component, as the island's script exports nothing else.
DaySandbox.loadPractice = (host: HTMLElement, quiz: boolean): Promise<void> =>
  mountPractice(() => import('./Practice.tsx'), host, quiz);

// The game's parts the guided lesson plays with (core/lesson/launch.ts loads it through this island).
DaySandbox.parts = { manifest: DAY_PLAY, Table: DayTable, Controls: DayControls } satisfies LessonParts<
  DayView,
  DayAction
>;
