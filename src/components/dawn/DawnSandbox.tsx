// Island entry: the Dawn sandbox: the engine, the bot and the options come from its play manifest.

import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
import { mountPractice } from '../core/practice/mount.ts';
import type { LessonParts } from '../core/lesson/Lesson.tsx';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { dawnPrompt } from './prompt.ts';
import { DawnControls } from './DawnControls.tsx';
import { DawnTable } from './DawnTable.tsx';

// The strong bot's worker, started on first use (one function, so the sandbox keeps one worker).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

export default function DawnSandbox() {
  return (
    <Sandbox<DawnView, DawnAction>
      manifest={DAWN_PLAY}
      Table={DawnTable}
      Controls={DawnControls}
      prompt={dawnPrompt}
      search={startSearch}
    />
  );
}

// Puts the page's practice quiz in place (core/practice/launch.ts says why it loads from here). It
// hangs on the island's component, as the island's script exports nothing else.
DawnSandbox.loadPractice = (host: HTMLElement, quiz: boolean): Promise<void> =>
  mountPractice(() => import('./Practice.tsx'), host, quiz);

// The game's parts the guided lesson plays with (core/lesson/launch.ts loads it through this island).
DawnSandbox.parts = { manifest: DAWN_PLAY, Table: DawnTable, Controls: DawnControls } satisfies LessonParts<
  DawnView,
  DawnAction
>;
