// Island entry: the Dark Hearts sandbox: the engine, the bot and the options come from its play manifest.

import { DARK_HEARTS_PLAY } from '../../engine/dark-hearts/play-manifest.ts';
import type { DarkHeartsAction, DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
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
