// Island entry: the Dark Hearts sandbox: the engine, the bot and the options come from its play manifest.

import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import type { DarkHeartsAction, DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { mountPractice } from '../core/practice/mount.ts';
import type { LessonParts } from '../core/lesson/Lesson.tsx';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { darkHeartsPrompt } from './prompt.ts';
import { DarkHeartsControls } from './DarkHeartsControls.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

// The strong bot's worker, started on first use (one function, so the sandbox keeps one worker).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

export default function DarkHeartsSandbox() {
  return (
    <Sandbox<DarkHeartsView, DarkHeartsAction>
      manifest={DARK_HEARTS_PLAY}
      Table={DarkHeartsTable}
      Controls={DarkHeartsControls}
      prompt={darkHeartsPrompt}
      search={startSearch}
    />
  );
}

// Puts the page's practice quiz in place (core/practice/launch.ts says why it loads from here). It
// hangs on the island's component, as the island's script exports nothing else.
DarkHeartsSandbox.loadPractice = (host: HTMLElement, quiz: boolean): Promise<void> =>
  mountPractice(() => import('./Practice.tsx'), host, quiz);

// The game's parts the guided lesson plays with (core/lesson/launch.ts loads it through this island).
DarkHeartsSandbox.parts = {
  manifest: DARK_HEARTS_PLAY,
  Table: DarkHeartsTable,
  Controls: DarkHeartsControls,
} satisfies LessonParts<DarkHeartsView, DarkHeartsAction>;
