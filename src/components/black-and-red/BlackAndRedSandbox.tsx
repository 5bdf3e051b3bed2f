// Island entry: the Black & Red sandbox: the engine, the bot and the options come from its play manifest.

import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import type { BlackAndRedAction, BlackAndRedView } from '../../engine/black-and-red/ui.ts';
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
