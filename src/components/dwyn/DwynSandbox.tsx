// Island entry: the DWYN sandbox: the engine, the bot and the options come from its play manifest.

import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import type { DwynAction, DwynView } from '../../engine/dwyn/ui.ts';
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
