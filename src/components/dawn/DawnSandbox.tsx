// Island entry: the Dawn sandbox: the engine, the bot and the options come from its play manifest.

import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import type { DawnAction, DawnView } from '../../engine/dawn/ui.ts';
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
