// Island entry: Dawn's sandbox (core/sandbox/Sandbox.tsx, sandboxIsland).

import { sandboxIsland } from '../core/sandbox/Sandbox.tsx';
import { DAWN_PARTS } from './parts.ts';
import { dawnPrompt } from './prompt.ts';

export default sandboxIsland(DAWN_PARTS, dawnPrompt);
