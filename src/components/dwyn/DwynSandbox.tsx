// Island entry: the DWYN sandbox: the engine, the bot and the options come from its play manifest.

import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import type { DwynAction, DwynView } from '../../engine/dwyn/ui.ts';
import { mountPractice } from '../core/practice/mount.ts';
import type { LessonParts } from '../core/lesson/Lesson.tsx';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { dwynPrompt } from './prompt.ts';
import { DwynControls } from './DwynControls.tsx';
import { DwynTable } from './DwynTable.tsx';

// The strong bot's worker, started on first use (one function, so the sandbox keeps one worker).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

export default function DwynSandbox() {
  return (
    <Sandbox<DwynView, DwynAction>
      manifest={DWYN_PLAY}
      Table={DwynTable}
      Controls={DwynControls}
      prompt={dwynPrompt}
      search={startSearch}
    />
  );
}

// Puts the page's practice quiz in place (core/practice/launch.ts says why it loads from here). It
// hangs on the island's component, as the island's script exports nothing else.
DwynSandbox.loadPractice = (host: HTMLElement, quiz: boolean): Promise<void> =>
  mountPractice(() => import('./Practice.tsx'), host, quiz);

// The game's parts the guided lesson plays with (core/lesson/launch.ts loads it through this island).
DwynSandbox.parts = { manifest: DWYN_PLAY, Table: DwynTable, Controls: DwynControls } satisfies LessonParts<
  DwynView,
  DwynAction
>;
