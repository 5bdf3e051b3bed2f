// Island entry: the Black & Red sandbox: the engine, the bot and the options come from its play manifest.

import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { mountPractice } from '../core/practice/mount.ts';
import type { LessonParts } from '../core/lesson/Lesson.tsx';
import { Sandbox } from '../core/sandbox/Sandbox.tsx';
import { blackAndRedPrompt } from './prompt.ts';
import { BlackAndRedControls } from './BlackAndRedControls.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

// The strong bot's worker, started on first use (one function, so the sandbox keeps one worker).
const startSearch = (): Worker => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });

export default function BlackAndRedSandbox() {
  return (
    <Sandbox<BlackAndRedView, BlackAndRedAction>
      manifest={BLACK_AND_RED_PLAY}
      Table={BlackAndRedTable}
      Controls={BlackAndRedControls}
      prompt={blackAndRedPrompt}
      search={startSearch}
    />
  );
}

// Puts the page's practice quiz in place (core/practice/launch.ts says why it loads from here). It
// hangs on the island's component, as the island's script exports nothing else.
BlackAndRedSandbox.loadPractice = (host: HTMLElement, quiz: boolean): Promise<void> =>
  mountPractice(() => import('./Practice.tsx'), host, quiz);

// The game's parts the guided lesson plays with (core/lesson/launch.ts loads it through this island).
BlackAndRedSandbox.parts = {
  manifest: BLACK_AND_RED_PLAY,
  Table: BlackAndRedTable,
  Controls: BlackAndRedControls,
} satisfies LessonParts<BlackAndRedView, BlackAndRedAction>;
